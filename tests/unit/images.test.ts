/** @jest-environment node */
import {mkdtempSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import sharp from 'sharp';
import {maxSourceBytes, processImages} from '../../plugins/images/pipeline';
import {phonePhoto} from '../helpers/phonePhoto';

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
    const before = readdirSync(cacheDir).map((f) => statSync(join(cacheDir, f)).mtimeMs);
    const started = Date.now();
    await processImages([{path: photo, key: '/img/blog/winter-deck.jpg'}], {outDir: join(root, 'again'), cacheDir});
    expect(readdirSync(cacheDir).map((f) => statSync(join(cacheDir, f)).mtimeMs)).toEqual(before);
    expect(Date.now() - started).toBeLessThan(3000);
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
