/**
 * Search documents -> the files the search box fetches, all static:
 * - `search/index.json` (SearchIndexFile): MiniSearch's serialization of every document less the
 *   postings (document ids and lengths), the vocabulary, pages, anchors, labels and the compiled
 *   synonyms; fetched on the first focus of the search box;
 * - postings shards of about 0.6 KB brotli each, in term order: a query fetches only the shards that hold
 *   its words (and their typo, prefix and synonym variants), so the first search stays small however
 *   many posts the blog grows to;
 * - one snippet file a page (the opening of each of its sections), fetched for the results shown.
 * Shards and snippet files are named by their content (cached for good, under /assets/);
 * index.json names the ones it was built with, so a deploy never mixes two builds' files.
 */
import {deepStrictEqual} from 'node:assert';
import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {miniSearchOptions, type DocumentKind, type SearchIndexFile} from '../../src/lib/search/schema';
import {decodePostings, encodePostings} from '../../src/lib/search/pack';
import {compileSynonyms} from '../../src/lib/search/synonyms';
import type {Synonyms} from '../../src/data/types';
import type {SearchPage, SearchSection} from './extract';

/**
 * Postings per shard, in encoded characters (about 0.6 KB brotli). Measured over the bench's queries
 * typed key by key: 4096 characters fetched 16.9 KB of postings a query (median), 1024 fetch 6.6 KB for
 * 0.5 KB more of index; 512 saves 1.5 KB more but doubles the requests.
 */
const defaultShardChars = 1024;
/** A snippet never needs more of a section than this. */
const snippetChars = 500;
const kindOf: Record<SearchSection['kind'], DocumentKind> = {page: 'p', section: 's', faq: 'f'};

const contentName = (text: string, extension: string) =>
  `${createHash('sha256').update(text).digest('base64url').slice(0, 12)}.${extension}`;

export interface BuiltIndex {
  readonly index: SearchIndexFile;
  /** File name (under the assets directory) -> contents. */
  readonly files: ReadonlyMap<string, string>;
}

export function buildIndex(
  pages: readonly SearchPage[],
  synonyms: Synonyms,
  assets: string,
  shardChars = defaultShardChars,
): BuiltIndex {
  const documents = pages.flatMap((page) =>
    page.sections.map((section) => {
      const intro = section.kind === 'page';
      return {
        title: intro ? (page.h1 && page.h1 !== page.title ? `${page.title} ${page.h1}` : page.title) : '',
        question: section.kind === 'faq' ? section.heading : '',
        heading: section.kind === 'section' ? section.heading : '',
        context: intro ? '' : `${page.title} ${section.h2 !== section.heading ? section.h2 : ''}`,
        body: intro ? `${page.description} ${section.text}` : section.text,
      };
    }),
  );
  const miniSearch = new MiniSearch(miniSearchOptions);
  miniSearch.addAll(documents.map((d, id) => ({id, ...d})));
  // MiniSearch's own serialization, split: the header as it is, the postings by term into shards.
  const {index: entries, ...engine} = miniSearch.toJSON();

  const vocabulary = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const terms = vocabulary.map(([term]) => term);
  const files = new Map<string, string>();
  const shards: {file: string; first: number}[] = [];
  let first = 0;
  const flush = (end: number) => {
    const text = encodePostings(vocabulary.slice(first, end));
    // What the browser will hand MiniSearch back must be exactly what it wrote.
    deepStrictEqual(decodePostings(text, terms.slice(first, end)), vocabulary.slice(first, end));
    const file = contentName(text, 'txt');
    files.set(file, text);
    shards.push({file: `${assets}/${file}`, first});
    first = end;
  };
  let chars = 0;
  vocabulary.forEach((entry, i) => {
    if (chars >= shardChars) {
      flush(i);
      chars = 0;
    }
    chars += encodePostings([entry]).length;
  });
  if (vocabulary.length > first) flush(vocabulary.length);

  const pageFiles = pages.map((page) => {
    const texts = page.sections.map((s) => {
      const body = s.kind === 'page' ? `${page.description} ${s.text}`.trim() : s.text;
      return body.length > snippetChars ? body.slice(0, snippetChars).replace(/\s+\S*$/, '') : body;
    });
    const json = JSON.stringify(texts);
    const file = contentName(json, 'json');
    files.set(file, json);
    return {route: page.route, title: page.title, documents: page.sections.length, text: `${assets}/${file}`};
  });

  const sections = pages.flatMap((p) => p.sections);
  const index: SearchIndexFile = {
    version: 2,
    synonyms: compileSynonyms(synonyms),
    engine,
    terms: terms.join('\n'),
    shards,
    pages: pageFiles,
    kinds: sections.map((s) => kindOf[s.kind]).join(''),
    anchors: sections.map((s) => s.anchor),
    labels: sections.map((s) => (s.kind === 'page' ? '' : s.heading)),
  };
  return {index, files};
}
