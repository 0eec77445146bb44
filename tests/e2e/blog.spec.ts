import {test, expect, hydrated} from './fixtures';
import {blogRoutes, siteUrl} from './routes';
import {jsonLd} from './html';

test.describe('blog', () => {
  test('the list shows every published article with a Read More link to its page', async ({page}) => {
    await page.goto('/blog');
    const readMore = page.getByRole('link', {name: /^Read More/});
    await expect(readMore).toHaveCount(blogRoutes.length);
    const hrefs = await readMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual([...blogRoutes].sort());
    const firstCard = page.locator('article').first();
    await expect(firstCard.locator('time')).toBeVisible();
    await expect(firstCard.getByText(/\d+ min read/)).toBeVisible();
  });

  for (const route of blogRoutes) {
    test(`${route} shows its date, read time, hero image and a CTA that opens the dialog`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const article = page.locator('article');
      await expect(article.locator('time').first()).toBeVisible();
      await expect(article.getByText(/\d+ min read/).first()).toBeVisible();
      const hero = article.locator('img[src^="/img/blog/"]').first();
      await expect(hero).toBeVisible();
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect((await hero.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(10);
      const cta = page.getByRole('complementary').getByRole('button');
      await cta.click();
      await expect(page.getByRole('dialog', {name: 'Get your free estimate'})).toBeVisible();
    });
  }

  test('the spec table read times and button labels are exact', async ({page}) => {
    const table: [string, string, string, string][] = [
      ['deck-lighting', '', '6 min read', 'Get Lighting Consultation'],
      ['multi-level-decks', '', '7 min read', 'Start Your Design'],
      ['deck-maintenance-tips', 'October 25, 2025', '8 min read', 'Schedule Maintenance Service'],
      ['deck-railing-options', 'October 22, 2025', '7 min read', 'Get Railing Quote'],
      ['deck-size', 'October 19, 2025', '6 min read', 'Get Your Free Consultation'],
      ['pergola-shade', 'October 16, 2025', '7 min read', 'Request Shade Consultation'],
      ['deck-roi', 'October 13, 2025', '8 min read', 'Get Investment Consultation'],
      ['seasonal-deck-care', 'October 10, 2025', '9 min read', 'Schedule Seasonal Care'],
      ['safety-codes', 'October 7, 2025', '7 min read', 'Get Compliant Build Quote'],
      ['color-trends', 'October 4, 2025', '6 min read', 'Get Color Consultation'],
    ];
    for (const [slug, date, readTime, label] of table) {
      await page.goto(`/blog/${slug}`);
      const article = page.locator('article');
      if (date) await expect(article.locator('time').first()).toHaveText(date);
      await expect(article.getByText(readTime).first()).toBeVisible();
      await expect(page.getByRole('complementary').getByRole('button', {name: label})).toBeVisible();
    }
  });

  for (const route of blogRoutes) {
    test(`${route} carries BlogPosting JSON-LD by the business, with an absolute raster image`, async ({request}) => {
      const nodes = jsonLd(await (await request.get(route)).text());
      const org = nodes.find((d) => d['@type'] === 'GeneralContractor');
      const post = nodes.find((d) => d['@type'] === 'BlogPosting');
      expect(post?.author).toEqual({'@id': org?.['@id']});
      expect(post?.publisher).toEqual({'@id': org?.['@id']});
      expect(post?.url).toBe(`${siteUrl}${route}`);
      expect(post?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post?.image).toMatch(new RegExp(`^${siteUrl}/.+\\.(jpg|png|webp|avif)$`));
      expect((await request.get(new URL(post?.image).pathname)).status()).toBe(200);
      expect(nodes.some((d) => d['@type'] === 'Person')).toBe(false);
    });
  }

  test('RSS and Atom feeds list the articles', async ({request}) => {
    const rss = await (await request.get('/blog/rss.xml')).text();
    const atom = await (await request.get('/blog/atom.xml')).text();
    expect(rss.match(/<item>/g)).toHaveLength(blogRoutes.length);
    expect(atom.match(/<entry>/g)).toHaveLength(blogRoutes.length);
  });
});

test.describe('site search', () => {
  test('finds a post by a word in its body', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // The search box loads on demand: the header shows a Search button first.
    await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
    const search = page.getByPlaceholder('Search');
    await expect(search).toBeFocused();
    await search.fill('ledger');
    const result = page.locator('.aa-dropdown-menu a, [role="listbox"] a, .aa-suggestion').first();
    await expect(result).toBeVisible({timeout: 10_000});
    await expect(page.locator('.aa-dropdown-menu, [role="listbox"]').first()).toContainText(
      /safety|code|construction/i,
    );
  });
});
