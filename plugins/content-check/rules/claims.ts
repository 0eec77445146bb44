/**
 * Claims a homeowner can check. A figure that changes every year (a loan
 * limit, a cap) carries its year, the page holds the one current when it was
 * last checked, and an older one comes with a link to where the next is
 * published. A page that leans on a known source (the IRC, HUD, Cost vs.
 * Value ...) cites it. Every per-square-foot price is the price story's
 * (src/data/owner/prices.json). A sample claim (marked `sample: true`) is never
 * written into a page's words until the owner confirms it. And the business
 * never claims a guarantee, an award or a ranking, nor promises an approval,
 * round-the-clock service or a response time (BRAND.md).
 */
import type {ContentProblem} from '../checks';
import {priceRangeText} from '../../../src/lib/priceText';
import {formatRate} from '../../../src/lib/deckEstimate';
import {materialPrices, priceRanges, type PriceFamily} from '../../../src/data/pricing';
import {lineOf, recordLine, type Rule, type SiteContent} from './site';

/** A dollar figure of five digits or more: a loan limit, a conforming limit, a cap. */
const limitFigure = /\$\d{2,3}(,\d{3}){1,2}\b/;
// A limit is reset every year (FHA, conforming, HECM); a cap changes when a rule does (203(k)).
const yearly = (sentence: string) => limitFigure.test(sentence) && /\blimits?\b/i.test(sentence);
const sentences = (text: string) => text.split(/(?<=[.;:])\s+|\n+/).filter(Boolean);
/** The sentences of a text that state a limit that changes every year: datedFigures holds them to their year. */
export const yearlyLimits = (text: string): string[] => sentences(text).filter(yearly);
const yearOf = (sentence: string): number | undefined => Number(/\b(20\d\d)\b/.exec(sentence)?.[1]) || undefined;

/** A piece of content with the words a visitor reads: a Markdown page, or one section of a detail page. */
interface Passage {
  readonly where: string;
  /** Markdown pages, by their folder; detail pages are data. */
  readonly markdown: boolean;
  /** The file and line a problem about some of this text points at. */
  readonly at: (text: string) => {file: string; line: number};
  readonly text: string;
  /** When the page was last checked (YYYY-MM-DD), when it says. */
  readonly checked?: string;
  /** Addresses the passage or its page links to. */
  readonly links: readonly string[];
  readonly sources: readonly string[];
}

function passages(site: SiteContent): Passage[] {
  const markdown = site.markdown.map((m): Passage => {
    const fm = m.frontMatter;
    const date = (fm.last_update as {date?: unknown} | undefined)?.date;
    return {
      where: m.file,
      markdown: m.file.startsWith('docs/'),
      at: (text) => ({file: m.file, line: lineOf(m.source, [text.slice(0, 40)])}),
      text: m.body,
      checked: date instanceof Date ? date.toISOString().slice(0, 10) : typeof date === 'string' ? date : undefined,
      links: [...m.body.matchAll(/\]\((https:\/\/[^)\s]+)/g)].map((l) => l[1]),
      sources: ((fm.sources ?? []) as {url?: string}[]).map((s) => String(s?.url ?? '')),
    };
  });
  const sections = site.pageSections.map((s): Passage => {
    return {
      where: `the page ${s.path} (section "${s.id}")`,
      markdown: false,
      at: (text) => recordLine(site, text.slice(0, 40), s.file),
      text: s.text,
      checked: s.lastUpdated,
      links: s.links,
      sources: s.sources,
    };
  });
  return [...markdown, ...sections];
}

export const datedFigures: Rule = (site) =>
  passages(site).flatMap((p) => {
    const found = sentences(p.text).filter(yearly);
    if (found.length === 0) return [];
    const problems: ContentProblem[] = [];
    const say = (text: string, message: string) => problems.push({...p.at(text), message: `${p.where}: ${message}`});
    for (const sentence of found.filter((s) => !yearOf(s))) {
      say(
        sentence,
        `a limit that changes every year has no year: "${sentence.slice(0, 90)}" (write "in 2026", or the year it is from)`,
      );
    }
    const years = found.map(yearOf).filter((y): y is number => y !== undefined);
    const checked = p.checked ? Number(p.checked.slice(0, 4)) : undefined;
    if (checked && years.length > 0 && Math.max(...years) < checked) {
      say(
        found[0],
        `the page was last checked in ${checked} but its newest limit is from ${Math.max(...years)}: add the ${checked} figure beside it (and update the date)`,
      );
    }
    if (
      years.some((y) => !checked || y < checked) &&
      ![...p.links, ...p.sources].some((u) => u.startsWith('https://'))
    ) {
      say(found[0], "an earlier year's limit needs a link to where the current one is published");
    }
    return problems;
  });

/** Names a page leans on, and the sites that publish them: a page that names one cites it. */
const citable: [name: RegExp, publishers: string[], what: string][] = [
  [
    /Cost vs\.? Value/i,
    ['https://www.costvsvalue.com', 'https://remodeling.hw.net', 'https://www.jlconline.com'],
    'the Cost vs. Value report',
  ],
  [/\bIRC\b|International Residential Code/, ['https://codes.iccsafe.org'], 'the International Residential Code'],
  [/\bHUD\b/, ['https://www.hud.gov'], 'HUD'],
  [/\bUSDA\b/, ['https://www.usda.gov'], 'USDA'],
  [/\b811\b/, ['https://www.tn811.com'], 'Tennessee 811'],
];

/** Whether an address is on a publisher's site (www. or a subdomain of it). */
const publishedBy = (url: string, publishers: string[]) => {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return publishers.some((p) => {
    const site = new URL(p).hostname.replace(/^www\./, '');
    return host === site || host.endsWith(`.${site}`);
  });
};

export const sourcesCited: Rule = (site) =>
  passages(site)
    // Guides, city pages and detail pages carry sources; posts and pages cite in their links.
    .filter((p) => p.markdown || p.where.startsWith('the page'))
    .flatMap((p) =>
      citable
        .filter(
          ([name, publishers]) =>
            name.test(p.text) && ![...p.sources, ...p.links].some((u) => publishedBy(u, publishers)),
        )
        .map(([name, publishers, what]) => ({
          ...p.at(name.exec(p.text)![0]),
          message: `${p.where}: names ${what} but does not cite it: add a source at ${publishers[0]} to the page's sources`,
        })),
    );

/** Every per-square-foot price the price story (src/data/owner/prices.json) can produce. */
function priceStory(): Set<string> {
  const families = Object.keys(priceRanges) as PriceFamily[];
  return new Set([
    ...families.flatMap((f) => [priceRangeText(f), priceRangeText(f, 'installed')]),
    ...Object.values(materialPrices).map((m) => `${formatRate(m.pricePerSqFt)} per sq ft`),
  ]);
}

export const onePriceStory: Rule = (site) => {
  const allowed = priceStory();
  const perSqFt = /(from )?\$\d+(\.\d\d)?(-\d+)? per (sq ft|square foot)/g;
  return passages(site).flatMap((p) =>
    [...new Set(p.text.match(perSqFt) ?? [])]
      .filter((price) => !allowed.has(price))
      .map((price) => ({
        ...p.at(price),
        message: `${p.where}: "${price}" is a price of its own: write <Price family="..." /> (src/data/owner/prices.json holds the prices)`,
      })),
  );
};

export const samplesUnwritten: Rule = (site) => {
  const samples = [
    ...site.pageStats.filter((p) => p.stat.sample).map((p) => p.stat),
    ...site.markdown.flatMap((m) =>
      ((m.frontMatter.stats ?? []) as {value?: string; label?: string; sample?: boolean}[]).filter((s) => s?.sample),
    ),
  ];
  return samples.flatMap(({value, label}) => {
    const words = String(label)
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 3);
    return passages(site).flatMap((p) =>
      sentences(p.text)
        .filter((s) => s.includes(String(value)) && words.some((w) => s.toLowerCase().includes(w)))
        .map((s) => ({
          ...p.at(s),
          message: `${p.where}: says "${value} ${label}", a sample claim nobody has confirmed: the page may show it only once the owner confirms it and removes "sample: true"`,
        })),
    );
  });
};

/**
 * What the business may not say of itself (BRAND.md: never invent guarantees
 * or awards): a financing page may still tell of a program's guarantee ("the
 * VA guarantee"), which is a lender's, not the business's.
 */
const selfPraise: readonly [RegExp, string][] = [
  [/\bguarantee(s|d)?\b/i, 'promises a guarantee'],
  [/\bawards?\b|\baward-winning\b/i, 'claims an award'],
  [
    /#\s?1\b|\bnumber[- ]one\b|\b(top|best)[- ]rated\b|\bbest (deck )?(builder|contractor|company)s?\b|\bbest in (town|the area|the region|the state|east tennessee|tennessee|knoxville)\b/i,
    'claims a ranking',
  ],
];

/** What no page of the business promises: lenders approve loans, and the business states no round-the-clock hours or response times. */
const promises: readonly [RegExp, string][] = [
  [/\bguaranteed approval\b|\bapproval guaranteed\b|\byou('ll| will) be approved\b/i, 'promises approval'],
  [/24\/7|\b24 hours a day\b|\bround[- ]the[- ]clock\b/i, 'promises round-the-clock service'],
  [/\bwithin \d+ (minutes?|hours?)\b/i, 'promises a response time'],
];

export const noInventedPromises: Rule = (site) =>
  site.ownWords.flatMap(({where, file, financing, text}) =>
    text.split('\n').flatMap((words) => {
      // One problem a line, the most specific first ("guaranteed approval" is a promise of approval).
      const found = [...promises, ...(financing ? [] : selfPraise)].find(([pattern]) => pattern.test(words));
      if (!found) return [];
      const [pattern, what] = found;
      const at = recordLine(site, words, file);
      return [
        {
          ...at,
          message: `${at.file}: ${where} ${what} ("${pattern.exec(words)![0]}" in "${words.slice(0, 80)}"): the site never invents a guarantee, award, ranking, approval or response time the business has not stated (BRAND.md). Take it out, or say what the business does instead`,
        },
      ];
    }),
  );
