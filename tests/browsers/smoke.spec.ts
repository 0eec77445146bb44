/**
 * The site in Firefox ESR and in WebKit (Safari's engine: about half the
 * phones that visit a US site are iPhones), against the production build
 * served by the production nginx config, as in the Chromium suite. Each kind
 * of page of every site the suite serves (this build and the copies its
 * users' changes make: see Site.engineVisits), at 390 and 1366 px: it
 * hydrates with no script error, has its h1, nothing runs off the side, and
 * every image loads (Chromium checks the same on every route). Then the parts people
 * touch: the estimate dialog, the phone menu, the calculator, the deck planner
 * (by keyboard at both widths, sent, its link reopened, and printed on one
 * page), the FAQ, the gallery's filter and lightbox, search and the 404 page.
 */
import {test as base, expect} from '@playwright/test';
import {launch, type BrowserName, type SmokeBrowser} from './browsers';
import {imagesSettled, layoutProblems, loadLazyImages} from '../e2e/axe';
import {sites} from '../e2e/sites';
import {notFound} from '../seed';
import {expectedPlan, keyboardForm, printedPages, twoLevelForm} from '../helpers/planner';
import {changed, colors, rgb} from '../helpers/pixels';
import {planQuery} from '../../src/lib/deckPlan';
import {takeoff} from '../../src/lib/deckPlan/takeoff';

const PLANNER = '/resources/deck-planner';

const test = base.extend<
  {site: SmokeBrowser; webglSite: SmokeBrowser},
  {browserName_: BrowserName; browser_: SmokeBrowser}
>({
  browserName_: ['firefox', {option: true, scope: 'worker'}],
  browser_: [
    async ({browserName_}, provide) => {
      const browser = await launch(browserName_);
      await provide(browser);
      await browser.close();
    },
    {scope: 'worker', timeout: 60_000},
  ],
  site: async ({browser_, baseURL}, provide, testInfo) => {
    const open = browser_.goto;
    // Paths are the site's; the browser gets the server's address.
    await provide({...browser_, goto: (path) => open(new URL(path, baseURL).href)});
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', {body: await browser_.screenshot(), contentType: 'image/png'});
    }
  },
  // A browser that draws WebGL: WebKit's MiniBrowser as it is, Firefox started in a window of its own on a virtual
  // display (headless, it has no WebGL here), closed however the test ends.
  webglSite: async ({site, browserName_, baseURL}, provide) => {
    if (browserName_ !== 'firefox') return provide(site);
    const own = await launch('firefox', {webgl: true});
    try {
      await provide({...own, goto: (path) => own.goto(new URL(path, baseURL).href)});
    } finally {
      await own.close();
    }
  },
});

/** Polls a function body in the page until it returns something truthy. */
async function until<T>(site: SmokeBrowser, body: string, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await site.run<T>(body);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${site.name}: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const hydrated = (site: SmokeBrowser) =>
  until(site, "return document.documentElement.dataset.hasHydrated === 'true'", 'hydration');

const visible = `const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';`;

/** What a visitor would see wrong on the page as it is now (after its lazy images load). */
async function pageProblems(site: SmokeBrowser, width: number): Promise<string[]> {
  await site.run(`(${loadLazyImages.toString()})();`);
  await until(site, `return (${imagesSettled.toString()})();`, 'images to load');
  return [
    ...(await site.run<string[]>(`return (${layoutProblems.toString()})();`)).map((p) => `${width} px: ${p}`),
    ...(await site.errors()).map((e) => `script error: ${e}`),
  ];
}

for (const {name, baseURL, engineVisits} of sites) {
  test.describe(`${name}: every route`, () => {
    test.use({baseURL});
    for (const route of engineVisits) {
      test(`${route} at 390 and 1366 px`, async ({site}) => {
        await site.resize(390, 844);
        await site.goto(route);
        await hydrated(site);
        const problems = await pageProblems(site, 390);
        await site.resize(1366, 900);
        problems.push(...(await pageProblems(site, 1366)));
        expect(problems).toEqual([]);
      });
    }
  });
}

/** The two-level deck's takeoff lines, in words: what a tapped member may name. */
const threeDWords = takeoff(expectedPlan(twoLevelForm).plan);
const threeDCaptions = [
  threeDWords.guards,
  threeDWords.join,
  ...threeDWords.levels.flatMap((l) => [l.decking, ...Object.values(l.framing)]),
  ...Object.values(threeDWords.stairs ?? {}).flat(),
]
  .map((line) => (line && 'caption' in line ? line.caption : null))
  .filter((c): c is string => !!c);

/** The planner on the two-level deck, its 3D view opened; `noWebGL`: as a browser without WebGL would open it. */
async function openIn3D(site: SmokeBrowser, noWebGL = false): Promise<void> {
  await site.goto(`${PLANNER}${planQuery(twoLevelForm)}`);
  await hydrated(site);
  if (noWebGL) {
    await site.run(
      `const own = HTMLCanvasElement.prototype.getContext; HTMLCanvasElement.prototype.getContext = function (kind, ...rest) { return /webgl/.test(kind) ? null : own.call(this, kind, ...rest); };`,
    );
  }
  await site.click('main figure button[aria-expanded]');
  await until(
    site,
    `return !!document.querySelector('[role="application"], svg[role="img"][aria-label^="The deck in 3D"]');`,
    'the 3D view',
  );
}

/** The 3D view's canvas as the screen shows it, a moment after its last change (a glide ends within 220 ms). */
async function canvasPixels(site: SmokeBrowser): Promise<Buffer> {
  await site.run(`document.querySelector('[role="application"] canvas').scrollIntoView({block: 'center'});`);
  await new Promise((r) => setTimeout(r, 500));
  const rect = await site.run<{x: number; y: number; width: number; height: number}>(
    `const r = document.querySelector('[role="application"] canvas').getBoundingClientRect(); const k = devicePixelRatio; return {x: r.x * k, y: r.y * k, width: r.width * k, height: r.height * k};`,
  );
  return rgb(await site.screenshot(), rect);
}

test.describe('what visitors touch', () => {
  test('the estimate dialog opens from the header and closes on Escape, focus back on its button', async ({site}) => {
    await site.resize(1366, 900);
    await site.goto('/');
    await hydrated(site);
    const button = 'header button[data-dialog="estimate"]';
    await site.click(button);
    const title = await until<string>(
      site,
      `${visible} const d = document.querySelector('[role="dialog"]'); return visible(d) && d.querySelector('h2')?.textContent;`,
      'the dialog',
    );
    expect(title).toMatch(/free estimate/i);
    await site.press('Escape');
    await until(site, 'return !document.querySelector(\'[role="dialog"]\')', 'the dialog to close');
    // Focus goes back to the button that opened it (tests/unit/EstimateDialog: a tap that didn't focus it, too).
    await until(site, `return document.activeElement === document.querySelector('${button}');`, 'focus on the button');
    expect(await site.errors()).toEqual([]);
  });

  test('the phone menu opens, shows its links and closes on Escape', async ({site}) => {
    await site.resize(390, 844);
    await site.goto('/');
    await hydrated(site);
    const toggle = 'header button[aria-controls][aria-expanded]:not([data-state])';
    await site.click(toggle);
    const panel = `document.getElementById(document.querySelector('${toggle}').getAttribute('aria-controls'))`;
    await until(site, `${visible} return visible(${panel}.querySelector('a[href="/about"]'));`, 'the menu');
    await site.press('Escape');
    await until(site, `return ${panel}.hidden;`, 'the menu to close');
  });

  test('the calculator prices a deck', async ({site}) => {
    await site.resize(390, 844);
    await site.goto('/resources/calculator');
    await hydrated(site);
    await site.click('input[inputmode="decimal"]');
    await site.type('300');
    await site.click('form button[type="submit"]');
    const total = await until<string>(
      site,
      `return document.querySelector('[aria-live="polite"]')?.textContent.match(/\\$[\\d,]+/)?.[0];`,
      'a total',
    );
    expect(total).toMatch(/^\$\d{1,3}(,\d{3})+$/);
  });

  test('the deck planner redraws as a size is typed, and a hot tub turns it into a call', async ({site}) => {
    await site.resize(390, 844);
    await site.goto('/resources/deck-planner');
    await hydrated(site);
    const caption = `return document.querySelector('figcaption')?.textContent ?? '';`;
    // Clear the length box through the page (a select-all key differs by platform), then type as a visitor does.
    await site.run(
      `const box = [...document.querySelectorAll('input[type=text]')].find((i) => i.labels[0]?.textContent === 'Length along the house');
       box.focus(); box.select();`,
    );
    await site.type('20');
    const drawn = await until<string>(
      site,
      `const c = document.querySelector('figcaption')?.textContent ?? ''; return /^Top view, to scale: 20 by /.test(c) && c;`,
      'the new drawing',
    );
    expect(drawn).toMatch(/^Top view, to scale: 20 by \d+ ft deck/);
    await site.click('input[type=checkbox][value="hot-tub"]');
    await until(
      site,
      `return [...document.querySelectorAll('h2')].some((h) => /engineer/.test(h.textContent));`,
      'the engineer panel',
    );
    expect(await site.run<string>(caption)).toBe('');
    expect(await site.errors()).toEqual([]);
  });

  for (const width of [390, 1366]) {
    test(`the deck planner at ${width} px: by keyboard alone, sent with an estimate request, and its link opens the same plan`, async ({
      site,
    }) => {
      await site.resize(width, 900);
      await site.goto(PLANNER);
      await hydrated(site);
      const focusedIs = (label: string) =>
        `return document.activeElement?.labels?.[0]?.textContent.startsWith(${JSON.stringify(label)}) || document.activeElement?.textContent.trim() === ${JSON.stringify(label)};`;
      /** Tab forward, as a keyboard user does, until the control named so has focus. */
      const tabTo = async (label: string) => {
        for (let i = 0; i < 80 && !(await site.run<boolean>(focusedIs(label))); i++) await site.press('Tab');
        expect(await site.run<boolean>(focusedIs(label)), `Tab reaches ${label}`).toBe(true);
      };
      // A select-all key differs by platform: the box's text is selected through the page, then typed over.
      const selectFocused = () => site.run('document.activeElement.select();');
      await tabTo('Length along the house');
      await selectFocused();
      await site.type('18\' 6"');
      await site.press('Tab');
      await selectFocused();
      await site.type('10');
      await tabTo('Attached to the house');
      await site.press('ArrowRight');
      await tabTo('Left end');
      await site.press('Space');
      const {words, total} = expectedPlan(keyboardForm);
      const drawn = `return (document.querySelector('figcaption')?.textContent ?? '') === ${JSON.stringify(words)};`;
      await until(site, drawn, 'the new plan');
      expect(await site.run<string>(`return document.querySelector('[data-testid="plan-total"]').textContent;`)).toBe(
        total,
      );

      await tabTo('Send this plan with my estimate request');
      await site.press('Enter');
      const sent = await until<string>(
        site,
        `return document.querySelector('[role="dialog"] section[aria-labelledby="dialog-attachment-title"]')?.textContent;`,
        'the plan in the dialog',
      );
      expect(sent).toContain(total);
      await site.press('Escape');
      await until(site, 'return !document.querySelector(\'[role="dialog"]\')', 'the dialog to close');
      // Radix moves focus back a task after the dialog leaves the page.
      await until(site, focusedIs('Send this plan with my estimate request'), 'focus back on the button');

      // The address holds the plan: opened afresh, it draws the same deck.
      await site.goto(await site.run<string>('return location.href;'));
      await hydrated(site);
      await until(site, drawn, 'the shared plan');
      expect(await site.errors()).toEqual([]);
    });
  }

  test('the deck planner prints as a one-page scope sheet', async ({site}) => {
    await site.resize(1366, 900);
    await site.goto(PLANNER);
    await hydrated(site);
    test.skip(!site.print, `${site.name}'s driver cannot print (WebKitWebDriver has no Print command)`);
    expect(printedPages(await site.print!())).toBe(1);
    expect(await site.errors()).toEqual([]);
  });

  test('the deck planner in 3D: drawn, turned by the arrow keys, and a tapped member names its takeoff line', async ({
    webglSite: b,
  }) => {
    // A hang guard, not a timing: in Firefox a second browser starts for it.
    test.slow();
    await b.resize(1366, 900);
    await openIn3D(b);
    await until(b, "return performance.getEntriesByName('deck3d:first-frame').length > 0;", 'the first frame');
    const first = await canvasPixels(b);
    expect(colors(first)).toBeGreaterThan(20);
    await b.run(`document.querySelector('[role="application"]').focus();`);
    await b.press('ArrowRight');
    expect(changed(first, await canvasPixels(b))).toBeGreaterThan(0.05);
    // Back to the first view (0), then a tap a little right of and above its middle: the upper level's boards.
    await b.type('0');
    await b.click('[role="application"] canvas', {x: 0.55, y: 0.45});
    const said = await until<string>(
      b,
      `return [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent).find((t) => /: /.test(t));`,
      "the tapped member's line",
    );
    expect(threeDCaptions.filter((c) => said.includes(c))).toHaveLength(1);
    expect(await b.errors()).toEqual([]);
  });

  test('the deck planner in 3D without WebGL: the still picture and a word stand in', async ({site}) => {
    await site.resize(390, 844);
    await openIn3D(site, site.name === 'webkit');
    const word = await until<string>(
      site,
      `return [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent).find((t) => /cannot draw the 3D view/.test(t));`,
      'the word',
    );
    expect(word).toMatch(/still picture of the same deck/);
    expect(
      await site.run<boolean>(
        `${visible} return visible(document.querySelector('svg[role="img"][aria-label^="The deck in 3D, a still picture"]'));`,
      ),
    ).toBe(true);
    expect(await site.errors()).toEqual([]);
  });

  test('an FAQ answer opens and closes', async ({site}) => {
    await site.resize(1366, 900);
    await site.goto('/faqs');
    await hydrated(site);
    const question = 'main h3 > button[aria-expanded]';
    await site.click(question);
    await until(
      site,
      `return document.querySelector('${question}').getAttribute('aria-expanded') === 'true';`,
      'the answer',
    );
    await site.click(question);
    await until(
      site,
      `return document.querySelector('${question}').getAttribute('aria-expanded') === 'false';`,
      'the answer to close',
    );
  });

  test('the gallery filters, and its lightbox steps with the arrow keys and closes on Escape', async ({site}) => {
    await site.resize(1366, 900);
    await site.goto('/gallery');
    await hydrated(site);
    const filters = '[role="group"][aria-label="Filter projects by category"] button';
    const tiles = 'main button[aria-haspopup="dialog"]:not([data-dialog])';
    await site.click(`${filters}:nth-child(2)`);
    await until(
      site,
      `return document.querySelector('${filters}:nth-child(2)').getAttribute('aria-pressed') === 'true';`,
      'the filter',
    );
    await site.click(tiles);
    const first = await until<string>(
      site,
      `return document.querySelector('[role="dialog"] h2')?.textContent;`,
      'the lightbox',
    );
    await site.press('ArrowRight');
    const shown = await site.run<number>(`return document.querySelectorAll('${tiles}').length;`);
    if (shown > 1) {
      await until(
        site,
        `return document.querySelector('[role="dialog"] h2')?.textContent !== ${JSON.stringify(first)};`,
        'the next project',
      );
    }
    await site.press('Escape');
    await until(site, 'return !document.querySelector(\'[role="dialog"]\')', 'the lightbox to close');
  });

  test('search finds a post from a word', async ({site}) => {
    await site.resize(1366, 900);
    await site.goto('/');
    await hydrated(site);
    await site.click('header button[aria-label="Search"], header [class*="searchTrigger"]');
    await until(site, "return document.activeElement?.tagName === 'INPUT'", 'the search box');
    await site.type('ledger');
    const hits = await until<number>(
      site,
      `return document.querySelectorAll('[role="listbox"] a, [role="listbox"] [role="option"], .aa-suggestion').length;`,
      'results',
    );
    expect(hits).toBeGreaterThan(0);
  });

  test('an unknown address shows the 404 page', async ({site, request}) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    await site.resize(390, 844);
    await site.goto('/no-such-page');
    const text = await until<string>(
      site,
      `return document.querySelector('h1')?.textContent === ${JSON.stringify(notFound.heading)} && document.body.textContent;`,
      'the 404 page',
    );
    expect(text).toContain(notFound.text);
    expect(text).toContain(notFound.link);
  });
});
