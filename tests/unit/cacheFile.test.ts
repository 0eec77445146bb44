/**
 * @jest-environment node
 *
 * The build's caches under the writes a real build makes: many files of the same bytes at once (redirect pages to one
 * target, one drawing in two folders), one photo in two posts, and what a stopped build or a bad disk leaves behind.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, truncateSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import sharp from 'sharp';
import {readEntry, sweepPartials, writeEntry, writeWhole} from '../../build-time/cacheFile';
import {precompress} from '../../plugins/post-build/precompress';
import {processImages} from '../../plugins/images/pipeline';
import {phonePhoto} from '../helpers/phonePhoto';

/**
 * The race, held open: while `mockGate.writers` is set, each rename into the cache waits until that many are waiting
 * (or a second passes), so every writer has written its temporary file before any is renamed. The outcome then
 * depends on the names, not on timing.
 */
const mockGate = {writers: 0, waiting: [] as (() => void)[]};
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  const release = () => mockGate.waiting.splice(0).forEach((go) => go());
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (mockGate.writers > 1 && from.endsWith('.part')) {
        await new Promise<void>((go) => {
          mockGate.waiting.push(go);
          if (mockGate.waiting.length >= mockGate.writers) release();
          else setTimeout(release, 1000);
        });
      }
      return actual.rename(from, to);
    },
  };
});
async function together<T>(writers: number, work: () => Promise<T>): Promise<T> {
  mockGate.writers = writers;
  try {
    return await work();
  } finally {
    mockGate.writers = 0;
  }
}

const scratch = (name: string) => mkdtempSync(join(tmpdir(), `kdb-${name}-`));

/** A page of real-looking text: compressible, over the 1 KB below which nothing is compressed. */
const page = (words: string) => `<!doctype html><html><body>${`<p>${words}</p>`.repeat(200)}</body></html>`;

describe('a cache entry', () => {
  it('written by twenty writers of one key at once: every write succeeds and the file is one of them, whole', async () => {
    const dir = scratch('cache');
    const file = join(dir, 'entry');
    const bodies = Array.from({length: 20}, (_, i) => Buffer.from(page(`writer ${i}`)));
    await together(20, () => Promise.all(bodies.map((body) => writeWhole(file, body))));
    expect(bodies.some((body) => body.equals(readFileSync(file)))).toBe(true);
    expect(readdirSync(dir)).toEqual(['entry']);
  });

  it('reads back what was written, and reads as missing once truncated or garbled', async () => {
    const dir = scratch('cache');
    const file = join(dir, 'entry');
    const body = Buffer.from(page('a deck in Knoxville'));
    await writeEntry(file, body);
    expect((await readEntry(file))?.equals(body)).toBe(true);
    const stored = readFileSync(file);
    stored[100] ^= 0xff;
    writeFileSync(file, stored);
    expect(await readEntry(file)).toBeUndefined();
    await writeEntry(file, body);
    truncateSync(file, 500);
    expect(await readEntry(file)).toBeUndefined();
    expect(await readEntry(join(dir, 'never written'))).toBeUndefined();
  });

  it('leaves no temporary file and warns once, naming the cache, when the disk refuses a write', async () => {
    const dir = join(scratch('cache'), 'node_modules', '.cache', 'kdb-test');
    mkdirSync(dir, {recursive: true});
    // A file where the temporary file's directory should be refuses every write, as a full disk does.
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, '');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeEntry(join(blocked, 'a'), Buffer.from('x'));
    await writeEntry(join(blocked, 'b'), Buffer.from('y'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^\[cache\] could not write node_modules\/\.cache\/kdb-test\/blocked\/a \(ENOTDIR[^)]*\): the build goes on without caching in node_modules\/\.cache\/kdb-test\/blocked$/,
    );
    warn.mockRestore();
    await expect(writeWhole(join(blocked, 'c'), Buffer.from('z'))).rejects.toThrow(
      'could not write node_modules/.cache/kdb-test/blocked/c (ENOTDIR',
    );
    expect(readdirSync(dir)).toEqual(['blocked']);
  });

  it("sweeps a stopped build's temporary files, and not those of a build still writing", async () => {
    const dir = scratch('cache');
    writeFileSync(join(dir, 'old.1234-1-aa.part'), 'cut short');
    writeFileSync(join(dir, 'new.5678-1-bb.part'), 'in flight');
    writeFileSync(join(dir, 'entry'), 'whole');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(dir, 'old.1234-1-aa.part'), hourAgo, hourAgo);
    await sweepPartials(dir);
    expect(readdirSync(dir).sort()).toEqual(['entry', 'new.5678-1-bb.part']);
  });
});

describe('precompression', () => {
  it('compresses forty files of the same bytes at once: every copy written, the content compressed once', async () => {
    const root = scratch('precompress');
    const out = join(root, 'build');
    const cache = join(root, 'cache');
    const body = page('Redirecting to /services/deck-building');
    for (let i = 0; i < 40; i++) {
      mkdirSync(join(out, `old-path-${i}`), {recursive: true});
      writeFileSync(join(out, `old-path-${i}`, 'index.html'), body);
    }
    // Eight files are compressed at a time.
    await together(8, () => precompress(out, cache));
    for (let i = 0; i < 40; i++) {
      const file = join(out, `old-path-${i}`, 'index.html');
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(body);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(body);
    }
    // One entry a codec, and nothing half-written beside them.
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('redoes a cached copy that is cut short or garbled, and never ships it', async () => {
    const root = scratch('precompress');
    const out = join(root, 'build');
    const cache = join(root, 'cache');
    mkdirSync(out);
    const body = page('Composite decking in Farragut');
    writeFileSync(join(out, 'index.html'), body);
    await precompress(out, cache);
    const [br, gz] = readdirSync(cache).sort();
    truncateSync(join(cache, br), 40);
    const garbled = readFileSync(join(cache, gz));
    garbled[20] ^= 0xff;
    writeFileSync(join(cache, gz), garbled);
    await precompress(out, cache);
    expect(brotliDecompressSync(readFileSync(join(out, 'index.html.br'))).toString()).toBe(body);
    expect(gunzipSync(readFileSync(join(out, 'index.html.gz'))).toString()).toBe(body);
    expect((await readEntry(join(cache, br)))?.equals(readFileSync(join(out, 'index.html.br')))).toBe(true);
  });
});

describe('photo variants', () => {
  const root = scratch('images');
  const cacheDir = join(root, 'cache');
  let photo: Buffer;
  const post = (slug: string) => {
    mkdirSync(join(root, 'blog', slug), {recursive: true});
    const path = join(root, 'blog', slug, 'deck.jpg');
    writeFileSync(path, photo);
    return {path, key: `blog/${slug}/deck.jpg`};
  };

  beforeAll(async () => {
    photo = await sharp(await phonePhoto())
      .resize({width: 900})
      .jpeg()
      .toBuffer();
  }, 60_000);

  it('of one photo in two posts, built at once on one cache: both builds get every variant', async () => {
    const outs = [join(root, 'out-a'), join(root, 'out-b')];
    const [a, b] = await together(2, () =>
      Promise.all(
        [post('before-winter'), post('after-winter')].map((source, i) =>
          processImages([source], {outDir: outs[i], cacheDir}),
        ),
      ),
    );
    expect(a['blog/before-winter/deck.jpg']).toEqual(b['blog/after-winter/deck.jpg']);
    const made = (dir: string) => readdirSync(join(dir, 'assets', 'photos')).sort();
    expect(made(outs[0])).toHaveLength(3 * a['blog/before-winter/deck.jpg'].widths!.length);
    expect(made(outs[1])).toEqual(made(outs[0]));
    expect(readdirSync(cacheDir).sort()).toEqual(made(outs[0]));
  }, 120_000);

  it('cut short in the cache is encoded again, never copied into the build', async () => {
    const [variant] = readdirSync(cacheDir).filter((f) => f.endsWith('.jpg'));
    const whole = await readEntry(join(cacheDir, variant));
    truncateSync(join(cacheDir, variant), 1000);
    const out = join(root, 'out-c');
    await processImages([post('again')], {outDir: out, cacheDir});
    const shipped = readFileSync(join(out, 'assets', 'photos', variant));
    expect(shipped.equals(whole!)).toBe(true);
    expect((await sharp(shipped).metadata()).format).toBe('jpeg');
  }, 120_000);
});
