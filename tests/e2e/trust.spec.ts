/**
 * What a careful homeowner checks, on the built pages: one price story on
 * every page, reading that goes on, sources and dates where figures change,
 * reviews and gallery shown for what they are, and forms that say where they go.
 */
import {join} from 'node:path';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {attrValues, visibleText} from './html';
import {test, expect, hydrated} from './fixtures';
import {citiesWithPages, routes} from './routes';
import {blogPosts} from '../../plugins/content-check/routes';
import {readBuiltRoutes} from '../../plugins/content-check/builtRoutes';
import {materialPrices, priceRanges, type PriceFamily} from '../../src/data/pricing';
import {priceRangeText} from '../../src/lib/priceText';
import {sourceLabels, testimonials} from '../../src/data/testimonials';
import {galleryItems} from '../../src/data/gallery';
import {isIllustration} from '../../src/lib/images';
import {loanProgramHref} from '../../src/lib/detailPaths';
import {allDetailPages, detailLists} from '../helpers/copy';

const detailPages = allDetailPages();
const {loanPrograms} = detailLists();
import {business} from '../../src/data/business';
import type {CallPromptSection} from '../../src/data/types';

const root = join(__dirname, '..', '..');
const posts = blogPosts(root).map((p) => p.route);
/** The guides' pages: the routes the build made from docs/resources/ (not the calculator or other React pages). */
const guides = Object.entries(readBuiltRoutes(join(root, '.docusaurus'))?.sources ?? {})
  .filter(([file]) => file.startsWith('docs/resources/'))
  .map(([, route]) => route);
/** Related reading under a post: up to three others (plugins/related-posts/choose.ts), as many as there are. */
const relatedCount = Math.min(3, posts.length - 1);
/** The detail pages' call prompts (the repair page's urgent repairs), with their pages. */
const callPrompts = detailPages.flatMap((p) =>
  p.sections.filter((s): s is CallPromptSection => s.kind === 'callPrompt').map((section) => ({path: p.path, section})),
);
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

  test('every post ends with related reading: other posts that exist, as the first byte has it', async ({request}) => {
    for (const route of posts) {
      const html = await (await request.get(route)).text();
      // The "Keep reading" navigation's links to posts (not its heading's own link).
      const nav = [...html.matchAll(/<nav\b[^>]*>([\s\S]*?)<\/nav>/g)].find((m) =>
        /Keep reading<\/h2>/.test(m[1]),
      )?.[1];
      const hrefs = attrValues(nav ?? '', 'a', 'href').filter((h) => !h.startsWith('#'));
      expect(hrefs, `${route}: its related posts`).toHaveLength(relatedCount);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const href of hrefs) {
        expect(href, route).not.toBe(route);
        expect(posts, route).toContain(href);
        expect((await request.get(href)).status()).toBe(200);
      }
    }
  });

  test('guides, city pages and financing pages name their sources and when they were last updated', async ({
    request,
  }) => {
    const pages = [
      ...guides,
      ...citiesWithPages.map((c) => `/service-areas/${c.slug}`),
      ...detailPages.filter((p) => p.notice === 'financing').map((p) => p.path),
    ];
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      expect(visibleText(html), route).toMatch(/Last updated/);
      if (!route.startsWith('/loan-programs/') || detailPages.find((p) => p.path === route)?.sources) {
        // The Sources aside, as the first byte has it: its first link goes to a published source.
        const aside = /<aside[^>]*aria-labelledby="?([^"\s>]+)"?[^>]*>([\s\S]*?)<\/aside>/g;
        const sources = [...html.matchAll(aside)].find((m) => /Sources<\/h2>/.test(m[2]))?.[2] ?? '';
        expect(attrValues(sources, 'a', 'href').filter((h) => !h.startsWith('#'))[0], route).toMatch(/^https:\/\//);
      }
    }
  });

  test('the reviews say where each one comes from, and samples are never passed off as Google reviews', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const section = page.locator('#home-reviews');
    await expect(section.getByText(sourceLabels[testimonials[0].source]).first()).toBeVisible();
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
    await page.goto(loanProgramHref(loanPrograms[0].slug));
    await hydrated(page);
    await page.locator('main button[data-dialog="financing"]').first().click();
    const dialog = page.getByRole('dialog', {name: dialogTitles.financing});
    await expect(dialog).toContainText("we'll answer your questions and connect you with lenders");
    await expect(dialog).toContainText(`${business.name} builds decks and is not a lender`);
    await expect(dialog).toContainText('checks no credit');
    await expect(dialog).not.toContainText(/application|pre-?approval/i);
  });

  test('every call prompt (urgent repairs) is on its page, in its words, with a call to the business', async ({
    page,
  }) => {
    test.skip(callPrompts.length === 0, 'no detail page has a call prompt');
    for (const {path, section} of callPrompts) {
      await page.goto(path);
      const panel = page.locator(`section#${section.id}`);
      await expect(panel.getByRole('heading', {name: section.title}), path).toBeVisible();
      await expect(panel.getByRole('link', {name: section.callLabel}), path).toHaveAttribute(
        'href',
        business.phone.href,
      );
    }
  });
});
