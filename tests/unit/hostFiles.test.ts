import {cacheControlFor, cacheRules, pageCacheControl, redirects} from '@site/build-time/hosting';
import {legacyRedirects} from '@site/build-time/redirects';
import {
  headersFile,
  headersForPath,
  nginxHeadersSnippet,
  parseHeadersFile,
  redirectsFile,
  vercelConfig,
  type HostPolicy,
} from '@site/plugins/post-build/hostFiles';
import {inlineScripts} from '@site/plugins/post-build/html';

const policy: HostPolicy = {
  headers: {'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY'},
  cacheRules,
  redirects,
};

describe('host files', () => {
  it('_headers sets the security headers on every path and Cache-Control per prefix only', () => {
    const parsed = parseHeadersFile(headersFile(policy));
    expect(parsed['/*']).toEqual(policy.headers);
    expect(parsed['/*']['Cache-Control']).toBeUndefined(); // hosts would join it with the prefix rules' value
    for (const rule of cacheRules) expect(parsed[rule.path]).toEqual({'Cache-Control': rule.cacheControl});
  });

  it("an area (/admin/*) gets its own headers in place of the site's on every host", () => {
    const area = {
      path: '/admin/*' as const,
      headers: {
        'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-eval'",
        'X-Robots-Tag': 'noindex',
      },
    };
    const withArea = {...policy, areas: [area]};
    const rules = parseHeadersFile(headersFile(withArea));
    // Cloudflare Pages: detach what differs or is gone, then set; Netlify's parser skips the "! Name" lines.
    expect(rules['/admin/*']).toEqual({
      '! Content-Security-Policy': '',
      '! X-Frame-Options': '',
      'Content-Security-Policy': area.headers['Content-Security-Policy'],
      'X-Robots-Tag': 'noindex',
    });
    expect(headersForPath(rules, '/admin/')).toEqual(area.headers);
    expect(headersForPath(rules, '/admin/config.yml')).toEqual(area.headers);
    expect(headersForPath(rules, '/about')).toEqual(policy.headers);
    expect(headersForPath(rules, '/administration')).toEqual(policy.headers);
    // Vercel: the site's rule leaves the area out, the area's rule has every header.
    const vercel = vercelConfig(withArea) as {headers: {source: string; headers: {key: string}[]}[]};
    const site = new RegExp(`^${vercel.headers[0].source}$`);
    expect(['/', '/about', '/administration', '/assets/x.js'].every((p) => site.test(p))).toBe(true);
    expect(['/admin', '/admin/', '/admin/config.yml'].some((p) => site.test(p))).toBe(false);
    const admin = vercel.headers.find((h) => h.source.startsWith('/admin'))!;
    expect(['/admin', '/admin/', '/admin/config.yml'].every((p) => new RegExp(`^${admin.source}$`).test(p))).toBe(true);
    expect(admin.headers.map((h) => h.key)).toEqual(Object.keys(area.headers));
    // nginx: a snippet with every header, for the location that replaces the server's add_header lines.
    expect(nginxHeadersSnippet(area)).toContain(`add_header X-Robots-Tag "noindex" always;`);
  });

  it('_redirects and vercel.json list every redirect, permanently', () => {
    expect(redirectsFile(policy).trim().split('\n')).toEqual(redirects.map((r) => `${r.from} ${r.to} 301`));
    const vercel = vercelConfig(policy) as {redirects: unknown[]; cleanUrls: boolean; headers: {source: string}[]};
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.redirects).toEqual(redirects.map((r) => ({source: r.from, destination: r.to, statusCode: 301})));
    expect(vercel.headers.map((h) => h.source)).toEqual(['/(.*)', '/assets/(.*)', '/img/(.*)']);
  });

  it('nginx gets literal add_header lines, always', () => {
    expect(nginxHeadersSnippet(policy)).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(nginxHeadersSnippet(policy)).not.toMatch(/\$/);
  });

  it('keeps every legacy path and sends /index home', () => {
    expect(redirects.map((r) => r.from)).toEqual(['/index', ...legacyRedirects.map((r) => r.from)]);
  });

  it('caches by prefix, pages revalidate', () => {
    expect(cacheControlFor('/assets/js/main.abc.js')).toMatch(/immutable/);
    expect(cacheControlFor('/img/blog/deck.jpg')).toBe('public, max-age=3600');
    expect(cacheControlFor('/about')).toBe(pageCacheControl);
  });

  it('finds the inline scripts CSP governs, not JSON-LD or external scripts', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type=module>b()</script>`;
    expect(
      inlineScripts(html)
        .filter((s) => s.executable)
        .map((s) => s.body),
    ).toEqual(['a()', 'b()']);
  });
});
