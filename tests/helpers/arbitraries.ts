// cspell:disable -- people's and places' names and customers' words, as owners paste them.
/**
 * Owners' data in the shapes real businesses have, generated (fast-check):
 * business facts with other hours, ratings, counts and 1 to 12 cities; 1 to
 * 40 reviews rated 1 to 5, with long and non-ASCII names and one to three
 * paragraphs; gallery projects as photos or illustrations. Every value is
 * one an owner may correctly type into src/data, so whatever the site does
 * with it must hold for all of them (tests/unit/ownerData.test.tsx).
 */
import fc from 'fast-check';
import type {BusinessFacts, DayOfWeek, OpeningHours, ServiceCity} from '@site/src/data/types';
import {daysOfWeek} from '@site/src/data/types';
import type {StarRating, Testimonial} from '@site/src/data/testimonials';
import {galleryCategories, type GalleryItem} from '@site/src/data/gallery';
import {slugify} from '@site/src/lib/slug';
import {originalBusiness} from '../seed';

/** Words as people write them, accents, apostrophes and hyphens included. */
const word = fc.constantFrom(
  'Oak',
  'Cedar',
  'Ridge',
  'Hollow',
  'Powell',
  'Ōtsuka',
  'Nguyễn',
  'Zoë',
  'Brennan-Ó',
  "O'Neil",
  'Müller',
  'Søren',
  'Garcia',
  'Ebenezer',
  'Papermill',
  'Xochitl',
);
const properName = (min: number, max: number) =>
  fc.array(word, {minLength: min, maxLength: max}).map((w) => w.join(' '));

/** A sentence of plain words (no markup), as a customer or an owner types it. */
const sentence = fc
  .array(
    fc.constantFrom('the', 'crew', 'deck', 'stairs', 'railing', 'on time', 'backordered', 'grate', 'job', 'boards'),
    {
      minLength: 4,
      maxLength: 18,
    },
  )
  .map((w) => `${w.join(' ')}.`.replace(/^./, (c) => c.toUpperCase()));

const time = fc
  .record({h: fc.integer({min: 0, max: 23}), m: fc.constantFrom(0, 15, 30, 45)})
  .map(({h, m}) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

/** Opening hours: 1 to 3 sets of distinct days, each opening before it closes. */
export const arbHours: fc.Arbitrary<OpeningHours[]> = fc
  .shuffledSubarray([...daysOfWeek], {minLength: 1, maxLength: 7})
  .chain((days) =>
    fc.integer({min: 1, max: Math.min(3, days.length)}).chain((sets) =>
      fc.tuple(...Array.from({length: sets}, () => fc.tuple(time, time))).map((times) =>
        times.map(([a, b], i) => {
          const [opens, closes] = a < b ? [a, b] : a > b ? [b, a] : ['08:00', '17:00'];
          const share = Math.ceil(days.length / sets);
          return {days: days.slice(i * share, (i + 1) * share) as DayOfWeek[], opens, closes};
        }),
      ),
    ),
  )
  .map((hours) => hours.filter((h) => h.days.length > 0));

/** 1 to 12 cities with distinct names and slugs made from them. */
export const arbCities: fc.Arbitrary<ServiceCity[]> = fc
  .uniqueArray(properName(1, 3), {minLength: 1, maxLength: 12, selector: (n) => slugify(n)})
  .filter((names) => names.every((n) => slugify(n).length > 0))
  .chain((names) =>
    fc.tuple(...names.map(() => fc.tuple(fc.integer({min: 37000, max: 38599}), fc.boolean(), sentence))).map((rest) =>
      names.map((name, i) => {
        const [zip, range, blurb] = rest[i];
        return {name, slug: slugify(name), zipRange: range ? `${zip}-${zip + 9}` : String(zip), blurb};
      }),
    ),
  );

const count = (max: number) =>
  fc.integer({min: 1, max}).chain((n) => fc.constantFrom(String(n), `${n}+`, `${n.toLocaleString('en-US')}+`));

/** A business: its name, phone, hours, address, claims, profiles and cities, as an owner may set them. */
export const arbBusiness: fc.Arbitrary<BusinessFacts> = fc
  .record({
    name: properName(1, 5).map((n) => `${n} Decks`),
    digits: fc.tuple(
      fc.integer({min: 201, max: 989}),
      fc.integer({min: 200, max: 999}),
      fc.integer({min: 0, max: 9999}),
    ),
    hours: arbHours,
    street: fc.tuple(
      fc.integer({min: 1, max: 99999}),
      properName(1, 3),
      fc.constantFrom('Pike', 'Road', 'Way', 'Hollow Lane'),
    ),
    decks: count(5000),
    years: count(60),
    rating: fc.integer({min: 10, max: 50}).map((r) => (r / 10).toFixed(1)),
    reviews: count(2000),
    social: fc.uniqueArray(fc.constantFrom('Facebook', 'Instagram', 'Houzz', 'Nextdoor', 'YouTube', 'Yelp'), {
      maxLength: 4,
    }),
    cities: arbCities,
  })
  .map(({name, digits: [area, exchange, line], hours, street, decks, years, rating, reviews, social, cities}) => {
    const display = `(${area}) ${exchange}-${String(line).padStart(4, '0')}`;
    const e164 = `+1${display.replace(/\D/g, '')}`;
    return {
      ...originalBusiness,
      name,
      phone: {display, e164, href: `tel:${e164}`},
      hours,
      address: {...originalBusiness.address, street: street.join(' '), postalCode: '37919'},
      stats: {decksBuilt: decks, yearsInBusiness: years, rating, reviewCount: reviews},
      social: social.map((s) => ({name: s, href: `https://www.${s.toLowerCase()}.com/kdb-${slugify(name)}`})),
      cities,
    };
  });

/** 1 to 40 reviews, rated 1 to 5, signed with long or non-ASCII names, of one to three paragraphs. */
export const arbReviews: fc.Arbitrary<Testimonial[]> = fc.array(
  fc.record({
    name: properName(1, 4),
    rating: fc.integer({min: 1, max: 5}).map((r) => r as StarRating),
    source: fc.constantFrom<Testimonial['source']>('google', 'direct', 'sample'),
    text: fc
      .array(
        fc.array(sentence, {minLength: 1, maxLength: 4}).map((s) => s.join(' ')),
        {minLength: 1, maxLength: 3},
      )
      .map((p) => p.join('\n\n')),
    location: fc.option(properName(1, 2), {nil: undefined}),
  }),
  {minLength: 1, maxLength: 40},
);

/** 1 to 12 gallery projects, each a photo or an illustration, in any of the categories. */
export const arbGallery: fc.Arbitrary<GalleryItem[]> = fc
  .uniqueArray(properName(1, 3), {minLength: 1, maxLength: 12, selector: (n) => slugify(n)})
  .filter((names) => names.every((n) => slugify(n).length > 0))
  .chain((names) =>
    fc.tuple(...names.map(() => fc.tuple(fc.boolean(), fc.constantFrom(...galleryCategories), sentence))).map((rest) =>
      names.map((title, i): GalleryItem => {
        const [photo, category, description] = rest[i];
        const slug = slugify(title);
        return {
          slug,
          title,
          category,
          image: `/img/gallery/${slug}.${photo ? 'jpg' : 'svg'}`,
          alt: photo ? `Photo of ${title}` : `Illustration of ${title}`,
          description,
          location: 'Knoxville',
        };
      }),
    ),
  );
