/**
 * How every host serves the build: caching per path, redirects, and the
 * security headers (from security.ts). The one source for nginx (checked by
 * tests) and for the files the build writes for the static hosts: _headers
 * and _redirects (Netlify, Cloudflare Pages) and vercel.json.
 */
import {legacyRedirects} from './redirects';

export interface CacheRule {
  /** A path prefix, written as the hosts write it: "/assets/*". */
  readonly path: `/${string}*`;
  readonly cacheControl: string;
  readonly why: string;
}

/** Pages (everything not matched below): revalidate, so a deploy shows at once. The static hosts' default too. */
export const pageCacheControl = 'public, max-age=0, must-revalidate';

export const cacheRules: readonly CacheRule[] = [
  {
    path: '/assets/*',
    cacheControl: 'public, max-age=31536000, immutable',
    why: 'bundles, fonts and image variants carry a content hash',
  },
  {
    path: '/img/*',
    cacheControl: 'public, max-age=3600',
    why: 'photos and illustrations keep their names when replaced',
  },
];

/** The cache rule a path gets on every host. */
export function cacheControlFor(path: string): string {
  return cacheRules.find((rule) => path.startsWith(rule.path.slice(0, -1)))?.cacheControl ?? pageCacheControl;
}

export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301;
}

/** Permanent redirects every host answers (nginx also sends /index and *.html to the clean URL). */
export const redirects: readonly Redirect[] = [
  {from: '/index', to: '/', status: 301},
  ...legacyRedirects.map(({from, to}) => ({from, to, status: 301 as const})),
];
