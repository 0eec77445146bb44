// Look at the site: screenshots of built pages at phone and desktop widths.
// Usage: node scripts/screenshot.mjs [baseUrl] [path ...]   (writes to screenshots/)
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from './chromium.mjs';
import {mkdirSync} from 'node:fs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/'];
const widths = (process.env.WIDTHS ?? '390,1366').split(',').map(Number);
mkdirSync('screenshots', {recursive: true});

const browser = await chromium.launch({
  executablePath: chromePath,
  args: chromiumArgs,
});
for (const width of widths) {
  const page = await browser.newPage({viewport: {width, height: width < 600 ? 844 : 900}});
  // No internet: third-party embeds fail fast, as they would behind an ad blocker.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (r) => r.abort());
  for (const route of routes) {
    await page.goto(base + route, {waitUntil: 'networkidle'});
    // Scroll through once so lazy images load, then settle animations.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(Number(process.env.WAIT ?? 600));
    const base_ = `screenshots/${route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/#?=&]/g, '_')}-${width}`;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Slices a person can read (the image viewer shrinks one tall page to a blur).
    const slice = Number(process.env.SLICE ?? (width < 600 ? 1600 : 1100));
    const slices = process.env.FULL === '0' ? 1 : Math.ceil(height / slice);
    for (let i = 0; i < slices; i++) {
      const name = `${base_}-${i + 1}.png`;
      await page.screenshot({
        path: name,
        fullPage: true,
        clip: {x: 0, y: i * slice, width, height: Math.min(slice, height - i * slice)},
      });
      console.log(name);
    }
  }
  await page.close();
}
await browser.close();
