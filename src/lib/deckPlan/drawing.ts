/**
 * The drawings' geometry, in the site's feet (x along the house from the first level's left end, y out from the
 * house): the top view and a section across the deck, so the page draws without recomputing the plan.
 */
import {codeFigures as code} from '../../data/framing';
import {DECKING_THICKNESS_IN} from './decking';
import {formatFeet, formatInches} from './feet';
import {actualDepthIn, beamPly} from './framing';
import type {Frame} from './frameSpec';
import {guardPostPoints, postsAlong} from './guards';
import type {Ground, Level} from './levels';
import {PLANNED_TREAD_IN, landingDepthFt} from './stairs';
import type {Drawing, DrawnPost, JoinLine, LevelPlan, Point, Rect, Run, Section, Side, StairLine} from './types';

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

/** Points along a run, `n` of them evenly from end to end (or between them, leaving the ends out). */
const along = (r: Run, n: number, ends = true): Point[] =>
  Array.from({length: ends ? n : Math.max(0, n - 2)}, (_, i) => {
    const t = ends ? (n > 1 ? i / (n - 1) : 0) : (i + 1) / (n - 1);
    return {x: r.from.x + (r.to.x - r.from.x) * t, y: r.from.y + (r.to.y - r.from.y) * t};
  });

/**
 * The stairs drawn: each flight with its treads, each landing, the guards down their sides, the rail posts inside the
 * stringers (both sides of a guarded flight, one side of a flight with only its handrail), the support and landing
 * posts, the pad.
 */
function stairDrawing(site: StairSite, stairs: StairLine) {
  const w = stairs.widthFt;
  const flights: (Rect & {treads: number})[] = [];
  const landings: Rect[] = [];
  const guards: Run[] = [];
  const posts: Point[] = [];
  const railPosts: Point[] = [];
  let t = 0;
  stairs.flights.forEach((flight, i) => {
    const run = flight.runIn / 12;
    const rect = stretch(site, w, t, t + run);
    flights.push({...rect, treads: flight.treads});
    const sides = stretchSides(site, rect);
    if (flight.guarded) guards.push(...sides);
    const railed = flight.guarded ? sides : flight.risers >= code.handrailFromRisers.value ? sides.slice(0, 1) : [];
    for (const side of railed) railPosts.push(...along(side, postsAlong(flight.stringerIn)));
    for (let k = 1; k <= flight.supports; k++) {
      const mid = t + (run * k) / (flight.supports + 1);
      posts.push(...stretchSides(site, stretch(site, w, mid, mid)).map((l) => l.from));
    }
    t += run;
    if (i < stairs.flights.length - 1) {
      const l = stretch(site, w, t, t + landingDepthFt(stairs.widthFt));
      landings.push(l);
      if (stairs.guards.required) {
        const landingSides = stretchSides(site, l);
        guards.push(...landingSides);
        for (const side of landingSides) railPosts.push(...along(side, postsAlong(landingDepthFt(w) * 12), false));
      }
      posts.push({x: l.x, y: l.y}, {x: l.x + l.w, y: l.y}, {x: l.x, y: l.y + l.h}, {x: l.x + l.w, y: l.y + l.h});
      t += landingDepthFt(stairs.widthFt);
    }
  });
  const pad = stretch(site, w, t, t + stairs.pad.depthFt);
  return {flights, landings, guards, posts, railPosts, pad, footprint: stretch(site, w, 0, t)};
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

/** A frame's posts and braces in the site's feet, each post with its footing. */
function framePosts(rect: Rect, frame: Frame): {posts: DrawnPost[]; braces: Run[]} {
  const at = (p: Point) => ({x: rect.x + p.x, y: rect.y + p.y});
  const legFt = frame.braces.legIn / 12;
  return {
    posts: frame.postPoints.map((p) => ({
      ...at(p),
      heightIn: p.heightIn,
      footingIn: frame.footings.roundIn,
      depthIn: p.depthIn,
    })),
    braces: frame.bracePoints.map((b) => {
      const from = at(b.at);
      return {from, to: {x: from.x + b.toward.x * legFt, y: from.y + b.toward.y * legFt}};
    }),
  };
}

export function drawing(
  levels: readonly Level[],
  frames: readonly Frame[],
  railings: readonly Run[],
  stair: {site: StairSite; line: StairLine} | null,
  join: JoinLine | null,
): Drawing {
  const drawn = stair ? stairDrawing(stair.site, stair.line) : null;
  const bounds = [...levels.map((l) => l.rect), ...(drawn ? [drawn.footprint, drawn.pad] : [])].reduce(grow);
  const framed = levels.map((l, i) => framePosts(l.rect, frames[i]));
  return {
    levels: levels.map((l, i) => ({
      rect: l.rect,
      joistsFt: frames[i].joistsFt.map((x) => l.rect.x + x),
      beamsFt: frames[i].beamsFt.map((y) => l.rect.y + y),
      lower: l.dropFt > 0,
      braces: framed[i].braces,
    })),
    posts: framed.flatMap((f) => f.posts),
    guardPosts: guardPostPoints(railings),
    stairRailPosts: drawn?.railPosts ?? [],
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

/** Each row of posts in the section: its beam, the posts' height and its footing's bottom, with both in words. */
function sectionPosts(
  levels: readonly Level[],
  plans: readonly LevelPlan[],
  frames: readonly Frame[],
): Section['posts'][number][] {
  return plans.flatMap((p, i) => {
    const f = p.framing;
    const joistIn = f.beams.flush ? 0 : actualDepthIn[f.joists.size];
    const beamFt = -levels[i].dropFt - (DECKING_THICKNESS_IN + joistIn) / 12;
    const topFt = beamFt - actualDepthIn[beamPly(f.beams.size)] / 12;
    return f.posts.rows.map((r) => {
      const depthIn = Math.max(...frames[i].postPoints.filter((q) => q.y === r.yFt).map((q) => q.depthIn));
      const bottomFt = topFt - r.heightFt;
      return {
        yFt: p.rect.y + r.yFt,
        behind: i > 0,
        beamFt,
        topFt,
        bottomFt,
        footingFt: bottomFt - depthIn / 12,
        footingWidthFt: f.footings.roundIn / 12,
        footingThickFt: f.footings.thicknessIn / 12,
        pierTopFt: r.onFootings ? topFt : bottomFt + 2 / 12,
        label: r.onFootings ? `base ${formatFeet(r.heightFt)} up` : formatFeet(r.heightFt),
        depthLabel: `footing ${depthIn < 24 ? `${formatInches(depthIn)} in` : formatFeet(depthIn / 12)} down`,
      };
    });
  });
}

/** The guards as the section sees them: a rail along an open end (its run in y), a post where one crosses the cut. */
function sectionGuards(railings: readonly Run[], levels: readonly Level[]): Section['guards'] {
  const inside = (r: Rect, p: Point) =>
    p.x >= r.x - 1e-9 && p.x <= r.x + r.w + 1e-9 && p.y >= r.y - 1e-9 && p.y <= r.y + r.h + 1e-9;
  return railings.flatMap((r) => {
    const level = levels.find((l) => inside(l.rect, r.from) && inside(l.rect, r.to));
    if (!level) return [];
    const floorFt = -level.dropFt;
    const [fromFt, toFt] = [Math.min(r.from.y, r.to.y), Math.max(r.from.y, r.to.y)];
    return [{fromFt, toFt, floorFt, topFt: floorFt + code.guardHeightIn.value / 12}];
  });
}

/** The section: the ground and floors along y, each row of posts with its footing, guards, stairs that run along y. */
export function section(
  levels: readonly Level[],
  plans: readonly LevelPlan[],
  ground: Ground,
  stair: {site: StairSite; line: StairLine} | null,
  frames: readonly Frame[],
  railings: readonly Run[],
  houseFootingIn: number,
): Section {
  const far = Math.max(...levels.map((l) => l.rect.y + l.rect.h));
  const alongY = stair && stair.site.out.x === 0 ? stair : null;
  const stairEnd = alongY ? alongY.site.at.y + alongY.site.out.y * (alongY.line.runFt + alongY.line.pad.depthFt) : far;
  const [fromFt, toFt] = [Math.min(0, stairEnd) - 1, Math.max(far, stairEnd) + 2];
  const first = plans[0];
  const rows = sectionPosts(levels, plans, frames);
  const braces = frames.flatMap((f, i) =>
    f.bracePoints
      .filter((b) => b.toward.x === 0)
      .map((b) => {
        const y = levels[i].rect.y + b.at.y;
        const under = rows.find((p) => Math.abs(p.yFt - y) < 1e-9);
        const legFt = f.braces.legIn / 12;
        const top = under ? under.topFt : 0;
        return {from: {x: y, y: top - legFt}, to: {x: y + b.toward.y * legFt, y: top}};
      }),
  );
  const profile = [fromFt, ground.fromFt, ground.toFt, toFt].filter((y, i, all) => i === 0 || y > all[i - 1] + 1e-9);
  return {
    ground: {
      fromFt,
      toFt,
      atFrom: -ground.below(fromFt),
      atTo: -ground.below(toFt),
      points: profile.map((y) => ({x: y, y: -ground.below(y)})),
      fall: ground.fall,
      houseFootingFt: houseFootingIn / 12,
    },
    floors: levels.map((l, i) => ({
      fromFt: l.rect.y,
      toFt: l.rect.y + l.rect.h,
      at: -l.dropFt,
      underFt: -l.dropFt - (DECKING_THICKNESS_IN + actualDepthIn[plans[i].framing.joists.size]) / 12,
    })),
    posts: rows.sort((a, b) => a.yFt - b.yFt),
    braces,
    guards: sectionGuards(railings, levels),
    heights: [
      {yFt: first.rect.y, label: formatFeet(first.heightFt)},
      {yFt: first.rect.y + first.rect.h, label: formatFeet(first.heightFarFt)},
    ],
    stair: alongY ? stairSection(alongY.site, alongY.line, ground) : null,
  };
}

/** A stair in the section: its nosings, the posts under its stringers and landings, and the pad it lands on. */
function stairSection(site: StairSite, s: StairLine, ground: Ground): NonNullable<Section['stair']> {
  const nosings = stairProfile(site, s);
  const riser = s.riserIn / 12;
  const supports: {yFt: number; topFt: number; bottomFt: number}[] = [];
  let t = 0;
  let above = 0;
  s.flights.forEach((f, i) => {
    const run = f.runIn / 12;
    f.supportPostsIn.forEach((postIn, k) => {
      const y = site.at.y + site.out.y * (t + (run * (k + 1)) / (f.supports + 1));
      const bottomFt = -ground.below(y);
      supports.push({yFt: y, topFt: bottomFt + Math.max(0, postIn) / 12, bottomFt});
    });
    t += run;
    above += f.risers;
    if (i < s.flights.length - 1) {
      const landing = s.landings[i];
      const floor = -site.level.dropFt - above * riser;
      for (const d of [0, landing.depthFt]) {
        const y = site.at.y + site.out.y * (t + d);
        supports.push({yFt: y, topFt: floor - (DECKING_THICKNESS_IN + 16) / 12, bottomFt: -ground.below(y)});
      }
      t += landing.depthFt;
    }
  });
  const padFrom = site.at.y + site.out.y * s.runFt;
  const padTo = padFrom + site.out.y * s.pad.depthFt;
  const foot = -site.level.dropFt - s.riseIn / 12;
  return {nosings, supports, pad: {fromFt: Math.min(padFrom, padTo), toFt: Math.max(padFrom, padTo), at: foot}};
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
