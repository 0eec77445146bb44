import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {extname, join, relative, sep} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import pMap from 'p-map';
import {readEntry, sweepPartials, writeEntry} from '../../build-time/cacheFile';

/** Text the servers send compressed; images and fonts are compressed already. */
const textExtensions = new Set(['.html', '.css', '.js', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** Below this, a compressed copy saves less than a packet's headers. */
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli's quality for a file, chosen by bytes saved per CPU second (measured on this site's build,
 * November 2026; quality 11 costs 20-50 times quality 6):
 * - named by content (/assets/): 11. A file is compressed once and cached, and visitors fetch it most.
 * - pages, feeds, the sitemap and the search index, which change with every build: 6. Quality 11
 *   saved 10% more (0.9 KB a page) for 40 ms of CPU a page: 22 KB per CPU second.
 * - over 1 MB (the editor's bundle, for writers only): 9. Quality 11 saved 9% more for 8 s on one
 *   core, 14 KB per CPU second; 9 saved 35 KB over 6 for 0.3 s.
 */
export function brotliQuality(route: string, bytes: number): number {
  if (bytes > 1024 * 1024) return 9;
  return route.startsWith('/assets/') ? 11 : 6;
}

const codecs: Record<'.br' | '.gz', (body: Buffer, quality: number) => Promise<Buffer>> = {
  '.br': (body, quality) =>
    brotli(body, {
      params: {[constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length},
    }),
  // gzip 9 costs what brotli 6 does: every file gets it, for the clients without brotli.
  '.gz': (body) => gz(body, {level: 9}),
};

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * A compressed copy, from the cache or made and cached. Keyed by content, so identical files (redirect pages to one
 * target, one drawing in two folders) share an entry: the first to ask makes it, the others in flight wait for that
 * one, and later ones read the cache (the map holds only what is in flight, to keep memory flat).
 */
function packedCopy(
  inFlight: Map<string, Promise<Buffer>>,
  cached: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  let packed = inFlight.get(cached);
  if (!packed) {
    packed = (async () => {
      const hit = await readEntry(cached);
      if (hit) return hit;
      const fresh = await make();
      await writeEntry(cached, fresh);
      return fresh;
    })();
    inFlight.set(cached, packed);
    void packed.finally(() => inFlight.delete(cached)).catch(() => undefined);
  }
  return packed;
}

async function compressFile(
  file: string,
  {outDir, cacheDir, inFlight}: {outDir: string; cacheDir: string; inFlight: Map<string, Promise<Buffer>>},
): Promise<[raw: number, br: number]> {
  const body = await readFile(file);
  if (body.length < minBytes) return [0, 0];
  const quality = brotliQuality(`/${relative(outDir, file).split(sep).join('/')}`, body.length);
  const key = createHash('sha1').update(body).digest('hex');
  let brBytes = body.length;
  for (const [ext, compress] of Object.entries(codecs)) {
    const cached = join(cacheDir, `${key}${ext === '.br' ? `-${quality}` : ''}${ext}`);
    const packed = await packedCopy(inFlight, cached, () => compress(body, quality));
    if (packed.length < body.length) await writeFile(file + ext, packed);
    if (ext === '.br') brBytes = Math.min(brBytes, packed.length);
  }
  return [body.length, brBytes];
}

/**
 * Files compressed at once: twice libuv's pool, which runs them, so it never waits for a file to be read. All of a
 * build's at once (1,503 with 250 more posts) peaked at 0.6 GB in 8 s; 8 at once, 0.19-0.23 GB in the same time.
 */
const filesAtOnce = 2 * Number(process.env.UV_THREADPOOL_SIZE ?? 4);

/**
 * A .br (brotli, quality by brotliQuality) and a .gz (gzip 9) copy next to
 * every text file of the build, for nginx's brotli_static and gzip_static:
 * the server sends the smallest form without compressing per request. Copies
 * are cached by content (CI restores the cache), so a rebuild redoes only what
 * changed, and each distinct content is compressed once. zlib's asynchronous API runs them on libuv's thread pool, all cores.
 */
export async function precompress(outDir: string, cacheDir: string): Promise<string> {
  const started = Date.now();
  await mkdir(cacheDir, {recursive: true});
  await sweepPartials(cacheDir);
  const text = (await files(outDir)).filter((file) => textExtensions.has(extname(file)));
  const copies = {outDir, cacheDir, inFlight: new Map<string, Promise<Buffer>>()};
  const sizes = (await pMap(text, (file) => compressFile(file, copies), {concurrency: filesAtOnce})).filter(
    ([raw]) => raw > 0,
  );
  const raw = sizes.reduce((n, [r]) => n + r, 0);
  const br = sizes.reduce((n, [, b]) => n + b, 0);
  return `${sizes.length} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli (+ gzip) in ${Date.now() - started} ms`;
}
