/**
 * Whatever an owner puts in src/data, the site shows it and claims no more.
 * fast-check generates business facts (other hours, ratings, counts, 1 to 12
 * cities, profiles), 1 to 40 reviews rated 1 to 5 with long and non-ASCII
 * names and 1 to 3 paragraphs, and 1 to 12 gallery projects as photos or
 * illustrations (tests/helpers/arbitraries.ts). For each, the site's own
 * components are rendered over that data (tests/helpers/withData) and:
 *   - nothing crashes;
 *   - every value appears where it belongs (phone, hours, claims, cities with
 *     their ZIPs, reviewers and their stars, profiles, projects);
 *   - no claim exceeds the data (each review's stars are its own, the rating
 *     and review count are the business's, the cities counted are the ones
 *     listed, and the JSON-LD holds no rating at all);
 *   - the business JSON-LD stays valid schema.org (its builder is typed with
 *     schema.org's vocabulary; here its values keep their formats).
 */
import fc from 'fast-check';
import {within} from '@testing-library/react';
import type {BusinessFacts} from '@site/src/data/types';
import {daysOfWeek} from '@site/src/data/types';
import {sourceLabels, type Testimonial} from '@site/src/data/testimonials';
import {setCityPages, setImages} from '../mocks/useGlobalData';
import {arbBusiness, arbGallery, arbReviews} from '../helpers/arbitraries';
import type {HomeCopy} from '@site/src/data/pageSchema';
import homeWords from '@site/src/data/copy/pages/home.json';
import {withData, type Site} from '../helpers/withData';
import {mockMatchMedia} from '../helpers/matchMedia';

/** Runs per property: enough to meet 1, 2, 4, 12 and 40 of things, in a few seconds. */
const runs = {numRuns: 30, seed: Number(process.env.FC_SEED ?? 20261125)};

beforeAll(() => mockMatchMedia(true));

const textOf = (el: Element = document.body) => (el.textContent ?? '').replace(/\s+/g, ' ');

type Lib = typeof import('@site/src/lib/businessFacts');

/** The home page's words with this copy's facts put in, as the page puts them (src/lib/copyText.ts). */
const homeCopy = ({load}: Site): HomeCopy =>
  load<typeof import('@site/src/lib/copyText')>('@site/src/lib/copyText').withFacts(homeWords as HomeCopy);

describe('any business facts', () => {
  it('show the phone, hours, locality and profiles in the header and footer', async () => {
    await fc.assert(
      fc.asyncProperty(arbBusiness, (business) =>
        withData({business}, ({render, load}) => {
          const {hoursText} = load<Lib>('@site/src/lib/businessFacts');
          const header = render('@site/src/components/SiteHeader').container;
          expect(
            within(header).getAllByRole('link', {name: new RegExp(escape(business.phone.display))})[0],
          ).toHaveAttribute('href', business.phone.href);
          expect(textOf(header)).toContain(hoursText(business.hours));
          expect(textOf(header)).toContain(`Serving ${business.address.locality}`);
          const footer = render('@site/src/components/SiteFooter').container;
          for (const profile of business.social) {
            expect(within(footer).getByRole('link', {name: new RegExp(escape(profile.name))})).toHaveAttribute(
              'href',
              profile.href,
            );
          }
          expect(textOf(footer)).toContain(hoursText(business.hours));
        }),
      ),
      runs,
    );
  });

  it('state the headline claims as given, and the rating with what the words say beside it', async () => {
    await fc.assert(
      fc.asyncProperty(arbBusiness, (business) =>
        withData({business}, (site) => {
          const copy = homeCopy(site);
          const stats = site.render('@site/src/components/Home/Stats', {copy: copy.stats}).container;
          for (const value of Object.values(business.stats)) expect(textOf(stats)).toContain(value);
          const hero = site.render('@site/src/components/Home/Hero', {copy: copy.hero}).container;
          expect(textOf(hero)).toContain(`${business.stats.rating} ${copy.hero.figures.ratingNote}`);
          // A rating is never drawn as stars it does not have.
          expect(hero.querySelectorAll('[aria-label^="Rated"]')).toHaveLength(0);
        }),
      ),
      runs,
    );
  });

  it('list every city with its ZIP range, link each page published, and count them as they are', async () => {
    await fc.assert(
      // Which cities have a page yet: bit i of the mask for the i-th city (one added in Business has none).
      fc.asyncProperty(arbBusiness, fc.nat(), (business, mask) => {
        const published = business.cities.filter((_, i) => (mask >> i) & 1).map((c) => c.slug);
        setCityPages(published);
        return withData({business}, ({render, load}) => {
          const {cityState, zipLabel} = load<Lib>('@site/src/lib/businessFacts');
          const cards = within(render('@site/src/components/ServiceArea/CityCards').container).getAllByRole('listitem');
          expect(cards).toHaveLength(business.cities.length);
          business.cities.forEach((city, i) => {
            expect(within(cards[i]).getByRole('heading', {name: cityState(city, business)})).toBeInTheDocument();
            expect(textOf(cards[i])).toContain(zipLabel(city));
            const links = within(cards[i]).queryAllByRole('link', {name: `Decks in ${city.name}`});
            expect(links.map((a) => a.getAttribute('href'))).toEqual(
              published.includes(city.slug) ? [`/service-areas/${city.slug}`] : [],
            );
          });
          const hero = render('@site/src/components/ServiceArea/AreasHero', {title: 'Areas'}).container;
          const n = business.cities.length;
          expect(textOf(hero)).toContain(`${n} ${n === 1 ? 'city' : 'cities'} in ${business.serviceRegion}`);
        });
      }),
      runs,
    );
    setCityPages();
  });

  it('make business JSON-LD in schema.org’s formats that claims no rating', async () => {
    await fc.assert(
      fc.asyncProperty(arbBusiness, (business) =>
        withData({business}, ({load}) => {
          const {businessJsonLd} = load<typeof import('@site/src/lib/structuredData')>('@site/src/lib/structuredData');
          const data = JSON.parse(JSON.stringify(businessJsonLd('https://www.example.com')));
          expectSchemaOrgBusiness(data, business);
        }),
      ),
      runs,
    );
  });
});

describe('any reviews', () => {
  it('show each reviewer in the window with their own stars and source, and claim no more', async () => {
    await fc.assert(
      fc.asyncProperty(arbReviews, arbBusiness, (testimonials, business) =>
        withData({business, testimonials}, (site) => {
          const copy = homeCopy(site);
          const section = site.render('@site/src/components/Home/Reviews', {copy: copy.reviews}).container;
          const slides = within(section).getAllByRole('group', {name: /^Review \d+ of \d+$/});
          expect(slides).toHaveLength(Math.min(4, testimonials.length));
          slides.forEach((slide, i) => {
            const review: Testimonial = testimonials[i];
            expect(slide).toHaveAccessibleName(`Review ${i + 1} of ${testimonials.length}`);
            expect(within(slide).getByRole('img', {name: `Rated ${review.rating} out of 5`})).toBeInTheDocument();
            expect(textOf(slide)).toContain(review.name);
            expect(textOf(slide)).toContain(sourceLabels[review.source]);
            expect(slide.querySelectorAll('blockquote p')).toHaveLength(review.text.split('\n\n').length);
          });
          const dots = within(section).queryAllByRole('button', {name: /^Show review/});
          expect(dots).toHaveLength(testimonials.length > 4 ? testimonials.length : 0);
          const intro = textOf(section);
          expect(intro).toContain(copy.reviews.intro);
          if (testimonials.some((t) => t.source === 'sample')) expect(intro).toContain('samples');
          if (testimonials.length === 1) expect(intro).not.toMatch(/\b(a few|some) of/i);
        }),
      ),
      runs,
    );
  });
});

describe('any gallery', () => {
  it('shows every project, labels illustrations, and offers only the categories it has', async () => {
    await fc.assert(
      fc.asyncProperty(arbGallery, (galleryItems) => {
        setImages(
          Object.fromEntries(
            galleryItems
              .filter((g) => g.image.endsWith('.jpg'))
              .map((g) => [
                g.image,
                {w: 1800, h: 1200, base: `/assets/photos/${g.slug}-0123456789`, widths: [480, 1200]},
              ]),
          ),
        );
        return withData({galleryItems}, ({render}) => {
          const gallery = render('@site/src/components/Gallery').container;
          const tiles = gallery.querySelectorAll('ul > li');
          expect(tiles).toHaveLength(galleryItems.length);
          galleryItems.forEach((item, i) => {
            expect(textOf(tiles[i])).toContain(item.title);
            expect(textOf(tiles[i]).includes('Illustration')).toBe(item.image.endsWith('.svg'));
            expect(within(tiles[i] as HTMLElement).getByRole('img', {name: item.alt})).toBeInTheDocument();
          });
          const filters = within(
            within(gallery).getByRole('group', {name: 'Filter projects by category'}),
          ).getAllByRole('button');
          const categories = new Set(galleryItems.map((g) => g.category));
          expect(filters).toHaveLength(categories.size + 1);
          expect(filters[0]).toHaveAccessibleName(
            new RegExp(`^All\\s*, ${galleryItems.length} project${galleryItems.length === 1 ? '' : 's'}$`),
          );
        });
      }),
      runs,
    );
    setImages({});
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The business node as schema.org and Google's local business guidelines read it. */
function expectSchemaOrgBusiness(data: Record<string, any>, business: BusinessFacts): void {
  expect(data).toMatchObject({'@context': 'https://schema.org', '@type': 'GeneralContractor', name: business.name});
  expect(data.telephone).toMatch(/^\+1\d{10}$/);
  expect(data.url).toBe('https://www.example.com/');
  expect(data.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: business.address.street,
    addressRegion: business.address.region,
  });
  expect(data.areaServed).toEqual(
    business.cities.map((c) => ({'@type': 'City', name: `${c.name}, ${business.address.region}`})),
  );
  expect(data.openingHoursSpecification).toHaveLength(business.hours.length);
  for (const spec of data.openingHoursSpecification) {
    expect(spec['@type']).toBe('OpeningHoursSpecification');
    expect(spec.dayOfWeek.length).toBeGreaterThan(0);
    for (const day of spec.dayOfWeek) expect(daysOfWeek).toContain(day);
    expect(spec.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(spec.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(spec.opens < spec.closes).toBe(true);
  }
  expect(data.sameAs ?? []).toEqual(business.social.map((s) => s.href));
  for (const url of data.sameAs ?? []) expect(() => new URL(url)).not.toThrow();
  // No value is empty or missing (validators flag both), and nothing rates the business itself.
  const text = JSON.stringify(data);
  expect(text).not.toMatch(/"(aggregateRating|review|ratingValue)"/);
  expect(text).not.toMatch(/:""|:null|:\[\]/);
}
