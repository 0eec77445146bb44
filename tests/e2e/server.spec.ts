import {readdirSync, readFileSync, statSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {connect} from 'node:net';
import {join} from 'node:path';
import {test, expect} from './fixtures';
import {nginxErrorLog} from '../../playwright.config';
import {business} from '../../src/data/business';
import {parseCsp} from '../../plugins/post-build/csp';
import {inlineScripts} from '../../plugins/post-build/html';
import {hostConfigFiles, parseHeadersFile} from '../../plugins/post-build/hostFiles';
import {designedInlineScripts} from '../../build-time/security';
import {createHash} from 'node:crypto';
import type {NotFoundCopy} from '../../src/data/pageSchema';
import notFoundWords from '../../src/data/copy/pages/not-found.json';
import {blogRoutes} from './routes';
import {pageFile} from '../../build-time/pages';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const build = join(__dirname, '..', '..', 'build');
const port = Number(process.env.PORT ?? 4173);
const canonical = new URL(business.url);
/** A blog post, whichever the blog holds, and an image under /img (static/img/), whichever is there. */
const post = blogRoutes[0];
const staticFile = `/img/${readdirSync(join(build, 'img'), {recursive: true, encoding: 'utf8'}).find(
  (f) => /\.(svg|png|jpe?g)$/.test(f) && statSync(join(build, 'img', f)).isFile(),
)}`;

/** A raw request to the loopback nginx: any Host, no redirect following, no client-side checks. */
function raw(
  path: string,
  {
    host = '127.0.0.1',
    httpPort = port,
    headers = {},
  }: {host?: string; httpPort?: number; headers?: Record<string, string>} = {},
) {
  return new Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: Buffer} | 'closed'>(
    (resolve, reject) => {
      const req = httpRequest({host: '127.0.0.1', port: httpPort, path, headers: {Host: host, ...headers}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      });
      req.on('error', (err: NodeJS.ErrnoException) =>
        err.code === 'ECONNRESET' || /socket hang up/.test(err.message) ? resolve('closed') : reject(err),
      );
      req.end();
    },
  );
}

/** main.js, as the page template's loader names it (fetched after the first paint: build-time/first-paint.ts). */
const mainJs = () => {
  const html = readFileSync(join(build, 'index.html'), 'utf8');
  const path = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  if (!path) throw new Error('index.html names no main.js');
  return path;
};

test.describe('production server (nginx)', () => {
  test('pages revalidate and carry every security header', async ({request}) => {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('hashed assets are immutable for a year, photos an hour', async ({request}) => {
    const js = await request.get(mainJs());
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const img = await request.get(staticFile);
    expect(img.headers()['cache-control']).toBe('public, max-age=3600');
    expect(img.headers()['content-security-policy']).toBeTruthy();
  });

  test('text is sent precompressed from the build (brotli, else gzip), byte for byte', async () => {
    for (const path of [mainJs(), '/about', '/sitemap.xml']) {
      const file = path === '/about' ? 'about.html' : path.slice(1);
      for (const [accept, ext, encoding] of [
        ['gzip, deflate, br, zstd', '.br', 'br'],
        ['gzip', '.gz', 'gzip'],
      ]) {
        const res = await raw(path, {headers: {'Accept-Encoding': accept}});
        if (res === 'closed') throw new Error('closed');
        expect(res.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        // A static copy has a Content-Length equal to the file's; on-the-fly compression would be chunked.
        expect(Number(res.headers['content-length']), `${path}${ext}`).toBe(statSync(join(build, file + ext)).size);
      }
    }
  });

  test("the build's host files (headers, redirects, nginx snippet) are not served", async ({request}) => {
    for (const file of hostConfigFiles) {
      expect(statSync(join(build, file)).size, file).toBeGreaterThan(0);
      expect((await request.get(`/${file}`)).status(), file).toBe(404);
    }
  });

  test('unknown paths and /404 get the 404 page with status 404', async ({request}) => {
    for (const path of ['/definitely/not/here', '/404']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      // The owner's words for it (/admin → Site pages), as the HTML writes them.
      expect(await res.text()).toContain(escapeHtml((notFoundWords as NotFoundCopy).title));
      expect(res.headers()['content-security-policy']).toBeTruthy();
    }
  });

  test('redirects are relative paths, whatever Host the request names', async () => {
    const cases: [string, string][] = [
      ['/about/', '/about'],
      ['/index', '/'],
      ['/index.html', '/'],
      ['/about.html', '/about'],
      [`${post}.html?ref=x`, `${post}?ref=x`],
      ['/fha', '/loan-programs/fha'],
    ];
    for (const [from, to] of cases) {
      const res = await raw(from, {host: canonical.host});
      if (res === 'closed') throw new Error(`${from}: closed`);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test('one canonical host over https: http and the bare domain redirect to it, strangers get nothing', async () => {
    const apex = canonical.host.replace(/^www\./, '');
    for (const [host, httpPort] of [
      [canonical.host, port + 7],
      [apex, port + 7],
      [apex, port],
    ] as const) {
      const res = await raw('/about?x=1', {host, httpPort});
      if (res === 'closed') throw new Error(`${host}:${httpPort} closed`);
      expect(res.status, `${host} on ${httpPort}`).toBe(301);
      expect(res.headers.location).toBe(`${canonical.origin}/about?x=1`);
    }
    expect(await raw('/', {host: 'evil.example'})).toBe('closed');
    expect(await raw('/', {host: 'evil.example', httpPort: port + 7})).toBe('closed');
  });

  test('early error answers (400, 414) carry the CSP, and nginx warns about nothing', async () => {
    const long = await raw(`/${'a'.repeat(9000)}`);
    if (long === 'closed') throw new Error('closed');
    expect(long.status).toBe(414);
    expect(long.headers['content-security-policy']).toContain("default-src 'self'");
    const bad = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\nHost: bad/host\r\n\r\n'));
      let data = '';
      socket.on('data', (c: Buffer) => (data += c));
      socket.on('close', () => resolve(data));
    });
    expect(bad).toMatch(/^HTTP\/1\.1 400/);
    expect(bad).toMatch(/Content-Security-Policy: default-src 'self'/);
    expect(readFileSync(nginxErrorLog, 'utf8')).not.toMatch(/\[warn\]|\[error\]|uninitialized/);
  });
});

test.describe('every host gets the same headers, caching and redirects', () => {
  const headersFile = parseHeadersFile(readFileSync(join(build, '_headers'), 'utf8'));
  const vercel = JSON.parse(readFileSync(join(build, 'vercel.json'), 'utf8')) as {
    headers: {source: string; headers: {key: string; value: string}[]}[];
    redirects: {source: string; destination: string; statusCode: number}[];
  };
  const samples = ['/', '/about', mainJs(), staticFile];

  test("nginx's CSP is the build's, and allows exactly the inline scripts the build ships by design", async ({
    request,
  }) => {
    const served = (await request.get('/')).headers()['content-security-policy'];
    expect(served).toBe(headersFile['/*']['Content-Security-Policy']);
    const scriptSrc = parseCsp(served)['script-src'];
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(designedInlineScripts.length);
    for (const page of ['/', '/about', '/404', post].map((route) => pageFile(build, route))) {
      for (const {body} of inlineScripts(readFileSync(page, 'utf8')).filter((s) => s.executable)) {
        expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
  });

  test('_headers (Netlify, Cloudflare Pages) agrees with nginx', async ({request}) => {
    for (const path of samples) {
      const served = (await request.get(path)).headers();
      const rules = Object.entries(headersFile).filter(([pattern]) => path.startsWith(pattern.replace(/\*$/, '')));
      const expected = Object.assign(
        {'Cache-Control': 'public, max-age=0, must-revalidate'},
        ...rules.map(([, h]) => h),
      );
      for (const [name, value] of Object.entries(expected))
        expect(served[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  test('vercel.json agrees with nginx', async ({request}) => {
    for (const path of samples) {
      const served = (await request.get(path)).headers();
      for (const rule of vercel.headers.filter((r) => new RegExp(`^${r.source}$`).test(path))) {
        for (const {key, value} of rule.headers) expect(served[key.toLowerCase()], `${path} ${key}`).toBe(value);
      }
    }
  });

  test('_redirects and vercel.json redirect exactly as nginx does', async () => {
    const lines = readFileSync(join(build, '_redirects'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(/\s+/));
    expect(lines.length).toBeGreaterThan(1);
    expect(vercel.redirects.map((r) => [r.source, r.destination, String(r.statusCode)])).toEqual(lines);
    for (const [from, to, status] of lines) {
      const res = await raw(from);
      if (res === 'closed') throw new Error('closed');
      expect(res.status, from).toBe(Number(status));
      expect(res.headers.location, from).toBe(to);
    }
  });
});
