/**
 * Checks the front matter keys our blog posts rely on. Docusaurus allows
 * unknown keys and only validates its own, so a typo in `cta_label` or a
 * missing hero image would otherwise ship silently. Runs at build time
 * (docusaurus.config.ts -> processBlogPosts) and in unit tests.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';

export interface BlogPostFrontMatter {
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  authors: string | string[];
  date: string;
  read_time: number;
  tags: string[];
  image: string;
  image_alt: string;
  cta_label: string;
}

export class FrontMatterError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`Blog post ${file}: front matter field "${field}" ${problem}`);
    this.name = 'FrontMatterError';
  }
}

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const nonEmptyStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every(nonEmptyString);

type Check = [field: keyof BlogPostFrontMatter, ok: (v: unknown) => boolean, expected: string];

const checks: Check[] = [
  ['slug', (v) => typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), 'must be lowercase words joined by hyphens, e.g. "deck-size"'],
  ['title', nonEmptyString, 'must be a non-empty string'],
  ['description', (v) => nonEmptyString(v) && v.length <= 170, 'must be a summary of at most 170 characters'],
  ['keywords', nonEmptyStringList, 'must be a non-empty list of strings'],
  ['authors', (v) => nonEmptyString(v) || nonEmptyStringList(v), 'must name an author key from blog/authors.yml'],
  ['date', (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) || (v instanceof Date && !Number.isNaN(v.getTime())), 'must be a date written YYYY-MM-DD'],
  ['read_time', (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) < 60, 'must be whole minutes, e.g. 7'],
  ['tags', (v) => Array.isArray(v) && v.length === 1 && nonEmptyString(v[0]), 'must be a list with exactly one category from blog/tags.yml'],
  ['image', (v) => typeof v === 'string' && /^\/img\/.+\.(svg|png|jpe?g|webp|avif)$/.test(v), 'must be a path under /img/, e.g. /img/blog/deck-size.svg'],
  ['image_alt', (v) => nonEmptyString(v) && v.length <= 200, 'must describe the hero image for screen readers (at most 200 characters)'],
  ['cta_label', (v) => nonEmptyString(v) && v.length <= 40, 'must be a button label of at most 40 characters'],
];

/**
 * Throws a FrontMatterError naming the file and the first bad field.
 * `staticDir` enables the check that the hero image file exists.
 */
export function validateBlogFrontMatter(
  file: string,
  frontMatter: Record<string, unknown>,
  staticDir: string | null = join(process.cwd(), 'static'),
): asserts frontMatter is Record<string, unknown> & BlogPostFrontMatter {
  const shortFile = file.replace(/^@site\//, '');
  for (const [field, ok, expected] of checks) {
    const value = frontMatter[field];
    if (value === undefined || value === null) {
      throw new FrontMatterError(shortFile, field, `is missing (${expected})`);
    }
    if (!ok(value)) {
      throw new FrontMatterError(shortFile, field, `is invalid: ${JSON.stringify(value)} (${expected})`);
    }
  }
  const image = frontMatter.image as string;
  if (staticDir && !existsSync(join(staticDir, image))) {
    throw new FrontMatterError(shortFile, 'image', `points to a missing file: static${image}`);
  }
}

/** Honour the writer's `read_time` so the label matches the spec's table. */
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
