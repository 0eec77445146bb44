// What a visitor's taps cost: each interaction on a fresh load of its page, on
// a 390 px phone at 4x CPU slowdown, measured with the Event Timing API (the
// data INP is made of): for every interaction, its longest event's duration
// (input delay + processing + until the next frame is presented).

/** The interactions `npm run bench` measures; `vanilla` names the same gesture on the vanilla site. */
export const interactions = [
  {
    name: 'type a size and tap Calculate',
    route: '/resources/calculator',
    async run(page) {
      await page.getByRole('spinbutton', {name: /deck size/i}).tap();
      await page.keyboard.type('320', {delay: 120});
      await page.getByRole('button', {name: 'Calculate Estimate'}).tap();
      await page
        .getByRole('heading', {name: /estimate/i})
        .first()
        .waitFor();
    },
  },
  {
    name: 'planner: type a depth',
    route: '/resources/deck-planner',
    async run(page) {
      const depth = page.getByRole('textbox', {name: 'Depth out from the house'});
      await depth.tap();
      await depth.selectText();
      await page.keyboard.type('14', {delay: 120});
    },
  },
  {
    name: 'planner: move the stairs',
    route: '/resources/deck-planner',
    async run(page) {
      const right = page.getByRole('group', {name: 'Stairs'}).getByRole('radio', {name: 'Right end'});
      await right.evaluate((el) => el.scrollIntoView({block: 'center'}));
      await right.tap({force: true});
    },
  },
  {
    name: 'gallery filter',
    route: '/gallery',
    async run(page) {
      await page.locator('main [aria-pressed="false"]').first().tap();
    },
  },
  {
    name: 'open the estimate dialog',
    route: '/services/installation',
    async run(page) {
      await page.locator('main [aria-haspopup="dialog"]').first().tap();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'mobile menu',
    route: '/',
    async run(page) {
      await page.getByRole('button', {name: 'Menu'}).tap();
      await page.getByRole('navigation', {name: 'Main'}).last().waitFor();
    },
    vanilla: {
      route: '/',
      async run(page) {
        await page.locator('.navbar__toggle').tap();
        await page.locator('.navbar-sidebar').waitFor();
      },
    },
  },
  {
    name: 'FAQ question',
    route: '/faqs',
    async run(page) {
      await page.locator('main button[aria-expanded="false"]').first().tap();
    },
  },
  {
    name: 'open search and type',
    route: '/',
    async run(page) {
      await page.getByRole('button', {name: 'Search'}).tap();
      await page.getByRole('dialog').getByRole('combobox').waitFor();
      await page.keyboard.type('deck', {delay: 120});
    },
  },
];

/** Collects Event Timing entries from the start of the load (buffered). */
const observeEvents = () => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({id: e.interactionId, name: e.name, duration: e.duration});
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
};

/**
 * One fresh load of `url` at 4x, hydrated and settled, then `run`: the
 * slowest interaction's duration in ms (0 if every event finished under 16 ms).
 */
export async function measureInteraction(browser, url, run) {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true, // the bench's https server has a throwaway certificate
  });
  const page = await context.newPage();
  await page.route(/leadconnectorhq\.com|msgsndr\.com|googletagmanager\.com/, (r) => r.abort('blockedbyclient'));
  await page.addInitScript(observeEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500)); // the visitor reads before tapping; idle-time work has run
  await run(page);
  await page.waitForTimeout(500); // the last frame is presented and reported
  const events = await page.evaluate(() => window.__events);
  await context.close();
  const byInteraction = new Map();
  for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  return Math.max(0, ...byInteraction.values());
}
