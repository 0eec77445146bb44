/**
 * The seed contract on the built site (tests/seed.ts): the figures, labels
 * and dates the replaced site carried appear on their pages exactly as
 * written. Everything else the suite checks follows the content.
 */
import {test, expect} from './fixtures';
import * as seed from '../seed';
import {business} from '../../src/data/business';

/** A page's visible words, as the built HTML has them (tags dropped, entities decoded). */
async function pageText(request: {get: (url: string) => Promise<{text: () => Promise<string>}>}, route: string) {
  const html = await (await request.get(route)).text();
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

test.describe('the seed contract, on the built pages', () => {
  test('each figure is on its page', async ({request}) => {
    for (const [route, figures] of Object.entries(seed.figuresByRoute)) {
      const text = await pageText(request, route);
      for (const figure of figures) expect(text, `${route}: ${figure}`).toContain(figure);
    }
  });

  test('each city page shows its ZIP range and its figures', async ({request}) => {
    for (const [slug, city] of Object.entries(seed.cities)) {
      const text = await pageText(request, `/service-areas/${slug}`);
      expect(text, slug).toContain(city.zipRange);
      for (const figure of city.stats) expect(text, `${slug}: ${figure}`).toContain(figure);
    }
  });

  test('each described financing page has its figures and its button', async ({page, request}) => {
    for (const [slug, {button, figures}] of Object.entries(seed.financing)) {
      const text = await pageText(request, `/loan-programs/${slug}`);
      for (const figure of figures) expect(text, `${slug}: ${figure}`).toContain(figure);
      await page.goto(`/loan-programs/${slug}`);
      await expect(page.getByRole('main').getByRole('button', {name: button}).first()).toBeVisible();
    }
  });

  test('the blog table: dates, read times and closing buttons', async ({page}) => {
    for (const {slug, date, readTime, button} of seed.blogTable) {
      await page.goto(`/blog/${slug}`);
      const article = page.locator('article');
      if (date) await expect(article.locator('time').first()).toHaveAttribute('datetime', new RegExp(`^${date}`));
      if (readTime) await expect(article.getByText(`${readTime} min read`).first()).toBeVisible();
      if (button) await expect(page.getByRole('complementary').getByRole('button', {name: button})).toBeVisible();
    }
  });

  test('the headline claims and hours, on the home page', async ({request}) => {
    const text = await pageText(request, '/');
    for (const claim of [business.stats.decksBuilt, business.stats.yearsInBusiness, seed.headline.rating]) {
      expect(text).toContain(claim);
    }
    expect(text).toContain(seed.headline.reviewCount);
  });

  test('the 404 page', async ({request}) => {
    const res = await request.get('/no-such-page');
    expect(res.status()).toBe(404);
    const text = await res.text();
    expect(text).toContain(seed.notFound.text);
    expect(text).toContain(seed.notFound.link);
  });
});
