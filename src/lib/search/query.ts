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

export function createSearch(index: SearchIndexFile, fetch: Fetch) {
  const vocabulary = index.terms.split('\n');
  const pageOf: number[] = [];
  const firstOf: number[] = [];
  index.pages.forEach((page, p) => {
    firstOf.push(pageOf.length);
    for (let i = 0; i < page.documents; i++) pageOf.push(p);
  });

  // Every term of the site as the words of a few documents: MiniSearch's own typo and prefix search then
  // says which terms a query can reach, before their postings are fetched. The terms go in a few hundred
  // to a task: added in one go they were a 90 ms task at 4x CPU, under the visitor's first keystrokes.
  const reachable = new MiniSearch({fields: ['terms'], tokenize: (text) => text.split('\n'), processTerm: (t) => t});
  const termsPerTask = 256;
  const vocabularyIn = reachable.addAllAsync(
    Array.from({length: Math.ceil(vocabulary.length / termsPerTask)}, (_, id) => ({
      id,
      terms: vocabulary.slice(id * termsPerTask, (id + 1) * termsPerTask).join('\n'),
    })),
    {chunkSize: 1},
  );
  let vocabularyReady = false;
  void vocabularyIn.then(() => (vocabularyReady = true));
  const position = new Map(vocabulary.map((term, i) => [term, i]));
  const reach = (term: string, last: boolean): string[] => {
    const known = position.has(term);
    const found = reachable.search(term, {
      fuzzy: editsAllowed(term, known) || false,
      prefix: asPrefix(term, last),
      tokenize: (t) => [t],
    });
    return [...new Set([...(known ? [term] : []), ...found.flatMap((r) => r.terms)])];
  };
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

  // A shard's one promise fetches it AND puts its postings in: whoever awaits it, however many queries
  // overlap, ranks with them in. A failed download is forgotten, so the next query tries again.
  const shards = new Map<number, Promise<void>>();
  const arrived = new Set<number>();
  const postings: TermEntry[] = [];
  let engine: MiniSearch | null = null;
  const loadShard = (k: number): Promise<void> => {
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

  /** The index terms a query can reach (typed, typo, prefix or synonym). */
  function reached(concepts: readonly Concept[]): Set<string> {
    const needed = new Set<string>();
    for (const c of concepts) {
      c.typed.forEach((t, i) => reach(t, c.last && i === c.typed.length - 1).forEach((v) => needed.add(v)));
      for (const alternative of c.synonyms) for (const t of alternative) if (position.has(t)) needed.add(t);
    }
    return needed;
  }

  /** The shards holding the terms a query can reach. */
  const shardsOf = (query: string): Set<number> =>
    new Set([...reached(parseQuery(query, index.synonyms))].map(shardOf));

  /** The pages and sections that answer a query, best first, once every shard it needs is in. */
  async function search(query: string, limit = tuning.limit): Promise<SearchResult[]> {
    if (!vocabularyReady) await vocabularyIn;
    const concepts = parseQuery(query, index.synonyms);
    const needed = shardsOf(query);
    if (concepts.length === 0 || needed.size === 0) return [];
    await Promise.all([...needed].map(loadShard));
    return rank(concepts, limit);
  }

  /** Whether a query can be answered from what has arrived, without waiting for a download. */
  const ready = (query: string): boolean => vocabularyReady && [...shardsOf(query)].every((k) => arrived.has(k));

  function rank(concepts: readonly Concept[], limit: number): SearchResult[] {
    const total = new Map<number, number>();
    const hits = new Map<number, number>();
    const matched = new Map<number, Set<string>>();
    const ownWords = new Set<number>();
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
      for (const r of loaded().search({combineWith: 'OR', queries}, asTyped)) {
        const id = r.id as number;
        // MiniSearch multiplies by the query terms matched; count concepts instead, so three synonyms
        // of "value" do not outweigh "deck" and "value".
        total.set(id, (total.get(id) ?? 0) + r.score / Math.max(1, r.queryTerms.length));
        hits.set(id, (hits.get(id) ?? 0) + 1);
        const words = matched.get(id) ?? new Set<string>();
        r.terms.forEach((t) => words.add(t));
        matched.set(id, words);
        if (Object.values(r.match).some((f) => f.some((field) => field !== 'context'))) ownWords.add(id);
      }
    }
    const ranked = [...total].map(([id, s]) => ({id, score: s * hits.get(id)!})).sort((a, b) => b.score - a.score);
    // Cards without an anchor of their own link to their section: one result a link, the best one.
    const links = new Set<string>();
    const perPage = new Map<number, typeof ranked>();
    for (const r of ranked) {
      const link = `${pageOf[r.id]}#${index.anchors[r.id]}`;
      const group = perPage.get(pageOf[r.id]) ?? [];
      if (group.length < tuning.perPage && !links.has(link)) group.push(r);
      links.add(link);
      perPage.set(pageOf[r.id], group);
    }
    const order = ranked.filter((r) => perPage.get(pageOf[r.id])!.includes(r));
    for (const [first, second] of perPage.values()) {
      // A page's best section before its bare intro, unless it matched only on the page's title.
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
    return order.slice(0, limit).map(({id, score}) => {
      const page = index.pages[pageOf[id]];
      const anchor = index.anchors[id];
      return {
        url: anchor ? `${page.route}#${anchor}` : page.route,
        page: page.title,
        section: index.labels[id],
        faq: index.kinds[id] === 'f',
        score,
        terms: [...matched.get(id)!],
        document: id,
      };
    });
  }

  const texts = new Map<string, Promise<readonly string[]>>();
  /** The results with a snippet each (fetches each shown page's snippet file once). */
  async function withSnippets(results: readonly SearchResult[]): Promise<(SearchResult & {snippet: string})[]> {
    return Promise.all(
      results.map(async (r) => {
        const page = index.pages[pageOf[r.document]];
        if (!texts.has(page.text))
          texts.set(
            page.text,
            fetch.texts(page.text).catch(() => {
              texts.delete(page.text);
              return []; // no snippet this time; the result still shows
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

  /** Settles once every term is in the typo and prefix search (a few tasks after createSearch). */
  const indexed = vocabularyIn.then(() => undefined);
  return {search, ready, withSnippets, snippetsReady, indexed};
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
