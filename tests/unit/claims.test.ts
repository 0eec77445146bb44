/**
 * The site's figures add up: every count a page shows (a city's decks, a
 * service's designs) is a part of the business's headline count, the city
 * pages' decks together do not pass it, and no page claims more years than
 * the business has. A writer or the owner changing a figure so that two pages
 * disagree turns this red; changing them together does not.
 */
import {business} from '@site/src/data/business';
import {detailPages} from '@site/src/data/detailPages';
import type {Stat} from '@site/src/data/types';
import {contentFiles, frontMatterOf} from '@site/plugins/content/routes';
import {siteDir} from '../helpers/records';

/** "1000+" -> 1000, "$2M+" -> 2000000, "100%" -> 100. */
const amount = (value: string): number => {
  const n = parseFloat(value.replace(/[$,]/g, ''));
  return /M\+?$/.test(value) ? n * 1_000_000 : n;
};

const cityStats: {where: string; stat: Stat}[] = contentFiles(siteDir, 'docs/service-areas', /\.mdx$/).flatMap((file) =>
  ((frontMatterOf(siteDir, `docs/service-areas/${file}`).stats ?? []) as Stat[]).map((stat) => ({
    where: `docs/service-areas/${file}`,
    stat,
  })),
);
// Claims about the business (not a loan program's facts, such as a minimum credit score).
const pageStats: {where: string; stat: Stat}[] = detailPages
  .filter((page) => page.notice !== 'financing')
  .flatMap((page) =>
    page.sections.flatMap((s) => (s.kind === 'stats' ? s.items.map((stat) => ({where: page.path, stat})) : [])),
  );
const all = [...cityStats, ...pageStats];

const headlineDecks = amount(business.stats.decksBuilt);
const businessYears = amount(business.stats.yearsInBusiness);

describe("the site's figures add up", () => {
  it('read the headline claims as numbers', () => {
    expect(headlineDecks).toBeGreaterThan(0);
    expect(businessYears).toBeGreaterThan(0);
    expect(cityStats.length).toBeGreaterThan(0);
  });

  it.each(all.filter(({stat}) => stat.counts === 'decks' || stat.counts === 'projects'))(
    '$where: $stat.value $stat.label is part of the business total',
    ({stat}) => {
      expect(amount(stat.value)).toBeLessThanOrEqual(headlineDecks);
    },
  );

  it("the city pages' decks together are no more than the decks the business has built", () => {
    const decks = cityStats
      .filter(({stat}) => stat.counts === 'decks')
      .reduce((n, {stat}) => n + amount(stat.value), 0);
    expect(decks).toBeLessThanOrEqual(headlineDecks);
  });

  it.each(all.filter(({stat}) => stat.counts === 'years'))(
    '$where: $stat.value $stat.label fits within the business years',
    ({stat}) => {
      expect(amount(stat.value)).toBeLessThanOrEqual(businessYears);
    },
  );
});
