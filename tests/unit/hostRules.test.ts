/**
 * Every host the README documents serves /admin/ with exactly one
 * Content-Security-Policy, the editor's, and the public pages never with the
 * editor's: Cloudflare Pages and Netlify read the same `_headers` file by
 * different rules (headersForPath), Vercel matches vercel.json's sources, and
 * nginx's admin location sets its own headers in place of the server's.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {hostPolicy} from '@site/plugins/post-build/hostPolicy';
import {headersFile, headersForPath, parseHeadersFile, vercelConfig} from '@site/plugins/post-build/hostFiles';
import {adminContentSecurityPolicy, contentSecurityPolicy} from '@site/build-time/security';
import {serializeCsp} from '@site/plugins/post-build/csp';
import {editorSettings} from '@site/build-time/editor';

const publicCsp = serializeCsp(contentSecurityPolicy(["'sha256-abc='"]));
const editorCsp = serializeCsp(adminContentSecurityPolicy(editorSettings.localBackendUrl));
const policy = hostPolicy(publicCsp, false);
const adminPaths = ['/admin/', '/admin/index.html', '/admin/config.yml', '/admin/decap-cms.js'];
const publicPaths = ['/', '/about', '/blog/deck-roi', '/assets/js/main.abc.js', '/administration'];

describe('the _headers file, as each host reads it', () => {
  const rules = parseHeadersFile(headersFile(policy));

  it.each(['cloudflare', 'netlify'] as const)('%s: /admin/ gets the editor’s policy and headers, once', (host) => {
    for (const path of adminPaths) {
      expect(headersForPath(rules, path, host)).toEqual(policy.areas![0].headers);
      expect(headersForPath(rules, path, host)['Content-Security-Policy']).toBe(editorCsp);
    }
  });

  it.each(['cloudflare', 'netlify'] as const)('%s: public pages get the site’s policy, never the editor’s', (host) => {
    for (const path of publicPaths) {
      const headers = headersForPath(rules, path, host);
      expect(headers['Content-Security-Policy']).toBe(publicCsp);
      expect(headers['Content-Security-Policy']).not.toContain(editorCsp);
      expect(headers['X-Robots-Tag']).toBeUndefined();
    }
  });

  it('Netlify drops "! Name" lines and lets the later rule win: the /admin/* rule must come after /*', () => {
    const text = headersFile(policy);
    expect(text.indexOf('\n/admin/*')).toBeGreaterThan(text.indexOf('/*\n'));
    const netlify = headersForPath(rules, '/admin/', 'netlify');
    expect(Object.keys(netlify).some((name) => name.startsWith('!'))).toBe(false);
    // Written the other way round, Netlify would serve the editor the public policy (and Cloudflare both).
    const reversed = Object.fromEntries(Object.entries(rules).reverse());
    expect(headersForPath(reversed, '/admin/', 'netlify')['Content-Security-Policy']).toBe(publicCsp);
  });
});

describe('vercel.json', () => {
  const {headers: rules} = vercelConfig(policy) as {
    headers: {source: string; headers: {key: string; value: string}[]}[];
  };
  const policiesFor = (path: string) =>
    rules
      .filter((r) => new RegExp(`^${r.source}$`).test(path))
      .flatMap((r) => r.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value));

  it('sets one policy on each path: the editor’s on /admin/, the site’s elsewhere', () => {
    for (const path of ['/admin', ...adminPaths]) expect(policiesFor(path)).toEqual([editorCsp]);
    for (const path of publicPaths) expect(policiesFor(path)).toEqual([publicCsp]);
  });
});

describe('nginx', () => {
  const conf = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', 'knoxville-deck-builders.conf'), 'utf8');

  it('gives /admin/ its own location whose headers replace the server’s (add_header is not inherited)', () => {
    const admin = new RegExp(`location \\^~ ${editorSettings.path} \\{[^}]*\\}`).exec(conf)?.[0] ?? '';
    expect(admin).toContain('include snippets/kdb-admin-headers.conf;');
    expect(admin).not.toContain('kdb-security-headers.conf');
    // Every other location that sets headers of its own includes the site's, never the editor's.
    for (const location of conf.match(/location [^{]+\{[^}]*\}/g) ?? []) {
      if (location === admin) continue;
      expect(location).not.toContain('kdb-admin-headers.conf');
    }
  });
});
