/**
 * What a careful homeowner checks, on the built pages: one price story on
 * every page, reading that goes on, sources and dates where figures change,
 * reviews and gallery shown for what they are, and forms that say where they go.
 */
import {join} from 'node:path';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {test, expect, hydrated} from './fixtures';
import {routes} from './routes';
import {blogPosts} from '../../plugins/content-check/routes';
import {materialPrices, priceRanges, type PriceFamily} from '../../src/data/pricing';
import {priceRangeText} from '../../src/lib/priceText';
import {testimonials} from '../../src/data/testimonials';
import {galleryItems, isIllustration} from '../../src/data/gallery';
import {detailPages} from '../../src/data/detailPages';
import {business} from '../../src/data/business';

const root = join(__dirname, '..', '..');
const posts = blogPosts(root).map((p) => p.route);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('a homeowner can trust the content', () => {
  test('every per-square-foot price on every page comes from the one price story', async ({request}) => {
    const allowed = new Set([
      ...(Object.keys(priceRanges) as PriceFamily[]).flatMap((f) => [
        priceRangeText(f),
        priceRangeText(f, 'installed'),
      ]),
      ...Object.values(materialPrices).map((m) => `$${m.pricePerSqFt} per sq ft`),
    ]);
    const strays: string[] = [];
    for (const route of routes) {
      const quoted = text(await (await request.get(route)).text()).match(
        /(from )?\$\d+(-\d+)? per (sq ft|square foot)/g,
      );
      for (const q of quoted ?? []) if (!allowed.has(q)) strays.push(`${route}: ${q}`);
    }
    expect(strays).toEqual([]);
  });

  for (const route of posts) {
    test(`${route} ends with related reading: other posts that exist`, async ({page, request}) => {
      await page.goto(route);
      const related = page.getByRole('navigation', {name: 'Keep reading'});
      const hrefs = await related
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThanOrEqual(2);
      expect(hrefs.length).toBeLessThanOrEqual(3);
      for (const href of hrefs) {
        expect(href).not.toBe(route);
        expect(posts).toContain(href);
        expect((await request.get(href!)).status()).toBe(200);
      }
    });
  }

  test('guides, city pages and financing pages name their sources and when they were last updated', async ({page}) => {
    const pages = [
      ...routes.filter((r) => r.startsWith('/resources/') && r !== '/resources/calculator'),
      ...business.cities.map((c) => `/service-areas/${c.slug}`),
      ...detailPages.filter((p) => p.notice === 'financing').map((p) => p.path),
    ];
    for (const route of pages) {
      await page.goto(route);
      await expect(page.getByText(/Last updated/).first(), route).toBeVisible();
      if (!route.startsWith('/loan-programs/') || detailPages.find((p) => p.path === route)?.sources) {
        const sources = page.getByRole('complementary', {name: 'Sources'});
        await expect(sources.getByRole('listitem').getByRole('link').first(), route).toHaveAttribute(
          'href',
          /^https:\/\//,
        );
      }
    }
  });

  test('the reviews say where each one comes from, and samples are never passed off as Google reviews', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const section = page.locator('#home-reviews');
    const labels: Record<string, string> = {
      sample: 'Sample review',
      google: 'Google review',
      direct: 'Customer review',
    };
    await expect(section.getByText(labels[testimonials[0].source]).first()).toBeVisible();
    if (testimonials.some((t) => t.source === 'sample')) {
      await expect(section.getByText(/samples .* not Google reviews/)).toBeVisible();
    }
  });

  test('the gallery calls an illustration an illustration', async ({page}) => {
    await page.goto('/gallery');
    const tiles = page.locator('#gallery-projects li:has(h3)');
    await expect(tiles).toHaveCount(galleryItems.length);
    for (const [i, item] of galleryItems.entries()) {
      const says = tiles.nth(i).getByText(/Illustration/);
      if (isIllustration(item)) await expect(says).toBeVisible();
      else await expect(says).toHaveCount(0);
    }
  });

  test('the financing dialog says what happens to the question: a deck builder answers, lenders lend, no credit is pulled', async ({
    page,
  }) => {
    await page.goto('/loan-programs/fha');
    await hydrated(page);
    await page.locator('main button[data-dialog="financing"]').first().click();
    const dialog = page.getByRole('dialog', {name: dialogTitles.financing});
    await expect(dialog).toContainText("we'll answer your questions and connect you with lenders");
    await expect(dialog).toContainText(`${business.name} builds decks and is not a lender`);
    await expect(dialog).toContainText('checks no credit');
    await expect(dialog).not.toContainText(/application|pre-?approval/i);
  });

  test('the repair page offers emergency repairs in so many words', async ({request}) => {
    expect(text(await (await request.get('/services/repair')).text())).toMatch(/emergency repair/i);
  });
});
