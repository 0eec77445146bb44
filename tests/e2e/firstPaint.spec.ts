/**
 * The first screen paints before the app's JavaScript runs (build-time/first-paint.ts):
 * on every kind of page the template holds the first frame for the hero, the
 * largest paint is the hero (or, on a guide, the article's opening), and
 * main.js starts only after the first contentful paint; the fonts it preloads
 * draw every common character. Orders of events and glyphs, not
 * timings: how soon it paints is the bench's to measure (npm run bench).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {firstScreenId} from '../../src/lib/firstScreen';
import {contentFiles} from '../../plugins/content-check/routes';
import {commonText, faces, wholeFont} from '../../plugins/fonts';
import {inlineIcon} from '../../build-time/icon';
import {test, expect, hydrated} from './fixtures';
import {blogRoutes, citiesWithPages, routes} from './routes';

const root = join(__dirname, '..', '..');
const guide = contentFiles(root, 'docs/resources', /\.mdx?$/).find((f) => !f.startsWith('index.'));
/** A page of each kind the site has (the content decides which posts, guides and cities there are). */
const pageKinds = (
  [
    ['home', '/'],
    ['detail page', routes.find((r) => r.startsWith('/services/'))],
    ['blog post', blogRoutes[0]],
    ['guide', guide && `/resources/${guide.replace(/\.mdx?$/, '')}`],
    ['city page', citiesWithPages[0] && `/service-areas/${citiesWithPages[0].slug}`],
    ['FAQ page', '/faqs'],
  ] as [string, string | undefined][]
).filter((kind): kind is [string, string] => Boolean(kind[1]));

declare global {
  interface Window {
    __firstPaint: {
      fcp?: number;
      lcp: {time: number; element: string; inHero: boolean; inMain: boolean}[];
      appScriptAt?: number;
    };
  }
}

for (const [kind, route] of pageKinds) {
  test(`${kind} (${route}): the hero is the largest paint, and the app's JavaScript runs after the first @mobile`, async ({
    page,
  }) => {
    test.skip(page.viewportSize()!.width > 500, "a phone's first screen is its hero; a wide one shows more");
    await page.addInitScript((heroId) => {
      const seen: Window['__firstPaint'] = {lcp: []};
      window.__firstPaint = seen;
      new PerformanceObserver((list) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0];
        if (fcp) seen.fcp = fcp.startTime;
      }).observe({type: 'paint', buffered: true});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          seen.lcp.push({
            time: entry.startTime,
            element: `${entry.element?.tagName ?? '?'} ${(entry.element?.textContent ?? '').slice(0, 30)}`,
            inHero: Boolean(entry.element?.closest(`#${heroId}`) ?? entry.element?.id === heroId),
            inMain: Boolean(entry.element?.closest('main')),
          });
        }
      }).observe({type: 'largest-contentful-paint', buffered: true});
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of Array.from(r.addedNodes))
            if (node instanceof HTMLScriptElement && /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(node.src))
              seen.appScriptAt ??= performance.now();
      }).observe(document, {childList: true, subtree: true});
    }, firstScreenId);

    const response = await page.goto(route);
    const html = (await response!.text()).slice(0, 20_000);
    expect(html, 'the template holds the first frame for the hero').toContain(
      `<link rel=expect href=#${firstScreenId} blocking=render>`,
    );
    await hydrated(page);
    const seen = await page.evaluate(() => window.__firstPaint);

    expect(seen.fcp).toBeGreaterThan(0);
    expect(seen.appScriptAt, 'main.js is added after the first contentful paint').toBeGreaterThan(seen.fcp!);
    const hasHero = (await page.locator(`#${firstScreenId}`).count()) === 1;
    const opening = (e: {inHero: boolean; inMain: boolean}) => (hasHero ? e.inHero : e.inMain);
    // When it paints is the bench's to measure (npm run bench: LCP beside FCP); which element it is, is ours.
    expect(opening(seen.lcp.at(-1)!), `the largest paint is the opening of the page: ${JSON.stringify(seen.lcp)}`).toBe(
      true,
    );
  });
}

test("each web font's preloaded file draws every common character its whole font does, and is the one used", async ({
  page,
}) => {
  // Each whole @fontsource file, served from the site's origin (its policy allows fonts from there only).
  await page.route(/\/__whole-font\/(\d+)$/, (route) =>
    route.fulfill({
      contentType: 'font/woff2',
      body: readFileSync(wholeFont(faces[Number(route.request().url().split('/').at(-1))])),
    }),
  );
  await page.goto('/');
  const preloads = await page
    .locator('link[rel=preload][as=font]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads).toHaveLength(faces.length);
  const missing = await page.evaluate(
    async ({faces, text}) => {
      const probe = document.body.appendChild(document.createElement('span'));
      // A character a face lacks is drawn by the next family in the list: two different ones, two widths.
      const draws = (family: string, weight: number, c: string) => {
        const width = (next: string) => {
          probe.style.font = `${weight} 40px '${family}', ${next}`;
          probe.textContent = c;
          return probe.getBoundingClientRect().width;
        };
        return width('monospace') === width('serif');
      };
      const missing: string[] = [];
      for (const [i, {family, weight}] of faces.entries()) {
        const whole = new FontFace(`Whole ${i}`, `url(/__whole-font/${i})`, {weight: String(weight)});
        (document.fonts as unknown as Set<FontFace>).add(await whole.load()); // FontFaceSet is set-like
        await document.fonts.load(`${weight} 40px ${family}`, text);
        for (const c of text)
          if (draws(`Whole ${i}`, weight, c) && !draws(family, weight, c)) missing.push(`${family} ${weight}: ${c}`);
      }
      probe.remove();
      return missing;
    },
    {faces, text: commonText},
  );
  expect(missing, 'characters the preloaded files draw in another font').toEqual([]);
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => url.includes('/assets/fonts/')),
  );
  expect(fetched.sort(), 'fonts fetched for the common characters: the preloaded files only').toEqual(
    [...preloads].sort(),
  );
});

test('the icon is written into the page as the config says: no request for it when it is', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  await hydrated(page);
  const href = inlineIcon(root, business.logo.svg);
  expect(await page.locator('link[rel=icon]').getAttribute('href')).toBe(href.startsWith('data:') ? href : `/${href}`);
  if (href.startsWith('data:')) expect(requested).not.toContain(business.logo.svg);
});
