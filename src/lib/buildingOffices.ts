/**
 * Which building office a deck answers to, from src/data/buildingOffices.ts: by the city the business serves, or
 * the state's program for a place it does not list. One reading for every page that names an edition or an office.
 */
import {business} from '../data/business';
import {
  buildingOffices,
  cityOffices,
  elsewhereOffice,
  nearbyPlaces,
  type BuildingOffice,
  type OfficeId,
} from '../data/buildingOffices';

/** The planner's choice for a place the business does not list. */
export const ELSEWHERE = 'elsewhere';

export interface PlaceOffices {
  /** The city's name, or null for somewhere else. */
  readonly city: string | null;
  readonly county: string | null;
  /** Inside the city's limits (or, somewhere else, the state's program). */
  readonly inside: BuildingOffice;
  /** Outside them: the county's office. */
  readonly outside: BuildingOffice | null;
  /** A county outside every town's limits: the place is the county itself. */
  readonly countyOnly?: boolean;
}

/**
 * The counties the business's cities stand in, each as a place of its own for an address outside every town's limits
 * (Powell, Halls, Karns in Knox County): its office is the county's, the one a city's entry names outside its limits.
 */
export function countyPlaces(): readonly CountyPlace[] {
  counties ??= countiesOf();
  return counties;
}

interface CountyPlace {
  readonly slug: string;
  readonly name: string;
  readonly county: string;
  readonly office: OfficeId;
}
/** The business's counties, found once: the business's cities do not change while a page runs. */
let counties: readonly CountyPlace[] | undefined;

function countiesOf(): CountyPlace[] {
  const seen = new Map<string, {slug: string; name: string; county: string; office: OfficeId}>();
  for (const city of business.cities) {
    const entry = cityOffices[city.slug];
    if (!entry?.outside || seen.has(entry.county)) continue;
    const slug = `${entry.county.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-county`;
    seen.set(entry.county, {
      slug,
      name: `${entry.county} County, outside city limits`,
      county: entry.county,
      office: entry.outside,
    });
  }
  return [...seen.values()];
}

const office = (id: OfficeId): BuildingOffice => buildingOffices[id];

/** The offices for a city slug from business.cities, or for 'elsewhere' (and any slug with no entry yet). */
export function officesFor(place: string): PlaceOffices {
  const county = countyPlaces().find((c) => c.slug === place);
  if (county)
    return {city: county.name, county: county.county, inside: office(county.office), outside: null, countyOnly: true};
  const nearby = nearbyPlaces.find((p) => p.slug === place);
  const city = business.cities.find((c) => c.slug === place) ?? nearby;
  const entry = nearby ?? (city ? cityOffices[city.slug] : undefined);
  if (!city || !entry) return {city: city?.name ?? null, county: null, inside: office(elsewhereOffice), outside: null};
  return {
    city: city.name,
    county: entry.county,
    inside: office(entry.inside),
    // A community with no town government of its own has one office (the county's), named once.
    outside: entry.outside ? office(entry.outside) : null,
  };
}

/** The frost depth where a deck is built, where its office's own code says one; null: ask the office. */
export function frostDepthIn(place: string): number | null {
  const {county, inside} = officesFor(place);
  return county === null ? null : (inside.frostDepthIn?.value ?? null);
}

/** An office's name to begin a sentence or a table cell with. */
export const officeTitle = (o: BuildingOffice): string => o.name.charAt(0).toUpperCase() + o.name.slice(1);

/** "the 2018 IRC", or null where the office's edition is not confirmed. */
export const editionName = (o: BuildingOffice): string | null => (o.irc ? `the ${o.irc.edition} IRC` : null);

/** The places the planner offers: each city the business serves, the nearby towns with offices of their own, then somewhere else. */
export const places = (): {value: string; label: string}[] => [
  ...business.cities.map((c) => ({value: c.slug, label: c.name})),
  ...nearbyPlaces
    .filter((p) => !business.cities.some((c) => c.slug === p.slug))
    .map((p) => ({value: p.slug, label: `${p.name} (${p.county} County)`})),
  ...countyPlaces().map((c) => ({value: c.slug, label: c.name})),
  {value: ELSEWHERE, label: 'Somewhere else'},
];

/** Where a plan is built when its link names no place: the business's first city. */
export const defaultPlace = (): string => business.cities[0]?.slug ?? ELSEWHERE;

/** Every office the business's cities answer to, each once, the cities' own first: for /construction's table. */
export function servedOffices(): {office: BuildingOffice; cities: string[]}[] {
  const rows = new Map<BuildingOffice, string[]>();
  for (const city of business.cities) {
    const entry = cityOffices[city.slug];
    if (!entry) continue;
    const rowsOf: [OfficeId, string][] = entry.outside
      ? [
          [entry.inside, city.name],
          [entry.outside, `${entry.county} County outside town limits`],
        ]
      : [[entry.inside, `${city.name} (no town government of its own)`]];
    for (const [id, label] of rowsOf) {
      const list = rows.get(office(id)) ?? [];
      if (!list.includes(label)) list.push(label);
      rows.set(office(id), list);
    }
  }
  return [...rows].map(([o, cities]) => ({office: o, cities}));
}
