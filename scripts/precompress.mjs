// Runs after `docusaurus build` (npm run build): writes a .br (brotli 11) and
// a .gz (gzip 9) copy next to every text file of the build, for nginx's
// brotli_static and gzip_static, so the server sends the smallest form without
// compressing per request. A separate step because Docusaurus runs plugins'
// postBuild in parallel, and the sitemap, search index and HTML must be final.
// Compressed copies are cached by content (node_modules/.cache), so a rebuild
// redoes only what changed.
import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {extname, join, resolve} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const outDir = resolve(process.argv[2] ?? 'build');
const cacheDir = resolve('node_modules', '.cache', 'kdb-precompress');
/** Text the servers send compressed; images and fonts are compressed already. */
const textExtensions = new Set(['.html', '.css', '.js', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** Below this, a compressed copy saves less than a packet's headers. */
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const codecs = {
  '.br': (body) =>
    brotli(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
  '.gz': (body) => gz(body, {level: 9}),
};

async function* files(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function compressFile(file) {
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

const started = Date.now();
await mkdir(cacheDir, {recursive: true});
const jobs = [];
for await (const file of files(outDir)) if (textExtensions.has(extname(file))) jobs.push(compressFile(file));
const sizes = (await Promise.all(jobs)).filter(([raw]) => raw > 0);
const raw = sizes.reduce((n, [r]) => n + r, 0);
const br = sizes.reduce((n, [, b]) => n + b, 0);
console.log(
  `[precompress] ${sizes.length} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli (+ gzip) in ${Date.now() - started} ms`,
);
