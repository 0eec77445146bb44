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
import {detailPages} from '../../../src/data/detailPages';
import {services} from '../../../src/data/services';
import {loanPrograms} from '../../../src/data/loanPrograms';
import {sellingPoints} from '../../../src/data/sellingPoints';
import type {ContentProblem} from '../checks';
import {contentFiles} from '../routes';
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
import {recordTextsFit} from './records';
import {blocksNameKnown} from './blocks';
import {readData, type MarkdownFile, type RecordText, type Rule, type SiteContent} from './site';

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
  recordTextsFit,
];

/** The site as the rules read it: the given Markdown files and the live data modules. */
export function liveSite(siteDir: string, markdown: readonly MarkdownFile[]): SiteContent {
  return {
    markdown,
    business,
    cityOffices,
    testimonials,
    galleryItems,
    staticFileExists: (path) => existsSync(join(siteDir, 'static', path)),
    pageSections: detailPages.flatMap((page) =>
      page.sections.map((section) => ({
        path: page.path,
        id: section.id,
        text: wordsOf(section),
        links: (section.links ?? []).map((l) => l.to),
        sources: (page.sources ?? []).map((s) => s.url),
        lastUpdated: page.lastUpdated,
      })),
    ),
    pageStats: detailPages.flatMap((page) =>
      page.sections.flatMap((s) =>
        s.kind === 'stats'
          ? s.items.map((stat) => ({path: page.path, stat, financing: page.notice === 'financing'}))
          : [],
      ),
    ),
    recordTexts: recordTexts(),
    ownWords: [
      ...Object.values(sellingPoints).map((p) => ({
        where: `the selling point "${p.title}"`,
        file: 'src/data/sellingPoints.ts',
        financing: false,
        text: wordsOf(p),
      })),
      ...services.map((s) => ({
        where: `the service "${s.slug}"`,
        file: 'src/data/services.ts',
        financing: false,
        text: wordsOf(s),
      })),
      ...detailPages.map((page) => ({
        where: `the page ${page.path}`,
        file: detailFile(page.path),
        financing: page.notice === 'financing',
        text: wordsOf({meta: page.meta, hero: page.hero, sections: page.sections, cta: page.cta}),
      })),
    ],
    data: readData(
      siteDir,
      contentFiles(siteDir, 'src/data', /\.(?:ts|json)$/).map((f) => `src/data/${f}`),
    ),
  };
}

/** The file a detail page's own words are written in (src/data/copy/services/, copy/loan-programs/). */
const detailFile = (path: string) => `src/data/copy${path}.json`;

/** The short texts of the data records that the site shows in places of fixed size (./records). */
function recordTexts(): RecordText[] {
  return [
    ...services.flatMap((s): RecordText[] => [
      {
        record: `the service "${s.slug}"`,
        file: 'src/data/services.ts',
        field: 'ctaLabel',
        place: 'button',
        text: s.ctaLabel,
      },
      {
        record: `the service "${s.slug}"`,
        file: 'src/data/services.ts',
        field: 'menuDescription',
        place: 'menuLine',
        text: s.menuDescription,
      },
    ]),
    ...loanPrograms.map((p): RecordText => ({
      record: `the loan program "${p.slug}"`,
      file: 'src/data/loanPrograms.ts',
      field: 'ctaLabel',
      place: 'button',
      text: p.ctaLabel,
    })),
    ...detailPages.flatMap((page): RecordText[] => [
      {
        record: `the page ${page.path}`,
        file: detailFile(page.path),
        field: 'meta.title',
        place: 'searchTitle',
        text: page.meta.title,
      },
      {
        record: `the page ${page.path}`,
        file: detailFile(page.path),
        field: 'meta.description',
        place: 'searchDescription',
        text: page.meta.description,
      },
    ]),
  ];
}

/** The words a visitor reads in a record (keys that name or style things left out), one sentence or item a line. */
function wordsOf(record: unknown): string {
  const skip = new Set(['kind', 'id', 'icon', 'to', 'href', 'mood', 'url', 'counts', 'price']);
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
