/**
 * The drawings' geometry, in the site's feet (x along the house from the first level's left end, y out from the
 * house): the top view and a section across the deck, so the page draws without recomputing the plan.
 */
import {DECKING_THICKNESS_IN} from './decking';
import {formatFeet} from './feet';
import {actualDepthIn, beamPly} from './framing';
import type {Ground, Level} from './levels';
import {PLANNED_TREAD_IN, landingDepthFt} from './stairs';
import type {Drawing, JoinLine, LevelPlan, Point, Rect, Run, Section, Side, StairLine} from './types';

/** Where a stair leaves a level: the middle of its opening, the way out, the way along the edge, the opening. */
export interface StairSite {
  readonly level: Level;
  readonly side: Side;
  readonly at: Point;
  readonly out: Point;
  readonly along: Point;
  /** The open stretch of the side it leaves from. */
  readonly stretch: Run;
}

const outward: Record<Side, Point> = {
  front: {x: 0, y: 1},
  back: {x: 0, y: -1},
  left: {x: -1, y: 0},
  right: {x: 1, y: 0},
};
const span = (r: Run) => Math.hypot(r.to.x - r.from.x, r.to.y - r.from.y);

/** The middle of the longest open stretch of a level's side, or null where the side has none. */
export function stairSite(level: Level, side: Side): StairSite | null {
  const open = level.edges.filter((e) => e.side === side && e.kind === 'open').sort((a, b) => span(b) - span(a))[0];
  if (!open) return null;
  const at = {x: (open.from.x + open.to.x) / 2, y: (open.from.y + open.to.y) / 2};
  const out = outward[side];
  return {level, side, at, out, along: {x: Math.abs(out.y), y: Math.abs(out.x)}, stretch: open};
}

/** A stretch of the stair from t0 to t1 ft out from the deck's edge, widthFt across, as a rectangle. */
export function stretch(site: StairSite, widthFt: number, t0: number, t1: number): Rect {
  const {at, out} = site;
  const [near, far] = [Math.min(t0, t1), Math.max(t0, t1)];
  // The stair runs square to the house (out along y) or along it (out along x).
  if (out.x === 0) {
    const y = out.y > 0 ? at.y + near : at.y - far;
    return {x: at.x - widthFt / 2, y, w: widthFt, h: far - near};
  }
  const x = out.x > 0 ? at.x + near : at.x - far;
  return {x, y: at.y - widthFt / 2, w: far - near, h: widthFt};
}

/** The opening a stair leaves in its edge's railing. */
export function stairOpening(site: StairSite, widthFt: number): Run {
  const r = stretch(site, widthFt, 0, 0);
  return {from: {x: r.x, y: r.y}, to: {x: r.x + r.w, y: r.y + r.h}};
}

/** The two sides of a stretch that run with the stair, where its guards go. */
function stretchSides(site: StairSite, r: Rect): Run[] {
  return site.out.x === 0
    ? [r.x, r.x + r.w].map((x) => ({from: {x, y: r.y}, to: {x, y: r.y + r.h}}))
    : [r.y, r.y + r.h].map((y) => ({from: {x: r.x, y}, to: {x: r.x + r.w, y}}));
}

/** The stairs drawn: each flight with its treads, each landing, the guards down their sides, the posts mid-run, the pad. */
function stairDrawing(site: StairSite, stairs: StairLine) {
  const w = stairs.outsideWidthFt;
  const flights: (Rect & {treads: number})[] = [];
  const landings: Rect[] = [];
  const guards: Run[] = [];
  const posts: Point[] = [];
  let t = 0;
  stairs.flights.forEach((flight, i) => {
    const run = flight.runIn / 12;
    const rect = stretch(site, w, t, t + run);
    flights.push({...rect, treads: flight.treads});
    if (flight.guarded) guards.push(...stretchSides(site, rect));
    for (let k = 1; k <= flight.supports; k++) {
      const mid = t + (run * k) / (flight.supports + 1);
      posts.push(...stretchSides(site, stretch(site, w, mid, mid)).map((l) => l.from));
    }
    t += run;
    if (i < stairs.flights.length - 1) {
      const l = stretch(site, w, t, t + landingDepthFt(stairs.widthFt));
      landings.push(l);
      if (stairs.guards.required) guards.push(...stretchSides(site, l));
      posts.push({x: l.x, y: l.y}, {x: l.x + l.w, y: l.y}, {x: l.x, y: l.y + l.h}, {x: l.x + l.w, y: l.y + l.h});
      t += landingDepthFt(stairs.widthFt);
    }
  });
  const pad = stretch(site, w, t, t + stairs.pad.depthFt);
  return {flights, landings, guards, posts, pad, footprint: stretch(site, w, 0, t)};
}

/** The steps between two levels: on the lower one, along the edge they share, as deep as their treads. */
function stepsRect(levels: readonly Level[], join: JoinLine | null): Rect | null {
  const edge = levels[1]?.edges.find((e) => e.kind === 'join');
  if (!join || !edge || join.stepsDown < 2) return null;
  const deep = ((join.stepsDown - 1) * PLANNED_TREAD_IN) / 12;
  const {rect} = levels[1];
  if (edge.side === 'back') return {x: edge.from.x, y: rect.y, w: edge.to.x - edge.from.x, h: deep};
  const x = edge.side === 'left' ? rect.x : rect.x + rect.w - deep;
  return {x, y: edge.from.y, w: deep, h: edge.to.y - edge.from.y};
}

const grow = (a: Rect, b: Rect): Rect => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y};
};

export function drawing(
  levels: readonly Level[],
  frames: readonly {joistsFt: number[]; beamsFt: number[]; postPoints: Point[]}[],
  railings: readonly Run[],
  stair: {site: StairSite; line: StairLine} | null,
  join: JoinLine | null,
): Drawing {
  const drawn = stair ? stairDrawing(stair.site, stair.line) : null;
  const bounds = [...levels.map((l) => l.rect), ...(drawn ? [drawn.footprint, drawn.pad] : [])].reduce(grow);
  return {
    levels: levels.map((l, i) => ({
      rect: l.rect,
      joistsFt: frames[i].joistsFt.map((x) => l.rect.x + x),
      beamsFt: frames[i].beamsFt.map((y) => l.rect.y + y),
      lower: l.dropFt > 0,
    })),
    posts: levels.flatMap((l, i) => frames[i].postPoints.map((p) => ({x: l.rect.x + p.x, y: l.rect.y + p.y}))),
    stair: drawn && stair ? {side: stair.line.side, ...drawn.footprint} : null,
    flights: drawn?.flights ?? [],
    landings: drawn?.landings ?? [],
    pad: drawn?.pad ?? null,
    stairPosts: drawn?.posts ?? [],
    steps: stepsRect(levels, join),
    ledgers: levels
      .filter((l) => l.attachment === 'ledger')
      .flatMap((l) => l.edges.filter((e) => e.kind === 'house').map(({from, to}) => ({from, to}))),
    railings: [...railings, ...(drawn?.guards ?? [])],
    bounds,
  };
}

/** The section: the ground and floors along y, each row of posts with its height, stairs that run along y. */
export function section(
  levels: readonly Level[],
  plans: readonly LevelPlan[],
  ground: Ground,
  stair: {site: StairSite; line: StairLine} | null,
): Section {
  const far = Math.max(...levels.map((l) => l.rect.y + l.rect.h));
  const alongY = stair && stair.site.out.x === 0 ? stair : null;
  const stairEnd = alongY ? alongY.site.at.y + alongY.site.out.y * alongY.line.runFt : far;
  const [fromFt, toFt] = [Math.min(0, stairEnd) - 1, Math.max(far, stairEnd) + 2];
  const posts = plans.flatMap((p, i) => {
    const f = p.framing;
    const joistIn = f.beams.flush ? 0 : actualDepthIn[f.joists.size];
    const beamFt = -levels[i].dropFt - (DECKING_THICKNESS_IN + joistIn) / 12;
    const topFt = beamFt - actualDepthIn[beamPly(f.beams.size)] / 12;
    return f.posts.rows.map((r) => ({
      yFt: p.rect.y + r.yFt,
      behind: i > 0,
      beamFt,
      topFt,
      bottomFt: topFt - r.heightFt,
      label: formatFeet(r.heightFt),
    }));
  });
  const first = plans[0];
  return {
    ground: {fromFt, toFt, atFrom: -ground.below(fromFt), atTo: -ground.below(toFt)},
    floors: levels.map((l, i) => ({
      fromFt: l.rect.y,
      toFt: l.rect.y + l.rect.h,
      at: -l.dropFt,
      underFt: -l.dropFt - (DECKING_THICKNESS_IN + actualDepthIn[plans[i].framing.joists.size]) / 12,
    })),
    posts: posts.sort((a, b) => a.yFt - b.yFt),
    heights: [
      {yFt: first.rect.y, label: formatFeet(first.heightFt)},
      {yFt: first.rect.y + first.rect.h, label: formatFeet(first.heightFarFt)},
    ],
    stair: alongY ? {nosings: stairProfile(alongY.site, alongY.line)} : null,
  };
}

/** A stair's profile in the section: from the deck's edge, down each riser and along each tread and landing. */
function stairProfile(site: StairSite, s: StairLine): Point[] {
  const riser = s.riserIn / 12;
  let y = site.at.y;
  let z = -site.level.dropFt;
  const points: Point[] = [{x: y, y: z}];
  s.flights.forEach((f, i) => {
    for (let k = 0; k < f.risers; k++) {
      z -= riser;
      points.push({x: y, y: z});
      if (k < f.risers - 1) {
        y += (site.out.y * PLANNED_TREAD_IN) / 12;
        points.push({x: y, y: z});
      }
    }
    if (i < s.flights.length - 1) {
      y += site.out.y * landingDepthFt(s.widthFt);
      points.push({x: y, y: z});
    }
  });
  return points;
}
