/**
 * The cities the business serves (business.cities) and the pages about them
 * agree: each city page is a served city's, at its slug, and no page still lists a city the business no longer serves among
 * the ones it does, or targets it as a search phrase ("deck builder Clinton
 * TN"). Writers name nearby towns freely ("Sevierville, Pigeon Forge or
 * Gatlinburg"): only a list that names at least two served cities is read as
 * the list of cities the business serves. Each city page lists the services
 * offered in its city, as the replaced site's city pages all did. A city page
 * is its own city's: it names the city where a search finds it, shows the
 * city's hero as its one heading, and says what is true there in its own
 * words, never a paragraph copied from another city's page.
 */
import {cityHref} from '../../../src/lib/businessFacts';
import type {ContentProblem} from '../checks';
import {dataLine, lineOf, type MarkdownFile, type Rule, type SiteContent} from './site';
import {eastTennesseePlaces} from './places';
import {slugify} from '../../../src/lib/slug';

const cityPage = /^docs\/service-areas\/([^/]+)\.mdx?$/;

/** The city pages, by the slug of their city (docs/service-areas/page/ holds the overview). */
export const cityPages = (site: SiteContent): Map<string, MarkdownFile> =>
  new Map(
    site.markdown.flatMap((m) => {
      const slug = cityPage.exec(m.file)?.[1];
      return slug ? [[slug, m] as const] : [];
    }),
  );

/**
 * A city the owner adds in Business is served at once (its ZIP codes, its
 * office); until a writer publishes its page the site names it without a
 * link. A page needs its city listed, at the city's slug.
 */
export const citiesHavePages: Rule = (site) => {
  const problems: ContentProblem[] = [];
  const pages = cityPages(site);
  const served = new Set(site.business.cities.map((c) => c.slug));
  for (const city of site.business.cities) {
    if (city.slug !== slugify(city.name)) {
      problems.push({
        ...dataLine(site, city.slug, `'${city.name}'`),
        message: `src/data/owner/business.json: the city ${city.name} has the slug "${city.slug}"; its page address must be "${slugify(city.name)}" (the name in lowercase, spaces as hyphens)`,
      });
    }
  }
  for (const [slug, page] of pages) {
    if (served.has(slug)) continue;
    problems.push({
      file: page.file,
      line: 1,
      message: `${page.file}: a city page for "${slug}", which src/data/owner/business.json does not list: delete the page if the business no longer serves it, or add the city to business.cities`,
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
      message: `${file}: ${how} ${place}, which src/data/owner/business.json does not list among the cities the business serves: take it out, or add the city (and its page) if the business serves it`,
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

/**
 * A line of prose: not front matter's, a heading, a component's tag, a line of a component's data (`{name: 'Kodak',
 * note: '…'}`, a place it shows, not a sentence that names it) or a code line.
 */
const proseLine = (line: string) => !/^\s*(#|<|[{}\])]|import |export |```|\||[a-z_]+:|[A-Za-z]+=)/.test(line);

/**
 * A served city a page names in its prose links to the city's page somewhere
 * on that page (the first mention is where a reader looks for it). The
 * business's own name ("Knoxville Deck Builders") is not a mention, and a
 * city's own page need not link itself.
 */
export const citiesLinked: Rule = (site) => {
  const problems: ContentProblem[] = [];
  const pages = cityPages(site);
  for (const m of site.markdown) {
    const bodyStart = m.source.length - m.body.length;
    const startLine = m.source.slice(0, bodyStart).split('\n').length;
    const lines = m.body.split('\n');
    for (const city of site.business.cities.filter((c) => pages.has(c.slug))) {
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

/** The 1-based line of a front matter field (`name:` at a line's start), or of the front matter's first line. */
function fieldLine(source: string, name: string): number {
  const lines = source.split('\n');
  const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  const at = lines.slice(0, Math.max(end, 0)).findIndex((l) => l.startsWith(`${name}:`));
  return at >= 0 ? at + 1 : 1;
}

/** The first line of the text after the front matter, where a block the page lacks goes. */
function bodyLine(source: string): number {
  const lines = source.split('\n');
  const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  const at = lines.findIndex((l, i) => i > end && l.trim() !== '');
  return at >= 0 ? at + 1 : Math.max(end + 2, 1);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The city pages of served cities, with their city (a page without its city is citiesHavePages'). */
function servedCityPages(site: SiteContent) {
  return site.markdown.flatMap((m) => {
    const slug = cityPage.exec(m.file)?.[1];
    const city = site.business.cities.find((c) => c.slug === slug);
    return city ? [{m, city}] : [];
  });
}

/**
 * A city page is found by the city it is about: its `city` is its own (the
 * file's name), its address is the file's name (no `slug`), and its title,
 * description and at least one keyword name the city, as a search for a
 * deck builder there reads them.
 */
export const cityPagesNameTheirCity: Rule = (site) =>
  servedCityPages(site).flatMap(({m, city}) => {
    const fm = m.frontMatter;
    const names = (text: unknown) =>
      typeof text === 'string' && new RegExp(`\\b${escapeRegExp(city.name)}\\b`, 'i').test(text);
    const problems: ContentProblem[] = [];
    const say = (field: string, message: string) =>
      problems.push({file: m.file, line: fieldLine(m.source, field), message: `${m.file}: ${message}`});
    if (typeof fm.city === 'string' && fm.city !== city.slug) {
      say(
        'city',
        `city: ${fm.city} is another city's, and this is ${city.name}'s page (its file name): write city: ${city.slug}`,
      );
    }
    if (fm.slug !== undefined) {
      say(
        'slug',
        `slug: ${String(fm.slug)} moves the page away from ${cityHref(city.slug)}, where the site links it: remove the line (a city page's address is its file name)`,
      );
    }
    if (typeof fm.title === 'string' && !names(fm.title)) {
      say(
        'title',
        `the title "${fm.title}" does not name ${city.name}: a search for a deck builder in ${city.name} finds the page by its title (e.g. "Deck Builder in ${city.name}, TN")`,
      );
    }
    if (typeof fm.description === 'string' && !names(fm.description)) {
      say(
        'description',
        `the description does not name ${city.name}: search results show it under the title, so say where the decks are (e.g. "Decks built for ${city.name} and ...")`,
      );
    }
    if (Array.isArray(fm.keywords) && fm.keywords.length > 0 && !fm.keywords.some(names)) {
      say(
        'keywords',
        `no keyword names ${city.name}: add the search phrase people type, e.g. "deck builder ${city.name} TN"`,
      );
    }
    return problems;
  });

/** Whether a block's `city` is the page's: {frontMatter.city}, or the page's own slug written out. */
function blockCity(block: string, slug: string): boolean {
  const value = /\bcity=(?:\{\s*frontMatter\.city\s*\}|["']([^"']*)["']|\{\s*["']([^"']*)["']\s*\})/.exec(block);
  return Boolean(value) && (value![1] ?? value![2] ?? slug) === slug;
}

/**
 * A city page shows its own city: <CityHero city={frontMatter.city} /> is
 * its one heading (h1), with the city's ZIP range and the estimate and call
 * buttons, so the page's own title stays hidden (hide_title: true); a closing
 * <CityCta> is for the same city; and the figures in its front matter
 * (stats) are on the page, in <CityStats items={frontMatter.stats} />.
 */
export const cityPagesShowTheirCity: Rule = (site) =>
  servedCityPages(site).flatMap(({m, city}) => {
    const problems: ContentProblem[] = [];
    const say = (line: number, message: string) =>
      problems.push({file: m.file, line, message: `${m.file}: ${message}`});
    const shown = shownText(m.body);
    const lines = m.source.split('\n');
    const lineWith = (text: string) => lines.findIndex((l) => l.includes(text)) + 1 || bodyLine(m.source);
    const hero = /<CityHero\b[\s\S]*?\/>/.exec(shown)?.[0];
    if (!hero) {
      say(
        bodyLine(m.source),
        `the page has no <CityHero city={frontMatter.city} />, its heading with ${city.name}'s ZIP range and the estimate and call buttons: add it at the top of the text`,
      );
    }
    for (const [tag, block] of [
      ...(hero ? [['CityHero', hero]] : []),
      ...[...shown.matchAll(/<CityCta\b[\s\S]*?\/>/g)].map((b) => ['CityCta', b[0]]),
    ]) {
      if (!blockCity(block, city.slug)) {
        say(
          lineWith(`<${tag}`),
          `<${tag}> is not for ${city.name}, whose page this is: write <${tag} city={frontMatter.city} ... />`,
        );
      }
    }
    if (m.frontMatter.hide_title !== true) {
      say(
        m.frontMatter.hide_title === undefined ? fieldLine(m.source, 'title') : fieldLine(m.source, 'hide_title'),
        `the page's title would show as a second heading above <CityHero>, which is the page's heading: add hide_title: true to the front matter`,
      );
    }
    const stats = m.frontMatter.stats;
    if (Array.isArray(stats) && stats.length > 0 && !/\bitems=\{\s*frontMatter\.stats\s*\}/.test(shown)) {
      say(
        fieldLine(m.source, 'stats'),
        `the figures in the front matter's stats are not on the page: show them with <CityStats items={frontMatter.stats} /> (under a heading such as "## ${city.name} by the numbers"), or remove them`,
      );
    }
    return problems;
  });

/** The prose paragraphs of a page's text (not headings, blocks, imports or code), at least `min` characters, with their lines. */
function proseParagraphs(m: MarkdownFile, min: number): {text: string; line: number}[] {
  const shown = shownText(m.body);
  const bodyStart = m.source.length - m.body.length;
  return shown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length >= min && /^[\p{L}\p{N}"'“‘*_[(]/u.test(p) && proseLine(p.split('\n')[0]))
    .map((text) => {
      const at = m.source.indexOf(text.split('\n')[0], bodyStart);
      return {text, line: at >= 0 ? m.source.slice(0, at).split('\n').length : bodyLine(m.source)};
    });
}

/**
 * Each city page says what is true of its own city: no paragraph of its text
 * is another city page's, word for word (start from another city's page,
 * then write this city's own). The later page, by file name, is named.
 */
export const cityPagesOwnWords: Rule = (site) => {
  const first = new Map<string, string>();
  const problems: ContentProblem[] = [];
  const pages = servedCityPages(site).sort((a, b) => a.m.file.localeCompare(b.m.file));
  for (const {m, city} of pages) {
    for (const {text, line} of proseParagraphs(m, 60)) {
      const key = text.replace(/\s+/g, ' ');
      const other = first.get(key);
      if (!other) first.set(key, m.file);
      else if (other !== m.file) {
        problems.push({
          file: m.file,
          line,
          message: `${m.file}: this paragraph is also on ${other} ("${key.slice(0, 60)}..."): each city page says what is true of its own city, so write ${city.name}'s own`,
        });
      }
    }
  }
  return problems;
};
