/**
 * Figures that must add up. Every count a page shows (a city's decks, a
 * service's designs) is a part of the business's headline count; the city
 * pages' decks together do not pass it; no page claims more years than the
 * business has; the rating is out of five; and the home page shows no more
 * Google reviews than the review count the business states. An owner or a
 * writer changing one figure so that two disagree is told where, and
 * changing them together passes.
 */
import type {ContentProblem} from '../checks';
import {amount, dataLine, lineOf, type MarkdownFile, type Rule, type SiteContent} from './site';
import type {Stat} from '../../../src/data/types';

interface Claim {
  readonly stat: Stat;
  /** What the problem says of where the figure is ("the Farragut page"). */
  readonly where: string;
  readonly file: string;
  readonly line: number;
}

/** The stats in a city page's front matter, with their lines. */
function cityClaims(file: MarkdownFile): Claim[] {
  const stats = Array.isArray(file.frontMatter.stats) ? (file.frontMatter.stats as Stat[]) : [];
  const start = lineOf(file.source, ['stats:']);
  return stats
    .filter((stat) => typeof stat?.value === 'string')
    .map((stat) => ({
      stat,
      where: file.file,
      file: file.file,
      line: lineOf(file.source, [String(stat.value)], start),
    }));
}

function pageClaims(site: SiteContent): Claim[] {
  return site.pageStats
    .filter((p) => !p.financing)
    .map(({path, stat}) => ({stat, where: `the page ${path}`, ...dataLine(site, stat.label, undefined, '')}));
}

export const figuresAddUp: Rule = (site) => {
  const {stats} = site.business;
  const problems: ContentProblem[] = [];
  const at = (key: string) => dataLine(site, stats[key as keyof typeof stats], `${key}:`);
  const decks = amount(stats.decksBuilt);
  const years = amount(stats.yearsInBusiness);
  const rating = amount(stats.rating);

  if (!(rating > 0 && rating <= 5)) {
    problems.push({
      ...at('rating'),
      message: `src/data/owner/business.json: stats.rating "${stats.rating}" is not a rating out of 5 (write the Google rating, e.g. "4.8")`,
    });
  }
  const googleReviews = site.testimonials.filter((t) => t.source === 'google').length;
  if (googleReviews > amount(stats.reviewCount)) {
    problems.push({
      ...at('reviewCount'),
      message: `src/data/owner/business.json: stats.reviewCount "${stats.reviewCount}" is fewer than the ${googleReviews} Google reviews src/data/owner/reviews.json shows: update the count from the Google profile`,
    });
  }

  const cityFiles = site.markdown.filter((m) => /^docs\/service-areas\/(?!index\.)[^/]+\.mdx?$/.test(m.file));
  const cities = cityFiles.flatMap(cityClaims);
  for (const claim of [...cities, ...pageClaims(site)]) {
    const {value, label, counts} = claim.stat;
    if ((counts === 'decks' || counts === 'projects') && amount(value) > decks) {
      problems.push({
        file: claim.file,
        line: claim.line,
        message: `${claim.where}: "${value} ${label}" is more than the ${stats.decksBuilt} decks the business has built (stats.decksBuilt in src/data/owner/business.json): one of the two is wrong`,
      });
    }
    if (counts === 'years' && amount(value) > years) {
      problems.push({
        file: claim.file,
        line: claim.line,
        message: `${claim.where}: "${value} ${label}" is more years than the business's ${stats.yearsInBusiness} (stats.yearsInBusiness in src/data/owner/business.json): one of the two is wrong`,
      });
    }
  }
  const cityDecks = cities.filter((c) => c.stat.counts === 'decks');
  const total = cityDecks.reduce((n, c) => n + amount(c.stat.value), 0);
  if (total > decks) {
    problems.push({
      ...at('decksBuilt'),
      message: `src/data/owner/business.json: the city pages' decks add up to ${total} (${cityDecks.map((c) => `${c.stat.value} in ${c.file}`).join(', ')}), more than the ${stats.decksBuilt} decks the business has built`,
    });
  }
  return problems;
};
