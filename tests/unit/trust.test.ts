/**
 * Content a homeowner can trust, as rules over every page's source:
 * - a yearly figure (a loan limit, a fee cap) carries its year; a figure older
 *   than this year comes with a link to where the current one is published;
 * - pages whose figures change yearly say when they were last checked, and
 *   guides and city pages name their sources;
 * - every per-square-foot price on the site is the price story's
 *   (src/data/pricing.ts), never a figure of its own.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {detailPages} from '@site/src/data/detailPages';
import {materialPrices, priceRanges, type PriceFamily} from '@site/src/data/pricing';
import {priceRangeText} from '@site/src/lib/priceText';
import {contentFiles, frontMatterOf} from '@site/plugins/content/routes';
import {markdownFiles} from '@site/plugins/content';
import {siteDir, visibleText} from '../helpers/records';

const thisYear = new Date().getFullYear();
const sentences = (text: string) => text.split(/(?<=[.;])\s+/);
/** A dollar figure of five digits or more: a loan limit, a conforming limit, a cap. */
const limitFigure = /\$\d{2,3}(,\d{3}){1,2}\b/;

describe('dated figures', () => {
  const financing = detailPages.filter((page) => page.notice === 'financing');

  it.each(financing.flatMap((page) => page.sections.map((section) => [page.path, section.id, section] as const)))(
    '%s #%s: every limit figure carries its year, and an old one a link to the current figure',
    (_path, _id, section) => {
      const text = visibleText({
        title: section.title,
        body: section.body,
        items: 'items' in section ? section.items : [],
      });
      // A limit or cap changes every year; a worked example (a $400,000 home) does not.
      for (const sentence of sentences(text).filter((s) => limitFigure.test(s) && /\b(limits?|caps?)\b/i.test(s))) {
        const year = /\b(20\d\d)\b/.exec(sentence)?.[1];
        expect(year ? '' : sentence).toBe('');
        if (Number(year) < thisYear) {
          const linked = section.links?.some((l) => l.to.startsWith('https://'));
          expect(linked ? '' : `${sentence} (no link to where the current figure is published)`).toBe('');
        }
      }
    },
  );

  it.each(financing.map((page) => [page.path, page] as const))('%s: says when it was last checked', (_, page) => {
    expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(page.lastUpdated!).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('sources', () => {
  const docs = [
    ...contentFiles(siteDir, 'docs/resources', /\.mdx$/).map((f) => `docs/resources/${f}`),
    ...contentFiles(siteDir, 'docs/service-areas', /\.mdx$/)
      .filter((f) => f !== 'index.mdx')
      .map((f) => `docs/service-areas/${f}`),
  ];

  it.each(docs)('%s names its sources and when it was last checked', (file) => {
    const fm = frontMatterOf(siteDir, file);
    expect(((fm.sources ?? []) as unknown[]).length).toBeGreaterThan(0);
    expect(fm.last_update).toBeDefined();
  });

  it('cites the Cost vs. Value report, the IRC, HUD, USDA and Tennessee 811 where the content leans on them', () => {
    const all = JSON.stringify([
      ...markdownFiles(siteDir).map((f) => frontMatterOf(siteDir, f).sources ?? []),
      ...detailPages.map((p) => p.sources ?? []),
    ]);
    for (const host of ['remodeling.hw.net/cost-vs-value', 'codes.iccsafe.org', 'hud.gov', 'usda.gov', 'tn811.com']) {
      expect(all).toContain(host);
    }
  });
});

describe('one price story', () => {
  /** Every per-square-foot price the price story can produce. */
  const allowed = new Set([
    ...(Object.keys(priceRanges) as PriceFamily[]).flatMap((f) => [priceRangeText(f), priceRangeText(f, 'installed')]),
    ...Object.values(materialPrices).map((m) => `$${m.pricePerSqFt} per sq ft`),
  ]);

  it.each(markdownFiles(siteDir))('%s quotes no per-square-foot price of its own', (file) => {
    const text = readFileSync(join(siteDir, file), 'utf8');
    const quoted = text.match(/(from )?\$\d+(-\d+)? per (sq ft|square foot)/g) ?? [];
    expect(quoted.filter((q) => !allowed.has(q))).toEqual([]);
  });

  it.each(detailPages.map((p) => [p.path, p] as const))("%s quotes only the price story's prices", (_, page) => {
    const quoted = JSON.stringify(page).match(/(from )?\$\d+(-\d+)? per (sq ft|square foot)/g) ?? [];
    expect(quoted.filter((q) => !allowed.has(q))).toEqual([]);
  });
});
