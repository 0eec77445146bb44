// cspell:words Priya Nguyễn -- customers’ names, as owners paste them
/**
 * The varied copy: a business a year on, its owner's changes drawn from a seed (tests/writer/varied.test.ts builds
 * it, tests/e2e/varied checks it in the browser, and the Jest tests that read src/data run against it too). The
 * seed is the commit's, so each commit is tried on other data, and `SEED=… npm test` replays a failure; whatever a
 * test pins that the owner controls (a price, a count, a city) fails here, on our own commit.
 *
 * Each draw: every price moved, one city the data does not hold added (with its building offices, and its page
 * written or not yet), one city dropped, gallery projects added or removed, 1 to 12 reviews rated 1 to 5, the chat,
 * analytics and license each on or off, the form's plan field set or empty, every on/off switch in the owner's
 * files as the schema finds them (a switch added tomorrow is drawn too), and 2 to 13 posts added (the blog's third
 * page at the most).
 * Fixed in every draw: a post and an FAQ with markup in their front matter, the last post made with
 * `npm run new:post` and a phone photo, and the build as a pull request's preview.
 */
import {execFileSync} from 'node:child_process';
import fc from 'fast-check';
import * as z from 'zod';
import {ownerFiles} from '../../src/data/schema';
import type {Material} from '../../src/data/pricing';
import type {GalleryCategory, GalleryItem} from '../../src/data/gallery';
import type {StarRating, Testimonial} from '../../src/data/testimonials';
import type {ServiceCity} from '../../src/data/types';
import type {OfficeId} from '../../src/data/buildingOffices';
import {slugify} from '../../src/lib/slug';
import type {CopyManifest} from './siteCopy';
import postsFile from '../fixtures/varied/posts.json';

/**
 * The seed: SEED if set (the number a failed run printed), else the commit's (its hash's first 8 hex digits),
 * so a run is repeatable on a commit and changes with the next one.
 */
export function variedSeed(): number {
  const given = process.env.SEED?.trim();
  if (given) {
    const n = /^0x[0-9a-f]+$/i.test(given) ? parseInt(given, 16) : Number(given);
    if (!Number.isSafeInteger(n)) throw new Error(`SEED must be an integer (the one a run printed), not "${given}"`);
    return n >>> 0;
  }
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    return parseInt(head.slice(0, 8), 16) >>> 0;
  } catch {
    return 20261127;
  }
}

/** A place the business may come to serve: unincorporated, so the county's office issues its permits. */
interface PoolCity {
  readonly name: string;
  readonly zip: string;
  readonly county: string;
  readonly office: OfficeId;
  /** Where it is, for its page: "north Knox County". */
  readonly area: string;
}

/** Real communities around Knoxville with no town government of their own, and their ZIP codes. */
const cityPool: readonly PoolCity[] = [
  {name: 'Powell', zip: '37849', county: 'Knox', office: 'knoxCounty', area: 'north Knox County'},
  {name: 'Corryton', zip: '37721', county: 'Knox', office: 'knoxCounty', area: 'northeast Knox County'},
  {name: 'Mascot', zip: '37806', county: 'Knox', office: 'knoxCounty', area: 'east Knox County'},
  {name: 'Heiskell', zip: '37754', county: 'Knox', office: 'knoxCounty', area: 'northwest Knox County'},
  {name: 'Seymour', zip: '37865', county: 'Sevier', office: 'sevierCounty', area: 'western Sevier County'},
  {name: 'Kodak', zip: '37764', county: 'Sevier', office: 'sevierCounty', area: 'northern Sevier County'},
  {name: 'Walland', zip: '37886', county: 'Blount', office: 'blountCounty', area: 'eastern Blount County'},
  {name: 'Andersonville', zip: '37705', county: 'Anderson', office: 'andersonCounty', area: 'Anderson County'},
];

/** The 5-digit ZIP codes a city's range covers ("37901-37950" or "37934"). */
const zips = (range: string): [number, number] => {
  const [from, to = from] = range.split('-').map(Number);
  return [from, to];
};

/** Projects an owner may add, each shown from a phone photo. */
const projectPool: readonly {title: string; category: GalleryCategory; material: string; place: string}[] = [
  {title: 'Walkout deck with a wide stair', category: 'Composite', material: 'composite', place: 'a walkout basement'},
  {title: 'Two-level deck off a split-level', category: 'Multi-level', material: 'wood', place: 'a split-level house'},
  {title: 'Pool deck in cedar', category: 'Wood', material: 'cedar', place: 'an in-ground pool'},
  {title: 'Stairs and railings rebuilt', category: 'Repair/Remodel', material: 'wood', place: 'a 1990s ranch house'},
];

export interface VariedCity extends ServiceCity {
  readonly county: string;
  readonly office: OfficeId;
  readonly area: string;
}

export interface VariedDraw {
  readonly seed: number;
  /** Each material's new price per sq ft, and the stairs' flat price. */
  readonly prices: Readonly<Record<Material, number>>;
  readonly stairsFlat: number;
  readonly addedCity: VariedCity;
  /** Whether the added city's page is written yet: a city published in Business is served before its page. */
  readonly cityPageWritten: boolean;
  /** Each on/off switch of the owner's files (ownerSwitches), by "file:path": on or off. */
  readonly switches: Readonly<Record<string, boolean>>;
  /** The slug of the city dropped. */
  readonly droppedCity: string;
  readonly addedProjects: readonly GalleryItem[];
  readonly removedProjects: readonly string[];
  readonly reviews: readonly Testimonial[];
  readonly chat: boolean;
  readonly analytics: boolean;
  readonly license: boolean;
  readonly planField: boolean;
  /** Posts added, the markup post and the new:post one included: 2 to 13. */
  readonly posts: number;
}

/** What the owner's data holds now: the draw avoids its cities and ZIPs and changes its prices and projects. */
export interface OwnerData {
  readonly cities: readonly ServiceCity[];
  /** The city the business's address is in: never the one dropped. */
  readonly home: string;
  readonly prices: Readonly<Record<Material, number>>;
  readonly stairsFlat: number;
  readonly projects: readonly string[];
}

/** A price moved up or down by 10% to 100% (never kept), in whole dollars. */
const moved = (price: number, step: number) =>
  fc.integer({min: 1, max: 10}).chain((k) =>
    fc.boolean().map((up) => {
      const factor = up ? 1 + k / 10 : 1 - k / 20;
      const next = Math.max(step, Math.round((price * factor) / step) * step);
      return next === price ? price + step : next;
    }),
  );

const reviewText = fc
  .array(
    fc.constantFrom(
      'The crew showed up when they said they would.',
      'Our deck took two weeks longer than promised.',
      'The railing is solid and the stairs feel safe.',
      'Price was fair but the cleanup was not great.',
      'We love sitting out there in the evening.',
      'Had to call twice about a loose board.',
    ),
    {minLength: 1, maxLength: 3},
  )
  .map((s) => s.join(' '));

const arbReview: fc.Arbitrary<Testimonial> = fc.record({
  name: fc.constantFrom('Tammy R.', 'Greg Whitaker', 'Priya & Dan', 'Zoë M.', 'Nguyễn Family', "Pat O'Neil"),
  rating: fc.integer({min: 1, max: 5}).map((r) => r as StarRating),
  source: fc.constantFrom<Testimonial['source']>('google', 'direct'),
  text: reviewText,
});

type JsonSchema = {type?: string; properties?: Record<string, JsonSchema>};

/** The paths of the booleans in a file's schema, outside lists (a list's items are the owner's to add). */
const booleanPaths = (s: JsonSchema, at: readonly string[] = []): string[] =>
  s.type === 'boolean'
    ? [at.join('.')]
    : Object.entries(s.properties ?? {}).flatMap(([key, p]) => booleanPaths(p, [...at, key]));

/** Every on/off switch in the owner's files, as "file:path", found in their one schema (src/data/schema.ts). */
export const ownerSwitches = (): string[] =>
  ownerFiles.flatMap((f) =>
    booleanPaths(z.toJSONSchema(f.schema, {io: 'input'}) as JsonSchema).map((path) => `${f.name}:${path}`),
  );

/** One draw of the owner's changes, the same for the same seed and data. */
export function drawVaried(seed: number, owner: OwnerData): VariedDraw {
  const taken = owner.cities.flatMap((c) => [c.name.toLowerCase(), c.slug]);
  const takenZips = owner.cities.map((c) => zips(c.zipRange));
  const free = cityPool.filter(
    (c) =>
      !taken.includes(c.name.toLowerCase()) &&
      !taken.includes(slugify(c.name)) &&
      !takenZips.some(([from, to]) => Number(c.zip) >= from && Number(c.zip) <= to),
  );
  if (free.length === 0) throw new Error('Every city in the varied copy’s pool is served already: add more to it.');
  const droppable = owner.cities.filter((c) => c.name !== owner.home).map((c) => c.slug);
  const materials = Object.keys(owner.prices) as Material[];
  const switches = ownerSwitches();
  const arb = fc.record({
    prices: fc.tuple(...materials.map((m) => moved(owner.prices[m], 1))),
    stairsFlat: moved(owner.stairsFlat, 50),
    city: fc.constantFrom(...free),
    cityPageWritten: fc.boolean(),
    switches: fc.tuple(...switches.map(() => fc.boolean())),
    dropped: fc.constantFrom(...droppable),
    removed: fc.shuffledSubarray([...owner.projects], {
      minLength: 0,
      maxLength: Math.min(2, owner.projects.length - 1),
    }),
    added: fc.shuffledSubarray([...projectPool], {minLength: 0, maxLength: 2}),
    reviews: fc.array(arbReview, {minLength: 1, maxLength: 12}),
    chat: fc.boolean(),
    analytics: fc.boolean(),
    license: fc.boolean(),
    planField: fc.boolean(),
    posts: fc.integer({min: 2, max: 2 + postsFile.length}),
  });
  const [d] = fc.sample(arb, {seed, numRuns: 1});
  // The gallery always changes: with nothing drawn to add or remove, one project is added.
  const added = d.added.length + d.removed.length === 0 ? [projectPool[0]] : d.added;
  const {city} = d;
  return {
    seed,
    prices: Object.fromEntries(materials.map((m, i) => [m, d.prices[i]])) as Record<Material, number>,
    stairsFlat: d.stairsFlat,
    addedCity: {
      name: city.name,
      slug: slugify(city.name),
      zipRange: city.zip,
      blurb: `Homes across ${city.area}, where a deck built for the slope and the clay pays off for years.`,
      county: city.county,
      office: city.office,
      area: city.area,
    },
    cityPageWritten: d.cityPageWritten,
    switches: Object.fromEntries(switches.map((s, i) => [s, d.switches[i]])),
    droppedCity: d.dropped,
    addedProjects: added.map((p) => ({
      slug: slugify(`${p.title} ${city.name}`),
      title: p.title,
      category: p.category,
      image: `/img/gallery/${slugify(`${p.title} ${city.name}`)}.jpg`,
      alt: `Photo of a ${p.material} deck built off ${p.place} in ${city.name}`,
      description: `A ${p.material} deck off ${p.place}, built for the way the family uses the yard.`,
      location: city.name,
    })),
    removedProjects: d.removed,
    reviews: d.reviews,
    chat: d.chat,
    analytics: d.analytics,
    license: d.license,
    planField: d.planField,
    posts: d.posts,
  };
}

/** The new city's page, written as CONTRIBUTING.md says: its own words, its services, its permit office. */
export function cityPage(city: VariedCity, office: {name: string; permitsUrl: string | null}): string {
  return `---
title: Deck Builder in ${city.name}, TN
description: Decks for ${city.name} and ${city.area}. Composite and wood decks, stairs and repairs on sloped, clay-heavy lots.
keywords:
  - deck builder ${city.name} TN
  - ${city.name} deck contractor
  - deck repair ${city.name} TN
hide_title: true
hide_table_of_contents: true
city: ${city.slug}
stats:
  - value: '20+'
    label: Decks built in ${city.name}
    counts: decks
last_update:
  date: 2026-11-27
sources:${
    office.permitsUrl?.startsWith('https://')
      ? `\n  - label: "${office.name}: building permits outside town limits"\n    url: ${office.permitsUrl}`
      : ''
  }
  - label: "International Residential Code, Chapter 5: decks (R507) (ICC, 2021 edition online)"
    url: https://codes.iccsafe.org/content/IRC2021P2/chapter-5-floors
---

<CityHero
  city={frontMatter.city}
  eyebrow="${city.county} County"
  lead="${city.name} is part of ${city.area}: homes on rolling lots, many of them ready for a first real deck or a safer one."
/>

## Decks for ${city.name} lots

Lots in ${city.name} slope more than they look from the street, and the clay under them stays wet after a rain. We dig each footing to firm, undisturbed soil, keep the framing clear of the dirt, and plan the stairs for the slope the yard really has.

<FeatureGrid
  items={[
    {icon: 'shield', title: 'Footings to firm soil', text: 'Every footing dug past the soft clay, sized for what it carries.'},
    {icon: 'stairs', title: 'Stairs for the slope', text: 'A landing where the rise is long, and handrails a hand can close around.'},
  ]}
/>

## Permits in ${city.name}

Every address in ${city.name} is in unincorporated ${city.county} County, whatever the mailing address says.

<CityCode city={frontMatter.city} />

## Deck services in ${city.name}

<CityServices
  items={[
    {service: 'installation', text: 'New decks off kitchens and walkout basements, with stairs down to the yard.'},
    {service: 'repair', text: 'New boards, railings and ledger flashing for decks built a generation ago.'},
  ]}
/>

## ${city.name} by the numbers

<CityStats items={frontMatter.stats} note="Decks across ${city.area}." />

<CityCta city={frontMatter.city} title="Planning a deck in ${city.name}?" />
`;
}

/** Posts from the template, as writers filled them in (the first `n` of them). */
export const templatePosts: readonly {
  title: string;
  description: string;
  tag: string;
  section: string;
  text: string;
}[] = postsFile;

/** The last post, started with npm run new:post. */
export const latestTitle = 'Spring Deck Checklist for East Tennessee';

/** Markup a writer pasted: if any of it ever ran, window.__pwned says which field it came from. */
const script = (from: string) => `</script><script>__pwned='${from}'</script>`;
export const hostile = {
  title: `Decks & Docks ${script('title')}`,
  description: `Boards, <b>bold</b> claims, <img src=x onerror="__pwned='description'"> and ${script('description')}.`,
  category: `Projects ${script('category')}`,
  question: `Can a deck hold ${script('question')} a grill?`,
};

/** The hosted form's field for a plan sent from the deck planner, by its query key (business.leadForm.planField). */
export const planFieldKey = 'deck_plan';
/** The analytics id and license number the owner sets when the draw turns them on. */
export const ga4Id = 'G-V4R1ED2026';
export const licenseNumber = '77120';

/** What the browser suite checks on the varied copy. */
export interface VariedManifest extends CopyManifest {
  readonly draw: VariedDraw;
  readonly droppedCityName: string;
  readonly latestPost: {readonly route: string; readonly title: string};
  readonly postsTotal: number;
  readonly hostile: typeof hostile & {readonly post: string; readonly categoryPage: string; readonly faq: string};
}
