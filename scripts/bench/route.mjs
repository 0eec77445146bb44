// What one page costs a first-time visitor: its HTML and the JavaScript it
// needs to become interactive (every .js it fetched by the time it hydrated;
// not the pages its links prefetch afterward), on the wire, served as the
// hosts serve it (https, brotli).
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium.mjs';
import {serve} from './search.mjs';

export async function measureRoute(buildDir, route, port = 4188) {
  const server = await serve(buildDir, port);
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    const context = await browser.newContext({ignoreHTTPSErrors: true});
    const page = await context.newPage();
    await page.route(/leadconnectorhq\.com|msgsndr\.com|googletagmanager\.com/, (r) => r.abort('blockedbyclient'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map();
    const sizes = {html: 0, js: 0, jsFiles: 0};
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, {url: e.response.url, type: e.type}));
    let hydrated = false;
    cdp.on('Network.loadingFinished', (e) => {
      const r = urls.get(e.requestId);
      if (hydrated) return;
      if (r?.type === 'Document') sizes.html += e.encodedDataLength;
      else if (r && /\.js(\?|$)/.test(new URL(r.url).pathname)) {
        sizes.js += e.encodedDataLength;
        sizes.jsFiles += 1;
      }
    });
    await page.goto(`https://localhost:${port}${route}`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    hydrated = true;
    await context.close();
    return sizes;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
