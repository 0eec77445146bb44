import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './fixtures';
import {attrValues} from './html';

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test.describe('production server (nginx)', () => {
  test('pages revalidate and carry the security headers', async ({request}) => {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['cache-control']).toBe('public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(securityHeaders)) expect(h[name]).toBe(value);
    expect(h['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('hashed assets are immutable for a year and compressed', async ({request}) => {
    const html = await (await request.get('/')).text();
    const js = attrValues(html, 'script', 'src').find((src) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(src));
    expect(js).toBeTruthy();
    const gz = await request.get(js!, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const br = await request.get(js!, {headers: {'Accept-Encoding': 'br'}});
    expect(['br', 'gzip']).toContain(br.headers()['content-encoding']);
  });

  test('unknown paths get the 404 page with status 404 and the headers', async ({request}) => {
    const res = await request.get('/definitely/not/here');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a trailing slash redirects to the canonical path', async ({request}) => {
    const res = await request.get('/about/', {maxRedirects: 0});
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toMatch(/\/about$/);
  });

  test('legacy loan paths answer 301 to their canonical pages', async ({request}) => {
    const res = await request.get('/fha', {maxRedirects: 0});
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toMatch(/\/loan-programs\/fha$/);
  });

  test("the CSP allows the build's inline script by its hash", async ({request}) => {
    const csp = (await request.get('/')).headers()['content-security-policy'];
    const html = readFileSync(join(__dirname, '..', '..', 'build', 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !attrs.includes('ld+json'),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });
});
