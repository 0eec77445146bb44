/**
 * The content rules that read the whole site at once, run by
 * `npm run check:content` after the per-file checks: what the content says
 * must agree with the business's data and with itself. Each problem names the
 * file and line the owner or a writer fixes.
 */
import {business} from '../../../src/data/business';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {testimonials} from '../../../src/data/testimonials';
import {galleryItems} from '../../../src/data/gallery';
import {detailPages} from '../../../src/data/detailPages';
import type {ContentProblem} from '../checks';
import {contentFiles} from '../routes';
import {citiesHavePages, citiesLinked, cityPagesListServices, noFormerCities} from './cities';
import {factsNotTyped, galleryComplete, wellFormedFacts} from './facts';
import {figuresAddUp} from './figures';
import {datedFigures, onePriceStory, samplesUnwritten, sourcesCited} from './claims';
import {readData, type MarkdownFile, type Rule, type SiteContent} from './site';

export type {MarkdownFile, SiteContent} from './site';

export const siteRules: readonly Rule[] = [
  wellFormedFacts,
  factsNotTyped,
  figuresAddUp,
  citiesHavePages,
  noFormerCities,
  citiesLinked,
  cityPagesListServices,
  galleryComplete,
  datedFigures,
  sourcesCited,
  onePriceStory,
  samplesUnwritten,
];

/** The site as the rules read it: the given Markdown files and the live data modules. */
export function liveSite(siteDir: string, markdown: readonly MarkdownFile[]): SiteContent {
  return {
    markdown,
    business,
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
    data: readData(
      siteDir,
      contentFiles(siteDir, 'src/data', /\.ts$/).map((f) => `src/data/${f}`),
    ),
  };
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
