/** What a screenshot shows, for the 3D view's browser tests: how many colors a picture holds, how much changed. */
import sharp from 'sharp';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A PNG's pixels as RGB bytes, cut to a rectangle of it (in its own pixels) where one is given. */
export async function rgb(png: Buffer, rect?: Rect): Promise<Buffer> {
  const image = sharp(png).removeAlpha();
  const cut = rect
    ? image.extract({
        left: Math.round(rect.x),
        top: Math.round(rect.y),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      })
    : image;
  return cut.raw().toBuffer();
}

/** How many colors (to 1/16 a channel) a picture holds: a blank or a one-color canvas has one or two. */
export function colors(raw: Buffer): number {
  const seen = new Set<number>();
  for (let i = 0; i < raw.length; i += 3) seen.add(((raw[i] >> 4) << 8) | ((raw[i + 1] >> 4) << 4) | (raw[i + 2] >> 4));
  return seen.size;
}

/** The share of pixels that differ between two pictures of the same size. */
export function changed(a: Buffer, b: Buffer): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) > 24) n++;
  return n / (a.length / 3);
}
