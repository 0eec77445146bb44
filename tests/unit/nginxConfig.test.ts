import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {business} from '@site/src/data/business';
import {legacyRedirects} from '@site/src/data/redirects';
import {contentSecurityPolicy, securityHeaders} from '@site/src/data/security';
import {parseCsp, serializeCsp} from '@site/src/lib/csp';

const nginx = (file: string) => readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', file), 'utf8');
const conf = nginx('knoxville-deck-builders.conf');
const headers = nginx('security-headers.conf');
const header = (name: string) => new RegExp(`add_header ${name} "([^"]+)" always;`).exec(headers)?.[1];
const csp = header('Content-Security-Policy') ?? '';

describe('production nginx config', () => {
  it('sends exactly the CSP that src/data/security.ts describes', () => {
    const hashes = (parseCsp(csp)['script-src'] ?? []).filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1));
    expect(hashes.length).toBeGreaterThan(0);
    expect(csp).toBe(serializeCsp(contentSecurityPolicy(hashes)));
  });

  it('sends the other security headers from the same module, as literals', () => {
    for (const [name, value] of Object.entries(securityHeaders)) expect(header(name)).toBe(value);
    // Literals, not variables: nginx's early error responses (400, 414) would send an empty variable.
    expect(headers).not.toMatch(/\$\w+/);
    expect(conf).not.toMatch(/set \$csp/);
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
