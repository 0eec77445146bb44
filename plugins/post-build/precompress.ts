import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

/** Text the servers send compressed; images and fonts are compressed already. */
const textExtensions = new Set(['.html', '.css', '.js', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** Below this, a compressed copy saves less than a packet's headers. */
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const codecs: Record<'.br' | '.gz', (body: Buffer) => Promise<Buffer>> = {
  '.br': (body) =>
    brotli(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
  '.gz': (body) => gz(body, {level: 9}),
};

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function compressFile(file: string, cacheDir: string): Promise<[raw: number, br: number]> {
  const body = await readFile(file);
  if (body.length < minBytes) return [0, 0];
  const key = createHash('sha1').update(body).digest('hex');
  let brBytes = body.length;
  for (const [ext, compress] of Object.entries(codecs)) {
    const cached = join(cacheDir, key + ext);
    const packed = await readFile(cached).catch(async () => {
      const fresh = await compress(body);
      await writeFile(cached, fresh);
      return fresh;
    });
    if (packed.length < body.length) await writeFile(file + ext, packed);
    if (ext === '.br') brBytes = Math.min(brBytes, packed.length);
  }
  return [body.length, brBytes];
}

/**
 * A .br (brotli 11) and a .gz (gzip 9) copy next to every text file of the
 * build, for nginx's brotli_static and gzip_static: the server sends the
 * smallest form without compressing per request. Copies are cached by
 * content, so a rebuild redoes only what changed.
 */
export async function precompress(outDir: string, cacheDir: string): Promise<string> {
  const started = Date.now();
  await mkdir(cacheDir, {recursive: true});
  const jobs = (await files(outDir))
    .filter((file) => textExtensions.has(extname(file)))
    .map((file) => compressFile(file, cacheDir));
  const sizes = (await Promise.all(jobs)).filter(([raw]) => raw > 0);
  const raw = sizes.reduce((n, [r]) => n + r, 0);
  const br = sizes.reduce((n, [, b]) => n + b, 0);
  return `${sizes.length} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli (+ gzip) in ${Date.now() - started} ms`;
}
