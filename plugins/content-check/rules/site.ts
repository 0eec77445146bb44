/**
 * What the site-wide content rules read: every Markdown file, parsed, and the
 * data the pages render (the business facts, the reviews, the figures on the
 * detail pages), with the text of each data module so a problem can name its
 * line. The rules are pure functions of this, so tests give them fixtures.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {BusinessFacts, Stat} from '../../../src/data/types';
import type {Testimonial} from '../../../src/data/testimonials';
import type {GalleryItem} from '../../../src/data/gallery';
import type {ContentProblem} from '../checks';

export interface MarkdownFile {
  /** Relative to the site, with "/". */
  readonly file: string;
  readonly frontMatter: Record<string, unknown>;
  /** The text after the front matter. */
  readonly body: string;
  /** The whole file. */
  readonly source: string;
}

/** A figure one of the detail pages (services, loan programs) shows, and the page. */
export interface PageStat {
  readonly path: string;
  readonly stat: Stat;
  /** A financing page's figures are a program's facts (a minimum score), not claims about the business. */
  readonly financing: boolean;
}

/** One section of a detail page, as the rules read it. */
export interface PageSection {
  readonly path: string;
  /** The file its words are written in, where a problem's line is looked for first. */
  readonly file: string;
  readonly id: string;
  /** The words a visitor reads in it. */
  readonly text: string;
  /** Its links, and its page's sources (addresses). */
  readonly links: readonly string[];
  readonly sources: readonly string[];
  readonly lastUpdated?: string;
}

/** What the business says in its own words: a selling point, a site page, a service or financing page. */
export interface OwnWords {
  /** The record, as a problem names it: 'the selling point "Licensed and insured"', 'the page /services/repair'. */
  readonly where: string;
  /** The data module it is written in (relative to the site), where a line is looked for first. */
  readonly file: string;
  /** A financing page tells of lenders' programs ("the VA guarantee"), not of the business. */
  readonly financing: boolean;
  /** The words a visitor reads, one string of the record a line. */
  readonly text: string;
}

export interface SiteContent {
  readonly markdown: readonly MarkdownFile[];
  readonly pageSections: readonly PageSection[];
  readonly business: BusinessFacts;
  /** Each served city's building offices, by slug (src/data/buildingOffices.ts). */
  readonly cityOffices: Readonly<Record<string, unknown>>;
  readonly testimonials: readonly Testimonial[];
  readonly pageStats: readonly PageStat[];
  readonly galleryItems: readonly GalleryItem[];
  /** Whether a path under static/ ("/img/gallery/a.jpg") is there. */
  readonly staticFileExists: (path: string) => boolean;
  /** Whether a path ("/services/repair#cost") is a page of the site, one of its other paths, or a file under static/. */
  readonly isKnownPath: (path: string) => boolean;
  /** The services' slugs, as their files in src/data/copy/services name them. */
  readonly serviceSlugs: readonly string[];
  /** The business's own words in the data (./claims: noInventedPromises). */
  readonly ownWords: readonly OwnWords[];
  /** The text of the data modules (src/data/**), by path relative to the site: where a problem's line is found. */
  readonly data: Readonly<Record<string, string>>;
}

export type Rule = (site: SiteContent) => ContentProblem[];

/** 1-based line of the first line containing every needle, at or after line `from`; 1 when none does. */
export function lineOf(text: string, needles: readonly string[], from = 1): number {
  const lines = text.split('\n');
  for (let i = from - 1; i < lines.length; i += 1) {
    if (needles.every((n) => lines[i].includes(n))) return i + 1;
  }
  return 1;
}

/**
 * Where a value sits in the data modules: the file and line of its first
 * occurrence (after the line holding `near`, when given), as a problem names
 * it. Values are searched as the source writes them, in quotes.
 */
export function dataLine(
  site: SiteContent,
  value: string,
  near?: string,
  prefer = 'src/data/owner/business.json',
): {file: string; line: number} {
  const files = [prefer, ...Object.keys(site.data).filter((f) => f !== prefer)];
  for (const file of files) {
    const text = site.data[file];
    if (text === undefined) continue;
    const start = near ? lineOf(text, [near]) : 1;
    if (near && start === 1 && !text.split('\n')[0].includes(near)) continue;
    const quoted = [`'${value}'`, `"${value}"`, `\`${value}\``].find((q) => text.includes(q));
    if (quoted) return {file, line: lineOf(text, [quoted], start)};
  }
  return {file: prefer, line: 1};
}

/**
 * Where a record's text sits: the line of the text as the module writes it
 * (in quotes), or else of its first words (up to a quote or an escape), in
 * the record's own module first and then in any data module; the module's
 * first line when neither is found.
 */
export function recordLine(site: SiteContent, text: string, prefer: string): {file: string; line: number} {
  const start = (/^[^'"`\\$]{8,40}/.exec(text)?.[0] ?? text.slice(0, 20)).trim();
  const files = [prefer, ...Object.keys(site.data).filter((f) => f !== prefer)];
  for (const needles of [[`'${text}'`, `"${text}"`, `\`${text}\``], start ? [start] : []]) {
    for (const file of files) {
      const source = site.data[file] ?? '';
      const found = needles.find((n) => source.includes(n));
      if (found) return {file, line: lineOf(source, [found])};
    }
  }
  return {file: prefer, line: 1};
}

/** "1000+" -> 1000, "$2M+" -> 2000000, "100%" -> 100, "4.9" -> 4.9; NaN when it holds no number. */
export function amount(value: string): number {
  const n = parseFloat(value.replace(/[$,\s]/g, ''));
  if (/\d\s*M\+?$/i.test(value)) return n * 1_000_000;
  if (/\d\s*K\+?$/i.test(value)) return n * 1_000;
  return n;
}

/** Every data module's text, for line numbers. */
export function readData(siteDir: string, files: readonly string[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file, readFileSync(join(siteDir, file), 'utf8')]));
}
