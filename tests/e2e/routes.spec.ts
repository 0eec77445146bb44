/**
 * Every route of every site the suite serves (./sites: this build, and the copies of the site its users'
 * changes make). As the first byte has it, route by route: one h1, its metadata and its own social card,
 * titles and descriptions unique, the sitemap, the content check's own list. In Chromium, each route a
 * site visits (Site.visits): one title from the first byte on, call links that dial the business, the
 * site's own dialog buttons, every heading and region named once (not with its link's label), and at phone and
 * desktop widths WCAG 2.2 AA (axe, plus focus stops nobody can see), nothing wider than the screen, one h1 and no
 * broken image.
 */
import {test as base, type Page} from '@playwright/test';
import {test, expect, hydrated, recordErrors, thirdParty, unexpectedErrors} from './fixtures';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {siteRoutes} from '../../plugins/content-check/routes';
import {notFound} from '../seed';
import type {NotFoundCopy} from '../../src/data/pageSchema';
import notFoundWords from '../../src/data/copy/pages/not-found.json';
import {h1Texts, linkHrefs, metaContent, titleOf} from './html';
import {legacyPaths} from './routes';
import {sites} from './sites';
import {
  animationsSettled,
  axeViolations,
  imagesSettled,
  invisibleFocusStops,
  layoutProblems,
  loadLazyImages,
  namesWithLinkLabels,
  unnamedParts,
} from './axe';

const widths = [390, 1366];

/** A tab, and the console and page errors logged by the test's route. */
type Tab = {page: Page; errors: string[]};
/** `fresh`: a test has begun, and its route's document has not yet replaced the last one. */
type WorkerTab = Tab & {fresh: boolean};

/**
 * One tab per worker for the route-by-route checks, which only read a page. Each route is still a full page load, a
 * new document running its own scripts, but in the tab's renderer: a new context per route (the other specs' `page`)
 * spawns new processes, 4.5 s of CPU a load on a 2-core machine against 1.3 s in the same tab, more than the checks
 * themselves. What a visitor does to a page is tested in a fresh context in the other specs.
 */
const routeTest = base.extend<{tab: Tab}, {workerTab: WorkerTab}>({
  workerTab: [
    async ({browser}, provide) => {
      // Entrance animations off: axe reads the page as it comes to rest without waiting for it (the same paint).
      const context = await browser.newContext({reducedMotion: 'reduce'});
      await context.route(thirdParty, (route) => route.abort('blockedbyclient'));
      // Every title the tab shows from the first byte on, to catch a flash of another title during hydration.
      await context.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, {titlesSeen: seen});
        new MutationObserver(() => {
          if (seen.at(-1) !== document.title) seen.push(document.title);
        }).observe(document, {subtree: true, childList: true, characterData: true});
      });
      const page = await context.newPage();
      const tab: WorkerTab = {page, errors: [], fresh: false};
      recordErrors(page, tab.errors);
      // A test's errors start at its route's document: what the last route's logs late is not this one's. (Leaving
      // that document for about:blank first would spawn a new renderer each time.)
      page.on('framenavigated', (frame) => {
        if (tab.fresh && frame === page.mainFrame()) [tab.fresh, tab.errors.length] = [false, 0];
      });
      await provide(tab);
      await context.close();
    },
    {scope: 'worker'},
  ],
  tab: async ({workerTab}, provide, testInfo) => {
    workerTab.fresh = true;
    await provide(workerTab);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', {body: await workerTab.page.screenshot(), contentType: 'image/png'});
    }
  },
});

for (const site of sites) {
  test.describe(`${site.name}: every route`, () => {
    test.use({baseURL: site.baseURL});

    for (const route of site.visits) {
      // A content page's test names its file, the one a writer fixes.
      routeTest(`${route}${site.fileOf[route] ? ` (${site.fileOf[route]})` : ''}`, async ({tab: {page, errors}}) => {
        await page.setViewportSize({width: widths[0], height: 900});
        const response = await page.goto(site.baseURL + route);
        expect(response?.status()).toBe(200);
        const title = await page.title();
        await hydrated(page);
        // Helmet applies the head on the next animation frame: let two frames pass.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen)).toEqual([title]);

        const {sections, tables} = await page.evaluate(unnamedParts);
        expect(sections, 'sections with neither a heading nor a name').toEqual([]);
        expect(await namesWithLinkLabels(page), 'headings and regions a screen reader names twice').toEqual([]);
        expect(tables, 'tables without a caption').toBe(0);
        await page.evaluate(loadLazyImages);
        for (const width of widths) {
          await page.setViewportSize({width, height: 900});
          await animationsSettled(page);
          // Every WCAG rule at both widths; color contrast (most of axe's time) at the phone's width on every route,
          // and at the desktop's on one page of each template and construct (Site.engineVisits): colors come from
          // a template's CSS, the same on every page made from it.
          const contrast = width === widths[0] || site.engineVisits.includes(route);
          expect(await axeViolations(page, undefined, {contrast}), `axe at ${width}px`).toEqual([]);
          expect(await page.evaluate(invisibleFocusStops), `invisible focus stops at ${width}px`).toEqual([]);
          // Here on every visit; Firefox and WebKit run the same check on each kind of page (Site.engineVisits).
          await page.waitForFunction(imagesSettled);
          expect(await page.evaluate(layoutProblems), `what is wrong at ${width}px`).toEqual([]);
        }

        // Every call link dials the business; the page body has the site's dialog buttons, each for a dialog it has
        // (EstimateButton: its opening is tested in a11y.spec.ts and leads.spec.ts, and a route that fails to hydrate
        // fails above).
        const tel = await page.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(tel.length).toBeGreaterThan(0);
        expect(new Set(tel)).toEqual(new Set([site.phoneHref]));
        const dialogs = await page
          .locator('main button[aria-haspopup="dialog"][data-dialog]')
          .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-dialog') ?? ''));
        expect(dialogs.length).toBeGreaterThan(0);
        for (const variant of dialogs) expect(Object.keys(dialogTitles)).toContain(variant);
        expect(unexpectedErrors(errors)).toEqual([]);
      });
    }

    test('every route as the first byte has it: one h1, its metadata, its own social card; titles and descriptions unique', async ({
      request,
    }) => {
      const seenTitles = new Map<string, string>();
      const seenDescriptions = new Map<string, string>();
      for (const route of site.routes) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        const html = await response.text();
        expect(h1Texts(html), `the h1 of ${route}`).toEqual([expect.stringMatching(/\S/)]);
        const title = titleOf(html);
        const description = metaContent(html, 'description') ?? '';
        expect(title.length, `the title of ${route}`).toBeGreaterThan(10);
        expect(description.length, `the description of ${route}`).toBeGreaterThan(40);
        expect(metaContent(html, 'keywords')?.length ?? 0, `the keywords of ${route}`).toBeGreaterThan(3);
        expect(linkHrefs(html, 'canonical'), route).toEqual([`${site.url}${route === '/' ? '/' : route}`]);
        // Its own social card, made by the build, and what social networks read about the page.
        const image = metaContent(html, 'og:image') ?? '';
        expect(image, route).toMatch(new RegExp(`^${site.url}/img/og/.+\\.jpg$`));
        const card = await request.get(image.replace(site.url, ''));
        expect(card.status(), `the social card of ${route}`).toBe(200);
        expect(card.headers()['content-type']).toBe('image/jpeg');
        expect(metaContent(html, 'og:image:alt')?.length ?? 0, `the card's alt text on ${route}`).toBeGreaterThan(20);
        expect(metaContent(html, 'og:site_name')).toBe(site.businessName);
        expect(metaContent(html, 'og:locale')).toBe('en_US');
        expect(metaContent(html, 'og:type'), route).toBe(
          route.startsWith('/blog/') && !route.startsWith('/blog/page/') ? 'article' : 'website',
        );
        expect(seenTitles.get(title), `title "${title}" of ${route}`).toBeUndefined();
        expect(seenDescriptions.get(description), `description of ${route}`).toBeUndefined();
        seenTitles.set(title, route);
        seenDescriptions.set(description, route);
      }
    });

    test('the content check knows exactly the pages the build made (its links are checked against them)', () => {
      expect([...siteRoutes(site.dir)].sort()).toEqual([...site.routes].sort());
    });

    test(
      site.preview
        ? 'a preview: robots.txt turns every crawler away, and there is no sitemap'
        : 'sitemap.xml lists exactly the public routes, and robots.txt points to it',
      async ({request}) => {
        const robots = await (await request.get('/robots.txt')).text();
        if (site.preview) {
          expect(robots).toMatch(/^Disallow: \/$/m);
          expect((await request.get('/sitemap.xml')).status()).toBe(404);
          return;
        }
        const xml = await (await request.get('/sitemap.xml')).text();
        const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(site.url, '') || '/');
        expect([...listed].sort()).toEqual([...site.routes].sort());
        expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
      },
    );
  });
}

test.describe('unknown paths', () => {
  test('get the 404 page with a 404 status and log the path @mobile', async ({page, consoleErrors}) => {
    const response = await page.goto('/no-such-deck-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: notFound.heading})).toBeVisible();
    // The owner's words (/admin → Site pages), whatever they say now.
    const words = notFoundWords as NotFoundCopy;
    await expect(page.getByText(words.title)).toBeVisible();
    // Logged once the app runs (after the first paint): before the visitor moves on.
    await expect.poll(() => consoleErrors.some((e) => e.includes('/no-such-deck-page'))).toBe(true);
    await page.getByRole('link', {name: words.homeLabel}).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a client-side navigation to a dead path shows the 404 too', async ({page, consoleErrors}) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The owner's words (/admin → Site pages), whatever they say now.
    const words = notFoundWords as NotFoundCopy;
    await expect(page.getByText(words.title)).toBeVisible();
    await expect.poll(() => consoleErrors.some((e) => e.includes('/also-missing'))).toBe(true);
  });
});

test.describe('legacy loan paths', () => {
  for (const [from, to] of Object.entries(legacyPaths)) {
    test(`${from} lands on ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});
