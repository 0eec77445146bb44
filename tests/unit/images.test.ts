/** @jest-environment node */
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import sharp from 'sharp';
import {processImagesApart} from '../../plugins/images/apart';
import {ImageError, maxSourceBytes, processImages} from '../../plugins/images/pipeline';
import {phonePhoto} from '../helpers/phonePhoto';
import {writeEntry} from '../../build-time/cacheFile';

const dirs = () => {
  const root = mkdtempSync(join(tmpdir(), 'kdb-images-'));
  return {root, outDir: join(root, 'out'), cacheDir: join(root, 'cache')};
};

describe('the image pipeline, with a phone photo the test makes', () => {
  const {root, outDir, cacheDir} = dirs();
  const photo = join(root, 'winter-deck.jpg');
  let manifest: Awaited<ReturnType<typeof processImages>>;

  beforeAll(async () => {
    writeFileSync(photo, await phonePhoto());
    manifest = await processImages([{path: photo, key: '/img/blog/winter-deck.jpg'}], {outDir, cacheDir});
  }, 120_000);

  it('starts from a realistic photo: 12 megapixels, several MB, stored sideways with GPS in EXIF', async () => {
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4000, 3000, 6]);
    expect(statSync(photo).size).toBeGreaterThan(2_000_000);
    expect(meta.exif?.length).toBeGreaterThan(0);
  });

  it('makes AVIF, WebP and JPEG at five widths, upright, with the intrinsic size for the page', async () => {
    const entry = manifest['/img/blog/winter-deck.jpg'];
    expect(entry).toMatchObject({w: 3000, h: 4000, widths: [480, 800, 1200, 1600, 2000]});
    expect(entry.base).toMatch(/^\/assets\/photos\/winter-deck-[0-9a-f]{10}$/);
    const files = readdirSync(join(outDir, 'assets', 'photos'));
    expect(files).toHaveLength(15);
    const file = (w: number, ext: string) => join(outDir, entry.base!.replace(/^\//, '') + `-${w}.${ext}`);
    const meta = await sharp(file(800, 'jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([800, Math.round((800 * 4000) / 3000)]);
    // The camera's EXIF (GPS included) does not reach the web.
    expect(meta.exif).toBeUndefined();
    expect((await sharp(file(1200, 'avif')).metadata()).format).toBe('heif');
  });

  it('keeps what a 390 px phone downloads (the 1200 w file at 3x) under 150 KB', () => {
    const entry = manifest['/img/blog/winter-deck.jpg'];
    const bytes = (ext: string) => statSync(join(outDir, entry.base!.replace(/^\//, '') + `-1200.${ext}`)).size;
    expect(bytes('avif')).toBeLessThan(150 * 1024);
    expect(bytes('webp')).toBeLessThan(150 * 1024);
  });

  it('encodes a photo once: a rebuild copies from the cache', async () => {
    // A cached variant marked so that only a copy from the cache can put the mark into the build.
    const [marked, ...rest] = readdirSync(cacheDir);
    const mark = Buffer.from('copied from the cache');
    await writeEntry(join(cacheDir, marked), mark);
    const before = readdirSync(cacheDir).map((f) => statSync(join(cacheDir, f)).mtimeMs);
    const again = join(root, 'again');
    expect(await processImages([{path: photo, key: '/img/blog/winter-deck.jpg'}], {outDir: again, cacheDir})).toEqual(
      manifest,
    );
    // Nothing encoded again (no cached variant rewritten); the build has the cache's files, byte for byte.
    expect(readdirSync(cacheDir).map((f) => statSync(join(cacheDir, f)).mtimeMs)).toEqual(before);
    const photos = (dir: string) => join(dir, 'assets', 'photos');
    expect(readdirSync(photos(again))).toEqual(readdirSync(photos(outDir)));
    expect(readFileSync(join(photos(again), marked)).equals(mark)).toBe(true);
    for (const f of rest)
      expect(readFileSync(join(photos(again), f)).equals(readFileSync(join(photos(outDir), f)))).toBe(true);
  });
});

describe('the image pipeline refuses what would hurt visitors, naming the file', () => {
  it('a source over 20 MB', async () => {
    const {root, outDir, cacheDir} = dirs();
    const huge = join(root, 'huge.jpg');
    writeFileSync(huge, Buffer.alloc(maxSourceBytes + 1));
    await expect(processImages([{path: huge, key: '/img/huge.jpg'}], {outDir, cacheDir})).rejects.toThrow(
      'Image /img/huge.jpg: is 20.0 MB; the limit is 20 MB',
    );
  });

  it('a file that is not an image', async () => {
    const {root, outDir, cacheDir} = dirs();
    writeFileSync(join(root, 'notes.jpg'), 'not a photo');
    await expect(
      processImages([{path: join(root, 'notes.jpg'), key: '/img/notes.jpg'}], {outDir, cacheDir}),
    ).rejects.toThrow(/Image \/img\/notes\.jpg: is not an image/);
  });

  it('measures illustrations (SVG) and leaves them as they are', async () => {
    const {root, outDir, cacheDir} = dirs();
    const svg = join(root, 'plan.svg');
    writeFileSync(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80"/></svg>',
    );
    expect(await processImages([{path: svg, key: '/img/plan.svg'}], {outDir, cacheDir})).toEqual({
      '/img/plan.svg': {w: 120, h: 80},
    });
  });
});

describe('the build runs the pipeline in child processes, a share of the photos each', () => {
  it('lists what one process lists, in the same order, with the same files', async () => {
    const {root, cacheDir} = dirs();
    // Two photos with one file name (in two posts' folders), another photo and a drawing.
    for (const dir of ['a', 'b']) mkdirSync(join(root, dir));
    writeFileSync(join(root, 'a', 'deck.jpg'), await phonePhoto({width: 900, height: 600}));
    writeFileSync(join(root, 'b', 'deck.jpg'), await phonePhoto({width: 700, height: 500}));
    writeFileSync(join(root, 'porch.jpg'), await phonePhoto({width: 500, height: 400}));
    writeFileSync(join(root, 'plan.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"/>');
    const sources = ['a/deck.jpg', 'plan.svg', 'b/deck.jpg', 'porch.jpg'].map((f) => ({path: join(root, f), key: f}));
    const apart = await processImagesApart(sources, {outDir: join(root, 'apart'), cacheDir});
    const together = await processImages(sources, {outDir: join(root, 'together'), cacheDir: join(root, 'cache2')});
    expect(Object.keys(apart)).toEqual(sources.map((s) => s.key));
    expect(apart).toEqual(together);
    const files = (dir: string) => readdirSync(join(root, dir, 'assets', 'photos')).sort();
    expect(files('apart')).toEqual(files('together'));
    // Each photo's own variants: the two named deck.jpg do not overwrite each other.
    expect(new Set(files('apart').map((f) => f.replace(/-\d+\.\w+$/, '')))).toEqual(
      new Set(Object.values(apart).flatMap((entry) => (entry.base ? [entry.base.replace('/assets/photos/', '')] : []))),
    );
    expect(Object.values(apart).filter((entry) => entry.base)).toHaveLength(3);
  }, 60_000);

  it("refuses a file as one process does: an ImageError naming it, from the child's answer", async () => {
    const {root, outDir, cacheDir} = dirs();
    writeFileSync(join(root, 'notes.jpg'), 'not a photo');
    writeFileSync(join(root, 'porch.jpg'), await phonePhoto({width: 500, height: 400}));
    const refused = processImagesApart(
      ['notes.jpg', 'porch.jpg'].map((f) => ({path: join(root, f), key: `/img/${f}`})),
      {outDir, cacheDir},
    );
    await expect(refused).rejects.toThrow(ImageError);
    await expect(refused).rejects.toThrow(/^Image \/img\/notes\.jpg: is not an image/);
  }, 60_000);
});
