/**
 * The checks every piece of content a writer adds goes through at build time
 * (docusaurus.config.ts -> markdown.parseFrontMatter, so `npm start` runs them
 * too): blog posts, city pages, guides and FAQs. Docusaurus allows unknown
 * front matter keys and validates only its own, so a typo in `cta_label`, a
 * missing photo or the new-post template left in place would otherwise ship
 * silently. Every error names the file and the field.
 */
import {existsSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {business} from '../data/business';
import {scaffoldLeftovers} from './postScaffold';

export type ContentKind = 'blog' | 'city' | 'guide' | 'faq';

export class ContentError extends Error {
  constructor(label: string, file: string, field: string, problem: string) {
    super(`${label} ${file}: ${field === 'body' ? 'the text' : `front matter field "${field}"`} ${problem}`);
    this.name = 'ContentError';
  }
}

type Check = [field: string, ok: (v: unknown) => boolean, expected: string];
/** Fields a file may leave out (their check accepts undefined). */
const optional = new Set(['stats', 'links']);

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const stringList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every(nonEmptyString);
const isDate = (v: unknown) =>
  (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) || (v instanceof Date && !Number.isNaN(v.getTime()));

const pageChecks: Check[] = [
  ['title', nonEmptyString, 'must be a non-empty string'],
  ['description', (v) => nonEmptyString(v) && v.length <= 170, 'must be a summary of at most 170 characters'],
  ['keywords', stringList, 'must be a non-empty list of search phrases'],
];

const kinds: Record<ContentKind, {label: string; dir: string; checks: Check[]}> = {
  blog: {
    label: 'Blog post',
    dir: 'blog',
    checks: [
      [
        'slug',
        (v) => typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v),
        'must be lowercase words joined by hyphens, e.g. "deck-size"',
      ],
      ...pageChecks,
      ['authors', (v) => nonEmptyString(v) || stringList(v), 'must name an author key from blog/authors.yml'],
      ['date', isDate, 'must be a date written YYYY-MM-DD'],
      [
        'read_time',
        (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) < 60,
        'must be whole minutes, e.g. 7',
      ],
      [
        'tags',
        (v) => Array.isArray(v) && v.length === 1 && nonEmptyString(v[0]),
        'must be a list with exactly one category from blog/tags.yml',
      ],
      [
        'image',
        (v) => typeof v === 'string' && /^(\/img\/|\.\/).+\.(svg|png|jpe?g|webp|avif)$/i.test(v),
        'must be a photo under /img/ (e.g. /img/blog/deck-size.jpg) or next to the post (./photo.jpg)',
      ],
      [
        'image_alt',
        (v) => nonEmptyString(v) && v.length <= 200,
        'must describe the photo for people who cannot see it (at most 200 characters)',
      ],
      ['cta_label', (v) => nonEmptyString(v) && v.length <= 40, 'must be a button label of at most 40 characters'],
    ],
  },
  city: {
    label: 'City page',
    dir: join('docs', 'service-areas'),
    checks: [
      ...pageChecks,
      [
        'city',
        (v) => business.cities.some((c) => c.slug === v),
        `must be the slug of a city in src/data/business.ts (${business.cities.map((c) => c.slug).join(', ')})`,
      ],
      [
        'stats',
        (v) =>
          v === undefined || (Array.isArray(v) && v.every((s) => nonEmptyString(s?.value) && nonEmptyString(s?.label))),
        'must be a list of {value, label} pairs',
      ],
    ],
  },
  guide: {label: 'Guide', dir: join('docs', 'resources'), checks: pageChecks},
  faq: {
    label: 'FAQ',
    dir: 'faqs',
    checks: [
      [
        'question',
        (v) => nonEmptyString(v) && v.trim().endsWith('?') && v.length <= 120,
        'must be the question, ending with "?" (at most 120 characters)',
      ],
      [
        'order',
        (v) => Number.isInteger(v) && (v as number) > 0,
        'must be a whole number giving its place in the list, e.g. 3',
      ],
      [
        'links',
        (v) =>
          v === undefined ||
          (Array.isArray(v) &&
            v.every((l) => nonEmptyString(l?.label) && typeof l?.to === 'string' && l.to.startsWith('/'))),
        'must be a list of {label, to} with to a path on this site, e.g. /resources/calculator',
      ],
    ],
  },
};

/** Which kind of content a file is, from where it sits; null for anything else (pages, partials). */
export function contentKindOf(siteDir: string, filePath: string): ContentKind | null {
  const file = relative(siteDir, filePath.replace(/^@site\//, `${siteDir}/`));
  if (!/\.mdx?$/.test(file) || file.split(sep).some((part) => part.startsWith('_'))) return null;
  // The areas overview and the FAQ page itself, not a city or a question.
  if (file === join('docs', 'service-areas', 'index.mdx') || file === join('faqs', 'index.mdx')) return null;
  const kind = (Object.keys(kinds) as ContentKind[]).find((k) => file.startsWith(kinds[k].dir + sep));
  return kind ?? null;
}

/**
 * The header rows of markdown tables that are not inside <ScrollTable label="...">,
 * which captions a table (screen readers announce a table by its caption) and
 * lets it scroll sideways on a phone. Fenced code is skipped.
 */
export function uncaptionedTables(body: string): string[] {
  const lines = body.split('\n');
  const found: string[] = [];
  let depth = 0;
  let fenced = false;
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    depth += (line.match(/<ScrollTable\b/g) ?? []).length - (line.match(/<\/ScrollTable>/g) ?? []).length;
    const delimiterRow = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line) && line.includes('|');
    if (delimiterRow && depth === 0 && i > 0 && lines[i - 1].includes('|')) found.push(lines[i - 1].trim());
  });
  return found;
}

/**
 * Throws a ContentError naming the file and the first problem. A draft
 * (draft: true) may still hold the new-post template and point to a photo
 * that is not there yet; a published post may not.
 */
export function checkContent(
  siteDir: string,
  filePath: string,
  frontMatter: Record<string, unknown>,
  body: string,
): void {
  const file = relative(siteDir, filePath.replace(/^@site\//, `${siteDir}/`))
    .split(sep)
    .join('/');
  const kind = contentKindOf(siteDir, filePath);
  const [table] = /\.mdx$/.test(file) ? uncaptionedTables(body) : [];
  if (table) {
    throw new ContentError(
      kind ? kinds[kind].label : 'Page',
      file,
      'body',
      `has a table without a caption ("${table.slice(0, 60)}"): wrap it in <ScrollTable label="What the table compares">, which captions it and lets it scroll on a phone`,
    );
  }
  if (!kind) return;
  const {label, checks} = kinds[kind];
  for (const [field, ok, expected] of checks) {
    const value = frontMatter[field];
    if ((value === undefined || value === null) && !optional.has(field)) {
      throw new ContentError(label, file, field, `is missing (${expected})`);
    }
    if (!ok(value)) throw new ContentError(label, file, field, `is invalid: ${JSON.stringify(value)} (${expected})`);
  }
  if (kind !== 'blog' || frontMatter.draft === true) return;
  const [leftover] = scaffoldLeftovers(frontMatter, body);
  if (leftover) {
    const [field, text] = leftover;
    throw new ContentError(
      label,
      file,
      field,
      `still holds the new-post template ("${text}"): write your own, or keep draft: true`,
    );
  }
  const image = frontMatter.image as string;
  const imagePath = image.startsWith('./') ? join(dirname(join(siteDir, file)), image) : join(siteDir, 'static', image);
  if (!existsSync(imagePath)) {
    throw new ContentError(
      label,
      file,
      'image',
      `points to a missing file: ${relative(siteDir, imagePath).split(sep).join('/')} (add the photo there)`,
    );
  }
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
