/**
 * Rules that hold for any content record (a service page, a loan program, a
 * testimonial...): walk it for the words a visitor reads and the links it
 * makes, so schema tests check every record the same way, whatever its shape.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {knownPaths} from '../../plugins/content-check/routes';

export const siteDir = join(__dirname, '..', '..');

/** Whether a site path leads somewhere: a page, a listed path, or a file under static/. */
export const isKnownPath = knownPaths(siteDir);

/** Keys that name or style a thing rather than say something. */
const notText = new Set([
  'kind',
  'id',
  'icon',
  'to',
  'href',
  'mood',
  'tone',
  'slug',
  'image',
  'category',
  'related',
  'price',
]);

/** Every string a visitor reads in a record, joined with spaces. */
export function visibleText(record: unknown): string {
  const strings: string[] = [];
  const walk = (value: unknown, key?: string): void => {
    if (key && notText.has(key)) return;
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(record);
  return strings.join(' ');
}

/** Every site path a record links to (`to` or `href` values starting with /). */
export function internalLinks(record: unknown): string[] {
  const links: string[] = [];
  const walk = (value: unknown, key?: string): void => {
    if ((key === 'to' || key === 'href') && typeof value === 'string' && value.startsWith('/')) links.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(record);
  return links;
}

export const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Words no published page should hold. */
export const unfinished = /lorem ipsum|placeholder|coming soon|\bTODO\b|\bTBD\b|FIXME/i;

/** Promises the business has never made (BRAND: no invented guarantees or response times). */
export const inventedPromises =
  /24\/7|24 hours a day|guaranteed approval|approval guaranteed|within \d+ (minutes|hours)/i;

/** An image a record names exists under static/. */
export const staticFileExists = (path: string): boolean => existsSync(join(siteDir, 'static', path));
