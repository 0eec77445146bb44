import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {blogRoutes, siteUrl} from './routes';
import {attrValues, jsonLd, visibleText} from './html';
import {readPage} from '../../plugins/post-build/html';
import {coveringEveryConstruct} from '../helpers/constructs';
import {blogPosts, frontMatterOf} from '../../plugins/content-check/routes';
import {postsPerPage} from '../../build-time/blog';

const root = join(__dirname, '..', '..');
/** Each published post's route and what its front matter says it shows. */
const posts = blogPosts(root).map(({file, route}) => {
  const fm = frontMatterOf(root, file);
  // Docusaurus dates a post by its front matter date, else by its file name.
  const date = fm.date ? new Date(fm.date as string).toISOString().slice(0, 10) : /\d{4}-\d{2}-\d{2}/.exec(file)?.[0];
  return {file, route, fm, date};
});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

  test('every post, as the first byte has it, shows its date, read time, hero image and its own call to action', async ({
    request,
  }) => {
    for (const {route, fm, date} of posts) {
      const html = await (await request.get(route)).text();
      expect(attrValues(html, 'time', 'datetime')[0], `${route}: its date`).toMatch(new RegExp(`^${date}`));
      expect(visibleText(html), `${route}: its read time and call to action`).toMatch(
        new RegExp(`${fm.read_time} min read.*${escape(String(fm.cta_label))}`),
      );
      // The hero: the image with the post's description, served.
      const hero = readPage(html).find((t) => t.name === 'img' && t.attrs.alt === String(fm.image_alt));
      expect(hero, `${route}: its hero image`).toBeDefined();
      expect((await request.get(hero!.attrs.src)).status(), `${route}: ${hero!.attrs.src}`).toBe(200);
    }
  });

  // In the browser, the posts that between them use every construct of the posts (a writer's next post from the
  // template adds no visit): the hero painted, and the call to action opening the dialog.
  const visited = coveringEveryConstruct(posts, ({file}) => readFileSync(join(root, file), 'utf8'));
  for (const {route, fm} of visited) {
    test(`${route} shows its hero image, and its call to action opens the dialog`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const article = page.locator('article');
      await expect(article.locator('time').first()).toBeVisible();
      const hero = article.getByRole('img', {name: String(fm.image_alt), exact: true});
      await expect(hero).toBeVisible();
      // Sized by its attributes, the image is visible before it has loaded.
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
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
