// Open Graph images (1200x630 JPEG), one per public route, drawn from the
// built pages' own headings. Run after a build when pages are added or
// retitled:  npm run build && npm run og
// Writes static/img/og/<route>.jpg and static/img/og/default.jpg, and
// src/data/ogImages.json (the routes that have one).
import {chromium} from '@playwright/test';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

const root = resolve('.');
const build = join(root, 'build');
const outDir = join(root, 'static/img/og');
mkdirSync(outDir, {recursive: true});

const font = (p) => pathToFileURL(join(root, 'node_modules/@fontsource', p)).href;
const sitemap = readFileSync(join(build, 'sitemap.xml'), 'utf8');
const siteUrl = /<loc>(https?:\/\/[^/<]+)/.exec(sitemap)[1];
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(siteUrl, '') || '/');

const decode = (s) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/<[^>]+>/g, '');
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const ogKey = (route) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '--'));

function sectionOf(route) {
  const first = route.split('/')[1];
  return (
    {services: 'Services', 'service-areas': 'Service Areas', blog: 'Deck Building Blog', resources: 'Resources', 'loan-programs': 'Financing'}[first] ??
    'Knoxville, Tennessee'
  );
}

function card(title, eyebrow) {
  return `<!doctype html><html><head><style>
@font-face{font-family:Fraunces;src:url(${font('fraunces/files/fraunces-latin-600-normal.woff2')});font-weight:600}
@font-face{font-family:Figtree;src:url(${font('figtree/files/figtree-latin-600-normal.woff2')});font-weight:600}
html,body{margin:0;width:1200px;height:630px;overflow:hidden}
body{position:relative;font-family:Figtree;color:#fff;background:radial-gradient(90% 120% at 100% 0%,rgba(233,178,122,.28),rgba(233,178,122,0) 55%),linear-gradient(160deg,#0f2a22 0%,#1f4a3d 100%)}
.brand{position:absolute;top:64px;left:80px;display:flex;align-items:center;gap:18px;font-family:Fraunces;font-size:34px}
.eyebrow{position:absolute;top:190px;left:80px;font-size:22px;letter-spacing:.16em;text-transform:uppercase;color:#e9b27a}
h1{position:absolute;top:230px;left:80px;right:120px;margin:0;font-family:Fraunces;font-weight:600;font-size:${title.length > 60 ? 52 : 64}px;line-height:1.1}
.url{position:absolute;bottom:56px;left:80px;font-size:24px;color:rgba(255,255,255,.85)}
svg.ridge{position:absolute;right:0;bottom:0;opacity:.55}
</style></head><body>
<div class="brand"><svg viewBox="0 0 40 40" width="56" height="56"><rect width="40" height="40" rx="10" fill="#2d6652"/><path d="M6 21 14 12l5 5 5-7 10 11" fill="none" stroke="#e9b27a" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round"/><path d="M8 26h24M8 30.5h24M8 35h24" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>Knoxville Deck Builders</div>
<div class="eyebrow">${escape(eyebrow)}</div>
<h1>${escape(title)}</h1>
<div class="url">${escape(siteUrl.replace(/^https?:\/\//, ''))}</div>
<svg class="ridge" width="700" height="220" viewBox="0 0 700 220"><path d="M0 160 L120 90 L220 130 L340 50 L460 120 L560 70 L700 120 V220 H0Z" fill="#2d6652"/><path d="M0 190 L140 140 L260 170 L400 120 L540 165 L700 140 V220 H0Z" fill="#163a30"/></svg>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
const tmp = join(root, 'build', '.og.html');
const render = async (title, eyebrow, file) => {
  writeFileSync(tmp, card(title, eyebrow));
  await page.goto(pathToFileURL(tmp).href);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({path: join(outDir, file), type: 'jpeg', quality: 82});
};

await render('Custom decks built for East Tennessee living', 'Knoxville, Tennessee', 'default.jpg');
const done = [];
for (const route of routes) {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const html = readFileSync(join(build, file), 'utf8');
  const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();
  if (!h1) continue;
  await render(h1, sectionOf(route), `${ogKey(route)}.jpg`);
  done.push(route);
}
await browser.close();
writeFileSync(join(root, 'src/data/ogImages.json'), `${JSON.stringify(done, null, 2)}\n`);
console.log(`Wrote ${done.length + 1} images to static/img/og/`);
