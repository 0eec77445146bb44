/**
 * The hosts' configuration files, written from the same data nginx serves:
 * headers on every path, caching per path prefix, permanent redirects.
 * Pure text in, text out; the post-build pipeline writes them into the build.
 */
import type {CacheRule, Redirect} from '../../build-time/hosting';

export interface HostPolicy {
  /** Headers every response carries, the CSP included. */
  readonly headers: Readonly<Record<string, string>>;
  readonly cacheRules: readonly CacheRule[];
  readonly redirects: readonly Redirect[];
  /**
   * Folders with headers of their own, which replace the site's there (the
   * content manager at /admin/: its own CSP, noindex). Written as "/admin/*".
   */
  readonly areas?: readonly HeaderArea[];
}

export interface HeaderArea {
  readonly path: `/${string}/*`;
  /** Every header the area's responses carry (not only the ones that differ). */
  readonly headers: Readonly<Record<string, string>>;
}

/** The Cloudflare Pages way to drop a header an earlier rule set ("! Name"); Netlify's parser skips such lines. */
const detach = (name: string) => `! ${name}`;

/**
 * An area's _headers lines. The two hosts read one file differently
 * (headersForPath below): Cloudflare Pages applies every matching rule and
 * joins the values of a header set twice, unless a "! Name" line detached it
 * first; Netlify drops "! Name" lines, and the later matching rule's value
 * wins for a header name. So the area rule comes after "/*" and holds only
 * what differs from the site's: each header it changes is detached and set
 * again (Cloudflare: detached, then set; Netlify: the later value wins), and
 * each header the area must not have is detached. The area's headers carry
 * every one of the site's (security.ts), so no header is left that only
 * Netlify would keep.
 */
function areaLines(site: Readonly<Record<string, string>>, area: HeaderArea): string[] {
  const lines: string[] = [];
  for (const name of Object.keys(site)) if (area.headers[name] !== site[name]) lines.push(detach(name));
  for (const [name, value] of Object.entries(area.headers)) if (site[name] !== value) lines.push(`${name}: ${value}`);
  return lines;
}

/**
 * Netlify and Cloudflare Pages `_headers`. Cache-Control is set only per
 * prefix, never on "/*" (Cloudflare Pages would join the two values; pages
 * keep the hosts' default, which is ours: public, max-age=0, must-revalidate).
 */
export function headersFile({headers, cacheRules, areas = []}: HostPolicy): string {
  const block = (path: string, lines: string[]) => [path, ...lines.map((line) => `  ${line}`)].join('\n');
  const pairs = (lines: Record<string, string>) => Object.entries(lines).map(([name, value]) => `${name}: ${value}`);
  return `${[
    block('/*', pairs(headers)),
    ...cacheRules.map((r) => block(r.path, pairs({'Cache-Control': r.cacheControl}))),
    ...areas.map((a) => block(a.path, areaLines(headers, a))),
  ].join('\n\n')}\n`;
}

/** Netlify and Cloudflare Pages `_redirects`. */
export function redirectsFile({redirects}: HostPolicy): string {
  return `${redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

/** vercel.json: clean URLs (about.html served at /about; /about.html redirects), the same headers and redirects. */
export function vercelConfig({headers, cacheRules, redirects, areas = []}: HostPolicy): Record<string, unknown> {
  const toHeaders = (lines: Record<string, string>) => Object.entries(lines).map(([key, value]) => ({key, value}));
  const folders = areas.map((a) => a.path.slice(1, -2));
  // The site's headers everywhere but the areas (a negative lookahead), so no two rules set one header.
  const site = folders.length ? `/((?!(?:${folders.join('|')})(?:/|$)).*)` : '/(.*)';
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      {source: site, headers: toHeaders(headers)},
      ...areas.map((a) => ({source: `${a.path.slice(0, -2)}(/.*)?`, headers: toHeaders(a.headers)})),
      ...cacheRules.map((r) => ({
        source: `${r.path.slice(0, -1)}(.*)`,
        headers: toHeaders({'Cache-Control': r.cacheControl}),
      })),
    ],
    redirects: redirects.map((r) => ({source: r.from, destination: r.to, statusCode: r.status})),
  };
}

/** nginx's snippets in the build; the deploy copies them to /etc/nginx/snippets/kdb-security-headers.conf and kdb-admin-headers.conf. */
export const nginxHeadersFile = 'nginx-security-headers.conf';
export const nginxAdminHeadersFile = 'nginx-admin-headers.conf';

/** The files in the build that configure hosts; nginx answers them with 404 rather than serving them. */
export const hostConfigFiles = ['_headers', '_redirects', 'vercel.json', nginxHeadersFile, nginxAdminHeadersFile];

/** nginx: the same headers as literal add_header lines (literals reach nginx's early 400 and 414 answers too). */
export function nginxHeadersSnippet({headers, path = '/*'}: {headers: HostPolicy['headers']; path?: string}): string {
  const snippet = path === '/*' ? 'kdb-security-headers.conf' : 'kdb-admin-headers.conf';
  return [
    `# Security headers for every response under ${path.slice(0, -1)} (install as /etc/nginx/snippets/${snippet}).`,
    "# Written by the build from build-time/security.ts and the pages' inline scripts; do not edit by hand.",
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/**
 * Parse a `_headers` file back into path -> headers (for tests). A detach
 * line ("! Name") is kept as the key "! Name" with an empty value.
 */
export function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
    } else if (current && line.trim().startsWith('!')) {
      current[detach(line.trim().slice(1).trim())] = '';
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/**
 * robots.txt: everything may be crawled but the search page, and the sitemap
 * is at the site's own address. A preview is crawled not at all.
 */
export function robotsTxt(siteUrl: string, preview = false): string {
  if (preview)
    return [
      '# A preview deployment: never indexed (the live site is elsewhere).',
      'User-agent: *',
      'Disallow: /',
      '',
    ].join('\n');
  return ['User-agent: *', 'Allow: /', 'Disallow: /search', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** The two hosts that read `_headers`. */
export type HeadersHost = 'cloudflare' | 'netlify';

/**
 * The headers a path gets from parsed `_headers` rules, as each host applies
 * them: every matching rule, in file order. Cloudflare Pages: a detach
 * ("! Name") removes the header; a header set again is joined with ", "
 * (unless detached since). Netlify: detach lines do not exist (its parser
 * drops them); a header set again takes the later rule's value.
 */
export function headersForPath(
  rules: Record<string, Record<string, string>>,
  path: string,
  host: HeadersHost = 'cloudflare',
): Record<string, string> {
  const out: Record<string, string> = {};
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  for (const [pattern, lines] of Object.entries(rules)) {
    if (!matches(pattern)) continue;
    for (const [name, value] of Object.entries(lines)) {
      if (name.startsWith('! ')) {
        if (host === 'cloudflare') delete out[name.slice(2)];
      } else out[name] = name in out && host === 'cloudflare' ? `${out[name]}, ${value}` : value;
    }
  }
  return out;
}
