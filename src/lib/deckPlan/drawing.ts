/**
 * The top view's geometry, in feet (x along the house from the left end, y out from the house), so the page
 * draws without recomputing the plan.
 */
import type {DeckPlanInput, Drawing, Point, Rect, Side, StairLine} from './types';
import {openSides, sideLengthFt, sides} from './validate';

/** A side's ends, in the direction its length is measured (left to right, house to front). */
function sideEnds(side: Side, length: number, depth: number): [Point, Point] {
  switch (side) {
    case 'back':
      return [
        {x: 0, y: 0},
        {x: length, y: 0},
      ];
    case 'front':
      return [
        {x: 0, y: depth},
        {x: length, y: depth},
      ];
    case 'left':
      return [
        {x: 0, y: 0},
        {x: 0, y: depth},
      ];
    case 'right':
      return [
        {x: length, y: 0},
        {x: length, y: depth},
      ];
  }
}

const along = (a: Point, b: Point, t: number): Point => ({x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t});

/** A stretch of the stair from `t0` to `t1` ft out from the deck's edge, the stair's full width, as a rectangle. */
function stretch(side: Side, widthFt: number, length: number, depth: number, t0: number, t1: number): Rect {
  const sideFt = side === 'back' || side === 'front' ? length : depth;
  const start = (sideFt - widthFt) / 2;
  const h = t1 - t0;
  switch (side) {
    case 'back':
      return {x: start, y: -t1, w: widthFt, h};
    case 'front':
      return {x: start, y: depth + t0, w: widthFt, h};
    case 'left':
      return {x: -t1, y: start, w: h, h: widthFt};
    case 'right':
      return {x: length + t0, y: start, w: h, h: widthFt};
  }
}

/** The two sides of a stretch that run with the stair, where its guards go. */
function stretchSides(side: Side, r: Rect): {from: Point; to: Point}[] {
  return side === 'back' || side === 'front'
    ? [r.x, r.x + r.w].map((x) => ({from: {x, y: r.y}, to: {x, y: r.y + r.h}}))
    : [r.y, r.y + r.h].map((y) => ({from: {x: r.x, y}, to: {x: r.x + r.w, y}}));
}

/** The stair's footprint, centered on its side and running `runFt` away from the deck. */
export function stairRect(side: Side, widthFt: number, runFt: number, length: number, depth: number) {
  return {side, ...stretch(side, widthFt, length, depth, 0, runFt)};
}

/** The stairs drawn: each flight with its treads, each landing, the guards down their sides, the posts mid-run. */
function stairDrawing(input: DeckPlanInput, stairs: StairLine) {
  const {length, depth} = input;
  const {side, widthFt} = stairs;
  const flights: (Rect & {treads: number})[] = [];
  const landings: Rect[] = [];
  const guards: {from: Point; to: Point}[] = [];
  const posts: Point[] = [];
  let t = 0;
  stairs.flights.forEach((flight, i) => {
    const run = flight.runIn / 12;
    const rect = stretch(side, widthFt, length, depth, t, t + run);
    flights.push({...rect, treads: flight.treads});
    if (flight.guarded) guards.push(...stretchSides(side, rect));
    for (let k = 1; k <= flight.supports; k++) {
      const at = t + (run * k) / (flight.supports + 1);
      posts.push(...stretchSides(side, stretch(side, widthFt, length, depth, at, at)).map((l) => l.from));
    }
    t += run;
    const landing = stairs.landings[i];
    if (landing) {
      const l = stretch(side, widthFt, length, depth, t, t + landing.depthFt);
      landings.push(l);
      if (stairs.guards.required) guards.push(...stretchSides(side, l));
      t += landing.depthFt;
    }
  });
  return {flights, landings, guards, posts};
}

export function drawing(
  input: DeckPlanInput,
  frame: {joistsFt: number[]; beamsFt: number[]; posts: Point[]},
  railings: boolean,
  stairs: StairLine | null,
): Drawing {
  const {length, depth} = input;
  const open = openSides(input);
  const runs: {from: Point; to: Point}[] = [];
  const gap = stairs && {side: stairs.side, width: stairs.widthFt};
  if (railings) {
    for (const side of sides.filter((s) => open[s])) {
      const [a, b] = sideEnds(side, length, depth);
      const sideFt = sideLengthFt(input, side);
      if (gap?.side !== side) {
        runs.push({from: a, to: b});
        continue;
      }
      // Leave the stair opening out: a run on each side of it, if any railing is left there.
      const gapStart = (sideFt - gap.width) / 2 / sideFt;
      const gapEnd = (sideFt + gap.width) / 2 / sideFt;
      if (gapStart > 0) runs.push({from: a, to: along(a, b, gapStart)});
      if (gapEnd < 1) runs.push({from: along(a, b, gapEnd), to: b});
    }
  }
  const drawn = stairs ? stairDrawing(input, stairs) : null;
  return {
    lengthFt: length,
    depthFt: depth,
    joistsFt: frame.joistsFt,
    beamsFt: frame.beamsFt,
    posts: frame.posts,
    stair: stairs ? stairRect(stairs.side, stairs.widthFt, stairs.runFt, length, depth) : null,
    flights: drawn?.flights ?? [],
    landings: drawn?.landings ?? [],
    stairPosts: drawn?.posts ?? [],
    edges: sides.map((side) => ({
      side,
      kind: side === 'back' && input.attachment === 'ledger' ? 'house' : open[side] ? 'open' : 'closed',
    })),
    railings: [...runs, ...(drawn?.guards ?? [])],
  };
}
