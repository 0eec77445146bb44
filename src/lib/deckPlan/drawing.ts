/**
 * The top view's geometry, in feet (x along the house from the left end, y out from the house), so the page
 * draws without recomputing the plan.
 */
import type {DeckPlanInput, Drawing, Point, Side} from './types';
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

/** The stair's footprint, centered on its side and running `runFt` away from the deck. */
export function stairRect(side: Side, widthFt: number, runFt: number, length: number, depth: number) {
  const sideFt = side === 'back' || side === 'front' ? length : depth;
  const start = (sideFt - widthFt) / 2;
  switch (side) {
    case 'back':
      return {side, x: start, y: -runFt, w: widthFt, h: runFt};
    case 'front':
      return {side, x: start, y: depth, w: widthFt, h: runFt};
    case 'left':
      return {side, x: -runFt, y: start, w: runFt, h: widthFt};
    case 'right':
      return {side, x: length, y: start, w: runFt, h: widthFt};
  }
}

export function drawing(
  input: DeckPlanInput,
  frame: {joistsFt: number[]; beamsFt: number[]; posts: Point[]},
  railings: boolean,
  stairRunFt: number | null,
): Drawing {
  const {length, depth, stairs} = input;
  const open = openSides(input);
  const runs: {from: Point; to: Point}[] = [];
  if (railings) {
    for (const side of sides.filter((s) => open[s])) {
      const [a, b] = sideEnds(side, length, depth);
      const sideFt = sideLengthFt(input, side);
      if (stairs?.side !== side) {
        runs.push({from: a, to: b});
        continue;
      }
      // Leave the stair opening out: a run on each side of it, if any railing is left there.
      const gapStart = (sideFt - stairs.width) / 2 / sideFt;
      const gapEnd = (sideFt + stairs.width) / 2 / sideFt;
      if (gapStart > 0) runs.push({from: a, to: along(a, b, gapStart)});
      if (gapEnd < 1) runs.push({from: along(a, b, gapEnd), to: b});
    }
  }
  return {
    lengthFt: length,
    depthFt: depth,
    joistsFt: frame.joistsFt,
    beamsFt: frame.beamsFt,
    posts: frame.posts,
    stair: stairs && stairRunFt !== null ? stairRect(stairs.side, stairs.width, stairRunFt, length, depth) : null,
    edges: sides.map((side) => ({
      side,
      kind: side === 'back' && input.attachment === 'ledger' ? 'house' : open[side] ? 'open' : 'closed',
    })),
    railings: runs,
  };
}
