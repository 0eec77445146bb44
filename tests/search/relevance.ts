/**
 * Does the site search answer what homeowners ask? Each query in queries.json (written from what
 * homeowners type, before the engine was tuned) and queries-holdout.json (written after, never tuned
 * on) lists the pages or sections that answer it. A query's rank is where its first answer appears:
 * - page level: over distinct pages in result order (a section of the right page counts);
 * - section level: the answer's own #anchor (an answer without one accepts any section of its page).
 * An answer the build no longer has (a post removed, a city dropped) is left out; a query with no
 * answer left is reported, not scored: what writers remove cannot fail the suite.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pageFile} from '../../build-time/pages';
import {createSearch, type Search, type SearchResult} from '../../src/lib/search/query';
import {searchIndexPath, type SearchIndexFile} from '../../src/lib/search/schema';

export interface Query {
  readonly q: string;
  readonly answers: readonly string[];
  readonly kind: 'question' | 'synonym' | 'cost' | 'symptom' | 'brand' | 'place' | 'misspelling';
}

const read = (file: string): Query[] => JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as Query[];
export const querySets = {main: read('queries.json'), holdout: read('queries-holdout.json')};

/** The search as the browser runs it, over a build's files on disk. */
export function searchOf(buildDir: string): {search: Search; index: SearchIndexFile} {
  const file = (path: string) => readFileSync(join(buildDir, path), 'utf8');
  const index = JSON.parse(file(searchIndexPath)) as SearchIndexFile;
  const search = createSearch(index, {
    shard: async (path) => file(path),
    texts: async (path) => JSON.parse(file(path)) as string[],
  });
  return {search, index};
}

// A React block's heading is `#x-title` in its section `#x`: either names the same place.
const place = (url: string): [string, string] => {
  const [path, anchor = ''] = url.split('#');
  return [path.replace(/(.)\/$/, '$1'), anchor.replace(/-title$/, '')];
};

/** The answers the build still has: the page exists and, for a deep link, so does its anchor. */
export function answersIn(buildDir: string, answers: readonly string[]): string[] {
  return answers.filter((answer) => {
    const [path, anchor] = place(answer);
    const html = pageFile(buildDir, path);
    // The build minifies its HTML: an id may be written without quotes.
    const id = new RegExp(`\\sid=["']?${anchor.replace(/[^\w-]/g, '\\$&')}(?:-title)?["'\\s>]`);
    return existsSync(html) && (!anchor || id.test(readFileSync(html, 'utf8')));
  });
}

export interface Ranked {
  readonly query: Query;
  readonly answers: readonly string[];
  /** 1-based; 0 when not in the results. */
  readonly pageRank: number;
  readonly sectionRank: number;
  readonly got: readonly SearchResult[];
}

export function rank(results: readonly SearchResult[], answers: readonly string[]): [page: number, section: number] {
  const wanted = answers.map(place);
  const pages: string[] = [];
  let pageRank = 0;
  for (const r of results) {
    const [path] = place(r.url);
    if (pages.includes(path)) continue;
    pages.push(path);
    if (wanted.some(([p]) => p === path)) {
      pageRank = pages.length;
      break;
    }
  }
  const sectionRank =
    results.findIndex((r) => {
      const [path, anchor] = place(r.url);
      return wanted.some(([p, a]) => p === path && (!a || a === anchor));
    }) + 1;
  return [pageRank, sectionRank];
}

export interface Score {
  readonly queries: number;
  readonly top1: number;
  readonly top3: number;
  readonly mrr: number;
  readonly sectionTop3: number;
  readonly sectionMrr: number;
}

export function score(rows: readonly Ranked[]): Score {
  const n = rows.length || 1;
  const within = (k: number, at: number) => k > 0 && k <= at;
  const share = (pick: (r: Ranked) => boolean) => rows.filter(pick).length / n;
  const reciprocal = (pick: (r: Ranked) => number) =>
    rows.reduce((sum, r) => sum + (within(pick(r), 10) ? 1 / pick(r) : 0), 0) / n;
  return {
    queries: rows.length,
    top1: share((r) => within(r.pageRank, 1)),
    top3: share((r) => within(r.pageRank, 3)),
    mrr: reciprocal((r) => r.pageRank),
    sectionTop3: share((r) => within(r.sectionRank, 3)),
    sectionMrr: reciprocal((r) => r.sectionRank),
  };
}

/** Every query of a set, ranked; queries whose answers are all gone come back separately. */
export async function runSet(
  buildDir: string,
  search: Search,
  queries: readonly Query[],
): Promise<{rows: Ranked[]; unanswerable: Query[]}> {
  const rows: Ranked[] = [];
  const unanswerable: Query[] = [];
  for (const query of queries) {
    const answers = answersIn(buildDir, query.answers);
    if (answers.length === 0) {
      unanswerable.push(query);
      continue;
    }
    const got = await search.search(query.q, 10);
    const [pageRank, sectionRank] = rank(got, answers);
    rows.push({query, answers, pageRank, sectionRank, got});
  }
  return {rows, unanswerable};
}

const percent = (x: number) => `${(x * 100).toFixed(0)}%`;

/** The score table the suite prints. */
export function report(name: string, s: Score): string {
  return `${name.padEnd(8)} ${String(s.queries).padStart(3)} queries  top-1 ${percent(s.top1).padStart(4)}  top-3 ${percent(s.top3).padStart(4)}  MRR ${s.mrr.toFixed(3)}  section top-3 ${percent(s.sectionTop3).padStart(4)}  section MRR ${s.sectionMrr.toFixed(3)}`;
}
