import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {business} from '@site/src/data/business';
import {legacyRedirects} from '@site/build-time/redirects';
import {cacheRules, pageCacheControl} from '@site/build-time/hosting';
import {hostConfigFiles} from '@site/plugins/post-build/hostFiles';
import {editorSettings} from '@site/build-time/editor';

const nginx = (file: string) => readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', file), 'utf8');
const conf = nginx('knoxville-deck-builders.conf');

describe('production nginx config', () => {
  it('includes the headers in every server and every location that sets its own', () => {
    const blocks = conf.split(/\n(?=server \{)/).slice(1);
    expect(blocks.length).toBeGreaterThan(2);
    for (const block of blocks) expect(block).toContain('include snippets/kdb-security-headers.conf;');
    for (const location of conf.match(/location [^{]+\{[^}]*add_header[^}]*\}/g) ?? []) {
      const admin = location.startsWith(`location ^~ ${editorSettings.path} `);
      expect(location).toContain(`include snippets/${admin ? 'kdb-admin-headers' : 'kdb-security-headers'}.conf;`);
    }
  });

  it('serves the content manager from its own location, with its own headers', () => {
    expect(conf).toContain(`location ^~ ${editorSettings.path} {`);
    expect(conf).toContain(`location = ${editorSettings.path.slice(0, -1)} {\n    return 301 ${editorSettings.path};`);
  });

  it('serves one canonical host, the one in business.ts, with relative redirects', () => {
    const host = new URL(business.url).host;
    expect(conf).toContain(`server_name ${host};`);
    expect(conf.match(/return 301 https:\/\/[^$]+\$request_uri;/g)).toEqual([
      `return 301 https://${host}$request_uri;`,
      `return 301 https://${host}$request_uri;`,
    ]);
    expect(conf).toMatch(/absolute_redirect off;/);
    expect(conf).toMatch(/listen 80 default_server;[\s\S]*return 444;/);
  });

  it('caches as build-time/hosting.ts says', () => {
    for (const rule of cacheRules) {
      expect(conf).toContain(
        `location ${rule.path.slice(0, -1)} {\n    add_header Cache-Control "${rule.cacheControl}" always;`,
      );
    }
    expect(conf).toContain(`location / {\n    add_header Cache-Control "${pageCacheControl}" always;`);
  });

  it('redirects every legacy loan path permanently to its canonical page', () => {
    legacyRedirects.forEach(({from, to}) => {
      expect(conf).toContain(`location = ${from} { return 301 ${to}; }`);
    });
  });

  it("answers the build's host files with 404 instead of serving them", () => {
    const [, names] = /location ~ \^\/\(([^)]+)\)\$ \{\s+return 404;/.exec(conf) ?? [];
    expect(names?.split('|').map((n) => n.replace(/\\\./g, '.'))).toEqual(hostConfigFiles);
  });

  it('serves the 404 page with a 404 status, at /404 too', () => {
    expect(conf).toMatch(/error_page 404 \/404\.html;/);
    expect(conf).toMatch(/location = \/404 \{\s+return 404;/);
  });
});
