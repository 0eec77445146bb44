// cspell:words Priya Nguyễn -- customers’ names, as owners paste them
/**
 * The varied copy: a business a year on, its owner's changes drawn from a seed (tests/writer/varied.test.ts builds
 * it, tests/e2e/varied checks it in the browser, and the Jest tests that read src/data run against it too). The
 * seed is the commit's, so each commit is tried on other data, and `SEED=… npm test` replays a failure; whatever a
 * test pins that the owner controls (a price, a count, a city) fails here, on our own commit.
 *
 * Each draw: every field of every file the owner edits in /admin (the business, offices, prices, reviews, gallery,
 * search words, every site page's words, every service's and program's file), drawn from its schema
 * (./schemaDraw.ts): texts changed within their lengths, formats from their patterns, numbers within their ranges,
 * every choice and switch, optional fields both left out and set, so a field added tomorrow is drawn too. Then the
 * owner's changes to lists: one city the data does not hold added (with its building offices, and its page written or
 * not yet), one city dropped, gallery projects added or removed, 1 to 12 reviews rated 1 to 5, and 2 to 13 posts
 * added (the blog's third page at the most).
 * Fixed in every draw: a post and an FAQ with markup in their front matter, the last post made with
 * `npm run new:post` and a phone photo, and the build as a pull request's preview.
 */
import {execFileSync} from 'node:child_process';
import fc from 'fast-check';
import type * as z from 'zod';
import {ownerFiles} from '../../src/data/schema';
import {copyFolders} from '../../src/data/copySchema';
import {pageFile, sitePages} from '../../src/data/pageSchema';
import type {GalleryCategory, GalleryItem} from '../../src/data/gallery';
import type {StarRating, Testimonial} from '../../src/data/testimonials';
import type {ServiceCity} from '../../src/data/types';
import type {OfficeId} from '../../src/data/buildingOffices';
import {slugify} from '../../src/lib/slug';
import type {CopyManifest} from './siteCopy';
import {drawFile} from './schemaDraw';
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
  /** Every file the owner edits, by its path in the site, with every field drawn from its schema. */
  readonly files: Readonly<Record<string, unknown>>;
  readonly addedCity: VariedCity;
  /** Whether the added city's page is written yet: a city published in Business is served before its page. */
  readonly cityPageWritten: boolean;
  /** The slug of the city dropped. */
  readonly droppedCity: string;
  readonly addedProjects: readonly GalleryItem[];
  readonly removedProjects: readonly string[];
  readonly reviews: readonly Testimonial[];
  /** Posts added, the markup post and the new:post one included: 2 to 13. */
  readonly posts: number;
}

/** What the owner's data holds now: the draw avoids its cities and ZIPs and changes its files and projects. */
export interface OwnerData {
  readonly cities: readonly ServiceCity[];
  /** The city the business's address is in: never the one dropped. */
  readonly home: string;
  readonly projects: readonly string[];
  /** Every file the owner edits, by its path in the site, as it holds now. */
  readonly files: Readonly<Record<string, unknown>>;
}

/**
 * What the draw leaves as it is, each with why: values the deck planner's tests (tests/unit/deckPlan*,
 * tests/unit/DeckPlanner*, another engineer's files, updated on main) still pin. The draw takes each once they read
 * it instead; the rest of these files is drawn as any other.
 */
export const heldBack: readonly {readonly file: string; readonly fields?: readonly string[]; readonly why: string}[] = [
  {
    file: 'src/data/owner/offices.json',
    why: 'deckPlanBuilder.test.ts "where it is built" names the City of Alcoa’s office and the offices a footing names',
  },
  {
    file: 'src/data/owner/prices.json',
    fields: ['materials.*.label'],
    why: 'DeckPlanner.test.tsx picks the decking by its name (/^Cedar/)',
  },
];

/** Whether a field of a file ("materials.cedar.label") is held back. */
export const isHeldBack = (file: string, path: string): boolean =>
  heldBack.some(
    (h) =>
      h.file === file &&
      (h.fields ?? ['**']).some(
        (f) => f === '**' || new RegExp(`^${f.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}$`).test(path),
      ),
  );

/** A drawn file with its held-back fields as they were. */
function withHeldBack(file: string, drawn: unknown, now: unknown): unknown {
  const walk = (value: unknown, before: unknown, path: string): unknown => {
    if (path && isHeldBack(file, path)) return before;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        walk(v, (before as Record<string, unknown> | undefined)?.[k], path ? `${path}.${k}` : k),
      ]),
    );
  };
  return walk(drawn, now, '');
}

/** Every file the owner edits in /admin, and its schema: the owner's files, the site pages', each service's and program's. */
export function ownerSchemas(files: Readonly<Record<string, unknown>>): {file: string; schema: z.ZodType}[] {
  return [
    ...ownerFiles
      .filter(({file}) => !heldBack.some((h) => h.file === file && !h.fields))
      .map(({file, schema}) => ({file, schema: schema as z.ZodType})),
    ...sitePages.map(({name, schema}) => ({file: pageFile(name), schema: schema as z.ZodType})),
    ...copyFolders.flatMap(({folder, schema}) =>
      Object.keys(files)
        .filter((file) => file.startsWith(`${folder}/`))
        .map((file) => ({file, schema: schema as z.ZodType})),
    ),
  ];
}

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
  // Whose ZIP codes no city holds, if any is left (an owner's ranges may cover them all); else by name alone.
  const pool =
    free.length > 0
      ? free
      : cityPool.filter((c) => !taken.includes(c.name.toLowerCase()) && !taken.includes(slugify(c.name)));
  if (pool.length === 0) throw new Error('Every city in the varied copy’s pool is served already: add more to it.');
  const droppable = owner.cities.filter((c) => c.name !== owner.home).map((c) => c.slug);
  const schemas = ownerSchemas(owner.files);
  const arb = fc.record({
    files: fc.tuple(...schemas.map(({file, schema}) => drawFile(schema, owner.files[file]))),
    city: fc.constantFrom(...pool),
    cityPageWritten: fc.boolean(),
    dropped: fc.constantFrom(...droppable),
    removed: fc.shuffledSubarray([...owner.projects], {
      minLength: 0,
      maxLength: Math.min(2, owner.projects.length - 1),
    }),
    added: fc.shuffledSubarray([...projectPool], {minLength: 0, maxLength: 2}),
    reviews: fc.array(arbReview, {minLength: 1, maxLength: 12}),
    posts: fc.integer({min: 2, max: 2 + postsFile.length}),
  });
  const [d] = fc.sample(arb, {seed, numRuns: 1});
  // The gallery always changes: with nothing drawn to add or remove, one project is added.
  const added = d.added.length + d.removed.length === 0 ? [projectPool[0]] : d.added;
  const {city} = d;
  return {
    seed,
    files: Object.fromEntries(schemas.map(({file}, i) => [file, withHeldBack(file, d.files[i], owner.files[file])])),
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

/** What the browser suite checks on the varied copy. */
export interface VariedManifest extends CopyManifest {
  readonly draw: VariedDraw;
  readonly droppedCityName: string;
  readonly latestPost: {readonly route: string; readonly title: string};
  readonly postsTotal: number;
  readonly hostile: typeof hostile & {readonly post: string; readonly categoryPage: string; readonly faq: string};
}
