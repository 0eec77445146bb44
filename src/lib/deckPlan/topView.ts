/**
 * The top view laid out at the width it is shown at: the house, each level with its joists, beams, posts and
 * footings, the stairs, railings and guard posts, and the dimensions a builder reads (the length, the depth in its
 * parts: the beams' offsets and the cantilevers, the post spacing, the stair's run and pad) with a graphic scale.
 */
import {formatFeet, formatLength} from './feet';
import {Placer, scaleBar, textWidth, type Box, type Shape, type Sheet} from './sheet';
import type {Plan, Point, Rect} from './types';

/** Pixels a foot at most: a small deck is not drawn larger than this. */
const MAX_SCALE = 24;
const HOUSE_FT = 3;
const EPS = 1e-9;

interface Frame {
  readonly font: number;
  /** Feet to pixels, along x and y. */
  readonly x: (ft: number) => number;
  readonly y: (ft: number) => number;
  readonly px: (ft: number) => number;
}

const rect = (f: Frame, r: Rect, cls: string): Shape => ({
  kind: 'rect',
  cls,
  x: f.x(r.x),
  y: f.y(r.y),
  w: f.px(r.w),
  h: f.px(r.h),
});
const line = (f: Frame, a: Point, b: Point, cls: string): Shape => ({
  kind: 'line',
  cls,
  x1: f.x(a.x),
  y1: f.y(a.y),
  x2: f.x(b.x),
  y2: f.y(b.y),
});
/** A square `sizeIn` inches across, centered on a point, at least 3 px so it shows. */
const square = (f: Frame, p: Point, sizeIn: number, cls: string): Shape => {
  const s = Math.max(3, f.px(sizeIn / 12));
  return {kind: 'rect', cls, x: f.x(p.x) - s / 2, y: f.y(p.y) - s / 2, w: s, h: s};
};
const boxOf = (f: Frame, r: Rect): Box => ({x: f.x(r.x), y: f.y(r.y), w: f.px(r.w), h: f.px(r.h)});

/** The framing: each level, its joists and beams, ledgers, steps, footings and posts, braces. */
function framing(f: Frame, plan: Plan): Shape[] {
  const d = plan.drawing;
  return [
    ...d.levels.flatMap((l) => [
      rect(f, l.rect, l.lower ? 'deckLower' : 'deck'),
      ...l.joistsFt.map((j) => line(f, {x: j, y: l.rect.y}, {x: j, y: l.rect.y + l.rect.h}, 'joist')),
      ...l.beamsFt.map((bm) => line(f, {x: l.rect.x, y: bm}, {x: l.rect.x + l.rect.w, y: bm}, 'beam')),
    ]),
    ...d.ledgers.map((r) => line(f, r.from, r.to, 'ledger')),
    ...(d.steps ? [rect(f, d.steps, 'steps')] : []),
    ...d.posts.map((p): Shape => ({
      kind: 'circle',
      cls: 'footing',
      cx: f.x(p.x),
      cy: f.y(p.y),
      r: f.px(p.footingIn / 24),
    })),
    ...d.posts.map((p) => square(f, p, 5.5, 'post')),
    ...d.levels.flatMap((l) => l.braces).map((r) => line(f, r.from, r.to, 'brace')),
  ];
}

/** The stairs: flights with their treads, landings, the pad, the posts under them, their guards and rail posts. */
function stairs(f: Frame, plan: Plan): Shape[] {
  const d = plan.drawing;
  if (!d.stair) return [];
  const across = d.stair.side === 'front' || d.stair.side === 'back';
  const treads = (r: Rect & {treads: number}) =>
    Array.from({length: Math.max(0, r.treads - 1)}, (_, i) => (i + 1) / r.treads).map((t) =>
      across
        ? line(f, {x: r.x, y: r.y + r.h * t}, {x: r.x + r.w, y: r.y + r.h * t}, 'tread')
        : line(f, {x: r.x + r.w * t, y: r.y}, {x: r.x + r.w * t, y: r.y + r.h}, 'tread'),
    );
  return [
    ...d.flights.flatMap((r) => [rect(f, r, 'flight'), ...treads(r)]),
    ...d.landings.map((r) => rect(f, r, 'landing')),
    ...(d.pad ? [rect(f, d.pad, 'pad')] : []),
    ...d.stairPosts.map((p) => square(f, p, 5.5, 'post')),
  ];
}

/** The railings, and the posts they stand on. */
const railings = (f: Frame, plan: Plan): Shape[] => [
  ...plan.drawing.railings.map((r) => line(f, r.from, r.to, 'railing')),
  ...[...plan.drawing.guardPosts, ...plan.drawing.stairRailPosts].map((p) => square(f, p, 3.5, 'guardPost')),
];

/** A dimension line with end ticks, from a to b in pixels. */
function dimension(a: Point, b: Point, tick: number): Shape[] {
  const vertical = Math.abs(a.x - b.x) < EPS;
  const t = (p: Point): Shape =>
    vertical
      ? {kind: 'line', cls: 'dimTick', x1: p.x - tick, y1: p.y, x2: p.x + tick, y2: p.y}
      : {kind: 'line', cls: 'dimTick', x1: p.x, y1: p.y - tick, x2: p.x, y2: p.y + tick};
  return [{kind: 'line', cls: 'dim', x1: a.x, y1: a.y, x2: b.x, y2: b.y}, t(a), t(b)];
}

interface Chain {
  /** Pixels: where the chain runs (x of a vertical chain, y of a horizontal one), and its stops along it. */
  readonly at: number;
  readonly stops: readonly number[];
  readonly texts: readonly string[];
  readonly vertical: boolean;
  /** Which way is away from the drawing: a label that does not fit its segment moves out that far. */
  readonly out: number;
}

/** A chain of dimensions: ticks at each stop, each segment's label centered on it, or moved out where it is short. */
function chain(c: Chain, placer: Placer, font: number): Shape[] {
  const shapes: Shape[] = [];
  for (let i = 0; i < c.stops.length - 1; i++) {
    const [s0, s1] = [c.stops[i], c.stops[i + 1]];
    const a = c.vertical ? {x: c.at, y: s0} : {x: s0, y: c.at};
    const b = c.vertical ? {x: c.at, y: s1} : {x: s1, y: c.at};
    shapes.push(...dimension(a, b, font * 0.35));
    const mid = (s0 + s1) / 2;
    const beside = (k: number) => (c.vertical ? {x: c.at + c.out * k, y: mid} : {x: mid, y: c.at + c.out * k});
    placer.reserve(c.vertical ? {x: c.at - 1, y: s0, w: 2, h: s1 - s0} : {x: s0, y: c.at - 1, w: s1 - s0, h: 2});
    if (c.texts[i])
      placer.place(c.texts[i], 'dimText', [beside(0.75), beside(-0.75), beside(2.3), beside(3.8)], c.vertical);
  }
  return shapes;
}

/** The first level's depth is dimensioned on its left, unless something stands there and nothing on its right. */
function sideLanesLeft(plan: Plan): boolean {
  const d = plan.drawing;
  const first = d.levels[0].rect;
  return !(d.bounds.x < first.x - EPS) || d.bounds.x + d.bounds.w > first.x + first.w + EPS;
}

/** The first level's dimensions: its depth in parts and in all, its length in bays and in all, the stair's run. */
function dimensions(f: Frame, plan: Plan, placer: Placer, layout: {sideX: number; out: number; belowY: number}) {
  const d = plan.drawing;
  const first = d.levels[0];
  const {rect: r} = first;
  const depthStops = [r.y, ...first.beamsFt, r.y + r.h].filter((v, i, a) => i === 0 || v - a[i - 1] > 0.01);
  const bays = d.posts.filter(
    (p) => Math.abs(p.y - first.beamsFt[first.beamsFt.length - 1]) < EPS && p.x <= r.x + r.w + EPS,
  );
  const postXs = [...new Set(bays.map((p) => p.x))].sort((a, b) => a - b);
  const lane = f.font * 2.2;
  const shapes: Shape[] = [
    ...chain(
      {
        at: layout.sideX,
        stops: depthStops.map(f.y),
        texts: depthStops.slice(1).map((v, i) => formatFeet(v - depthStops[i])),
        vertical: true,
        out: layout.out * lane,
      },
      placer,
      f.font,
    ),
    ...chain(
      {
        at: layout.sideX + layout.out * lane * 1.6,
        stops: [f.y(r.y), f.y(r.y + r.h)],
        texts: [formatLength(r.h)],
        vertical: true,
        out: layout.out * lane,
      },
      placer,
      f.font,
    ),
  ];
  if (postXs.length > 2) {
    const bay = postXs[1] - postXs[0];
    shapes.push(
      ...chain(
        {at: layout.belowY, stops: postXs.map(f.x), texts: postXs.slice(1).map(() => ''), vertical: false, out: lane},
        placer,
        f.font,
      ),
    );
    placer.place(`posts ${formatFeet(bay)} apart`, 'dimText', [
      {x: f.x(r.x + r.w / 2), y: layout.belowY + lane * 0.55},
    ]);
  }
  const lengthY = layout.belowY + lane * (postXs.length > 2 ? 1.6 : 0);
  shapes.push(
    ...chain(
      {at: lengthY, stops: [f.x(r.x), f.x(r.x + r.w)], texts: [formatLength(r.w)], vertical: false, out: lane},
      placer,
      f.font,
    ),
  );
  return {shapes, bottom: lengthY + lane};
}

/** The stair's run, from the deck's edge to its last riser, and the pad beyond: beside the stair, clear of it. */
function stairRun(f: Frame, plan: Plan, placer: Placer): Shape[] {
  const d = plan.drawing;
  const s = plan.stairs;
  if (!d.stair || !s || !d.pad) return [];
  const lane = f.font * 1.2;
  const side = d.stair.side;
  const along = side === 'front' || side === 'back';
  const sign = side === 'front' || side === 'right' ? 1 : -1;
  const start =
    side === 'front'
      ? d.stair.y
      : side === 'back'
        ? d.stair.y + d.stair.h
        : side === 'right'
          ? d.stair.x
          : d.stair.x + d.stair.w;
  const stops = [start, start + sign * s.runFt, start + sign * (s.runFt + s.pad.depthFt)];
  const texts = [`run ${formatFeet(s.runFt)}`, `pad ${formatFeet(s.pad.depthFt)}`];
  const ordered = sign > 0 ? {stops, texts} : {stops: [...stops].reverse(), texts: [...texts].reverse()};
  return along
    ? chain(
        {
          at: f.x(d.stair.x + d.stair.w) + lane,
          stops: ordered.stops.map(f.y),
          texts: ordered.texts,
          vertical: true,
          out: lane,
        },
        placer,
        f.font,
      )
    : chain(
        {at: f.y(d.stair.y) - lane, stops: ordered.stops.map(f.x), texts: ordered.texts, vertical: false, out: -lane},
        placer,
        f.font,
      );
}

/** Boxes no label may cover: each flight, landing and the pad (the levels are reserved once their own label is in). */
const drawnBoxes = (f: Frame, plan: Plan): Box[] => {
  const d = plan.drawing;
  return [...d.flights, ...d.landings, ...(d.pad ? [d.pad] : [])].map((r) => boxOf(f, r));
};

/** The graphic scale under everything: a bar a round number of feet long, halved by a tick, and its label. */
function scale(f: Frame, placer: Placer, pxPerFt: number, y: number): Shape[] {
  const bar = scaleBar(pxPerFt);
  const text = `0 to ${bar.feet} ft`;
  placer.place(text, 'scaleText', [
    {x: f.font + bar.px + textWidth(text, f.font) / 2 + f.font * 0.5, y: y + f.font * 0.2},
  ]);
  return [
    {kind: 'rect', cls: 'scaleBar', x: f.font, y, w: bar.px, h: f.font * 0.4},
    {kind: 'rect', cls: 'scaleHalf', x: f.font + bar.px / 2, y, w: bar.px / 2, h: f.font * 0.4},
  ];
}

/** The top view at `widthPx`: everything drawn to one scale, the dimensions and the scale bar around it. */
export function topView(plan: Plan, widthPx: number): Sheet {
  const d = plan.drawing;
  const b = d.bounds;
  const font = widthPx < 560 ? 12 : 13;
  const lane = font * 2.2;
  const left = sideLanesLeft(plan);
  const sideRoom = lane * 4.2;
  const fit = Math.min(MAX_SCALE, (widthPx - sideRoom - font * 2) / b.w);
  const x0 = left ? sideRoom + font : font;
  const f: Frame = {
    font,
    px: (ft) => ft * fit,
    x: (ft) => x0 + (ft - b.x) * fit,
    y: (ft) => font * 0.5 + (ft - Math.min(0, b.y) + HOUSE_FT) * fit,
  };
  const band: Rect = {x: b.x - 0.3, y: Math.min(0, b.y) - HOUSE_FT, w: b.w + 0.6, h: HOUSE_FT};
  const placer = new Placer(font, widthPx, drawnBoxes(f, plan));
  // A second level's size, inside it; then no other label may cover either level.
  for (const l of d.levels.slice(1)) {
    const c = {x: f.x(l.rect.x + l.rect.w / 2), y: f.y(l.rect.y + l.rect.h / 2)};
    placer.place(`${formatLength(l.rect.w)} × ${formatLength(l.rect.h)}`, 'levelText', [c]);
  }
  for (const l of d.levels) placer.reserve(boxOf(f, l.rect));
  const first = d.levels[0].rect;
  placer.place(plan.house.wall === 'veneer' ? 'House, brick or stone veneer' : 'House', 'houseText', [
    {x: f.x(first.x + first.w / 2), y: f.y(band.y + HOUSE_FT / 2)},
  ]);
  placer.reserve(boxOf(f, band));
  const dims = dimensions(f, plan, placer, {
    sideX: left ? f.x(b.x) - lane * 0.9 : f.x(b.x + b.w) + lane * 0.9,
    out: left ? -1 : 1,
    belowY: f.y(b.y + b.h) + lane,
  });
  const run = stairRun(f, plan, placer);
  const bar = scale(f, placer, fit, Math.max(dims.bottom, placer.bottom()) + font);
  return {
    width: widthPx,
    height: placer.bottom() + font * 0.6,
    font,
    shapes: [
      rect(f, band, 'house'),
      ...framing(f, plan),
      ...stairs(f, plan),
      ...railings(f, plan),
      ...dims.shapes,
      ...run,
      ...bar,
    ],
    labels: placer.labels,
  };
}
