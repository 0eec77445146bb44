/**
 * Launch day in a real browser: the copy of the site built by tests/writer
 * with the owner's values in business.ts (phone, address, form, chat and GA4
 * ids) and a writer's first photo post, served by the production nginx
 * config with the headers that build wrote. Third parties are stand-ins that
 * behave like the real ones, under that build's Content-Security-Policy.
 */
import {readFileSync} from 'node:fs';
import {dialogTitles} from '../../../src/components/EstimateDialog/context';
import {test, expect, hydrated, unexpectedErrors} from '../fixtures';
import {jsonLd} from '../html';
import {FORM_TIMEOUT_MS} from '../../../src/lib/leadForm';
import {chatLoaded, recordCspViolations, useLeadConnector} from '../standins/leadconnector';
import {useGoogleAnalytics} from '../standins/google';
import {launchPhone, launchValues, ownerData, type LaunchManifest} from '../../helpers/launchValues';
import {launchSite} from '../../helpers/siteCopy';
import {sourceLabels} from '../../../src/data/testimonials';
import {business} from '../../../src/data/business';
import {blogPosts} from '../../../plugins/content-check/routes';
import {postsPerPage} from '../../../build-time/blog';

const manifest = JSON.parse(readFileSync(launchSite.manifest, 'utf8')) as LaunchManifest;
const ga4Id = launchValues['analytics.ga4Id'];

test.describe("the writer's first photo post", () => {
  test('shows the photo as its hero: decoded from the responsive variants, with its alt text', async ({page}) => {
    await page.goto(manifest.post.route);
    await hydrated(page);
    const hero = page.locator('article').getByRole('img', {
      name: 'A gray composite deck dusted with snow, railings and stairs leading down to the yard',
    });
    await expect(hero).toBeVisible();
    // Sized by its attributes, the image is visible before it has loaded.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await hero.evaluate((img: HTMLImageElement) => ({src: img.currentSrc}));
    // A modern format at a width the screen needs, not the 4000 px original.
    expect(shown.src).toMatch(new RegExp(`/assets/photos/${manifest.post.slug}-[0-9a-f]+-\\d+\\.(avif|webp)$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(manifest.post.title);
  });

  test('pages the list once the posts outgrow page one: the older ones on page 2, which links back', async ({page}) => {
    const posts = blogPosts(launchSite.dir).length;
    await page.goto('/blog');
    await expect(page.getByRole('link', {name: /^Read More/})).toHaveCount(Math.min(posts, postsPerPage));
    const older = page.getByRole('link', {name: /Older entries/});
    if (posts <= postsPerPage) return expect(older).toHaveCount(0);
    await older.click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByRole('link', {name: /^Read More/})).toHaveCount(
      Math.min(posts - postsPerPage, postsPerPage),
    );
    await expect(page.locator('link[rel=prev]')).toHaveAttribute('href', /\/blog$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.getByRole('link', {name: /Newer entries/}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('is found by search the day it is published, by the words of its title', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
    // The title's words, as a homeowner would type them (not its slug).
    await page.getByRole('combobox').fill(manifest.post.title.replace(/,.*$/, '').toLowerCase());
    await expect(page.locator(`[role="option"][href^="${manifest.post.route}"]`).first()).toBeVisible();
  });

  test('is on the blog list, in the sitemap and has a social card that loads', async ({page, request}) => {
    await page.goto('/blog');
    await expect(page.locator(`a[href="${manifest.post.route}"]`).first()).toBeVisible();
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${manifest.post.route}</loc>`);
    const html = await (await request.get(manifest.post.route)).text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const res = await request.get(new URL(card).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
  });
});

test.describe("the owner's real data", () => {
  test('the pasted Google reviews, each with its own stars, and a dot for each', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const region = page.getByRole('region', {name: 'Homeowner reviews'});
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(Math.min(4, ownerData.reviews.length));
    for (const [i, review] of ownerData.reviews.slice(0, 4).entries()) {
      await expect(slides.nth(i).getByRole('img', {name: `Rated ${review.rating} out of 5`})).toBeAttached();
      await expect(slides.nth(i).getByText(review.name)).toBeAttached();
    }
    await expect(region.getByRole('group', {name: 'Choose reviews'}).getByRole('button')).toHaveCount(
      ownerData.reviews.length,
    );
    await expect(
      page.getByText(`${ownerData.stats.rating} out of 5 from ${ownerData.stats.reviewCount} reviews`),
    ).toBeVisible();
  });

  test('the city no longer served is gone: no page, no menu entry, no card', async ({page, request}) => {
    const {slug, name} = manifest.droppedCity;
    expect((await request.get(`/service-areas/${slug}`)).status()).toBe(404);
    await page.goto('/service-areas');
    await expect(page.locator(`a[href="/service-areas/${slug}"]`)).toHaveCount(0);
    await expect(page.getByRole('list', {name: 'Cities we serve'}).getByText(name)).toHaveCount(0);
  });
});

test.describe("the owner's values", () => {
  test('every call link dials the real number, and the business JSON-LD has the office address', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const calls = page.locator('a[href^="tel:"]');
    expect(await calls.count()).toBeGreaterThan(2);
    for (const href of await calls.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toBe(launchPhone.href);
    }
    await expect(page.getByRole('banner').getByRole('link', {name: launchPhone.display})).toBeVisible();
    const org = jsonLd(await (await request.get('/')).text()).find((n) => n['@type'] === 'GeneralContractor');
    expect(org?.telephone).toBe(launchPhone.e164);
    expect(org?.address?.streetAddress).toBe(launchValues['address.street']);
    expect(org?.address?.postalCode).toBe(launchValues['address.postalCode']);
    // The license: in the footer, linked to the state's lookup, and in the JSON-LD.
    const license = page.getByRole('contentinfo').getByRole('link', {
      name: new RegExp(`license #${launchValues['license.number']}`),
    });
    await expect(license).toHaveAttribute('href', business.license.lookup);
    expect(org?.hasCredential?.name).toContain(launchValues['license.number']);
  });

  test("the hosted form loads with the owner's form id, with zero CSP violations", async ({page}) => {
    const violations = await recordCspViolations(page);
    const requested = await useLeadConnector(page, {form: 'fast'});
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#estimate-form [data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
    expect(requested.some((u) => u.endsWith(`/widget/form/${launchValues['leadForm.id']}`))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test("the financing dialog loads the owner's financing form", async ({page}) => {
    const requested = await useLeadConnector(page, {form: 'fast'});
    await page.goto('/loan-programs/fha');
    await hydrated(page);
    await page.locator('main button[data-dialog="financing"]').first().click();
    const dialog = page.getByRole('dialog', {name: dialogTitles.financing});
    await expect(dialog.locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
    expect(requested.some((u) => u.endsWith(`/widget/form/${launchValues['financingForm.id']}`))).toBe(true);
  });

  test("the chat widget loads with the owner's widget id, with zero CSP violations", async ({page}) => {
    const violations = await recordCspViolations(page);
    const requested = await useLeadConnector(page, {form: 'fast', chat: true});
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Shift'); // the first interaction loads the chat at once
    await expect(page.locator('chat-widget').locator('#lc_text-widget--btn')).toBeVisible({timeout: 10_000});
    expect(requested.some((u) => u.includes(launchValues['chatWidget.id']))).toBe(true);
    await chatLoaded(page, requested);
    expect(await violations()).toEqual([]);
  });
});

test.describe("the owner's real reviews and photos", () => {
  test("reviews are labeled as customers' words, the gallery shows photos, and nothing says sample", async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const reviews = page.locator('#home-reviews');
    // Labeled as the owner's sources say (a customer's or a Google review), whichever they are.
    const customers = Object.entries(sourceLabels).filter(([source]) => source !== 'sample');
    await expect(
      reviews.getByText(new RegExp(`^(${customers.map(([, label]) => label).join('|')})$`)).first(),
    ).toBeVisible();
    await expect(reviews.getByText(/sample/i)).toHaveCount(0);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Decks we have built/);
    await expect(page.locator('#gallery-projects').getByText(/Illustration/)).toHaveCount(0);
    const img = page.locator('#gallery-projects img').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc))
      .toMatch(/\/assets\/photos\/.+\.(avif|webp)$/);
  });
});

test.describe('GA4 with the owner measurement id', () => {
  test('working: gtag.js loads under the policy nginx serves, and page views and lead events reach GA4', async ({
    page,
    consoleErrors,
  }) => {
    const violations = await recordCspViolations(page);
    const ga = await useGoogleAnalytics(page, ga4Id);
    await page.goto('/services');
    await hydrated(page);
    await page.keyboard.press('Shift');
    await expect.poll(() => ga.events).toContain('page_view');
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    await expect.poll(() => ga.events).toContain('estimate_open');
    expect(ga.scripts).toHaveLength(1);
    expect(await violations()).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('blocked (an ad blocker): nothing breaks, the estimate dialog and the form still work', async ({
    page,
    consoleErrors,
  }) => {
    await useLeadConnector(page, {form: 'fast'});
    await page.goto('/services');
    await hydrated(page);
    await page.keyboard.press('Shift');
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    const dialog = page.getByRole('dialog', {name: 'Get your free estimate'});
    await expect(dialog.locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('slow: a page view still arrives when gtag.js answers after 3 s', async ({page}) => {
    const ga = await useGoogleAnalytics(page, ga4Id);
    await page.route(/googletagmanager\.com\/gtag\/js/, async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.fallback();
    });
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Shift');
    await expect.poll(() => ga.events, {timeout: 10_000}).toContain('page_view');
  });
});
