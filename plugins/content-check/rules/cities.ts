/**
 * The cities the business serves (business.cities) and the pages about them
 * agree: each city has its page at its slug, each city page is a served
 * city's, and no page still lists a city the business no longer serves among
 * the ones it does, or targets it as a search phrase ("deck builder Clinton
 * TN"). Writers name nearby towns freely ("Sevierville, Pigeon Forge or
 * Gatlinburg"): only a list that names at least two served cities is read as
 * the list of cities the business serves. Each city page lists the services
 * offered in its city, as the replaced site's city pages all did.
 */
import {cityHref} from '../../../src/lib/businessFacts';
import type {ContentProblem} from '../checks';
import {dataLine, lineOf, type Rule} from './site';
import {eastTennesseePlaces} from './places';
import {slugify} from '../../../src/lib/slug';

const cityPage = /^docs\/service-areas\/(?!index\.)([^/]+)\.mdx?$/;

export const citiesHavePages: Rule = (site) => {
  const problems: ContentProblem[] = [];
  const pages = new Map(
    site.markdown.flatMap((m) => {
      const slug = cityPage.exec(m.file)?.[1];
      return slug ? [[slug, m] as const] : [];
    }),
  );
  const served = new Set(site.business.cities.map((c) => c.slug));
  for (const city of site.business.cities) {
    if (city.slug !== slugify(city.name)) {
      problems.push({
        ...dataLine(site, city.slug, `'${city.name}'`),
        message: `src/data/business.ts: the city ${city.name} has the slug "${city.slug}"; its page address must be "${slugify(city.name)}" (the name in lowercase, spaces as hyphens)`,
      });
    }
    if (!pages.has(city.slug)) {
      problems.push({
        ...dataLine(site, city.name, 'cities:'),
        message: `src/data/business.ts: ${city.name} has no page: add docs/service-areas/${city.slug}.mdx (start from another city's page and write this city's own)`,
      });
    }
  }
  for (const [slug, page] of pages) {
    if (served.has(slug)) continue;
    problems.push({
      file: page.file,
      line: 1,
      message: `${page.file}: a city page for "${slug}", which src/data/business.ts does not list: delete the page if the business no longer serves it, or add the city to business.cities`,
    });
  }
  return problems;
};

/** A proper name of one to three capitalized words ("Oak Ridge", "Lenoir City"). */
const item = "[A-Z][A-Za-z'’]*(?:[ -][A-Z][A-Za-z'’]*){0,2}";
const separator = '(?:, and |, or |, | and | or )';
const listPattern = new RegExp(`${item}(?:${separator}${item})+`, 'g');

/** Lists of proper names in a text ("Knoxville, Maryville and Clinton"), with where each starts. */
export function nameLists(text: string): {index: number; text: string; items: string[]}[] {
  return [...text.matchAll(listPattern)].map((m) => ({
    index: m.index,
    text: m[0],
    items: m[0].split(new RegExp(separator)),
  }));
}

/** A search phrase that claims a city: "deck builder Clinton TN", "Clinton deck builders". */
export const claimsCity = (phrase: string, city: string): boolean =>
  new RegExp(
    `\\bdeck (builder|contractor|company)s?( in)? ${city}\\b|\\b${city},? (TN )?deck (builder|contractor|company)s?\\b`,
    'i',
  ).test(phrase);

/** Places of the region the business does not serve (by name). */
export function unservedPlaces(cities: readonly {name: string}[]): string[] {
  const served = new Set(cities.map((c) => c.name));
  return eastTennesseePlaces.filter((p) => !served.has(p));
}

/** The place a list item names: the item itself, or its last words ("Also Lenoir City" at a sentence's start). */
const placeIn = (item: string, places: readonly string[]): string | undefined =>
  places.find((p) => item === p || item.endsWith(` ${p}`));

export const noFormerCities: Rule = (site) => {
  const servedNames = site.business.cities.map((c) => c.name);
  const others = unservedPlaces(site.business.cities);
  const problems: ContentProblem[] = [];
  const say = (file: string, line: number, place: string, how: string) =>
    problems.push({
      file,
      line,
      message: `${file}: ${how} ${place}, which src/data/business.ts does not list among the cities the business serves: take it out, or add the city (and its page) if the business serves it`,
    });
  for (const m of site.markdown) {
    const keywords = Array.isArray(m.frontMatter.keywords) ? (m.frontMatter.keywords as unknown[]) : [];
    for (const keyword of keywords.filter((k): k is string => typeof k === 'string')) {
      for (const place of others) {
        if (claimsCity(keyword, place))
          say(m.file, lineOf(m.source, [keyword]), place, `the keyword "${keyword}" targets`);
      }
    }
    for (const list of nameLists(m.source)) {
      if (list.items.filter((i) => placeIn(i, servedNames)).length < 2) continue;
      for (const place of list.items.flatMap((i) => placeIn(i, others) ?? [])) {
        const line = m.source.slice(0, list.index).split('\n').length;
        say(m.file, line, place, 'a list of the cities the business serves names');
      }
    }
  }
  return problems;
};

/** A line of prose: not front matter's, a heading, a component's tag or a code line. */
const proseLine = (line: string) => !/^\s*(#|<|import |export |```|\||[a-z_]+:|[A-Za-z]+=)/.test(line);

/**
 * A served city a page names in its prose links to the city's page somewhere
 * on that page (the first mention is where a reader looks for it). The
 * business's own name ("Knoxville Deck Builders") is not a mention, and a
 * city's own page need not link itself.
 */
export const citiesLinked: Rule = (site) => {
  const problems: ContentProblem[] = [];
  for (const m of site.markdown) {
    const bodyStart = m.source.length - m.body.length;
    const startLine = m.source.slice(0, bodyStart).split('\n').length;
    const lines = m.body.split('\n');
    for (const city of site.business.cities) {
      const href = cityHref(city.slug);
      if (m.file.endsWith(`/${city.slug}.mdx`) || m.file.endsWith(`/${city.slug}.md`) || m.source.includes(`](${href}`))
        continue;
      const named = new RegExp(`\\b${city.name}\\b`);
      const at = lines.findIndex((l) => proseLine(l) && named.test(l.split(site.business.name).join('')));
      if (at < 0) continue;
      problems.push({
        file: m.file,
        line: startLine + at,
        message: `${m.file}: names ${city.name} without linking its page: make the first mention a link, [${city.name}](${href})`,
      });
    }
  }
  return problems;
};

/** What a page shows of its text: MDX comments and fenced code left out (a commented-out block is not on the page). */
const shownText = (body: string) =>
  body.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');

/**
 * Every city page lists the services offered in its city: a <CityServices>
 * block with at least one item, each a service of src/data/services.ts (its
 * title and link come from there) and what it looks like in this city. The
 * replaced site gave every city page its service list; a page without one
 * is named at its closing banner, where the list goes above.
 */
export const cityPagesListServices: Rule = (site) =>
  site.markdown.flatMap((m): ContentProblem[] => {
    const slug = cityPage.exec(m.file)?.[1];
    if (!slug) return [];
    const shown = shownText(m.body);
    const block = /<CityServices\b[\s\S]*?\/>/.exec(shown)?.[0];
    // The items are written in the block, or in an `export const` of the page that the block names.
    const items = block && /items=\{\s*\[/.test(block) ? block : shown;
    if (block && /\bservice:\s*['"][^'"]+['"]/.test(items)) return [];
    const name = site.business.cities.find((c) => c.slug === slug)?.name ?? slug;
    const item = "{service: '...', text: '...'}";
    const lines = m.source.split('\n');
    const lineWith = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    if (block || m.source.includes('<CityServices')) {
      const why = block ? 'lists no service' : 'is commented out, so the page lists no service';
      return [
        {
          file: m.file,
          line: lineWith('<CityServices'),
          message: `${m.file}: <CityServices> ${why}: give it at least one item, ${item}, a service's slug from src/data/services.ts and what it looks like in ${name}`,
        },
      ];
    }
    return [
      {
        file: m.file,
        line: lineWith('<CityCta') || lines.length,
        message: `${m.file}: the page lists none of the services offered in ${name}: add <CityServices items={[${item}]} /> under a heading such as "## Deck services in ${name}" (each item a service's slug from src/data/services.ts and what it looks like in ${name}), as the other city pages do`,
      },
    ];
  });
