/**
 * A year on, as a pull request's preview (the copy tests/writer/varied.test.ts built from a seed's draw): each
 * change the owner made shows on the built site, whichever way it was drawn; the preview is never indexed yet can be
 * searched; and the markup a writer put in front matter shows as text and never runs. Every route-wide spec runs
 * over this copy too (routes.spec.ts, tests/browsers).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, hydrated, unexpectedErrors} from '../fixtures';
import {recordCspViolations, useLeadConnector} from '../standins/leadconnector';
import {useGoogleAnalytics} from '../standins/google';
import {dialogTitles} from '../../../src/components/EstimateDialog/context';
import {FORM_TIMEOUT_MS} from '../../../src/lib/leadForm';
import {variedSite} from '../../helpers/siteCopy';
import type {VariedManifest} from '../../helpers/variedValues';
import {business} from '../../../src/data/business';
import {estimateDeckCost, formatUsd} from '../../../src/lib/deckEstimate';
import type {OwnerBusiness, PricesData} from '../../../src/data/schema';
import type {HomeCopy} from '../../../src/data/pageSchema';
import {galleryItems} from '../../../src/data/gallery';
import {postsPerPage} from '../../../build-time/blog';
import {blogListPages} from '../../../plugins/content-check/routes';
import {linkHrefs} from '../html';
import offices from '../../../src/data/owner/offices.json';

const manifest = JSON.parse(readFileSync(variedSite.manifest, 'utf8')) as VariedManifest;
const {draw} = manifest;
/** A file of the copy, as the owner left it (every field drawn, then the lists changed). */
const copyFile = <T>(file: string): T => JSON.parse(readFileSync(join(variedSite.dir, file), 'utf8')) as T;
const owner = copyFile<OwnerBusiness>('src/data/owner/business.json');
const prices = copyFile<PricesData>('src/data/owner/prices.json');
const home = copyFile<HomeCopy>('src/data/copy/pages/home.json');

test.describe(`the owner's changes, a year on (SEED=${draw.seed})`, () => {
  test('the new city is served: on the service areas page, and once its page is written, in the menu with its ZIP and on its own page', async ({
    page,
  }) => {
    const {name, slug, zipRange} = draw.addedCity;
    await page.goto('/service-areas');
    await hydrated(page);
    const cities = page.getByRole('list', {name: 'Cities we serve'});
    await expect(cities.getByRole('heading', {name: new RegExp(`^${name}, `)})).toBeVisible();
    await expect(cities.getByRole('link', {name: `Decks in ${manifest.droppedCityName}`})).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', {name: 'Service Area'}).click();
    const menuLink = page.getByRole('link', {name: new RegExp(`${name}.*ZIP ${zipRange}`)});
    if (!draw.cityPageWritten) {
      // Published in Business before its page: served and named, linked nowhere, its address not yet a page.
      await expect(cities.getByRole('link', {name: `Decks in ${name}`})).toHaveCount(0);
      await expect(menuLink).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('link', {name, exact: true})).toHaveCount(0);
      expect((await page.request.get(`/service-areas/${slug}`)).status()).toBe(404);
      return;
    }
    await expect(cities.getByRole('link', {name: `Decks in ${name}`})).toHaveAttribute(
      'href',
      `/service-areas/${slug}`,
    );
    await expect(menuLink).toHaveAttribute('href', `/service-areas/${slug}`);
    await expect(page.getByRole('contentinfo').getByRole('link', {name, exact: true})).toHaveAttribute(
      'href',
      `/service-areas/${slug}`,
    );
    await page.goto(`/service-areas/${slug}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(name);
    // Its building office, the county's (the pool's places have no town government of their own): named once.
    const office = offices.offices.find((o) => o.id === draw.addedCity.office)!;
    await expect(page.getByRole('main')).toContainText(`${name} has no town government of its own: ${office.name}`);
    await expect(page.getByRole('main')).not.toContainText(`Inside ${name}’s limits`);
    expect((await page.request.get(`/service-areas/${draw.droppedCity}`)).status()).toBe(404);
  });

  test('the gallery shows the projects added, from their photos, and not the ones removed', async ({page}) => {
    await page.goto('/gallery');
    await hydrated(page);
    for (const project of draw.addedProjects) {
      const tile = page.getByRole('button', {name: project.title});
      await tile.scrollIntoViewIfNeeded();
      await expect(tile).toBeVisible();
      // The tile's photo: the image by the project's alt text.
      await expect
        .poll(() => page.getByRole('img', {name: project.alt}).evaluate((i: HTMLImageElement) => i.currentSrc))
        .toMatch(/\/assets\/photos\/.+\.(avif|webp)$/);
    }
    for (const removed of galleryItems.filter((g) => draw.removedProjects.includes(g.slug))) {
      await expect(page.getByRole('button', {name: removed.title})).toHaveCount(0);
    }
  });

  test('the calculator prices with the new prices', async ({page}) => {
    const expected = estimateDeckCost(
      {size: 300, material: 'composite', railings: true, stairs: true},
      {materialPrices: prices.materials, formula: prices.formula},
    );
    await page.goto('/resources/calculator');
    await hydrated(page);
    await page.getByLabel(/Deck size/).fill('300');
    await page
      .getByRole('group', {name: /Stairs/})
      .getByRole('radio', {name: /^Yes/})
      .check();
    await page.getByRole('button', {name: 'Calculate Estimate'}).click();
    await expect(page.getByText(formatUsd(expected.total)).first()).toBeVisible();
  });

  test('its reviews, each with its own stars, shown as written', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const region = page.getByRole('region', {name: home.reviews.label});
    const total = draw.reviews.length;
    // A window of at most four; with more, one dot per review starts the window there (and hovering it holds it).
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(Math.min(4, total));
    const choose = region.getByRole('group', {name: 'Choose reviews'});
    await expect(choose).toHaveCount(total > 4 ? 1 : 0);
    for (const [i, review] of draw.reviews.entries()) {
      if (total > 4) await choose.getByRole('button').nth(i).click();
      const slide = region.getByRole('group', {name: `Review ${i + 1} of ${total}`});
      await expect(slide.getByRole('img', {name: `Rated ${review.rating} out of 5`})).toBeAttached();
      await expect(slide.getByText(review.text)).toBeAttached();
    }
  });

  const chat = owner.chatWidget.id !== '';
  test(`the chat is ${chat ? 'on: it loads once the visitor interacts' : 'off: nothing of it is requested, even after the visitor interacts'}`, async ({
    page,
  }) => {
    const requested = await useLeadConnector(page, {form: 'fast', chat: true});
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(10, 10);
    await page.keyboard.press('Shift');
    if (chat) {
      await expect(page.locator('chat-widget').locator('#lc_text-widget--btn')).toBeVisible({timeout: 10_000});
    } else {
      // No loader in the page (what would request it): the script element, not a wait for the network, is the proof.
      await expect(page.locator(`script[src^="${business.chatWidget.loaderSrc}"]`)).toHaveCount(0);
      await expect(page.locator('chat-widget')).toHaveCount(0);
      expect(requested.filter((u) => u.startsWith(business.chatWidget.loaderSrc))).toEqual([]);
    }
  });

  const ga4Id = owner.analytics.ga4Id;
  test(`analytics ${ga4Id ? 'on: page views reach GA4' : 'off: no script and no Google host in the policy'}`, async ({
    page,
  }) => {
    const ga = await useGoogleAnalytics(page, ga4Id);
    const response = await page.goto('/services');
    await hydrated(page);
    await page.keyboard.press('Shift');
    const policy = response?.headers()['content-security-policy'] ?? '';
    if (ga4Id) {
      await expect.poll(() => ga.events).toContain('page_view');
      expect(policy).toContain('googletagmanager.com');
    } else {
      await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
      expect(ga.scripts).toEqual([]);
      expect(policy).not.toMatch(/googletagmanager|google-analytics/);
    }
  });

  const licenseNumber = owner.license.number;
  test(`the license ${licenseNumber ? 'is in the footer, linked to the state’s lookup' : 'is not set: the footer claims none'}`, async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    if (licenseNumber) {
      await expect(footer.getByRole('link', {name: new RegExp(`license #${licenseNumber}`)})).toHaveAttribute(
        'href',
        business.license.lookup,
      );
    } else {
      await expect(footer.getByText(/license #/i)).toHaveCount(0);
    }
  });
});

test.describe('a plan sent from the deck planner', () => {
  // The field the owner named on the form, when there is a form to fill in.
  const planFieldKey = owner.leadForm.id ? owner.leadForm.planField : '';
  test(
    planFieldKey
      ? 'arrives filled in on the hosted form, in the field the owner named'
      : 'comes with a copy button while the form has no field for it',
    async ({page}) => {
      const requested = await useLeadConnector(page, {form: 'fast'});
      await page.goto('/resources/deck-planner');
      await hydrated(page);
      const summary = (await page.getByRole('img', {name: /^Top view, to scale/}).getAttribute('aria-labelledby'))!;
      const words = (await page.locator(`[id="${summary}"]`).innerText())
        .replace(/^Top view, to scale: /, '')
        .replace(/\.$/, '');
      await page.getByRole('button', {name: 'Send this plan with my estimate request'}).click();
      const dialog = page.getByRole('dialog', {name: dialogTitles.estimate});
      if (!planFieldKey) {
        await expect(dialog.getByRole('button', {name: 'Copy the plan'})).toBeVisible();
        return;
      }
      await expect(dialog.getByText('It is filled in on the form below.')).toBeVisible();
      await expect(dialog.locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
      const form = requested.map((u) => new URL(u)).find((u) => u.pathname.startsWith('/widget/form/'))!;
      const sent = form.searchParams.get(planFieldKey) ?? '';
      expect(sent.startsWith(`${words}. Estimate $`), sent).toBe(true);
      expect(sent).toContain(`\n${new URL(page.url()).origin}/resources/deck-planner?length=`);
    },
  );
});

test.describe(`writers' posts: ${manifest.postsTotal} of them`, () => {
  test('the list pages through to its last page, which holds the oldest posts', async ({page}) => {
    const pages = blogListPages(manifest.postsTotal);
    const last = pages.length;
    await page.goto(pages[last - 2]);
    await page.getByRole('link', {name: /Older entries/}).click();
    await expect(page).toHaveURL(new RegExp(`/blog/page/${last}$`));
    await expect(page.getByRole('link', {name: /^Read More/})).toHaveCount(
      manifest.postsTotal - (last - 1) * postsPerPage,
    );
    // What a crawler reads of the last page (it loads each page afresh): one neighbor back, as a path.
    const html = await (await page.request.get(pages[last - 1])).text();
    expect(linkHrefs(html, 'prev')).toEqual([pages[last - 2]]);
  });
});

test.describe('the preview', () => {
  test('is never indexed: every response and every page says so, and its links are its own', async ({page}) => {
    const response = await page.goto(manifest.latestPost.route);
    expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^http://127\\.0\\.0\\.1:${variedSite.port}/`),
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
