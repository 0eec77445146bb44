// What a visitor's taps cost: each interaction on a fresh load of its page, on
// a 390 px phone at 4x CPU slowdown, measured with the Event Timing API (the
// data INP is made of): for every interaction, its longest event's duration
// (input delay + processing + until the next frame is presented). Where a gesture opens something
// (`shows`), also how long after the finger went down it was on screen: Event Timing ends at the first
// frame after the tap, and a dialog whose code or render comes later is not in it.

/** Throws unless the field holds what was typed. */
async function typed(field, text) {
  const value = await field.inputValue();
  if (value !== text) throw new Error(`typed ${JSON.stringify(text)}, the field holds ${JSON.stringify(value)}`);
}

/**
 * A finger's tap on the element's center, and nothing else. Playwright's own tap first checks in the page
 * that the element is stable and hit (elementsFromPoint, listeners on every pointer event): at 4x that
 * is tens of milliseconds inside the very events measured, which a visitor's tap never pays.
 */
async function tap(page, element) {
  const box = await element.boundingBox(); // the protocol's box model: no script in the page
  if (!box) throw new Error('the target is not rendered');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The interactions `npm run bench` measures; `vanilla` names the same gesture on the vanilla site.
 * `targets` are found, and scrolled into view, before the measured moment: Playwright's role queries run
 * in the page, and at 4x a query over a long page is a 100 ms task. `run` is the gesture alone;
 * `done` checks, after the last frame, that it did what a visitor expects.
 */
export const interactions = [
  {
    name: 'type a size and tap Calculate',
    route: '/resources/calculator',
    targets: (page) => ({
      size: page.getByRole('spinbutton', {name: /deck size/i}),
      calculate: page.getByRole('button', {name: 'Calculate Estimate'}),
    }),
    async run(page, {size, calculate}) {
      await tap(page, size);
      await page.keyboard.type('320', {delay: 120});
      await tap(page, calculate);
    },
    done: (page) =>
      page
        .getByRole('heading', {name: /estimate/i})
        .first()
        .waitFor(),
  },
  {
    name: 'planner: type a depth',
    route: '/resources/deck-planner',
    targets: (page) => ({depth: page.getByRole('textbox', {name: 'Depth out from the house'})}),
    async run(page, {depth}) {
      await tap(page, depth);
      await depth.selectText();
      await page.keyboard.type('14', {delay: 120});
    },
    done: (page) => typed(page.getByRole('textbox', {name: 'Depth out from the house'}), '14'),
  },
  {
    name: 'planner: move the stairs',
    route: '/resources/deck-planner',
    targets: (page) => ({right: page.getByRole('group', {name: 'Stairs'}).getByRole('radio', {name: 'Right end'})}),
    prepare: (page, {right}) => right.evaluate((el) => el.scrollIntoView({block: 'center'})),
    run: (page, {right}) => tap(page, right),
    done: (page) => page.getByRole('radio', {name: 'Right end', checked: true}).waitFor(),
  },
  {
    name: 'gallery filter',
    route: '/gallery',
    targets: (page) => ({filter: page.locator('main [aria-pressed="false"]').first()}),
    run: (page, {filter}) => tap(page, filter),
    done: (page) => page.locator('main [aria-pressed="true"]').first().waitFor(),
  },
  {
    name: 'open the estimate dialog',
    route: '/services/installation',
    targets: (page) => ({open: page.locator('main [aria-haspopup="dialog"]').first()}),
    run: (page, {open}) => tap(page, open),
    shows: '[role="dialog"]',
    done: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'mobile menu',
    route: '/',
    targets: (page) => ({menu: page.getByRole('button', {name: 'Menu'})}),
    run: (page, {menu}) => tap(page, menu),
    done: (page) => page.getByRole('navigation', {name: 'Main'}).last().waitFor(),
    vanilla: {
      route: '/',
      targets: (page) => ({menu: page.locator('.navbar__toggle')}),
      run: (page, {menu}) => tap(page, menu),
      done: (page) => page.locator('.navbar-sidebar').waitFor(),
    },
  },
  {
    name: 'FAQ question',
    route: '/faqs',
    targets: (page) => ({question: page.locator('main button[aria-expanded="false"]').first()}),
    run: (page, {question}) => tap(page, question),
    done: (page) => page.locator('main button[aria-expanded="true"]').waitFor(),
  },
  {
    name: 'open search and type',
    route: '/',
    targets: (page) => ({search: page.getByRole('button', {name: 'Search'})}),
    shows: '[role="dialog"]',
    async run(page, {search}) {
      await tap(page, search);
      // The dialog moves focus to its box; a visitor types once it shows. Polled per frame, not queried.
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      await page.keyboard.type('deck', {delay: 120});
    },
    done: (page) => typed(page.getByRole('dialog').getByRole('combobox'), 'deck'),
  },
];

/**
 * Collects Event Timing entries from the start of the load (buffered), and, given a selector, when what matches it
 * is first painted (a task queued from the animation frame that draws it runs once that frame is done).
 */
const observeEvents = (shows) => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({id: e.interactionId, name: e.name, duration: e.duration});
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  if (!shows) return;
  addEventListener('pointerdown', (e) => (window.__downAt ??= e.timeStamp), {capture: true});
  const appeared = new MutationObserver(() => {
    if (!document.querySelector(shows)) return;
    appeared.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__shownAt = performance.now())));
  });
  addEventListener('DOMContentLoaded', () => appeared.observe(document.body, {childList: true, subtree: true}));
};

/**
 * One fresh load of `url` at 4x, hydrated, its targets found, then settled; then the gesture. Resolves to `event`,
 * the slowest interaction's duration in ms (0 if every event finished under 16 ms), and `shown`, the ms from the
 * finger going down until what the gesture `shows` was painted (NaN when it shows nothing). Throws if the gesture
 * did not do its job.
 */
export async function measureInteraction(browser, url, {targets, prepare, run, shows, done}) {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true, // the bench's https server has a throwaway certificate
  });
  try {
    const page = await context.newPage();
    await page.route(/leadconnectorhq\.com|msgsndr\.com|googletagmanager\.com/, (r) => r.abort('blockedbyclient'));
    await page.addInitScript(observeEvents, shows);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const found = {};
    for (const [key, locator] of Object.entries(targets(page))) found[key] = await locator.elementHandle();
    if (prepare) await prepare(page, found);
    else for (const element of Object.values(found)) await element.scrollIntoViewIfNeeded();
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500)); // the visitor reads before tapping; idle-time work has run
    await run(page, found);
    await page.waitForTimeout(500); // the last frame is presented and reported
    const {events, downAt, shownAt} = await page.evaluate(() => ({
      events: window.__events,
      downAt: window.__downAt,
      shownAt: window.__shownAt,
    }));
    await done(page);
    const byInteraction = new Map();
    for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    return {event: Math.max(0, ...byInteraction.values()), shown: shows ? shownAt - downAt : NaN};
  } finally {
    await context.close();
  }
}
