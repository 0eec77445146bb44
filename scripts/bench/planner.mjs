// What the deck planner costs a phone, planning a two-level deck on a sloped lot: the built site served by the production nginx config (https, as hosts
// serve it), Chromium at 390 px and 4x CPU slowdown. Each input a visitor makes (a keystroke in a size box, a
// radio, a checkbox) is timed two ways: as the browser times an interaction (Event Timing, what INP reads: the
// key or tap to the next frame painted, which shows it), and from the key or tap to the frame that shows the new
// plan (drawing, caption, price). Prints the median, the 95th percentile and the slowest of each; the bar is
// 100 ms. Needs a build and openssl. `npm run bench:planner [build dir]`.
import {join, resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium.mjs';
import {serve} from './search.mjs';
import {machineMeter} from './machine.mjs';
import {measurePlanner3d, planner3dRow} from './planner3d.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN;

export async function measurePlanner(buildDir, port = 4187) {
  const server = await serve(buildDir, port);
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    // A phone's width; the inputs are the mouse's and the keyboard's, sent where they land (no touch emulation:
    // its taps wait on the harness).
    const context = await browser.newContext({viewport: {width: 390, height: 844}, ignoreHTTPSErrors: true});
    const page = await context.newPage();
    await page.route(/leadconnectorhq\.com|msgsndr\.com|googletagmanager\.com/, (r) => r.abort('blockedbyclient'));
    await page.goto(`https://localhost:${port}/resources/deck-planner`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      // Every interaction's longest event, from its start to the frame painted after its handlers ran.
      w.__inputs = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const id = /** @type {any} */ (e).interactionId;
          if (id) w.__inputs.set(id, Math.max(w.__inputs.get(id) ?? 0, e.duration));
        }
      }).observe({type: 'event', durationThreshold: 16, buffered: false});
      // From the key or tap to the frame that shows the plan changed (its drawing, caption or price).
      w.__plans = [];
      let t0 = 0;
      const start = () => (t0 = performance.now());
      window.addEventListener('keydown', start, true);
      window.addEventListener('pointerdown', start, true);
      const answer = document.querySelector('#deck-planner figure')?.parentElement;
      new MutationObserver(() => {
        if (!t0) return;
        const began = t0;
        t0 = 0;
        requestAnimationFrame((frame) => w.__plans.push(frame - began));
      }).observe(answer, {subtree: true, childList: true, characterData: true, attributes: true});
    });
    const box = (name) => page.getByRole('textbox', {name});
    // A click where a finger would land, once the page is still: found and scrolled to first, so the harness's
    // own work (finding the element, scrolling) is not what the input waits for.
    const tap = async (locator) => {
      // To the middle of the screen: the sticky header and the phone's call bar cover its edges.
      await locator.evaluate((el) => el.scrollIntoView({block: 'center'}));
      const box = await locator.boundingBox();
      await page.waitForTimeout(300);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(300);
    };
    const typeInto = async (name, text) => {
      await tap(box(name));
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(300);
      for (const key of text) {
        await page.keyboard.type(key);
        await page.waitForTimeout(300);
      }
    };
    await typeInto('Length along the house', "20' 6");
    await typeInto('Depth out from the house', '14');
    await typeInto('Height of the deck floor', '6');
    // A sloped lot with a second level, still within the guide: what the planner works hardest on.
    await typeInto('Height at the far side', '8');
    for (const [group, name] of [
      ['A second level', 'Beside it, right'],
      ['How it stands', /^Freestanding/],
      ['Decking', /^Cedar/],
      ['Stairs', 'Second level: far side'],
      ['Decking', /^PVC/],
      ['How it stands', /^Attached/],
    ])
      await tap(page.getByRole('group', {name: group}).getByRole('radio', {name}));
    for (const name of ['Right end', 'Left end', 'Right end'])
      await tap(page.getByRole('group', {name: /^Open sides/}).getByRole('checkbox', {name}));
    await page.waitForTimeout(300);
    // The inputs reached the plan: the address holds what was typed and chosen.
    const plan = new URL(page.url()).searchParams;
    const reached = {
      length: '20.5',
      depth: '14',
      height: '6',
      'height-far': '8',
      second: 'right',
      open: 'front,right',
      stairs: 'second-front',
      material: 'pvc',
    };
    for (const [key, value] of Object.entries(reached))
      if (plan.get(key) !== value) throw new Error(`bench: ${key} is ${plan.get(key)}, not ${value}: an input missed`);
    const {inputs, plans} = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      return {inputs: [...w.__inputs.values()], plans: w.__plans};
    });
    await context.close();
    const stats = (xs) => ({n: xs.length, median: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs)});
    return {response: stats(inputs), plan: stats(plans)};
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

const row = (m) => `${m.median.toFixed(0)} ms (95th ${m.p95.toFixed(0)}, slowest ${m.max.toFixed(0)}, ${m.n} inputs)`;
export const plannerRow = (label, m) =>
  `${label.padEnd(22)} deck planner, 390 px, 4x CPU: response ${row(m.response)}; ` +
  `the new plan painted ${row(m.plan)}`;

if (process.argv[1] === import.meta.filename) {
  const dir = resolve(process.argv[2] ?? join(root, 'build'));
  const machine = machineMeter();
  console.log(plannerRow('this build', await measurePlanner(dir)));
  // The 3D view it opens, measured on its own page (scripts/bench/planner3d.mjs).
  console.log(planner3dRow('this build', await measurePlanner3d(dir)));
  console.log(machine());
}
