// What search costs a visitor on a phone: a built site served by the
// production nginx config (compressed as the hosts send it), Chromium at 4x
// CPU slowdown. For each query, a fresh page: the bytes the first search
// downloads (index, postings and snippets, on the wire) and the time from the
// last keystroke to the results; then, with those files loaded, the time from
// each keystroke to the list it produces. `npm run bench:search` prints today's
// build; `npm run bench:scale` runs it on its 250-post copy.
import {spawn} from 'node:child_process';
import {connect} from 'node:net';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium.mjs';
import {machineMeter} from './machine.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const queries = JSON.parse(readFileSync(join(root, 'tests/search/queries.json'), 'utf8'))
  .filter((_, i) => i % 8 === 0)
  .map((q) => q.q);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN;

/** Serves a build with the production nginx config over https (tests/e2e/server.mjs). */
export async function serve(buildDir, port) {
  const server = spawn('node', [join(root, 'tests/e2e/server.mjs')], {
    // https and HTTP/2 as every host serves it (a browser asks for brotli only over https).
    env: {...process.env, BUILD_DIR: buildDir, PORT: String(port), TLS: '1'},
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, 'localhost', () => (socket.end(), resolve(true))).on('error', () => resolve(false));
    });
    if (open) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`bench: the server for ${buildDir} did not start`);
}

/** One query on a fresh page: its first-search bytes, time to results, and each keystroke's time once loaded. */
async function oneQuery(browser, url, query) {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  await page.route(/leadconnectorhq\.com|msgsndr\.com|googletagmanager\.com/, (r) => r.abort('blockedbyclient'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  // From here on, everything the page fetches is search's: its code, the index, postings and snippets.
  let bytes = 0;
  const inFlight = new Set();
  let lastDone = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => inFlight.add(e.requestId));
  const done = (e) => {
    inFlight.delete(e.requestId);
    lastDone = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    done(e);
  });
  cdp.on('Network.loadingFailed', done);
  /** No request in flight, and none finished, for 800 ms: snippets come after the keys rest. */
  const quiet = async () => {
    while (inFlight.size > 0 || Date.now() - lastDone < 800) await new Promise((r) => setTimeout(r, 50));
  };
  await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
  const box = page.getByRole('combobox');
  await box.waitFor();
  // From a keystroke to the list it produces (__keys: the first change to the dialog after the key),
  // and to the last change before the next key (__settled: results, then their snippets).
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    Object.assign(w, {__keys: [], __settled: []});
    let t0 = 0;
    let first = true;
    window.addEventListener('keydown', () => ((t0 = performance.now()), (first = true)), true);
    new MutationObserver(() => {
      const status = document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
      if (!t0 || /Searching/.test(status)) return;
      const ms = performance.now() - t0;
      if (first) {
        w.__keys.push(ms);
        w.__settled.push(ms);
      } else w.__settled[w.__settled.length - 1] = ms;
      first = false;
    }).observe(document.querySelector('[role="dialog"]'), {subtree: true, childList: true, characterData: true});
  });
  await box.pressSequentially(query, {delay: 120});
  await page.getByRole('option').first().waitFor();
  await quiet();
  const firstBytes = bytes;
  // The last keystroke's answer: how long its list (results, then snippets) took to show.
  const typed = await page.evaluate(() => /** @type {any} */ (window).__settled);
  const firstMs = typed[typed.length - 1] ?? NaN;
  // Loaded: type it again, keystroke by keystroke.
  await box.fill('');
  await page.evaluate(() => Object.assign(window, {__keys: [], __settled: []}));
  await box.pressSequentially(query, {delay: 150});
  await page.getByRole('option').first().waitFor();
  const keys = await page.evaluate(() => /** @type {any} */ (window).__keys);
  await context.close();
  return {firstBytes, firstMs, keys};
}

/** Bytes and latency of search on the build in buildDir (served on port). */
export async function measureSearch(buildDir, port = 4186) {
  const server = await serve(buildDir, port);
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    const runs = [];
    for (const q of queries) runs.push(await oneQuery(browser, `https://localhost:${port}/`, q));
    const keys = runs.flatMap((r) => r.keys);
    return {
      queries: runs.length,
      firstKB: median(runs.map((r) => r.firstBytes)) / 1024,
      firstKBMax: Math.max(...runs.map((r) => r.firstBytes)) / 1024,
      firstMs: median(runs.map((r) => r.firstMs)),
      keyMs: median(keys),
      keyMs95: quantile(keys, 0.95),
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

export const searchRow = (label, s) =>
  `${label.padEnd(22)} first search ${s.firstKB.toFixed(1)} KB (max ${s.firstKBMax.toFixed(1)} KB) on the wire, ` +
  `results ${s.firstMs.toFixed(0)} ms after the last key; loaded: ${s.keyMs.toFixed(1)} ms a keystroke (95th ${s.keyMs95.toFixed(1)} ms), ` +
  `4x CPU, ${s.queries} queries`;

if (process.argv[1] === import.meta.filename) {
  const dir = resolve(process.argv[2] ?? join(root, 'build'));
  const machine = machineMeter();
  console.log(searchRow('this build', await measureSearch(dir)));
  console.log(machine());
}
