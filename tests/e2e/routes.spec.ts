import {test, expect, hydrated, unexpectedErrors} from './fixtures';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import type {DialogVariant} from '../../src/data/types';
import {business} from '../../src/data/business';
import {join} from 'node:path';
import {legacyPaths, routes, siteUrl} from './routes';
import {siteRoutes} from '../../plugins/content-check/routes';
import {notFound} from '../seed';
import {metaContent, titleOf} from './html';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route} renders with its own metadata`, async ({page, consoleErrors}) => {
      // Every title the tab shows from the first byte on, to catch a flash of another title during hydration.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, {titlesSeen: seen});
        new MutationObserver(() => {
          if (seen.at(-1) !== document.title) seen.push(document.title);
        }).observe(document, {subtree: true, childList: true, characterData: true});
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      const keywords = await page.locator('meta[name="keywords"]').getAttribute('content');
      expect(keywords?.length ?? 0).toBeGreaterThan(3);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteUrl}${route === '/' ? '/' : route}`,
      );
      // Its own social card, made by the build, and what social networks read about the page.
      const meta = (key: string) => page.locator(`meta[property="${key}"]`);
      await expect(meta('og:image')).toHaveCount(1);
      const ogImage = (await meta('og:image').getAttribute('content')) ?? '';
      expect(ogImage).toMatch(new RegExp(`^${siteUrl}/img/og/.+\\.jpg$`));
      const card = await page.request.get(ogImage.replace(siteUrl, ''));
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/jpeg');
      expect((await meta('og:image:alt').getAttribute('content'))?.length ?? 0).toBeGreaterThan(20);
      await expect(meta('og:site_name')).toHaveAttribute('content', business.name);
      await expect(meta('og:locale')).toHaveAttribute('content', 'en_US');
      await expect(meta('og:type')).toHaveAttribute('content', route.startsWith('/blog/') ? 'article' : 'website');
      await hydrated(page);
      // Helmet applies the head on the next animation frame: let two frames pass.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen)).toEqual([title]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });

    test(`${route}: call links dial and dialog buttons open their dialog`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const tel = await page.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(tel.length).toBeGreaterThan(0);
      expect(new Set(tel)).toEqual(new Set([business.phone.href]));
      // The first and last estimate/financing buttons in the page body.
      const buttons = page.locator('main button[aria-haspopup="dialog"][data-dialog]');
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      for (const i of [...new Set([0, count - 1])]) {
        const button = buttons.nth(i);
        const variant = await button.getAttribute('data-dialog');
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await expect(page.getByRole('dialog', {name: dialogTitles[variant as DialogVariant]})).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });
  }

  test('titles and descriptions are unique across routes', async ({request}) => {
    const seenTitles = new Map<string, string>();
    const seenDescriptions = new Map<string, string>();
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const title = titleOf(html);
      const description = metaContent(html, 'description') ?? '';
      expect(seenTitles.get(title), `title "${title}" of ${route}`).toBeUndefined();
      expect(seenDescriptions.get(description), `description of ${route}`).toBeUndefined();
      seenTitles.set(title, route);
      seenDescriptions.set(description, route);
    }
  });
});

test('the content check knows exactly the pages the build made (its links are checked against them)', () => {
  expect([...siteRoutes(join(__dirname, '..', '..'))].sort()).toEqual(routes);
});

test('sitemap.xml lists exactly the public routes', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(siteUrl, '') || '/');
  expect([...listed].sort()).toEqual([...routes].sort());
});

test('robots.txt points to the sitemap', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

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
