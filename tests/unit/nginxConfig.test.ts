import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {business} from '@site/src/data/business';
import {legacyRedirects} from '@site/src/data/redirects';

const conf = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', 'knoxville-deck-builders.conf'), 'utf8');
const csp = /set \$csp "([^"]+)";/.exec(conf)?.[1] ?? '';
const directive = (name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('production nginx config', () => {
  it('allows exactly the site and the form and chat origins in its CSP', () => {
    const allowedHosts = new Set([
      new URL(business.leadForm.origin).origin,
      new URL(business.leadForm.embedScriptSrc).origin,
      new URL(business.chatWidget.loaderSrc).origin,
    ]);
    const hosts = [...csp.matchAll(/https:\/\/[^\s;]+/g)].map((m) => m[0]);
    expect(hosts.length).toBeGreaterThan(0);
    hosts.forEach((h) => expect(allowedHosts).toContain(h));
    expect(csp).not.toMatch(/\*/);
    expect(directive('script-src')).toEqual(
      expect.arrayContaining(["'self'", new URL(business.leadForm.embedScriptSrc).origin, new URL(business.chatWidget.loaderSrc).origin]),
    );
    expect(directive('frame-src')).toContain(new URL(business.leadForm.origin).origin);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
  });

  it('redirects every legacy loan path permanently to its canonical page', () => {
    legacyRedirects.forEach(({from, to}) => {
      expect(conf).toContain(`location = ${from} { return 301 ${to}; }`);
    });
  });

  it('serves the 404 page with a 404 status and caches hashed assets for a year', () => {
    expect(conf).toMatch(/error_page 404 \/404\.html;/);
    expect(conf).toMatch(/location \/assets\/ \{\s+add_header Cache-Control "public, max-age=31536000, immutable" always;/);
  });
});
