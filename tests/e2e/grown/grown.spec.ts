/**
 * A year on, as a pull request's preview (the copy tests/writer/growth.test.ts built): each change the
 * owner made shows on the built site, the preview is never indexed yet can be searched, and the markup
 * a writer put in front matter shows as text and never runs. Every route-wide spec runs over this copy
 * too (routes.spec.ts, tests/browsers).
 */
import {readFileSync} from 'node:fs';
import {test, expect, hydrated, unexpectedErrors} from '../fixtures';
import {recordCspViolations, useLeadConnector} from '../standins/leadconnector';
import {dialogTitles} from '../../../src/components/EstimateDialog/context';
import {FORM_TIMEOUT_MS} from '../../../src/lib/leadForm';
import {grownSite} from '../../helpers/siteCopy';
import type {GrownManifest} from '../../helpers/growthValues';
import {business} from '../../../src/data/business';
import {estimateDeckCost, formatUsd, materialPrices} from '../../../src/lib/deckEstimate';
import {formula} from '../../../src/data/pricing';
import {postsPerPage} from '../../../build-time/blog';
import {blogPosts} from '../../../plugins/content-check/routes';
import {linkHrefs} from '../html';

const manifest = JSON.parse(readFileSync(grownSite.manifest, 'utf8')) as GrownManifest;

test.describe("the owner's changes, a year on", () => {
  test('the new city is served: in the menu with its ZIP, on the service areas page, with its own page', async ({
    page,
  }) => {
    const {name, slug, zipRange} = manifest.city;
    await page.goto('/service-areas');
    await hydrated(page);
    await expect(
      page.getByRole('list', {name: 'Cities we serve'}).getByRole('link', {name: `Decks in ${name}`}),
    ).toHaveAttribute('href', `/service-areas/${slug}`);
    await page.getByRole('banner').getByRole('button', {name: 'Service Area'}).click();
    await expect(page.getByRole('link', {name: new RegExp(`${name}.*ZIP ${zipRange}`)})).toHaveAttribute(
      'href',
      `/service-areas/${slug}`,
    );
    await page.goto(`/service-areas/${slug}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(name);
  });

  test('the seventh project is in the gallery, shown from its photo', async ({page}) => {
    await page.goto('/gallery');
    await hydrated(page);
    const tile = page.getByRole('button', {name: manifest.project.title});
    await tile.scrollIntoViewIfNeeded();
    await expect(tile).toBeVisible();
    const img = page.locator('#gallery-projects img').last();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc))
      .toMatch(/\/assets\/photos\/.+\.(avif|webp)$/);
  });

  test('the calculator prices with the new prices', async ({page}) => {
    const prices = {
      ...materialPrices,
      composite: {...materialPrices.composite, pricePerSqFt: manifest.prices.composite},
    };
    const expected = estimateDeckCost(
      {size: 300, material: 'composite', railings: true, stairs: false},
      {materialPrices: prices, formula},
    );
    await page.goto('/resources/calculator');
    await hydrated(page);
    await page.getByLabel(/Deck size/).fill('300');
    await page.getByRole('button', {name: 'Calculate Estimate'}).click();
    await expect(page.getByText(formatUsd(expected.total)).first()).toBeVisible();
  });

  test('three reviews, each with its own stars, the 3-star one as written; nothing to page through', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const region = page.getByRole('region', {name: 'Homeowner reviews'});
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(manifest.reviews.length);
    for (const [i, review] of manifest.reviews.entries()) {
      await expect(slides.nth(i).getByRole('img', {name: `Rated ${review.rating} out of 5`})).toBeAttached();
      await expect(slides.nth(i).getByText(review.text)).toBeAttached();
    }
    await expect(region.getByRole('group', {name: 'Choose reviews'})).toHaveCount(0);
  });

  test('the chat is off: nothing of it is requested, even after the visitor interacts', async ({page}) => {
    const chat: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(business.chatWidget.loaderSrc)) chat.push(r.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    expect(chat).toEqual([]);
    await expect(page.locator('chat-widget')).toHaveCount(0);
  });
});

test.describe('a plan sent from the deck planner', () => {
  test('arrives filled in on the hosted form, in the field the owner named', async ({page}) => {
    const requested = await useLeadConnector(page, {form: 'fast'});
    await page.goto('/resources/deck-planner');
    await hydrated(page);
    const summary = (await page.getByRole('img', {name: /^Top view, to scale/}).getAttribute('aria-labelledby'))!;
    const words = (await page.locator(`[id="${summary}"]`).innerText())
      .replace(/^Top view, to scale: /, '')
      .replace(/\.$/, '');
    await page.getByRole('button', {name: 'Send this plan with my estimate request'}).click();
    const dialog = page.getByRole('dialog', {name: dialogTitles.estimate});
    await expect(dialog.getByText('It is filled in on the form below.')).toBeVisible();
    await expect(dialog.locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
    const form = requested.map((u) => new URL(u)).find((u) => u.pathname.startsWith('/widget/form/'))!;
    const sent = form.searchParams.get(manifest.planField) ?? '';
    expect(sent.startsWith(`${words}. Estimate $`), sent).toBe(true);
    expect(sent).toContain(`\n${new URL(page.url()).origin}/resources/deck-planner?length=`);
  });
});

test.describe("writers' posts: 25 of them, on three pages", () => {
  test('the list pages through to page 3, which holds the oldest posts', async ({page}) => {
    const posts = blogPosts(grownSite.dir).length;
    await page.goto('/blog/page/2');
    await page.getByRole('link', {name: /Older entries/}).click();
    await expect(page).toHaveURL(/\/blog\/page\/3$/);
    await expect(page.getByRole('link', {name: /^Read More/})).toHaveCount(posts - 2 * postsPerPage);
    // What a crawler reads of page 3 (it loads each page afresh): one neighbor back, page 2, as a path.
    const html = await (await page.request.get('/blog/page/3')).text();
    expect(linkHrefs(html, 'prev')).toEqual(['/blog/page/2']);
  });
});

test.describe('the preview', () => {
  test('is never indexed: every response and every page says so, and its links are its own', async ({page}) => {
    const response = await page.goto(manifest.latestPost.route);
    expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^http://127\\.0\\.0\\.1:${grownSite.port}/`),
    );
  });

  test("can be searched: a writer finds the pull request's new post by its title's words", async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill(manifest.latestPost.title.toLowerCase());
    await expect(page.locator(`[role="option"][href^="${manifest.latestPost.route}"]`).first()).toBeVisible();
  });
});

test.describe('markup a writer put in front matter', () => {
  for (const [where, route] of [
    ['the post', manifest.hostile.post],
    ['the blog list', '/blog'],
    ['the category', manifest.hostile.categoryPage],
    ['the FAQ', manifest.hostile.faq],
  ]) {
    test(`shows as text on ${where} and never runs`, async ({page, consoleErrors}) => {
      const violations = await recordCspViolations(page);
      await page.goto(route);
      await hydrated(page);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as unknown as {__pwned?: string}).__pwned)).toBeUndefined();
      expect(await violations()).toEqual([]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });
  }

  test('reads as the writer typed it: in the post heading, the category and the FAQ question', async ({page}) => {
    await page.goto(manifest.hostile.post);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(manifest.hostile.title);
    await page.goto(manifest.hostile.categoryPage);
    await expect(page.getByRole('heading', {level: 1})).toContainText(manifest.hostile.category);
    await page.goto('/faqs');
    await expect(page.getByRole('button', {name: manifest.hostile.question})).toBeVisible();
  });
});
