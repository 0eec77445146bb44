// cspell:ignore lenior
// The search box's engine, loaded with the index on the first focus of the box (never in main.js).
// A query fetches only the postings shards that hold its words, then ranks with MiniSearch (BM25).
// No eval, no WebAssembly, no worker: it runs under the site's `script-src 'self'`.
//
// The build serializes one MiniSearch of every document (toJSON) and splits its postings by term into
// shards. Here MiniSearch loads its own serialization back (loadJSON) with the postings that have
// arrived: the lengths and counts BM25 uses come whole from the header, so a query scores exactly as
// in the unsplit index once every term it can reach is in.
import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import {decodePostings} from './pack';
import {parseQuery, type Concept} from './parseQuery';
import {boost, miniSearchOptions, type SearchIndexFile, type TermEntry} from './schema';

export interface SearchResult {
  /** The page's route with the section's anchor. */
  readonly url: string;
  readonly page: string;
  /** The section's heading or the FAQ question; '' for the page itself. */
  readonly section: string;
  readonly faq: boolean;
  readonly score: number;
  /** Index terms that matched, to place the snippet. */
  readonly terms: readonly string[];
  readonly document: number;
}

export interface Fetch {
  /** A postings shard's text. */
  readonly shard: (path: string) => Promise<string>;
  /** A page's snippet file: the opening of each of its sections. */
  readonly texts: (path: string) => Promise<readonly string[]>;
}

export const tuning = {
  /** A synonym counts this much of the word typed. */
  synonym: 0.6,
  /** A typo match (MiniSearch's default weight). */
  fuzzy: 0.45,
  /** "compo" for "composite" while the last word is typed. */
  prefix: 0.4,
  /** At most this many sections of one page in the list. */
  perPage: 3,
  /** A section scoring at least this share of its page's intro is listed before it: it links deeper. */
  sectionFirst: 0.5,
  limit: 8,
};

/** Typos: none under 4 letters; 1 edit to 5 letters or for a word the site uses; 2 from 6 letters ("lenior"). */
export const editsAllowed = (term: string, known: boolean): number =>
  term.length < 4 || /^\d+$/.test(term) ? 0 : term.length <= 5 || known ? 1 : 2;
const asPrefix = (term: string, last: boolean) => last && term.length >= 3;

/** Which page each document belongs to, and each page's first document. */
function documentPages(index: SearchIndexFile): {pageOf: number[]; firstOf: number[]} {
  const pageOf: number[] = [];
  const firstOf: number[] = [];
  index.pages.forEach((page, p) => {
    firstOf.push(pageOf.length);
    for (let i = 0; i < page.documents; i++) pageOf.push(p);
  });
  return {pageOf, firstOf};
}

/**
 * Every term of the site as the words of a few documents: MiniSearch's own typo and prefix search then says which
 * terms a query can reach, before their postings are fetched. The terms go in a few hundred to a task: added in one
 * go they were a 90 ms task at 4x CPU, under the visitor's first keystrokes.
 */
function vocabularySearch(vocabulary: readonly string[]) {
  const reachable = new MiniSearch({fields: ['terms'], tokenize: (text) => text.split('\n'), processTerm: (t) => t});
  const termsPerTask = 256;
  const indexed = reachable.addAllAsync(
    Array.from({length: Math.ceil(vocabulary.length / termsPerTask)}, (_, id) => ({
      id,
      terms: vocabulary.slice(id * termsPerTask, (id + 1) * termsPerTask).join('\n'),
    })),
    {chunkSize: 1},
  );
  const state = {ready: false};
  void indexed.then(() => (state.ready = true));
  const position = new Map(vocabulary.map((term, i) => [term, i]));
  /** The index terms a typed word reaches: itself, its typos, and (the last word typed) its completions. */
  const reach = (term: string, last: boolean): string[] => {
    const known = position.has(term);
    const found = reachable.search(term, {
      fuzzy: editsAllowed(term, known) || false,
      prefix: asPrefix(term, last),
      tokenize: (t) => [t],
    });
    return [...new Set([...(known ? [term] : []), ...found.flatMap((r) => r.terms)])];
  };
  /** The index terms a query can reach (typed, typo, prefix or synonym). */
  const reached = (concepts: readonly Concept[]): Set<string> => {
    const needed = new Set<string>();
    for (const c of concepts) {
      c.typed.forEach((t, i) => reach(t, c.last && i === c.typed.length - 1).forEach((v) => needed.add(v)));
      for (const alternative of c.synonyms) for (const t of alternative) if (position.has(t)) needed.add(t);
    }
    return needed;
  };
  return {indexed, isReady: () => state.ready, position, reached};
}

/**
 * The postings shards as they arrive, and the engine ranking with them. A shard's one promise fetches it AND puts its
 * postings in: whoever awaits it, however many queries overlap, ranks with them in. A failed download is forgotten,
 * so the next query tries again.
 */
function shardStore(
  index: SearchIndexFile,
  vocabulary: readonly string[],
  position: Map<string, number>,
  fetch: Fetch,
) {
  const shards = new Map<number, Promise<void>>();
  const arrived = new Set<number>();
  const postings: TermEntry[] = [];
  let engine: MiniSearch | null = null;
  /** The shard holding a term: the last whose first term comes at or before it. */
  const shardOf = (term: string): number => {
    const at = position.get(term)!;
    let lo = 0;
    let hi = index.shards.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (index.shards[mid].first <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const load = (k: number): Promise<void> => {
    let loading = shards.get(k);
    if (!loading) {
      const {file, first} = index.shards[k];
      const end = index.shards[k + 1]?.first ?? vocabulary.length;
      loading = fetch.shard(file).then(
        (text) => {
          postings.push(...decodePostings(text, vocabulary.slice(first, end)));
          arrived.add(k);
          engine = null; // loaded again with these on the next ranking
        },
        (error: unknown) => {
          shards.delete(k);
          throw error;
        },
      );
      shards.set(k, loading);
    }
    return loading;
  };
  const loaded = (): MiniSearch =>
    (engine ??= MiniSearch.loadJSON(JSON.stringify({...index.engine, index: postings}), miniSearchOptions));
  return {shardOf, load, has: (k: number) => arrived.has(k), loaded};
}

/** What a document scored over a query's concepts, the index terms it matched, and whether its own words matched. */
interface Scores {
  readonly total: Map<number, number>;
  readonly hits: Map<number, number>;
  readonly matched: Map<number, Set<string>>;
  readonly ownWords: Set<number>;
}

/** Each concept's query (the words as typed, with typos and prefix, or a synonym) scored on its own, then summed. */
function scoreConcepts(engine: MiniSearch, concepts: readonly Concept[], position: Map<string, number>): Scores {
  const scores: Scores = {total: new Map(), hits: new Map(), matched: new Map(), ownWords: new Set()};
  const asTyped: SearchOptions = {boost, tokenize: (s) => [s], processTerm: (t) => t};
  for (const c of concepts) {
    const queries: Query[] = [];
    if (c.typed.length > 0)
      queries.push({
        combineWith: 'AND',
        queries: [...c.typed],
        fuzzy: (t) => editsAllowed(t, position.has(t)) || false,
        prefix: (t, i, all) => asPrefix(t, c.last && i === all.length - 1),
        weights: {fuzzy: tuning.fuzzy, prefix: tuning.prefix},
      });
    for (const alternative of c.synonyms)
      queries.push({combineWith: 'AND', queries: [...alternative], boostTerm: () => tuning.synonym});
    for (const r of engine.search({combineWith: 'OR', queries}, asTyped)) {
      const id = r.id as number;
      // MiniSearch multiplies by the query terms matched; count concepts instead, so three synonyms
      // of "value" do not outweigh "deck" and "value".
      scores.total.set(id, (scores.total.get(id) ?? 0) + r.score / Math.max(1, r.queryTerms.length));
      scores.hits.set(id, (scores.hits.get(id) ?? 0) + 1);
      const words = scores.matched.get(id) ?? new Set<string>();
      r.terms.forEach((t) => words.add(t));
      scores.matched.set(id, words);
      if (Object.values(r.match).some((f) => f.some((field) => field !== 'context'))) scores.ownWords.add(id);
    }
  }
  return scores;
}

type Ranked = {readonly id: number; readonly score: number};

/**
 * The documents in the order a visitor reads them: at most `perPage` of a page, one a link (cards without an anchor
 * of their own link to their section), and a page's best section before its bare intro unless it matched only on
 * the page's title.
 */
function pageOrder(
  index: SearchIndexFile,
  pageOf: readonly number[],
  ranked: readonly Ranked[],
  ownWords: Set<number>,
) {
  const links = new Set<string>();
  const perPage = new Map<number, Ranked[]>();
  for (const r of ranked) {
    const link = `${pageOf[r.id]}#${index.anchors[r.id]}`;
    const group = perPage.get(pageOf[r.id]) ?? [];
    if (group.length < tuning.perPage && !links.has(link)) group.push(r);
    links.add(link);
    perPage.set(pageOf[r.id], group);
  }
  const order = ranked.filter((r) => perPage.get(pageOf[r.id])!.includes(r));
  for (const [first, second] of perPage.values()) {
    if (
      second &&
      index.kinds[first.id] === 'p' &&
      ownWords.has(second.id) &&
      second.score >= tuning.sectionFirst * first.score
    ) {
      const a = order.indexOf(first);
      const b = order.indexOf(second);
      [order[a], order[b]] = [order[b], order[a]];
    }
  }
  return order;
}

/** The best sections and pages for a query's concepts, as results. */
function rank(index: SearchIndexFile, pageOf: readonly number[], scores: Scores, limit: number): SearchResult[] {
  const ranked = [...scores.total]
    .map(([id, s]) => ({id, score: s * scores.hits.get(id)!}))
    .sort((a, b) => b.score - a.score);
  return pageOrder(index, pageOf, ranked, scores.ownWords)
    .slice(0, limit)
    .map(({id, score}) => {
      const page = index.pages[pageOf[id]];
      const anchor = index.anchors[id];
      return {
        url: anchor ? `${page.route}#${anchor}` : page.route,
        page: page.title,
        section: index.labels[id],
        faq: index.kinds[id] === 'f',
        score,
        terms: [...scores.matched.get(id)!],
        document: id,
      };
    });
}

/** Each shown page's snippet file, fetched once (a failed one is tried again next time; its result shows without). */
function snippetStore(index: SearchIndexFile, {pageOf, firstOf}: ReturnType<typeof documentPages>, fetch: Fetch) {
  const texts = new Map<string, Promise<readonly string[]>>();
  /** The results with a snippet each. */
  async function withSnippets(results: readonly SearchResult[]): Promise<(SearchResult & {snippet: string})[]> {
    return Promise.all(
      results.map(async (r) => {
        const page = index.pages[pageOf[r.document]];
        if (!texts.has(page.text))
          texts.set(
            page.text,
            fetch.texts(page.text).catch(() => {
              texts.delete(page.text);
              return [];
            }),
          );
        const text = (await texts.get(page.text)!)[r.document - firstOf[pageOf[r.document]]];
        return {...r, snippet: snippet(text, r.terms)};
      }),
    );
  }
  /** Whether every result's snippet file is loaded. */
  const snippetsReady = (results: readonly SearchResult[]): boolean =>
    results.every((r) => texts.has(index.pages[pageOf[r.document]].text));
  return {withSnippets, snippetsReady};
}

export function createSearch(index: SearchIndexFile, fetch: Fetch) {
  const vocabulary = index.terms.split('\n');
  const documents = documentPages(index);
  const terms = vocabularySearch(vocabulary);
  const store = shardStore(index, vocabulary, terms.position, fetch);

  /** The shards holding the terms a query can reach. */
  const shardsOf = (query: string): Set<number> =>
    new Set([...terms.reached(parseQuery(query, index.synonyms))].map(store.shardOf));

  /** The pages and sections that answer a query, best first, once every shard it needs is in. */
  async function search(query: string, limit = tuning.limit): Promise<SearchResult[]> {
    if (!terms.isReady()) await terms.indexed;
    const concepts = parseQuery(query, index.synonyms);
    const needed = shardsOf(query);
    if (concepts.length === 0 || needed.size === 0) return [];
    await Promise.all([...needed].map(store.load));
    return rank(index, documents.pageOf, scoreConcepts(store.loaded(), concepts, terms.position), limit);
  }

  /** Whether a query can be answered from what has arrived, without waiting for a download. */
  const ready = (query: string): boolean => terms.isReady() && [...shardsOf(query)].every(store.has);

  /** Settles once every term is in the typo and prefix search (a few tasks after createSearch). */
  const indexed = terms.indexed.then(() => undefined);
  return {search, ready, ...snippetStore(index, documents, fetch), indexed};
}

export type Search = ReturnType<typeof createSearch>;

/** A snippet: the window around the first matched word, or the section's opening. */
export function snippet(text: string | undefined, terms: readonly string[], max = 160): string {
  if (!text) return '';
  const lower = text.toLowerCase();
  let at = -1;
  for (const t of terms) {
    const i = lower.search(new RegExp(`\\b${t.replace(/[^a-z0-9]/g, '')}`));
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  const cut = (s: string) => s.replace(/\s+\S*$/, '');
  if (at < max / 2) return text.length > max ? `${cut(text.slice(0, max))}…` : text;
  const start = text.lastIndexOf(' ', at - 40) + 1;
  return `…${cut(text.slice(start, start + max))}…`;
}
