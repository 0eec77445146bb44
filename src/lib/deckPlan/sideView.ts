/**
 * The side view laid out at the width it is shown at: a section across the deck, looking along the house. The
 * ground as it falls (level past the deck), the house wall down to its footing, each level's floor and joists, each
 * row of posts from its footing (drawn at its depth) to its beam, the braces across the beams, the guards, the
 * stairs with their supports and pad, the floor's height at both sides, and a graphic scale.
 */
import {Placer, scaleBar, type Box, type Shape, type Sheet} from './sheet';
import type {Plan, Point} from './types';

/** Pixels a foot at most. */
const MAX_SCALE = 18;
/** The 34 in a stair guard stands above the nosings. */
const STAIR_GUARD_FT = 34 / 12;

interface Frame {
  readonly font: number;
  readonly x: (yFt: number) => number;
  readonly z: (elevationFt: number) => number;
  readonly px: (ft: number) => number;
}

const r = (cls: string, x1: number, y1: number, x2: number, y2: number): Shape => ({
  kind: 'rect',
  cls,
  x: Math.min(x1, x2),
  y: Math.min(y1, y2),
  w: Math.abs(x2 - x1),
  h: Math.abs(y2 - y1),
});
const l = (cls: string, x1: number, y1: number, x2: number, y2: number): Shape => ({kind: 'line', cls, x1, y1, x2, y2});
const path = (cls: string, points: readonly Point[], close = ''): Shape => ({
  kind: 'path',
  cls,
  d: `M${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' L')}${close}`,
});

/** The ground in section, and the house's wall down to its footing below it. */
function groundAndHouse(f: Frame, plan: Plan, bottom: number): Shape[] {
  const g = plan.section.ground;
  const pts = g.points.map((p) => ({x: f.x(p.x), y: f.z(p.y)}));
  const atWall = g.points.find((p) => Math.abs(p.x) < 1e-9)?.y ?? g.atFrom;
  const footing = atWall - g.houseFootingFt;
  return [
    path('ground', [...pts, {x: pts[pts.length - 1].x, y: bottom}, {x: pts[0].x, y: bottom}], ' Z'),
    r('wall', f.x(-1), f.z(4), f.x(0), f.z(atWall)),
    r('foundation', f.x(-1), f.z(atWall), f.x(0), f.z(footing)),
    r('houseFooting', f.x(-1.5), f.z(footing), f.x(0.5), f.z(footing - 0.7)),
  ];
}

/** Each row of posts: its footing at its depth, the pier, the post, the beam's end; its labels beside it. */
function posts(f: Frame, plan: Plan, placer: Placer): Shape[] {
  return plan.section.posts.flatMap((p) => {
    const x = f.x(p.yFt);
    const cls = (c: string) => (p.behind ? `${c} behind` : c);
    const shapes = [
      r(
        cls('footingCut'),
        x - f.px(p.footingWidthFt / 2),
        f.z(p.footingFt),
        x + f.px(p.footingWidthFt / 2),
        f.z(p.footingFt + p.footingThickFt),
      ),
      r(cls('pier'), x - f.px(0.5), f.z(p.footingFt + p.footingThickFt), x + f.px(0.5), f.z(p.pierTopFt)),
      r(cls('post'), x - f.px(0.23), f.z(p.pierTopFt), x + f.px(0.23), f.z(p.topFt)),
      r(cls('beamEnd'), x - f.px(0.3), f.z(p.beamFt), x + f.px(0.3), f.z(p.topFt)),
    ];
    placer.reserve({x: x - f.px(0.5), y: f.z(p.topFt), w: f.px(1), h: f.z(p.footingFt) - f.z(p.topFt)});
    const mid = f.z((p.topFt + p.pierTopFt) / 2);
    const side = (text: string, at: number) => [
      {x: x + f.px(0.6) + (text.length * 0.56 * f.font) / 2 + 2, y: at},
      {x: x - f.px(0.6) - (text.length * 0.56 * f.font) / 2 - 2, y: at},
      {x: x + f.px(0.6) + (text.length * 0.56 * f.font) / 2 + 2, y: at + f.font * 1.3},
      {x: x - f.px(0.6) - (text.length * 0.56 * f.font) / 2 - 2, y: at + f.font * 1.3},
    ];
    placer.place(p.label, 'postText', side(p.label, mid));
    // Under the footing first: beside it, the label would cross the ground's line just above.
    const under = f.z(p.footingFt) + f.font * 0.8;
    placer.place(p.depthLabel, 'depthText', [
      {x, y: under},
      {x, y: under + f.font * 1.3},
      ...side(p.depthLabel, under),
    ]);
    return shapes;
  });
}

/** Floors and joists, braces across the beams, the guards along the section's cut. */
function frame(f: Frame, plan: Plan): Shape[] {
  const s = plan.section;
  return [
    ...s.floors.map((fl) => r('joistBand', f.x(fl.fromFt), f.z(fl.at), f.x(fl.toFt), f.z(fl.underFt))),
    ...s.floors.map((fl) => l('floor', f.x(fl.fromFt), f.z(fl.at), f.x(fl.toFt), f.z(fl.at))),
    ...s.braces.map((b) => l('brace', f.x(b.from.x), f.z(b.from.y), f.x(b.to.x), f.z(b.to.y))),
    ...s.guards.flatMap((g) => [
      l('guardRail', f.x(g.fromFt), f.z(g.topFt), f.x(g.toFt), f.z(g.topFt)),
      l('guardPost', f.x(g.fromFt), f.z(g.floorFt), f.x(g.fromFt), f.z(g.topFt)),
      l('guardPost', f.x(g.toFt), f.z(g.floorFt), f.x(g.toFt), f.z(g.topFt)),
    ]),
  ];
}

/** Stairs running along the cut: their profile, the guard along it where there is one, supports and the pad. */
function stair(f: Frame, plan: Plan): Shape[] {
  const s = plan.section.stair;
  if (!s) return [];
  const nosings = s.nosings.map((p) => ({x: f.x(p.x), y: f.z(p.y)}));
  const guarded = plan.stairs?.guards.required ?? false;
  return [
    path('stairLine', nosings),
    ...(guarded
      ? [
          path(
            'guardRail',
            s.nosings.map((p) => ({x: f.x(p.x), y: f.z(p.y + STAIR_GUARD_FT)})),
          ),
        ]
      : []),
    ...s.supports.map((p) =>
      r('post', f.x(p.yFt) - f.px(0.23), f.z(p.topFt), f.x(p.yFt) + f.px(0.23), f.z(p.bottomFt)),
    ),
    r('pad', f.x(s.pad.fromFt), f.z(s.pad.at), f.x(s.pad.toFt), f.z(s.pad.at - 4 / 12)),
  ];
}

/** The floor's height over the ground at the house and at the far side, each a dimension with its label. */
function heights(f: Frame, plan: Plan, placer: Placer): Shape[] {
  const g = plan.section.ground.points;
  const groundAt = (y: number) => {
    const i = Math.max(
      1,
      g.findIndex((p) => p.x >= y),
    );
    const [a, b] = [g[i - 1], g[i] ?? g[i - 1]];
    return b.x === a.x ? a.y : a.y + ((b.y - a.y) * (y - a.x)) / (b.x - a.x);
  };
  return plan.section.heights.flatMap((h, i) => {
    const at = h.yFt + (i === 0 ? 0.4 : -0.4);
    const text = `${h.label} up`;
    const top = f.z(0);
    placer.reserve({x: f.x(at) - 1, y: top, w: 2, h: f.z(groundAt(h.yFt)) - top});
    const w = text.length * 0.56 * f.font;
    // Beside the dimension's top, inside the deck's end first; higher up, or on the other side, where that is taken.
    const inward = i === 0 ? 1 : -1;
    placer.place(
      text,
      'dimText',
      [0.8, 2, 3.2, 4.4].flatMap((k) => [
        {x: f.x(at) + inward * (w / 2 + 3), y: top - f.font * k},
        {x: f.x(at) - inward * (w / 2 + 3), y: top - f.font * k},
      ]),
    );
    return [l('dim', f.x(at), top, f.x(at), f.z(groundAt(h.yFt)))];
  });
}

/** The ground's profile as a line, for labels to keep clear of. */
const groundLine = (f: Frame, plan: Plan): Shape[] => {
  const pts = plan.section.ground.points.map((p) => ({x: f.x(p.x), y: f.z(p.y)}));
  return pts.slice(1).map((b, i) => l('groundEdge', pts[i].x, pts[i].y, b.x, b.y));
};

/** The segments a line, a path or a rectangle's diagonal covers. */
function segmentsOf(shape: Shape): [Point, Point][] {
  if (shape.kind === 'line')
    return [
      [
        {x: shape.x1, y: shape.y1},
        {x: shape.x2, y: shape.y2},
      ],
    ];
  if (shape.kind === 'rect')
    return [
      [
        {x: shape.x, y: shape.y},
        {x: shape.x + shape.w, y: shape.y + shape.h},
      ],
    ];
  if (shape.kind !== 'path') return [];
  const pts = [...shape.d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => ({x: Number(m[1]), y: Number(m[2])}));
  return pts.slice(1).map((p, i): [Point, Point] => [pts[i], p]);
}

/** Reserves small boxes along a shape's segments: labels stay off a line but not off the space beside it. */
function reserveLine(placer: Placer, shape: Shape): void {
  for (const [a, b] of segmentsOf(shape)) {
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 3));
    for (let k = 0; k <= n; k++) {
      placer.reserve({x: a.x + ((b.x - a.x) * k) / n - 1.5, y: a.y + ((b.y - a.y) * k) / n - 1.5, w: 3, h: 3});
    }
  }
}

/** The side view at `widthPx`. */
export function sideView(plan: Plan, widthPx: number): Sheet {
  const s = plan.section;
  const g = s.ground;
  const font = widthPx < 560 ? 12 : 13;
  const [left, right] = [g.fromFt - 2.5, g.toFt];
  const fit = Math.min(MAX_SCALE, (widthPx - font) / (right - left));
  const lowest =
    Math.min(
      ...g.points.map((p) => p.y),
      ...s.posts.map((p) => p.footingFt),
      (g.points.find((p) => Math.abs(p.x) < 1e-9)?.y ?? g.atFrom) - g.houseFootingFt - 0.7,
    ) - 1;
  const top = 4.5;
  const f: Frame = {font, px: (ft) => ft * fit, x: (y) => (y - left) * fit, z: (e) => font * 2.5 + (top - e) * fit};
  const bottom = f.z(lowest);
  const placer = new Placer(font, widthPx, [
    ...s.floors.map((fl): Box => ({
      x: f.x(fl.fromFt),
      y: f.z(fl.at),
      w: f.px(fl.toFt - fl.fromFt),
      h: f.px(fl.at - fl.underFt),
    })),
  ]);
  // The ground's line, point by point: a label may sit on the ground's fill, never across its line.
  const line = g.points.map((p) => ({x: f.x(p.x), y: f.z(p.y)}));
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 3);
    for (let k = 0; k <= n; k++) {
      placer.reserve({x: a.x + ((b.x - a.x) * k) / n - 1, y: a.y + ((b.y - a.y) * k) / n - 1, w: 2, h: 2});
    }
  }
  // Every line drawn (the ground's, braces, guards, the stair), point by point: no label crosses one.
  const drawn = [...groundLine(f, plan), ...frame(f, plan), ...stair(f, plan)];
  for (const shape of drawn) reserveLine(placer, shape);
  const shapes = [...groundAndHouse(f, plan, bottom), ...drawn, ...posts(f, plan, placer), ...heights(f, plan, placer)];
  const bar = scaleBar(fit);
  const barY = Math.max(bottom, placer.bottom()) + font;
  const text = `0 to ${bar.feet} ft`;
  placer.place(text, 'scaleText', [{x: font + bar.px + (text.length * 0.56 * font) / 2 + font, y: barY + font * 0.2}]);
  return {
    width: widthPx,
    height: placer.bottom() + font * 0.6,
    font,
    shapes: [
      ...shapes,
      r('scaleBar', font, barY, font + bar.px, barY + font * 0.4),
      r('scaleHalf', font + bar.px / 2, barY, font + bar.px, barY + font * 0.4),
    ],
    labels: placer.labels,
  };
}
