/**
 * A drawing laid out at the width it is shown at, in pixels: the shapes the page draws (each with the class that
 * styles it) and its labels, each placed where it overlaps no other label and nothing it must not cover. The top
 * view (topView.ts) and the side view (sideView.ts) are built from these; the component only draws them.
 */

/** A rectangle in pixels, x and y its top left corner. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export type Shape =
  | {
      readonly kind: 'rect';
      readonly cls: string;
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
    }
  | {
      readonly kind: 'line';
      readonly cls: string;
      readonly x1: number;
      readonly y1: number;
      readonly x2: number;
      readonly y2: number;
    }
  | {readonly kind: 'circle'; readonly cls: string; readonly cx: number; readonly cy: number; readonly r: number}
  | {readonly kind: 'path'; readonly cls: string; readonly d: string};

/** A label: its text, where it stands (the box it fills), and whether it reads up the page (a vertical dimension). */
export interface Label {
  readonly text: string;
  readonly cls: string;
  readonly box: Box;
  readonly vertical: boolean;
}

export interface Sheet {
  readonly width: number;
  readonly height: number;
  /** The labels' size, pixels. */
  readonly font: number;
  readonly shapes: readonly Shape[];
  readonly labels: readonly Label[];
}

/**
 * A label's length in pixels: an average advance of 0.56 em for the body face's digits, marks and lowercase, which
 * holds for every label the drawings print (feet and inches, short words); a little long rather than short.
 */
export const textWidth = (text: string, font: number): number => text.length * 0.56 * font + 2;

/** Whether two boxes overlap, with `gap` pixels kept between them. */
export const overlaps = (a: Box, b: Box, gap = 1): boolean =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

/** A label's box centered on a point, horizontal or reading up the page. */
export function centeredBox(text: string, font: number, cx: number, cy: number, vertical = false): Box {
  const [w, h] = [textWidth(text, font), font * 1.2];
  return vertical ? {x: cx - h / 2, y: cy - w / 2, w: h, h: w} : {x: cx - w / 2, y: cy - h / 2, w, h};
}

/** The grid's cell, pixels: a box is filed under every cell it touches, so a test reads only its neighbors. */
const CELL = 48;

/**
 * Places labels one after another, each at the first of its candidate points (centers) where its box overlaps no
 * label placed before it and none of the drawing's keep-out boxes; failing those, at the nearest free spot around
 * its first; failing that, below everything placed, so it is never lost and never covers another.
 */
export class Placer {
  private readonly grid = new Map<string, Box[]>();
  private lowest = 0;
  readonly labels: Label[] = [];

  constructor(
    private readonly font: number,
    /** The sheet's width: no label may reach past it. */
    private readonly width: number,
    keepOut: readonly Box[] = [],
  ) {
    for (const box of keepOut) this.reserve(box);
  }

  /** Reserves a box no label may cover (a dimension line, a drawn part). */
  reserve(box: Box): void {
    for (const key of cells(box)) {
      const list = this.grid.get(key);
      if (list) list.push(box);
      else this.grid.set(key, [box]);
    }
    this.lowest = Math.max(this.lowest, box.y + box.h);
  }

  place(text: string, cls: string, candidates: readonly {x: number; y: number}[], vertical = false): Label {
    const boxAt = (c: {x: number; y: number}) => centeredBox(text, this.font, c.x, c.y, vertical);
    const free = (box: Box) => this.fits(box) && !this.covers(box);
    const box =
      candidates.map(boxAt).find(free) ??
      this.around(text, candidates[0], vertical).map(boxAt).find(free) ??
      this.below(text, candidates[0]?.x ?? 0, vertical);
    const label = {text, cls, box, vertical};
    this.reserve(box);
    this.labels.push(label);
    return label;
  }

  /** The lowest edge anything placed or kept out reaches: where a sheet's height must reach. */
  bottom(): number {
    return this.lowest;
  }

  private covers(box: Box): boolean {
    for (const key of cells(box)) {
      for (const t of this.grid.get(key) ?? []) if (overlaps(box, t)) return true;
    }
    return false;
  }

  /** Points around a label's first place, nearest first: a step or a few off it, before it goes below everything. */
  private around(text: string, c: {x: number; y: number} | undefined, vertical: boolean): {x: number; y: number}[] {
    if (!c) return [];
    const box = centeredBox(text, this.font, c.x, c.y, vertical);
    const [sx, sy] = [box.w + 2, box.h + 2];
    const steps = [-3, -2, -1, 0, 1, 2, 3].flatMap((i) => [-3, -2, -1, 0, 1, 2, 3].map((j) => ({i, j})));
    return steps
      .filter(({i, j}) => i !== 0 || j !== 0)
      .sort((a, b) => Math.hypot(a.i * sx, a.j * sy) - Math.hypot(b.i * sx, b.j * sy))
      .map(({i, j}) => ({x: c.x + i * sx, y: c.y + j * sy}));
  }

  private fits(box: Box): boolean {
    return box.x >= 0 && box.y >= 0 && box.x + box.w <= this.width;
  }

  private below(text: string, x: number, vertical: boolean): Box {
    const box = centeredBox(text, this.font, x, 0, vertical);
    return {...box, x: Math.min(Math.max(0, box.x), this.width - box.w), y: this.bottom() + this.font * 0.4};
  }
}

/** The grid cells a box touches (with the one-pixel gap overlaps() keeps). */
function cells(box: Box): string[] {
  const keys: string[] = [];
  const [x0, x1] = [Math.floor((box.x - 1) / CELL), Math.floor((box.x + box.w + 1) / CELL)];
  const [y0, y1] = [Math.floor((box.y - 1) / CELL), Math.floor((box.y + box.h + 1) / CELL)];
  for (let gx = x0; gx <= x1; gx++) for (let gy = y0; gy <= y1; gy++) keys.push(`${gx},${gy}`);
  return keys;
}

/** A graphic scale: a bar a round number of feet long (1, 2, 5, 10, 20…) about 90 px, and its label. */
export function scaleBar(pxPerFt: number): {feet: number; px: number} {
  const steps = [1, 2, 4, 5, 10, 20, 25, 50];
  const feet = steps.find((f) => f * pxPerFt >= 70) ?? steps[steps.length - 1];
  return {feet, px: feet * pxPerFt};
}
