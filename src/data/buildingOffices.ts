/**
 * Who issues a deck permit where the business builds, which edition of the International Residential Code (IRC)
 * that office enforces, and its frost depth: one source for the deck planner, /construction, the safety-codes post
 * and the city pages, so the site never names two editions for one place.
 *
 * The offices are src/data/owner/offices.json and each city's are in its entry in src/data/owner/business.json, both
 * edited in /admin → Business and checked against ./schema. A fact is filled in only where the office's own page or
 * code says it (or a verbatim quote of that code), with where it was read in `checked`. Otherwise it is absent, and
 * the pages say "confirm with" the office and link its page.
 */
import type {OfficesData, OwnerBusiness} from './schema';
import offices from './owner/offices.json';
import owner from './owner/business.json';

/** Where a fact was read, and when. */
export interface Checked {
  /** The document, as its publisher names it. */
  readonly source: string;
  readonly url: string;
  /** Where it was read: the page itself, or the copy that quotes it, with the month. */
  readonly checked: string;
}

export interface BuildingOffice {
  /** The office, as a sentence names it mid-way ("the City of …’s … office"; a county's own name has no article). */
  readonly name: string;
  /** Its permit page (how to apply, what a deck needs); null where no page of its own was found. */
  readonly permitsUrl: string | null;
  /** The IRC edition it enforces, where its own page or code says so; null: confirm with the office. */
  readonly irc: (Checked & {readonly edition: number}) | null;
  /** The frost depth its code sets, inches; null: confirm with the office (its code's climate table holds it). */
  readonly frostDepthIn: (Checked & {readonly value: number}) | null;
}

const data = offices as OfficesData;

/** An office's key in offices.json ("knoxCounty"). */
export type OfficeId = string;

export const buildingOffices: Readonly<Record<OfficeId, BuildingOffice>> = Object.fromEntries(
  data.offices.map((o) => [
    o.id,
    {name: o.name, permitsUrl: o.permitsUrl || null, irc: o.irc ?? null, frostDepthIn: o.frostDepthIn ?? null},
  ]),
);

/**
 * The offices for an address in or near a city: inside its limits, and in the county around it. A community with
 * no town government of its own (Powell, Halls) has no limits: `outside` is null and its one office is `inside`.
 */
export interface CityOffices {
  readonly county: string;
  readonly inside: OfficeId;
  readonly outside: OfficeId | null;
}

const officesOf = (c: {county: string; inside: string; outside?: string}): CityOffices => ({
  county: c.county,
  inside: c.inside,
  outside: c.outside && c.outside !== c.inside ? c.outside : null,
});

/** By the slug of each city in business.cities. */
export const cityOffices: Readonly<Record<string, CityOffices>> = Object.fromEntries(
  (owner as OwnerBusiness).cities.map((c) => [c.slug, officesOf(c)]),
);

/**
 * Towns the planner offers beside the business's cities, where an address there has an office of its own and no city
 * page: Alcoa runs its own codes program inside Blount County, next to Maryville.
 */
export const nearbyPlaces: readonly (CityOffices & {readonly slug: string; readonly name: string})[] = data.nearby.map(
  (p) => ({slug: p.slug, name: p.name, ...officesOf(p)}),
);

/** A place the business does not list: the office is the town's or the county's, or else the state's program. */
export const elsewhereOffice: OfficeId = data.elsewhere;
