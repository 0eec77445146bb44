import {readdirSync} from 'node:fs';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {join} from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {business} from '../../src/data/business';
import {citiesWithPages} from './routes';
import {jsonLd, visibleText} from './html';
import {testimonials} from '../../src/data/testimonials';
import {galleryCategories, galleryItems} from '../../src/data/gallery';
import {serviceHref} from '../../src/lib/detailPaths';
import {detailFiles, detailLists} from '../helpers/copy';

const {services} = detailLists();
/** Every program's file: its summary, its button's words, its page. */
const {loanPrograms} = detailFiles();
import {formula, materialPrices} from '../../src/data/pricing';
import {hoursText} from '../../src/lib/businessFacts';
import {calculator, seedTotal, timings} from '../seed';

/** The formula over the site's own prices (src/data/pricing.ts). */
const total = (size: number, material: keyof typeof materialPrices, railings: boolean, stairs: boolean) =>
  seedTotal(size, material, railings, stairs, {materialPrices, formula});

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A material's radio card, by the name src/data/pricing.ts gives it. */
const materialRadio = (page: import('@playwright/test').Page, material: keyof typeof materialPrices) =>
  page.getByRole('radio', {name: new RegExp(`^${escape(materialPrices[material].label)}`)});

const reviewLabels = (page: import('@playwright/test').Page) =>
  page.locator('[aria-roledescription="slide"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

const reviews = (...n: number[]) => n.map((i) => `Review ${i} of ${testimonials.length}`);
/** The carousel moves only with more reviews than its window. */
const rotates = testimonials.length > timings.reviewsShown;

test.describe('home: testimonials carousel', () => {
  test('shows the first window and advances by one 5 seconds after the visitor moves away', async ({page}) => {
    test.skip(!rotates, 'every review fits in the window: nothing rotates');
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    // Hovering holds the carousel; stop the page's clock, then leave: the next move is exactly 5 s away.
    await page.getByRole('region', {name: 'Homeowner reviews'}).hover();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    expect(await reviewLabels(page)).toEqual(reviews(1, 2, 3, 4));
    await page.mouse.move(0, 0);
    await page.clock.runFor(timings.carouselMs - 1);
    expect(await reviewLabels(page)).toEqual(reviews(1, 2, 3, 4));
    await page.clock.runFor(1);
    await expect.poll(() => reviewLabels(page)).toEqual(reviews(2, 3, 4, 5));
  });

  test('pauses on request and does not move under reduced motion', async ({page}) => {
    test.skip(!rotates, 'every review fits in the window: nothing rotates');
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Play reviews'})).toBeVisible();
    const last = testimonials.length;
    await page.getByRole('button', {name: new RegExp(`^Show reviews ${last - 3} (to|,)`)}).click();
    const window = reviews(last - 3, last - 2, last - 1, last);
    expect(await reviewLabels(page)).toEqual(window);
    await page.clock.runFor(timings.carouselMs * 3);
    expect(await reviewLabels(page)).toEqual(window);
  });

  test('shows each review with its own stars', async ({page}) => {
    await page.goto('/');
    const slides = page.locator('[aria-roledescription="slide"]');
    const count = Math.min(testimonials.length, timings.reviewsShown);
    await expect(slides).toHaveCount(count);
    for (let i = 0; i < count; i += 1) {
      await expect(slides.nth(i).getByRole('img', {name: `Rated ${testimonials[i].rating} out of 5`})).toBeAttached();
    }
  });
});

test.describe('gallery', () => {
  test('filters by category and opens a keyboard-accessible lightbox', async ({page}) => {
    await page.goto('/gallery');
    await hydrated(page);
    const tiles = page.locator('main button[aria-haspopup="dialog"]:not([data-dialog])');
    await expect(tiles).toHaveCount(galleryItems.length);
    const filters = page.getByRole('group', {name: 'Filter projects by category'});
    // A category with the most projects (two or more, when the gallery has them): its filter shows those only.
    const inCategory = (c: string) => galleryItems.filter((item) => item.category === c);
    const category = [...galleryCategories].sort((a, b) => inCategory(b).length - inCategory(a).length)[0];
    const shown = inCategory(category);
    const filter = filters.getByRole('button', {name: new RegExp(`^${escape(category)}\\s*,`)});
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles).toHaveCount(shown.length);
    await tiles.first().focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('heading').first()).toHaveText(shown[0].title);
    // Arrow keys step through the projects shown (a single project has nowhere to step).
    const next = shown[1 % shown.length];
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByRole('heading').first()).toHaveText(next.title);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(tiles.nth(1 % shown.length)).toBeFocused();
  });
});

test.describe('calculator', () => {
  test('computes, itemizes, shares and survives junk input', async ({page, consoleErrors}) => {
    await page.goto('/resources/calculator');
    await hydrated(page);
    const size = page.getByLabel(/Deck size/);
    await expect(size).toHaveAttribute('placeholder', calculator.placeholder);
    await expect(materialRadio(page, calculator.defaults.material)).toBeChecked();
    const calculate = page.getByRole('button', {name: calculator.labels.calculate});
    const withRailings = usd(total(300, calculator.defaults.material, true, false));

    // A result renders in a transition after the tap: two frames is time enough for one to show.
    const twoFrames = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

    // Invalid sizes: nothing happens, nothing is shown.
    for (const junk of ['', '0', '-20', '1e400', '99999999']) {
      await size.fill(junk);
      await calculate.click();
      await twoFrames();
      await expect(page.getByText('$', {exact: false}).filter({hasText: /^\$[\d,]+$/})).toHaveCount(0);
    }
    await size.pressSequentially('abc');
    await calculate.click();
    await twoFrames();
    await expect(page.getByText(/NaN|Infinity/)).toHaveCount(0);

    await size.fill('300');
    await page.keyboard.press('Enter');
    await expect(page.getByText(withRailings).first()).toBeVisible();
    await expect(page).toHaveURL(/size=300/);
    await expect(page.getByText(/rough estimate/i).first()).toBeVisible();

    // The result stays until Calculate is pressed again.
    // Another material: the result stays as it was until Calculate.
    const other = (Object.keys(materialPrices) as (keyof typeof materialPrices)[]).find(
      (m) => m !== calculator.defaults.material,
    )!;
    await materialRadio(page, other).check();
    await twoFrames();
    await expect(page.getByText(withRailings).first()).toBeVisible();
    await calculate.click();
    await expect(page.getByText(withRailings)).toHaveCount(0);

    // The shared link restores the inputs and the result.
    await page.goto('/resources/calculator?size=300&material=composite&railings=yes&stairs=yes');
    await expect(page.getByText(usd(total(300, 'composite', true, true))).first()).toBeVisible();
    await expect(page.getByLabel(/Deck size/)).toHaveValue('300');

    await page.getByRole('button', {name: calculator.labels.consultation}).click();
    await expect(page.getByRole('dialog', {name: 'Get your free estimate'})).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', {name: calculator.labels.work}).click();
    await expect(page).toHaveURL(/\/gallery$/);
    expect(consoleErrors.filter((e) => /pageerror/.test(e))).toEqual([]);
  });
});

/** One question per file in faqs/ (index.mdx is the page). */
const faqFiles = readdirSync(join(__dirname, '..', '..', 'faqs')).filter(
  (f) => /\.mdx?$/.test(f) && !/^(index|_)/.test(f),
);

test.describe('FAQ', () => {
  test('one answer open at a time, and the open one collapses', async ({page}) => {
    await page.goto('/faqs');
    await hydrated(page);
    const triggers = page.locator('main h3 > button[aria-controls][aria-expanded]');
    await expect(triggers).toHaveCount(faqFiles.length);
    const last = triggers.nth(faqFiles.length - 1);
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    if (faqFiles.length > 1) {
      await last.click();
      await expect(last).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    }
    await last.click();
    await expect(last).toHaveAttribute('aria-expanded', 'false');
  });

  test('every answer is in the pre-rendered HTML', async ({request}) => {
    const html = await (await request.get('/faqs')).text();
    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(faqFiles.length);
    const text = visibleText(html);
    // Components in an answer leave spaces around their words in the HTML: compare the words only.
    const words = (t: string) => t.replace(/\s+/g, '');
    for (const {acceptedAnswer} of faq?.mainEntity ?? [])
      expect(words(text)).toContain(words(acceptedAnswer.text).slice(0, 60));
  });
});

test.describe('service areas', () => {
  test('the index lists every city, linked once its page is written, with Get Quote and Call Now', async ({page}) => {
    await page.goto('/service-areas');
    await hydrated(page);
    for (const city of business.cities) {
      const links = page.locator(`main a[href="/service-areas/${city.slug}"]`);
      if (citiesWithPages.includes(city)) await expect(links.first()).toBeVisible();
      else await expect(links).toHaveCount(0);
      await expect(page.locator('main').getByText(city.zipRange).first()).toBeVisible();
    }
    const cards = page.getByRole('list', {name: 'Cities we serve'}).getByRole('listitem');
    const n = business.cities.length;
    await expect(cards).toHaveCount(n);
    const quotes = cards.getByRole('button', {name: /Get Quote/});
    await expect(quotes).toHaveCount(n);
    const calls = cards.getByRole('link', {name: /Call Now/});
    await expect(calls).toHaveCount(n);
    for (const href of await calls.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toBe(business.phone.href);
    await quotes.last().click();
    await expect(page.getByRole('dialog', {name: 'Get your free estimate'})).toBeVisible();
    await expect(page.getByText('New York')).toHaveCount(0);
  });

  for (const city of citiesWithPages) {
    test(`${city.name} page shows its name, ZIP range and the business JSON-LD`, async ({page, request}) => {
      await page.goto(`/service-areas/${city.slug}`);
      await expect(page.locator('h1')).toContainText(city.name);
      await expect(page.locator('main').getByText(city.zipRange).first()).toBeVisible();
      const data = jsonLd(await (await request.get(`/service-areas/${city.slug}`)).text());
      const org = data.find((d) => d['@type'] === 'GeneralContractor');
      expect(org).toMatchObject({name: business.name, telephone: business.phone.e164});
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement.at(-1).name).toContain(city.name);
    });
  }

  for (const [path, type] of [
    ['/about', 'AboutPage'],
    ['/services', 'CollectionPage'],
    [serviceHref(services[0].slug), 'WebPage'],
    ['/gallery', 'ImageGallery'],
    ['/faqs', 'FAQPage'],
    ['/help', 'ContactPage'],
    ['/construction', 'WebPage'],
    ['/loan-programs', 'CollectionPage'],
  ] as const) {
    test(`${path} carries ${type} JSON-LD published by the business`, async ({request}) => {
      const nodes = jsonLd(await (await request.get(path)).text());
      const page = nodes.find((d) => d['@type'] === type);
      const org = nodes.find((d) => d['@type'] === 'GeneralContractor');
      expect(page?.url).toBe(`${business.url}${path}`);
      expect(page?.publisher).toEqual({'@id': org?.['@id']});
      expect(org?.logo?.url).toMatch(/\.png$/);
      expect((await request.get(new URL(org?.logo.url).pathname)).headers()['content-type']).toBe('image/png');
    });
  }

  test('the home page states the headline claims and hours of business.ts', async ({request}) => {
    const text = visibleText(await (await request.get('/')).text());
    for (const claim of Object.values(business.stats)) expect(text).toContain(claim);
    expect(text).toContain(hoursText());
  });

  test('the home page names the business in JSON-LD', async ({request}) => {
    const data = jsonLd(await (await request.get('/')).text());
    const org = data.find((d) => d['@type'] === 'GeneralContractor');
    expect(org?.name).toBe(business.name);
    expect(org?.telephone).toBe(business.phone.e164);
    expect(org?.areaServed).toHaveLength(business.cities.length);
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating/);
  });
});

test.describe('financing', () => {
  test("every program's card links to its live page", async ({page, request}) => {
    await page.goto('/loan-programs');
    for (const program of loanPrograms) {
      const link = page.locator(`main a[href="/loan-programs/${program.slug}"]`).first();
      await expect(link).toBeVisible();
      expect((await request.get(`/loan-programs/${program.slug}`)).status()).toBe(200);
    }
    await expect(page.getByText(/information only/i).first()).toBeVisible();
  });

  test("every program's page, as the first byte has it, says information only and offers its own button", async ({
    request,
  }) => {
    for (const program of loanPrograms) {
      const text = visibleText(await (await request.get(`/loan-programs/${program.slug}`)).text());
      expect(text, program.slug).toMatch(/information only, not a loan offer/i);
      expect(text, program.slug).toContain(program.ctaLabel);
    }
  });

  // The button opens the financing dialog: one program's page in the browser (every page is the same template).
  for (const program of loanPrograms.slice(0, 1)) {
    test(`${program.slug}: '${program.ctaLabel}' opens the application dialog`, async ({page}) => {
      await page.goto(`/loan-programs/${program.slug}`);
      await hydrated(page);
      await expect(page.getByText(/information only, not a loan offer/i).first()).toBeVisible();
      await page.getByRole('button', {name: program.ctaLabel}).first().click();
      await expect(page.getByRole('dialog', {name: dialogTitles.financing})).toBeVisible();
    });
  }
});
