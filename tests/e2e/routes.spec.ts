/**
 * Every route of every site the suite serves (./sites: this build, and the copies of the site its users'
 * changes make), in one visit each: its metadata and social card, one h1 and one title from the first
 * byte, call links that dial the business and dialog buttons that open their dialog, and WCAG 2.2 AA
 * at phone and desktop widths (axe, plus focus stops nobody can see). Then what each site says about
 * all of its routes: the sitemap, unique titles, and the content check's own list.
 */
import {test, expect, hydrated, unexpectedErrors} from './fixtures';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import type {DialogVariant} from '../../src/data/types';
import {siteRoutes} from '../../plugins/content-check/routes';
import {notFound} from '../seed';
import {metaContent, titleOf} from './html';
import {legacyPaths} from './routes';
import {sites} from './sites';
import {animationsSettled, axeViolations, invisibleFocusStops, unnamedParts} from './axe';

const widths = [390, 1366];

for (const site of sites) {
  test.describe(`${site.name}: every route`, () => {
    // Entrance animations off: axe reads the page as it comes to rest without waiting for it (the same paint).
    test.use({baseURL: site.baseURL, reducedMotion: 'reduce'});

    for (const route of site.visits) {
      test(`${route}`, async ({page, consoleErrors}) => {
        // Every title the tab shows from the first byte on, to catch a flash of another title during hydration.
        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, {titlesSeen: seen});
          new MutationObserver(() => {
            if (seen.at(-1) !== document.title) seen.push(document.title);
          }).observe(document, {subtree: true, childList: true, characterData: true});
        });
        await page.setViewportSize({width: widths[0], height: 900});
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();
        const title = await page.title();
        expect(title.length).toBeGreaterThan(10);
        expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length ?? 0).toBeGreaterThan(
          40,
        );
        expect((await page.locator('meta[name="keywords"]').getAttribute('content'))?.length ?? 0).toBeGreaterThan(3);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${site.url}${route === '/' ? '/' : route}`,
        );
        // Its own social card, made by the build, and what social networks read about the page.
        const meta = (key: string) => page.locator(`meta[property="${key}"]`);
        await expect(meta('og:image')).toHaveCount(1);
        expect(await meta('og:image').getAttribute('content')).toMatch(new RegExp(`^${site.url}/img/og/.+\\.jpg$`));
        expect((await meta('og:image:alt').getAttribute('content'))?.length ?? 0).toBeGreaterThan(20);
        await expect(meta('og:site_name')).toHaveAttribute('content', site.businessName);
        await expect(meta('og:locale')).toHaveAttribute('content', 'en_US');
        await expect(meta('og:type')).toHaveAttribute(
          'content',
          route.startsWith('/blog/') && !route.startsWith('/blog/page/') ? 'article' : 'website',
        );
        await hydrated(page);
        // Helmet applies the head on the next animation frame: let two frames pass.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen)).toEqual([title]);

        const {sections, tables} = await page.evaluate(unnamedParts);
        expect(sections, 'sections with neither a heading nor a name').toEqual([]);
        expect(tables, 'tables without a caption').toBe(0);
        for (const width of widths) {
          await page.setViewportSize({width, height: 900});
          await animationsSettled(page);
          expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
          expect(await page.evaluate(invisibleFocusStops), `invisible focus stops at ${width}px`).toEqual([]);
        }

        // Every call link dials the business; the page's closing call to action opens its dialog.
        const tel = await page.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(tel.length).toBeGreaterThan(0);
        expect(new Set(tel)).toEqual(new Set([site.phoneHref]));
        const button = page.locator('main button[aria-haspopup="dialog"][data-dialog]').last();
        const variant = await button.getAttribute('data-dialog');
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await expect(page.getByRole('dialog', {name: dialogTitles[variant as DialogVariant]})).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        expect(unexpectedErrors(consoleErrors)).toEqual([]);
      });
    }

    test('titles and descriptions are unique across routes, and each social card is served', async ({request}) => {
      const seenTitles = new Map<string, string>();
      const seenDescriptions = new Map<string, string>();
      for (const route of site.routes) {
        const html = await (await request.get(route)).text();
        const card = await request.get((metaContent(html, 'og:image') ?? '').replace(site.url, ''));
        expect(card.status(), `the social card of ${route}`).toBe(200);
        expect(card.headers()['content-type']).toBe('image/jpeg');
        const title = titleOf(html);
        const description = metaContent(html, 'description') ?? '';
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
    await expect(page.getByText(notFound.text)).toBeVisible();
    // Logged once the app runs (after the first paint): before the visitor moves on.
    await expect.poll(() => consoleErrors.some((e) => e.includes('/no-such-deck-page'))).toBe(true);
    await page.getByRole('link', {name: notFound.link}).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a client-side navigation to a dead path shows the 404 too', async ({page, consoleErrors}) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText(notFound.text)).toBeVisible();
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
