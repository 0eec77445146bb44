import {createHash} from 'node:crypto';
import {mkdir, readFile, stat} from 'node:fs/promises';
import {basename, extname, join} from 'node:path';
import sharp, {type OutputInfo, type Sharp} from 'sharp';
import type {ImageManifest} from '../../src/lib/images';
import {readEntry, writeEntry, writeWhole} from '../../build-time/cacheFile';

/** Widths made for every photo (up to its own width): phones at 1-3x, tablets, desktops. */
export const variantWidths = [480, 800, 1200, 1600, 2000] as const;
/** A source larger than this is refused: export it smaller (4000 px on the long side is plenty). */
export const maxSourceBytes = 20 * 1024 * 1024;
export const rasterExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);
export const imageExtensions = new Set([...rasterExtensions, '.svg']);

/**
 * Encoders. AVIF at effort 2: effort 4 made files a third smaller but took 8x
 * as long (34 s against 4 s for one 12-megapixel photo's five widths, on 2
 * cores), and CI encodes every photo from scratch.
 */
const encoders = {
  avif: (img: Sharp) => img.avif({quality: 45, effort: 2}),
  webp: (img: Sharp) => img.webp({quality: 72}),
  jpg: (img: Sharp) => img.jpeg({quality: 76, mozjpeg: true}),
} as const;
export type VariantFormat = keyof typeof encoders;

export interface ImageSource {
  /** The file on disk. */
  path: string;
  /** How pages refer to it: "/img/blog/deck.jpg", or "blog/my-post/photo.jpg" for a photo next to a post. */
  key: string;
}

export class ImageError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`Image ${file}: ${problem}`);
    this.name = 'ImageError';
  }
}

/**
 * Measures every image and makes AVIF, WebP and JPEG copies of every photo at
 * the widths above, into `outDir/assets/photos/<name>-<content hash>-<width>.<format>`
 * (hashed names: the servers cache /assets for a year). Variants are cached
 * by content in `cacheDir`, so only new or changed photos are encoded again.
 * Rotation from the camera's EXIF is applied; EXIF itself (GPS location
 * included) is dropped.
 */
export async function processImages(
  sources: readonly ImageSource[],
  {outDir, cacheDir}: {outDir: string; cacheDir: string},
): Promise<ImageManifest> {
  await Promise.all([mkdir(join(outDir, 'assets', 'photos'), {recursive: true}), mkdir(cacheDir, {recursive: true})]);
  const manifest: ImageManifest = {};
  // One photo at a time in a process: ./apart.ts gives each core a process and its share.
  for (const source of sources) {
    const {size} = await stat(source.path);
    if (size > maxSourceBytes) {
      throw new ImageError(
        source.key,
        `is ${(size / 1024 / 1024).toFixed(1)} MB; the limit is 20 MB (export it smaller, 4000 px on the long side is plenty)`,
      );
    }
    const bytes = await readFile(source.path);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => {
        throw new ImageError(source.key, 'is not an image sharp can read (use JPEG, PNG, WebP, AVIF or SVG)');
      });
    // Phones store portrait photos sideways plus an EXIF rotation: report the turned size.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    if (!rasterExtensions.has(extname(source.path).toLowerCase())) {
      manifest[source.key] = {w: width, h: height};
      continue;
    }
    const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 10);
    const name = `${basename(source.path, extname(source.path)).replace(/[^a-zA-Z0-9-]+/g, '-')}-${hash}`;
    // The standard widths it covers, and its own width when it is smaller than the largest.
    const largest = Math.min(width, variantWidths[variantWidths.length - 1]);
    const unique = [...new Set([...variantWidths.filter((w) => w < largest), largest])];
    // Decode, turn and shrink the source once; every variant starts from those pixels.
    let pixels: {data: Buffer; info: OutputInfo} | undefined;
    for (const w of unique) {
      for (const format of Object.keys(encoders) as VariantFormat[]) {
        const file = `${name}-${w}.${format}`;
        // A checked entry (build-time/cacheFile.ts): one a stopped build cut short, or garbled on disk, is encoded again.
        let variant = await readEntry(join(cacheDir, file));
        if (!variant) {
          pixels ??= await sharp(bytes).rotate().resize({width: largest}).raw().toBuffer({resolveWithObject: true});
          const {width: rw, height: rh, channels} = pixels.info;
          variant = await encoders[format](
            sharp(pixels.data, {raw: {width: rw, height: rh, channels}}).resize({width: w}),
          ).toBuffer();
          await writeEntry(join(cacheDir, file), variant);
        }
        await writeWhole(join(outDir, 'assets', 'photos', file), variant);
      }
    }
    manifest[source.key] = {w: width, h: height, base: `/assets/photos/${name}`, widths: unique};
  }
  return manifest;
}
