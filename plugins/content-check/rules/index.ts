/**
 * The content rules that read the whole site at once, run by
 * `npm run check:content` after the per-file checks: what the content says
 * must agree with the business's data and with itself. Each problem names the
 * file and line the owner or a writer fixes.
 */
import {business} from '../../../src/data/business';
import {cityOffices} from '../../../src/data/buildingOffices';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {testimonials} from '../../../src/data/testimonials';
import {galleryItems} from '../../../src/data/gallery';
import type {DetailPage} from '../../../src/data/types';
import {pageFile, sitePages, type SellingPointsCopy} from '../../../src/data/pageSchema';
import {detailPages, type DetailFiles} from '../../../src/lib/detailPages';
import {readDetailFiles} from '../../../build-time/copy';
import type {ContentProblem} from '../checks';
import {contentFiles, knownPaths} from '../routes';
import {
  citiesHavePages,
  citiesLinked,
  cityPagesListServices,
  cityPagesNameTheirCity,
  cityPagesOwnWords,
  cityPagesShowTheirCity,
  noFormerCities,
} from './cities';
import {factsNotTyped, galleryComplete} from './facts';
import {ownerDataValid} from './ownerData';
import {figuresAddUp} from './figures';
import {datedFigures, noInventedPromises, onePriceStory, samplesUnwritten, sourcesCited} from './claims';
import {blocksNameKnown} from './blocks';
import {copyPointsAtWhatIsThere} from './copy';
import {readData, type MarkdownFile, type Rule, type SiteContent} from './site';

export type {MarkdownFile, SiteContent} from './site';

export const siteRules: readonly Rule[] = [
  ownerDataValid,
  factsNotTyped,
  figuresAddUp,
  citiesHavePages,
  noFormerCities,
  citiesLinked,
  cityPagesListServices,
  cityPagesNameTheirCity,
  cityPagesShowTheirCity,
  cityPagesOwnWords,
  blocksNameKnown,
  galleryComplete,
  datedFigures,
  sourcesCited,
  onePriceStory,
  samplesUnwritten,
  noInventedPromises,
  copyPointsAtWhatIsThere,
];

/** The services' and programs' files and pages; none while a file is not JSON or not whole (./ownerData names it). */
function detailContent(siteDir: string): {files: DetailFiles; pages: DetailPage[]} {
  try {
    const files = readDetailFiles(siteDir);
    return {files, pages: detailPages(files)};
  } catch {
    return {files: {services: [], loanPrograms: []}, pages: []};
  }
}

/** The site as the rules read it: the given Markdown files, the live data modules and the copy's files. */
export function liveSite(siteDir: string, markdown: readonly MarkdownFile[]): SiteContent {
  const {files, pages} = detailContent(siteDir);
  const data = readData(
    siteDir,
    contentFiles(siteDir, 'src/data', /\.(?:ts|json)$/).map((f) => `src/data/${f}`),
  );
  return {
    markdown,
    business,
    cityOffices,
    testimonials,
    galleryItems,
    staticFileExists: (path) => existsSync(join(siteDir, 'static', path)),
    isKnownPath: knownPaths(siteDir),
    serviceSlugs: files.services.map((s) => s.slug),
    pageSections: pages.flatMap((page) =>
      page.sections.map((section) => ({
        path: page.path,
        file: detailFile(page.path),
        id: section.id,
        // A figure marked as a stand-in is not shown (StatRow): it is not the page's words.
        text: wordsOf(section.kind === 'stats' ? {...section, items: section.items.filter((i) => !i.sample)} : section),
        links: (section.links ?? []).map((l) => l.to),
        sources: (page.sources ?? []).map((s) => s.url),
        lastUpdated: page.lastUpdated,
      })),
    ),
    pageStats: pages.flatMap((page) =>
      page.sections.flatMap((s) =>
        s.kind === 'stats'
          ? s.items.map((stat) => ({path: page.path, stat, financing: page.notice === 'financing'}))
          : [],
      ),
    ),
    ownWords: [
      ...sellingPointsIn(data).map((p) => ({
        where: `the selling point "${p.title}"`,
        file: pageFile('selling-points'),
        financing: false,
        text: wordsOf(p),
      })),
      ...sitePages
        .filter(({name}) => name !== 'selling-points' && data[pageFile(name)] !== undefined)
        .map(({name, path}) => ({
          where: `the page ${path ?? name}`,
          file: pageFile(name),
          financing: name === 'loan-programs',
          text: wordsOf(JSON.parse(data[pageFile(name)]) as unknown),
        })),
      // A service's or program's words: its summary (menu line, card, button) and its page.
      ...[...files.services, ...files.loanPrograms].map((file, i) => ({
        where: `the page ${pages[i].path}`,
        file: detailFile(pages[i].path),
        financing: pages[i].notice === 'financing',
        text: wordsOf({...file, sections: pages[i].sections, related: undefined, sources: undefined}),
      })),
    ],
    data,
  };
}

/** The selling points as their file holds them; none while it is not JSON (./ownerData names it). */
function sellingPointsIn(data: Readonly<Record<string, string>>): SellingPointsCopy['points'] {
  try {
    return (JSON.parse(data[pageFile('selling-points')] ?? '') as SellingPointsCopy).points ?? [];
  } catch {
    return [];
  }
}

/** The file a detail page's words are written in (src/data/copy/services/, copy/loan-programs/). */
const detailFile = (path: string) => `src/data/copy${path}.json`;

/** The words a visitor reads in a record (keys that name or style things left out), one sentence or item a line. */
function wordsOf(record: unknown): string {
  const skip = new Set([
    'kind',
    'id',
    'icon',
    'to',
    'href',
    'mood',
    'url',
    'counts',
    'price',
    'image',
    'program',
    'slug',
  ]);
  const walk = (value: unknown, key?: string): string[] =>
    key && skip.has(key)
      ? []
      : typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap((v) => walk(v))
          : value && typeof value === 'object'
            ? Object.entries(value).flatMap(([k, v]) => walk(v, k))
            : [];
  return walk(record).join('\n');
}

export function siteProblems(site: SiteContent, rules: readonly Rule[] = siteRules): ContentProblem[] {
  return rules.flatMap((rule) => rule(site));
}
