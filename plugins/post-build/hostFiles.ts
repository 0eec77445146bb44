/**
 * The hosts' configuration files, written from the same data nginx serves:
 * headers on every path, caching per path prefix, permanent redirects.
 * Pure text in, text out; the post-build pipeline writes them into the build.
 */
import type {CacheRule, Redirect} from '../../src/data/hosting';

export interface HostPolicy {
  /** Headers every response carries, the CSP included. */
  readonly headers: Readonly<Record<string, string>>;
  readonly cacheRules: readonly CacheRule[];
  readonly redirects: readonly Redirect[];
}

/**
 * Netlify and Cloudflare Pages `_headers`. Both join the values of a header
 * that several rules set, so Cache-Control is set only per prefix (pages keep
 * the hosts' default, which is ours: public, max-age=0, must-revalidate).
 */
export function headersFile({headers, cacheRules}: HostPolicy): string {
  const block = (path: string, lines: Record<string, string>) =>
    [path, ...Object.entries(lines).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[block('/*', headers), ...cacheRules.map((r) => block(r.path, {'Cache-Control': r.cacheControl}))].join('\n\n')}\n`;
}

/** Netlify and Cloudflare Pages `_redirects`. */
export function redirectsFile({redirects}: HostPolicy): string {
  return `${redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

/** vercel.json: clean URLs (about.html served at /about; /about.html redirects), the same headers and redirects. */
export function vercelConfig({headers, cacheRules, redirects}: HostPolicy): Record<string, unknown> {
  const toHeaders = (lines: Record<string, string>) => Object.entries(lines).map(([key, value]) => ({key, value}));
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      {source: '/(.*)', headers: toHeaders(headers)},
      ...cacheRules.map((r) => ({
        source: `${r.path.slice(0, -1)}(.*)`,
        headers: toHeaders({'Cache-Control': r.cacheControl}),
      })),
    ],
    redirects: redirects.map((r) => ({source: r.from, destination: r.to, statusCode: r.status})),
  };
}

/** nginx's snippet in the build; the deploy copies it to /etc/nginx/snippets/kdb-security-headers.conf. */
export const nginxHeadersFile = 'nginx-security-headers.conf';

/** The files in the build that configure hosts; nginx answers them with 404 rather than serving them. */
export const hostConfigFiles = ['_headers', '_redirects', 'vercel.json', nginxHeadersFile];

/** nginx: the same headers as literal add_header lines (literals reach nginx's early 400 and 414 answers too). */
export function nginxHeadersSnippet({headers}: Pick<HostPolicy, 'headers'>): string {
  return [
    '# Security headers for every response (install as /etc/nginx/snippets/kdb-security-headers.conf).',
    "# Written by the build from src/data/security.ts and the pages' inline scripts; do not edit by hand.",
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/** Parse a `_headers` file back into path -> headers (for tests and the nginx snippet). */
export function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** robots.txt: everything may be crawled but the search page, and the sitemap is at the site's own address. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /search', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
