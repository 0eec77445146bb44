import {cacheControlFor, cacheRules, pageCacheControl, redirects} from '@site/src/data/hosting';
import {legacyRedirects} from '@site/src/data/redirects';
import {
  headersFile,
  nginxHeadersSnippet,
  parseHeadersFile,
  redirectsFile,
  vercelConfig,
  type HostPolicy,
} from '@site/plugins/post-build/hostFiles';
import {inlineScripts} from '@site/plugins/post-build/csp';

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
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });
});
