// Before/after screenshots for a refactor that must not change how pages look.
//   node scripts/visual-diff.mjs capture <dir> [baseUrl]   every sitemap route and the 404 page, full
//                                                           height, at 390 and 1366 px, into <dir>
//   node scripts/visual-diff.mjs compare <dirA> <dirB>     per page: pixels that differ, and a diff PNG
//                                                           in <dirB>/diff/ for each page that changed
// Reduced motion (no carousel steps, no entrance animations) and third parties
// blocked (the form shows its call panel), so two runs of the same site match.
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from './chromium.mjs';
import {mkdirSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import sharp from 'sharp';

const [mode, dirA, arg] = process.argv.slice(2);
const widths = [390, 1366];

async function capture(dir, base = 'http://127.0.0.1:4173') {
  mkdirSync(dir, {recursive: true});
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  for (const width of widths) {
    const page = await browser.newPage({viewport: {width, height: 900}, reducedMotion: 'reduce'});
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (r) => r.abort());
    for (const route of [...routes, '/this-page-does-not-exist']) {
      await page.goto(base + route, {waitUntil: 'networkidle'});
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      await page.waitForTimeout(300);
      await page.screenshot({
        path: join(dir, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`),
        fullPage: true,
      });
    }
    await page.close();
  }
  await browser.close();
}

async function compare(a, b) {
  mkdirSync(join(b, 'diff'), {recursive: true});
  let changed = 0;
  for (const file of readdirSync(a).filter((f) => f.endsWith('.png'))) {
    const [imgA, imgB] = await Promise.all(
      [a, b].map((d) => sharp(join(d, file)).raw().ensureAlpha().toBuffer({resolveWithObject: true})),
    );
    if (imgA.info.width !== imgB.info.width || imgA.info.height !== imgB.info.height) {
      console.log(`${file}: size ${imgA.info.width}x${imgA.info.height} -> ${imgB.info.width}x${imgB.info.height}`);
      changed++;
      continue;
    }
    const mask = Buffer.alloc(imgA.data.length);
    let pixels = 0;
    for (let i = 0; i < imgA.data.length; i += 4) {
      const delta =
        Math.abs(imgA.data[i] - imgB.data[i]) +
        Math.abs(imgA.data[i + 1] - imgB.data[i + 1]) +
        Math.abs(imgA.data[i + 2] - imgB.data[i + 2]);
      if (delta > 24) {
        pixels++;
        mask.writeUInt32BE(0xff0000ff, i);
      }
    }
    if (pixels > 0) {
      changed++;
      console.log(`${file}: ${pixels} pixels differ`);
      await sharp(mask, {raw: imgA.info})
        .png()
        .toFile(join(b, 'diff', file));
    }
  }
  console.log(changed === 0 ? 'No page changed.' : `${changed} page(s) changed: see ${join(b, 'diff')}`);
  process.exitCode = changed === 0 ? 0 : 1;
}

if (mode === 'capture') await capture(dirA, arg);
else if (mode === 'compare') await compare(dirA, arg);
else console.error('Usage: node scripts/visual-diff.mjs capture <dir> [baseUrl] | compare <dirA> <dirB>');
