/**
 * Search documents -> the files the search box fetches, all static:
 * - `search/index.json` (SearchIndexFile): the vocabulary, document lengths, pages, anchors, labels
 *   and the compiled synonyms; fetched on the first focus of the search box;
 * - postings shards of about 2.5 KB gzip each, in term order: a query fetches only the shards that hold
 *   its words (and their typo, prefix and synonym variants), so the first search stays small however
 *   many posts the blog grows to;
 * - one snippet file a page (the opening of each of its sections), fetched for the results shown.
 * Shards and snippet files are named by their content (cached for good, under /assets/);
 * index.json names the ones it was built with, so a deploy never mixes two builds' files.
 */
import {createHash} from 'node:crypto';
import MiniSearch, {type AsPlainObject} from 'minisearch';
import {fields, miniSearchOptions, type DocumentKind, type SearchIndexFile} from '../../src/lib/search/schema';
import {encodeNumbers} from '../../src/lib/search/pack';
import {compileSynonyms} from '../../src/lib/search/synonyms';
import type {Synonyms} from '../../src/data/types';
import type {SearchPage, SearchSection} from './extract';

/** Postings per shard, in encoded characters (about 2.5 KB gzip). */
const defaultShardChars = 4096;
/** A snippet never needs more of a section than this. */
const snippetChars = 500;
const kindOf: Record<SearchSection['kind'], DocumentKind> = {page: 'p', section: 's', faq: 'f'};

type Postings = Record<string, Record<string, number>>;

/** A term's postings as numbers: field count, then per field its id, its document count and, per document, gap*2 + (tf>1) [tf]. */
function postingNumbers(postings: Postings): number[] {
  const out: number[] = [];
  const fieldIds = Object.keys(postings)
    .map(Number)
    .sort((a, b) => a - b);
  out.push(fieldIds.length);
  for (const field of fieldIds) {
    const docs = Object.entries(postings[field])
      .map(([d, tf]) => [Number(d), tf] as const)
      .sort((a, b) => a[0] - b[0]);
    out.push(field, docs.length);
    let previous = 0;
    for (const [doc, tf] of docs) {
      out.push((doc - previous) * 2 + (tf > 1 ? 1 : 0));
      if (tf > 1) out.push(tf);
      previous = doc;
    }
  }
  return out;
}

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
  const plain = miniSearch.toJSON() as AsPlainObject & {index: [string, Postings][]};

  const vocabulary = [...plain.index].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const files = new Map<string, string>();
  const shards: {file: string; first: number}[] = [];
  let text = '';
  let first = 0;
  const flush = () => {
    const file = contentName(text, 'txt');
    files.set(file, text);
    shards.push({file: `${assets}/${file}`, first});
  };
  vocabulary.forEach(([, postings], i) => {
    if (text.length >= shardChars) {
      flush();
      text = '';
      first = i;
    }
    text += encodeNumbers(postingNumbers(postings));
  });
  if (vocabulary.length > 0) flush();

  const lengths: number[] = [];
  for (let f = 0; f < fields.length; f++)
    for (let d = 0; d < plain.documentCount; d++) lengths.push(plain.fieldLength[d]?.[f] ?? 0);
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
    version: 1,
    synonyms: compileSynonyms(synonyms),
    fieldIds: plain.fieldIds as SearchIndexFile['fieldIds'],
    documents: plain.documentCount,
    averageFieldLength: plain.averageFieldLength.map((x) => Math.round(x * 1000) / 1000),
    fieldLengths: encodeNumbers(lengths),
    terms: vocabulary.map(([term]) => term).join('\n'),
    shards,
    pages: pageFiles,
    kinds: sections.map((s) => kindOf[s.kind]).join(''),
    anchors: sections.map((s) => s.anchor),
    labels: sections.map((s) => (s.kind === 'page' ? '' : s.heading)),
  };
  return {index, files};
}
