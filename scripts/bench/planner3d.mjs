// What the planner's 3D view costs a phone (npm run bench:planner prints it beside the planner's own figures): the
// built site served by the production nginx config, Chromium at 390 px and 4x CPU slowdown, WebGL2 through
// SwiftShader (the machine has no GPU: the CPU draws the pixels too, so a phone's GPU does better than this). The
// code "See it in 3D" loads (what the planner had not loaded before the tap, gzipped as served); the time from the
// tap to the first frame drawn; the frame rate while a mouse drag orbits it for three seconds, and the 95th
// percentile frame; each key typed into the form with the view open (Event Timing: the view redraws off the input's
// path); and whether closing it gave the WebGL context back. `node scripts/bench/planner3d.mjs [build dir]`.
import {statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium.mjs';
import {serve} from './search.mjs';
import {machineMeter} from './machine.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN;
// The planner bench's deck: two levels on a sloped lot, stairs off the lower level.
const PLAN =
  '?length=20.5&depth=14&height=6&height-far=8&attach=ledger&open=front,right&stairs=second-front&material=pvc' +
  '&second=right&second-length=12&second-depth=10&second-steps=1';

export async function measurePlanner3d(buildDir, port = 4188) {
  const server = await serve(buildDir, port);
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, ignoreHTTPSErrors: true});
    const page = await context.newPage();
    await page.route(/leadconnectorhq\.com|msgsndr\.com|googletagmanager\.com/, (r) => r.abort('blockedbyclient'));
    await page.goto(`https://localhost:${port}/resources/deck-planner${PLAN}`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script')
          .map((e) => new URL(e.name))
          // Ours only: the chat's loader, from its vendor, is not the 3D view's.
          .filter((u) => u.origin === location.origin && u.pathname.endsWith('.js'))
          .map((u) => u.pathname),
      );
    const before = await scripts();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const button = page.getByRole('button', {name: 'See it in 3D'});
    await button.evaluate((el) => el.scrollIntoView({block: 'center'}));
    const at = await button.boundingBox();
    await page.waitForTimeout(500);
    await page.evaluate(() => window.addEventListener('pointerdown', () => (window.__tap = performance.now()), true));
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await page.waitForFunction(() => performance.getEntriesByName('deck3d:first-frame').length > 0, null, {
      timeout: 30_000,
    });
    // The frame after the one the first draw was issued in: when it is on screen.
    const firstFrame = await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() =>
            done(performance.getEntriesByName('deck3d:first-frame')[0].startTime - window.__tap),
          ),
        ),
    );
    const files = (await scripts()).filter((s) => !before.includes(s));
    const gzip = files.reduce((n, f) => n + statSync(join(buildDir, `${f}.gz`)).size, 0);

    // Orbit: a mouse drag across the canvas, a step every 16 ms for three seconds, every frame's time recorded.
    const canvas = page.locator('canvas');
    await canvas.evaluate((el) => el.scrollIntoView({block: 'center'}));
    await page.waitForTimeout(500);
    const box = await canvas.boundingBox();
    await page.evaluate(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => {
        window.__frames.push(now - last);
        last = now;
        if (window.__frames.length < 100_000) window.__raf = requestAnimationFrame(tick);
      };
      window.__raf = requestAnimationFrame(tick);
    });
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    const end = Date.now() + 3000;
    for (let i = 0; Date.now() < end; i++) {
      await page.mouse.move(x + 80 * Math.sin(i / 12), y + 30 * Math.sin(i / 20));
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    const frames = await page.evaluate(() => (cancelAnimationFrame(window.__raf), window.__frames.slice(2)));
    const seconds = frames.reduce((n, f) => n + f, 0) / 1000;

    // Typing with the view open: each key's time to the next frame (Event Timing), the view following the form.
    const length = page.getByRole('textbox', {name: 'Length along the house'});
    await length.evaluate((el) => el.scrollIntoView({block: 'center'}));
    const at2 = await length.boundingBox();
    await page.mouse.click(at2.x + at2.width / 2, at2.y + at2.height / 2);
    await page.evaluate(() => {
      window.__inputs = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.interactionId)
            window.__inputs.set(e.interactionId, Math.max(window.__inputs.get(e.interactionId) ?? 0, e.duration));
      }).observe({type: 'event', durationThreshold: 16, buffered: false});
    });
    // 20.5 ft to 20.7, 20.5 and 20.6 ft: every step a plan, the view redrawn each time.
    for (const key of ['End', 'Backspace', '7', 'Backspace', '5', 'Backspace', '6']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(400);
    }
    const inputs = await page.evaluate(() => [...window.__inputs.values()]);
    await canvas.evaluate((el) => (window.__kept = el.getContext('webgl2')));
    await page.getByRole('button', {name: 'Close the 3D view'}).click();
    const released = await page.evaluate(() => window.__kept.isContextLost());
    await context.close();
    return {
      files: files.length,
      gzipKb: gzip / 1024,
      firstFrameMs: firstFrame,
      fps: frames.length / seconds,
      frameP95Ms: quantile(frames, 0.95),
      released,
      typing: {n: inputs.length, median: quantile(inputs, 0.5), p95: quantile(inputs, 0.95)},
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

export const planner3dRow = (label, m) =>
  `${label.padEnd(22)} 3D view, 390 px, 4x CPU: ${m.gzipKb.toFixed(1)} KB gzipped in ${m.files} files at the tap ` +
  `(budget 160); first frame ${m.firstFrameMs.toFixed(0)} ms after the tap (budget 1,000); orbiting ` +
  `${m.fps.toFixed(0)} fps, 95th percentile frame ${m.frameP95Ms.toFixed(0)} ms (budget 30 fps); ` +
  `typing with it open ${m.typing.median.toFixed(0)} ms median, ${m.typing.p95.toFixed(0)} ms 95th (${m.typing.n} keys, ` +
  `bar 100); closing ${m.released ? 'released' : 'did NOT release'} its WebGL context`;

if (process.argv[1] === import.meta.filename) {
  const dir = resolve(process.argv[2] ?? join(root, 'build'));
  const machine = machineMeter();
  console.log(planner3dRow('this build', await measurePlanner3d(dir)));
  console.log(machine());
}
