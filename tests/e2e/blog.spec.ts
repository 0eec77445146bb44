import {join} from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {blogRoutes, siteUrl} from './routes';
import {jsonLd} from './html';
import {blogPosts, frontMatterOf} from '../../plugins/content-check/routes';
import {postsPerPage} from '../../build-time/blog';

const root = join(__dirname, '..', '..');
/** Each published post's route and what its front matter says it shows. */
const posts = blogPosts(root).map(({file, route}) => {
  const fm = frontMatterOf(root, file);
  // Docusaurus dates a post by its front matter date, else by its file name.
  const date = fm.date ? new Date(fm.date as string).toISOString().slice(0, 10) : /\d{4}-\d{2}-\d{2}/.exec(file)?.[0];
  return {route, fm, date};
});

test.describe('blog', () => {
  test('the list pages show every published article once, newest first, with a Read More link to its page', async ({
    page,
  }) => {
    const seen: string[] = [];
    const dates: string[] = [];
    let url: string | null = '/blog';
    for (let n = 1; url; n++) {
      await page.goto(url);
      const readMore = page.getByRole('link', {name: /^Read More/});
      const hrefs = await readMore.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      // Page one holds the newest posts, up to a full page; no page is empty or overfull.
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(postsPerPage);
      seen.push(...hrefs);
      dates.push(
        ...(await page.locator('article time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))),
      );
      // A later page names its neighbors and its own canonical URL, and says which page it is.
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical).toBe(`${siteUrl}${url}`);
      if (n > 1) {
        await expect(page.locator('link[rel=prev]')).toHaveAttribute('href', n === 2 ? '/blog' : `/blog/page/${n - 1}`);
        await expect(page).toHaveTitle(new RegExp(`page ${n} of`));
      }
      const nextLink = page.locator('link[rel=next]');
      const next = (await nextLink.count()) > 0 ? await nextLink.getAttribute('href') : null;
      // A path, so a preview or a local server prefetches its own next page, never the live site's.
      if (next) await expect(page.getByRole('link', {name: /Older entries/})).toHaveAttribute('href', next);
      url = next;
    }
    expect([...seen].sort()).toEqual([...blogRoutes].sort());
    expect(dates).toEqual([...dates].sort().reverse());
    await page.goto('/blog');
    const firstCard = page.locator('article').first();
    await expect(firstCard.locator('time')).toBeVisible();
    await expect(firstCard.getByText(/\d+ min read/)).toBeVisible();
  });

  for (const {route, fm, date} of posts) {
    test(`${route} shows its date, read time, hero image and a CTA that opens the dialog`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const article = page.locator('article');
      await expect(article.locator('time').first()).toBeVisible();
      await expect(article.locator('time').first()).toHaveAttribute('datetime', new RegExp(`^${date}`));
      await expect(article.getByText(`${fm.read_time} min read`).first()).toBeVisible();
      // The hero as a visitor meets it: the article's image with the post's description, whatever its source.
      const hero = article.getByRole('img', {name: String(fm.image_alt), exact: true});
      await expect(hero).toBeVisible();
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const cta = page.getByRole('complementary').getByRole('button', {name: String(fm.cta_label)});
      await cta.click();
      await expect(page.getByRole('dialog', {name: 'Get your free estimate'})).toBeVisible();
    });
  }

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
