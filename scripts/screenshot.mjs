// Look at the site: screenshots of built pages at phone and desktop widths.
// Usage: node scripts/screenshot.mjs [baseUrl] [path ...]   (writes to screenshots/)
import {chromium} from '@playwright/test';
import {mkdirSync} from 'node:fs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/'];
const widths = (process.env.WIDTHS ?? '390,1366').split(',').map(Number);
mkdirSync('screenshots', {recursive: true});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of widths) {
  const page = await browser.newPage({viewport: {width, height: width < 600 ? 844 : 900}});
  // No internet: third-party embeds fail fast, as they would behind an ad blocker.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (r) => r.abort());
  for (const route of routes) {
    await page.goto(base + route, {waitUntil: 'networkidle'});
    await page.waitForTimeout(Number(process.env.WAIT ?? 300));
    const name = `screenshots/${route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/#?=&]/g, '_')}-${width}.png`;
    await page.screenshot({path: name, fullPage: process.env.FULL !== '0'});
    console.log(name);
  }
  await page.close();
}
await browser.close();
