/**
 * What the build knows about every image (plugins/images): its size, and for
 * photos the widths made in AVIF, WebP and JPEG. Components turn an entry
 * into <picture> sources with srcset, and width and height so nothing shifts.
 */

export interface ImageEntry {
  /** Intrinsic width and height (after the camera's rotation). */
  w: number;
  h: number;
  /** Photos only: "/assets/photos/<name>-<hash>"; variants are `${base}-${width}.${format}`. */
  base?: string;
  widths?: number[];
}

export type ImageManifest = Record<string, ImageEntry>;

export const variantFormats = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

/** "…-480.avif 480w, …-800.avif 800w". */
export function srcSet(entry: ImageEntry, format: 'avif' | 'webp' | 'jpg'): string {
  return (entry.widths ?? []).map((w) => `${entry.base}-${w}.${format} ${w}w`).join(', ');
}

/** The JPEG for browsers that read no srcset: the variant nearest 1200 px. */
export function fallbackSrc(entry: ImageEntry): string {
  const widths = entry.widths ?? [];
  const w = widths.find((x) => x >= 1200) ?? widths[widths.length - 1];
  return `${entry.base}-${w}.jpg`;
}

/** The manifest key of a photo a post names relative to itself ("./photo.jpg" in blog/my-post/index.mdx). */
export function imageKey(src: string, from?: string): string {
  if (!src.startsWith('./') || !from) return src;
  const dir = from.replace(/^@site\//, '').replace(/\/[^/]*$/, '');
  return `${dir}/${src.slice(2)}`;
}

/**
 * An SVG is an illustration, not a photo: the gallery says so in its captions, and `npm run check:launch` lists a
 * project shown by one as a stand-in until a photo of the real deck replaces it (same name, .jpg).
 */
export const isIllustration = (item: {readonly image: string}): boolean => item.image.endsWith('.svg');
