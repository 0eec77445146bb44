// The search index's shape, shared by the build that writes it (plugins/search) and the search box
// that reads it.
import type {AsPlainObject, Options} from 'minisearch';
import type {SynonymMap} from './synonyms';
import {terms} from './text';

/**
 * A document's fields and their weights: a page's title, then an FAQ question, then a heading, then the
 * body. `context` (the page's title and the h2 above an h3) weighs little: it tells apart the sections
 * of the right page ("sevierville hot tub") without making every section match as strongly as the page.
 */
export const fields = ['title', 'question', 'heading', 'context', 'body'] as const;
export type Field = (typeof fields)[number];
export const boost: Readonly<Record<Field, number>> = {title: 6, question: 4, heading: 2.5, context: 0.6, body: 1};

/** Both sides tokenize once, with the site's own terms (stop words out, stemmed). */
export const miniSearchOptions: Options = {
  fields: [...fields],
  storeFields: [],
  tokenize: terms,
  processTerm: (t) => t,
};

/** A result's kind: a page's intro, one of its sections, or an FAQ entry. */
export type DocumentKind = 'p' | 's' | 'f';

/** MiniSearch's own serialization (toJSON) of the whole index, as it wrote it, less the terms' postings. */
export type EngineHeader = Omit<AsPlainObject, 'index'>;
/** One term's postings as MiniSearch serializes them: field id -> document id -> term frequency. */
export type TermEntry = AsPlainObject['index'][number];

/** `/search/index.json`: fetched the first time a visitor focuses the search box. */
export interface SearchIndexFile {
  readonly version: 2;
  readonly synonyms: SynonymMap;
  /** MiniSearch's serialization without the postings, which wait in the shards until a query needs them. */
  readonly engine: EngineHeader;
  /** Every index term, sorted, one a line: typo and prefix matching see all of them before any postings load. */
  readonly terms: string;
  /** The postings files, in term order, and the first term each holds. */
  readonly shards: readonly {readonly file: string; readonly first: number}[];
  /** Route, title, its documents' count and its snippet file. */
  readonly pages: readonly {
    readonly route: string;
    readonly title: string;
    readonly documents: number;
    readonly text: string;
  }[];
  /** One character a document (DocumentKind). */
  readonly kinds: string;
  readonly anchors: readonly string[];
  /** The section's heading or FAQ question; '' for a page intro. */
  readonly labels: readonly string[];
}

/** Where the index lives; its postings and snippet files are named by their content under assetsDir. */
export const searchIndexPath = '/search/index.json';
