/**
 * The checks every piece of content a writer adds goes through: at build
 * time (docusaurus.config.ts -> markdown.parseFrontMatter, so `npm start`
 * runs them too) and in `npm run check:content`. Docusaurus allows unknown
 * front matter keys and validates only its own, so a typo in `cta_label`, a
 * missing photo or the new-post template left in place would otherwise ship
 * silently. Every problem names the file, the line and the field, in words a
 * writer understands.
 */
import {existsSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {collectionOf, collections, fits, type Collection, type ContentKind, type Field} from './schema';
import {scaffoldLeftovers} from '../new-post/scaffold';

export interface ContentProblem {
  /** Relative to the site, with "/". */
  readonly file: string;
  /** 1-based line in the file. */
  readonly line: number;
  readonly message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(problems.map((p) => p.message).join('\n'));
    this.name = 'ContentError';
  }
}

const relativeFile = (siteDir: string, filePath: string) =>
  relative(siteDir, filePath.replace(/^@site\//, `${siteDir}/`))
    .split(sep)
    .join('/');

/** Which kind of content a file is, from where it sits; null for anything else (pages, partials). */
export function contentKindOf(siteDir: string, filePath: string): ContentKind | null {
  const file = relativeFile(siteDir, filePath);
  if (!/\.mdx?$/.test(file) || file.split('/').some((part) => part.startsWith('_'))) return null;
  // A question or a city page sits right in its folder, where the editor lists them: page/ beside them holds
  // the page that shows them all (the FAQ page, the service-areas overview).
  const kind = collections.find((c) => file.startsWith(`${c.dir}/`));
  if ((kind?.kind === 'faq' || kind?.kind === 'city') && file.slice(kind.dir.length + 1).includes('/')) return null;
  return kind?.kind ?? null;
}

/**
 * The header rows (with their index in the lines) of markdown tables that are
 * not inside <ScrollTable label="...">, which captions a table (screen readers
 * announce a table by its caption) and lets it scroll sideways on a phone.
 * Fenced code is skipped.
 */
function uncaptionedTableRows(body: string): [index: number, row: string][] {
  const lines = body.split('\n');
  const found: [number, string][] = [];
  let depth = 0;
  let fenced = false;
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    depth += (line.match(/<ScrollTable\b/g) ?? []).length - (line.match(/<\/ScrollTable>/g) ?? []).length;
    const delimiterRow = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line) && line.includes('|');
    if (delimiterRow && depth === 0 && i > 0 && lines[i - 1].includes('|')) found.push([i - 1, lines[i - 1].trim()]);
  });
  return found;
}

export const uncaptionedTables = (body: string): string[] => uncaptionedTableRows(body).map(([, row]) => row);

/** Where lines sit in a file: its front matter keys, and the line the body starts on. */
function fileLines(source: string | undefined, body: string) {
  const lines = (source ?? '').split('\n');
  const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  // Docusaurus trims the body: find where it starts in the file.
  const offset = source
    ? source.indexOf(body.split('\n')[0], end >= 0 ? lines.slice(0, end + 1).join('\n').length : 0)
    : -1;
  const bodyStart = offset >= 0 ? source!.slice(0, offset).split('\n').length : 1;
  return {
    field: (name: string) => {
      const at = lines.slice(0, Math.max(end, 0)).findIndex((l) => l.startsWith(`${name}:`));
      return at >= 0 ? at + 1 : 1;
    },
    body: (index: number) => bodyStart + index,
  };
}

/** One file as the checks below read it: where it is, what kind of content it is, and where its lines are. */
interface Checked {
  readonly siteDir: string;
  readonly file: string;
  readonly label: string;
  readonly at: ReturnType<typeof fileLines>;
  readonly collection?: Collection;
}

const fieldProblem = ({file, label, at}: Checked, field: Field, problem: string): ContentProblem => ({
  file,
  line: at.field(field.name),
  message: `${label} ${file}: front matter field "${field.name}" ${problem}`,
});

/** The text's own problems: a table without a caption, and anything that would run in a visitor's browser. */
function textProblems({file, label, at}: Checked, body: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (/\.mdx$/.test(file)) {
    for (const [index, row] of uncaptionedTableRows(body)) {
      problems.push({
        file,
        line: at.body(index),
        message: `${label} ${file}: the text has a table without a caption ("${row.slice(0, 60)}"): wrap it in <ScrollTable label="What the table compares">, which captions it and lets it scroll on a phone`,
      });
    }
  }
  // A script in a page's text would run on the live site; the build refuses it too (plugins/post-build/inlineScripts.ts).
  let fenced = false;
  body.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || !/<script\b|dangerouslySetInnerHTML|\son[a-z]+\s*=\s*["'{]/i.test(line)) return;
    problems.push({
      file,
      line: at.body(index),
      message: `${label} ${file}: the text holds a script ("${line.trim().slice(0, 60)}"): nothing in a page's text may run in a visitor's browser (a <script>, an on... handler, raw HTML through dangerouslySetInnerHTML). Use a component from CONTRIBUTING.md's list instead`,
    });
  });
  return problems;
}

/** Each front matter field the collection's schema refuses, missing or invalid. */
function fieldProblems(checked: Checked & {collection: Collection}, frontMatter: Record<string, unknown>) {
  return checked.collection.fields.flatMap((field) => {
    const value = frontMatter[field.name];
    if (fits(field, value, checked.siteDir)) return [];
    return [
      fieldProblem(
        checked,
        field,
        value === undefined || value === null
          ? `is missing (it must be ${field.hint})`
          : `is invalid: ${JSON.stringify(value)} (it must be ${field.hint})`,
      ),
    ];
  });
}

/** A published post's: the new-post template left in place, and a photo that is not where it points. */
function postProblems(
  checked: Checked & {collection: Collection},
  frontMatter: Record<string, unknown>,
  body: string,
): ContentProblem[] {
  const {siteDir, file, label, at, collection} = checked;
  const problems: ContentProblem[] = [];
  for (const [field, text] of scaffoldLeftovers(frontMatter, body)) {
    const message = `still holds the new-post template ("${text}"): write your own, or keep draft: true`;
    if (field === 'body') {
      const index = body.split('\n').findIndex((l) => l.includes(text));
      problems.push({file, line: at.body(Math.max(index, 0)), message: `${label} ${file}: the text ${message}`});
    } else
      problems.push(
        fieldProblem(
          checked,
          collection.fields.find((f) => f.name === field)!,
          message,
        ),
      );
  }
  const image = frontMatter.image;
  const imageField = collection.fields.find((f) => f.name === 'image')!;
  if (typeof image !== 'string' || !fits(imageField, image, siteDir)) return problems;
  const imagePath = image.startsWith('./') ? join(dirname(join(siteDir, file)), image) : join(siteDir, 'static', image);
  if (!existsSync(imagePath)) {
    const where = relative(siteDir, imagePath).split(sep).join('/');
    problems.push({
      file,
      line: at.field('image'),
      message: `${label} ${file}: front matter field "image" points to a missing file: ${where} (add the photo there)`,
    });
  }
  return problems;
}

/** Every problem in one Markdown file: front matter against the schema, tables, template leftovers, the photo. */
export function contentProblems(
  siteDir: string,
  filePath: string,
  frontMatter: Record<string, unknown>,
  body: string,
  source?: string,
): ContentProblem[] {
  const kind = contentKindOf(siteDir, filePath);
  const collection: Collection | undefined = kind ? collectionOf(kind) : undefined;
  const checked: Checked = {
    siteDir,
    file: relativeFile(siteDir, filePath),
    label: collection?.label ?? 'Page',
    at: fileLines(source, body),
    collection,
  };
  const problems = textProblems(checked, body);
  if (!collection) return problems;
  const withCollection = {...checked, collection};
  problems.push(...fieldProblems(withCollection, frontMatter));
  if (kind === 'blog' && frontMatter.draft !== true) problems.push(...postProblems(withCollection, frontMatter, body));
  return problems;
}

/** The build's check: throws a ContentError naming the file and every problem. */
export function checkContent(
  siteDir: string,
  filePath: string,
  frontMatter: Record<string, unknown>,
  body: string,
  source?: string,
): void {
  const problems = contentProblems(siteDir, filePath, frontMatter, body, source);
  if (problems.length > 0) throw new ContentError(problems);
}

/** Internal links and images a Markdown file names, with their lines: Markdown links, JSX props, front matter links. */
export function linksIn(body: string): {path: string; index: number; image: boolean}[] {
  const found: {path: string; index: number; image: boolean}[] = [];
  body.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(/(!?)\[[^\]]*\]\((\/[^)\s]*)/g)) found.push({path: m[2], index, image: m[1] === '!'});
    for (const m of line.matchAll(/\b(to|href|src)\s*[=:]\s*\{?\s*["'](\/[^"'\s]*)["']/g)) {
      found.push({path: m[2], index, image: m[1] === 'src'});
    }
  });
  return found;
}

/** Links that lead nowhere: each one a problem naming the file and line. */
export function brokenLinks(
  siteDir: string,
  filePath: string,
  frontMatter: Record<string, unknown>,
  body: string,
  source: string,
  isKnown: (path: string) => boolean,
): ContentProblem[] {
  const file = relativeFile(siteDir, filePath);
  const at = fileLines(source, body);
  const fmLinks = Array.isArray(frontMatter.links) ? (frontMatter.links as {to?: unknown}[]) : [];
  return [
    ...fmLinks
      .filter((l) => typeof l?.to === 'string' && l.to.startsWith('/') && !isKnown(l.to))
      .map((l) => ({
        file,
        line: at.field('links'),
        message: `${file}: the link to ${l.to} leads to no page on the site`,
      })),
    ...linksIn(body)
      .filter((l) => !l.path.startsWith('//') && !isKnown(l.path))
      .map((l) => ({
        file,
        line: at.body(l.index),
        message: l.image
          ? `${file}: the image ${l.path} is not in static/ (add the file there)`
          : `${file}: the link to ${l.path} leads to no page on the site`,
      })),
  ];
}

/** Honour the writer's `read_time` so the label matches what they chose. */
export function blogReadingTime({
  frontMatter,
  content,
  locale,
  defaultReadingTime,
}: {
  frontMatter: Record<string, unknown>;
  content: string;
  locale: string;
  defaultReadingTime: (p: {content: string; locale: string}) => number;
}): number {
  const minutes = frontMatter.read_time;
  return typeof minutes === 'number' ? minutes : defaultReadingTime({content, locale});
}
