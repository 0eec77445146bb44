// npm run bench: Lighthouse (mobile, simulated throttling; and desktop) on
// the key routes, next to a vanilla Docusaurus 3.10 classic site built in the
// same run as the yardstick; then the longest main-thread task of each route
// in a real trace at 4x CPU slowdown, and what each tap costs a phone visitor
// (scripts/bench/interactions.mjs). Prints tables; not a pass/fail test.
// Both sites are served by the production nginx config over https and HTTP/2,
// as on every host we deploy to (over HTTP/1.1, Lighthouse's simulation opens
// six connections and its LCP jumps by a round trip with the order requests start).
// Needs a build (npm run build), Chromium, nginx and openssl.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from './chromium.mjs';
import {writeVanillaSite} from './bench/vanilla-site.mjs';
import {longTasks} from './bench/trace.mjs';
import {interactions, measureInteraction} from './bench/interactions.mjs';
import {machineMeter} from './bench/machine.mjs';

const machine = machineMeter();
const root = resolve('.');

if (!existsSync('build/index.html')) spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});

// The key pages: home, a service, the calculator, FAQs, loan programs, and the
// heaviest blog post and city page in this build (derived, so writers' changes keep it true).
const sitemap = readFileSync('build/sitemap.xml', 'utf8');
const paths = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const heaviest = (prefix) =>
  paths
    .filter((p) => p.startsWith(prefix) && p.split('/').length === 3)
    .map((p) => ({p, bytes: statSync(join('build', `${p}.html`)).size}))
    .sort((a, b) => b.bytes - a.bytes)[0].p;
const routes = [
  '/',
  '/services/installation',
  '/resources/calculator',
  heaviest('/blog/'),
  heaviest('/service-areas/'),
  '/faqs',
  '/loan-programs',
];
const runs = Number(process.env.BENCH_RUNS ?? 3);
// `npm run bench:interactions`: the taps alone (each on a fresh load, ours and vanilla), without Lighthouse and traces.
const onlyInteractions = process.argv.includes('--interactions');
const blocked = ['*leadconnectorhq.com*', '*msgsndr.com*'];

const vanillaDir = join(root, '.bench/vanilla');
mkdirSync(vanillaDir, {recursive: true});
writeVanillaSite(vanillaDir, join(root, 'node_modules'));
console.log('Building the vanilla Docusaurus classic site...');
const vb = spawnSync('npx', ['docusaurus', 'build'], {cwd: vanillaDir, stdio: ['ignore', 'ignore', 'inherit']});
if (vb.status !== 0) process.exit(vb.status ?? 1);

const serve = (buildDir, port) =>
  spawn('node', ['tests/e2e/server.mjs'], {
    // https and HTTP/2, as every host we deploy to serves the site (tests/e2e/server.mjs).
    env: {...process.env, BUILD_DIR: buildDir, PORT: String(port), TLS: '1'},
    stdio: 'ignore',
  });
const servers = [serve(join(root, 'build'), 4180), serve(join(vanillaDir, 'build'), 4181)];
const [oursUrl, vanillaUrl] = ['https://localhost:4180', 'https://localhost:4181'];
await new Promise((r) => setTimeout(r, 1500));

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumArgs],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run of a page: score, LCP, TBT, CLS and script bytes. */
async function lighthouseOnce(url, desktop) {
  const {lhr} = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: blocked,
    },
    desktop ? desktopConfig : undefined,
  );
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((it) => it.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scripts?.transferSize ?? 0,
  };
}

/** The main-thread tasks of a cold load at 4x CPU slowdown, from a real trace. */
async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 3,
    isMobile: true,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  await page.route(/leadconnectorhq\.com|msgsndr\.com/, (r) => r.abort('blockedbyclient'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
  await page.goto(url, {waitUntil: 'load'});
  // Polled by a one-line expression: Playwright's locators would first evaluate its own injected script
  // in the page, a task of 100-150 ms at 4x that the page never runs for a visitor.
  await cdp.send('Runtime.evaluate', {
    expression: `new Promise((hydrated) => (function check() {
      if (document.documentElement.dataset.hasHydrated === 'true') hydrated();
      else setTimeout(check, 50);
    })())`,
    awaitPromise: true,
  });
  await new Promise((idle) => setTimeout(idle, 1500)); // idle-time work (analytics, chat) runs too
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const loaded = page.url();
  await context.close();
  return longTasks(trace, loaded);
}

// Rounds: each round measures every page once, so a busy spell on a shared
// machine lands on ours and vanilla alike; each figure is the median of the rounds.
const pages = [
  ...routes.map((route) => ({site: 'ours', route, url: `${oursUrl}${route}`})),
  {site: 'vanilla', route: '/', url: `${vanillaUrl}/`},
];
/** One interaction's figure, or NaN (printed as such) when its gesture fails: one broken tap spoils no other figure. */
const tap = (browser, url, name, gesture) =>
  measureInteraction(browser, url, gesture).catch((error) => {
    console.error(`${name} on ${url}: ${error.message.split('\n')[0]}`);
    return {event: NaN, shown: NaN};
  });
const samples = pages.map(() => ({mobile: [], desktop: [], traces: []}));
const taps = interactions.map(() => ({ours: [], shown: [], vanilla: []}));
try {
  for (let round = 0; round < (onlyInteractions ? 0 : runs); round++) {
    for (const [i, p] of pages.entries()) {
      samples[i].mobile.push(await lighthouseOnce(p.url, false));
      samples[i].desktop.push(await lighthouseOnce(p.url, true));
    }
  }
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    for (let round = 0; round < (onlyInteractions ? 0 : runs); round++)
      for (const [i, p] of pages.entries()) samples[i].traces.push(await traceOnce(browser, p.url));
    for (let round = 0; round < runs; round++)
      for (const [i, it] of interactions.entries()) {
        const {event, shown} = await tap(browser, `${oursUrl}${it.route}`, it.name, it);
        taps[i].ours.push(event);
        if (it.shows) taps[i].shown.push(shown);
        if (it.vanilla)
          taps[i].vanilla.push((await tap(browser, `${vanillaUrl}${it.vanilla.route}`, it.name, it.vanilla)).event);
      }
  } finally {
    await browser.close();
  }
} finally {
  await chrome.kill();
  servers.forEach((s) => s.kill('SIGTERM'));
}

const mid = (list, k) => (list.length ? median(list.map((s) => s[k])) : NaN);
const rows = pages.map(({site, route}, i) => {
  const {mobile, desktop} = samples[i];
  const tbts = mobile.map((s) => s.tbt).filter(Number.isFinite); // a run without FCP reports none
  return {
    site,
    route,
    score: mid(mobile, 'score'),
    fcp: mid(mobile, 'fcp'),
    lcp: mid(mobile, 'lcp'),
    tbt: mid(mobile, 'tbt'),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    cls: mid(mobile, 'cls'),
    js: mid(mobile, 'js'),
    desktop: mid(desktop, 'score'),
  };
});
const traces = pages.map(({site, route}, i) => {
  const list = samples[i].traces;
  // What the longest task ran, in each run: e.g. "script main.js x2, navigation commit".
  const counts = new Map();
  for (const t of list) counts.set(t.longest, (counts.get(t.longest) ?? 0) + 1);
  const longest = [...counts].map(([kind, n]) => (n > 1 ? `${kind} x${n}` : kind)).join(', ');
  return {
    site,
    route,
    maxTask: mid(list, 'max'),
    longest,
    over50: mid(list, 'over50'),
    blocking: mid(list, 'blocking'),
  };
});

const vanilla = rows.find((r) => r.site === 'vanilla');
const pad = (s, n) => String(s).padEnd(n);
const byRoute = new Map(traces.map((t) => [`${t.site} ${t.route}`, t]));
if (!onlyInteractions) {
  console.log(
    `\nLighthouse, median of ${runs} runs (mobile: simulated Moto G throttling; desktop score last), and the longest ` +
      'main-thread task of a real trace at 4x CPU slowdown (390 px phone)',
  );
  console.log(
    `${pad('site', 9)}${pad('route', 28)}${pad('perf', 6)}${pad('FCP', 7)}${pad('LCP', 7)}${pad('LCP-FCP', 9)}${pad('TBT (range)', 16)}${pad('longest', 9)}${pad('CLS', 7)}${pad('JS KB', 7)}desktop`,
  );
  for (const r of rows) {
    const t = byRoute.get(`${r.site} ${r.route}`);
    console.log(
      `${pad(r.site, 9)}${pad(r.route, 28)}${pad(r.score, 6)}${pad(Math.round(r.fcp), 7)}${pad(Math.round(r.lcp), 7)}${pad(Math.round(r.lcp - r.fcp), 9)}${pad(`${Math.round(r.tbt)} (${r.tbtRange.map(Math.round).join('-')})`, 16)}${pad(Math.round(t?.maxTask ?? NaN), 9)}${pad(r.cls.toFixed(3), 7)}${pad((r.js / 1024).toFixed(0), 7)}${r.desktop}`,
    );
  }
  console.log(`\nMain thread, real trace at 4x CPU slowdown (390 px phone), median of ${runs} runs`);
  console.log(
    `${pad('site', 9)}${pad('route', 28)}${pad('longest task ms', 17)}${pad('tasks > 50 ms', 15)}${pad('blocking ms', 13)}the longest ran`,
  );
  for (const t of traces) {
    console.log(
      `${pad(t.site, 9)}${pad(t.route, 28)}${pad(Math.round(t.maxTask), 17)}${pad(t.over50, 15)}${pad(Math.round(t.blocking), 13)}${t.longest}`,
    );
  }
}
const spread = (xs) =>
  xs.length ? `${Math.round(median(xs))} (${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))})` : '-';
const tapRows = interactions.map((it, i) => ({name: it.name, route: it.route, ...taps[i]}));
console.log(
  `\nInteractions on a 390 px phone at 4x CPU slowdown (Event Timing, longest event per interaction; "on screen": ` +
    `from the finger down until what it opens is painted), ms, median (range) of ${runs} fresh loads`,
);
console.log(`${pad('interaction', 32)}${pad('route', 24)}${pad('ours', 16)}${pad('on screen', 16)}vanilla`);
for (const t of tapRows)
  console.log(
    `${pad(t.name, 32)}${pad(t.route, 24)}${pad(spread(t.ours), 16)}${pad(spread(t.shown), 16)}${spread(t.vanilla)}`,
  );
const gz = (file) => statSync(`${file}.gz`).size;
const mainJs = readFileSync('build/index.html', 'utf8').match(/assets\/js\/main\.[0-9a-f]+\.js/)[0];
console.log(
  `\nmain.js: ${(statSync(join('build', mainJs)).size / 1024).toFixed(0)} KB, ${(gz(join('build', mainJs)) / 1024).toFixed(1)} KB gzipped`,
);

const ours = rows.filter((r) => r.site === 'ours');
const oursTraces = traces.filter((t) => t.site === 'ours');
const targets = [
  ['every interaction <= 150 ms median at 4x', tapRows.every((t) => median(t.ours) <= 150)],
  ...(onlyInteractions
    ? []
    : [
        ['mobile performance >= 95 on every route', ours.every((r) => r.score >= 95)],
        [
          `LCP <= 1.5 s on every route (vanilla ${(vanilla.lcp / 1000).toFixed(2)} s)`,
          ours.every((r) => r.lcp <= 1500),
        ],
        ['LCP within 250 ms of FCP on every route', ours.every((r) => r.lcp - r.fcp <= 250)],
        [
          `TBT <= 70% of vanilla (${Math.round(vanilla.tbt)} ms -> <= ${Math.round(vanilla.tbt * 0.7)} ms)`,
          ours.every((r) => r.tbt <= vanilla.tbt * 0.7 || r.tbt === 0),
        ],
        ["no task over 50 ms on a route's load in a 4x-throttled trace", oursTraces.every((t) => t.maxTask <= 50)],
        ['CLS < 0.02', ours.every((r) => r.cls < 0.02)],
        ['desktop 100', ours.every((r) => r.desktop === 100)],
      ]),
];
console.log(`\n${machine()}`);
console.log('\nTargets');
for (const [label, ok] of targets) console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${label}`);
mkdirSync('.bench', {recursive: true});
writeFileSync('.bench/results.json', JSON.stringify({lighthouse: rows, traces, interactions: tapRows}, null, 2));
