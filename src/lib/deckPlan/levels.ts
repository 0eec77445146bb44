/**
 * Where each part of a deck stands: the ground under it and the levels on it. The ground falls (or rises) straight
 * out from the house, as a homeowner measures it with a tape: the floor's height above it at the house and at the
 * far side. Along the house it is level. That is the lot most of ours are, a house on the uphill side of its yard;
 * a cross-slope too is a site visit's to measure (the plan's note says so).
 */
import type {DeckPlanInput, Point, Rect, SecondLevelInput, Side} from './types';
import {openSides, sides} from './sides';

/** The riser of the steps between two levels: one 1x8 riser board (7 1/4 in) closes it exactly. */
export const LEVEL_RISER_IN = 7.25;

/** The most steps between two levels we plan: four risers stand 29 in, under the 30 in that asks for a guard. */
export const MAX_STEPS_DOWN = 4;

export interface Ground {
  /**
   * Feet the first level's floor stands above the ground y feet out from the house. The ground is described only
   * under the deck: past its far edge (and behind the house line) it is taken as level at the height it reached.
   */
  readonly below: (yFt: number) => number;
  /** Feet the ground falls for each foot out from the house under the deck; negative where it rises. */
  readonly fall: number;
  /** The stretch out from the house the homeowner described: the house line to the deck's farthest edge. */
  readonly fromFt: number;
  readonly toFt: number;
}

/** The ground under a deck reaching `toFt` out from the house (its deepest level's far edge). */
export function groundOf(input: Pick<DeckPlanInput, 'height' | 'heightFar' | 'depth'>, toFt = input.depth): Ground {
  const far = input.heightFar ?? input.height;
  const fall = input.depth > 0 ? (far - input.height) / input.depth : 0;
  const fromFt = 0;
  return {below: (y) => input.height + fall * Math.min(toFt, Math.max(fromFt, y)), fall, fromFt, toFt};
}

/** The deepest far edge of a deck's levels, feet out from the house. */
export const farEdgeFt = (levels: readonly Level[]): number => Math.max(...levels.map((l) => l.rect.y + l.rect.h));

/** An edge's kind: the house wall, a side with a railing's place, a side the owner closed, or where levels meet. */
export type EdgeKind = 'house' | 'open' | 'closed' | 'join';

export interface Edge {
  readonly side: Side;
  readonly kind: EdgeKind;
  /** The stretch of the side, in the site's feet. */
  readonly from: Point;
  readonly to: Point;
}

/** A level as the framing reads it: a rectangle at a height, with how it stands and what each edge is. */
export interface Level {
  readonly index: 1 | 2;
  readonly rect: Rect;
  /** Feet below the first level's floor. */
  readonly dropFt: number;
  readonly attachment: 'ledger' | 'freestanding';
  readonly edges: readonly Edge[];
}

/** The four corners' run of a side, in the order its length is measured (left to right, house to front). */
export function sideRun(rect: Rect, side: Side): [Point, Point] {
  const {x, y, w, h} = rect;
  switch (side) {
    case 'back':
      return [
        {x, y},
        {x: x + w, y},
      ];
    case 'front':
      return [
        {x, y: y + h},
        {x: x + w, y: y + h},
      ];
    case 'left':
      return [
        {x, y},
        {x, y: y + h},
      ];
    case 'right':
      return [
        {x: x + w, y},
        {x: x + w, y: y + h},
      ];
  }
}

/** The second level's rectangle, beside the first (left or right, along the house) or out in front, centered. */
export function secondRect(first: Rect, second: SecondLevelInput): Rect {
  const {length: w, depth: h} = second;
  if (second.where === 'left') return {x: first.x - w, y: first.y, w, h};
  if (second.where === 'right') return {x: first.x + first.w, y: first.y, w, h};
  return {x: first.x + (first.w - w) / 2, y: first.y + first.h, w, h};
}

/** Where two rectangles touch: the stretch they share, or null. */
export function sharedRun(a: Rect, b: Rect): [Point, Point] | null {
  const eps = 1e-9;
  if (Math.abs(a.x + a.w - b.x) < eps || Math.abs(b.x + b.w - a.x) < eps) {
    const x = Math.abs(a.x + a.w - b.x) < eps ? b.x : a.x;
    const [from, to] = [Math.max(a.y, b.y), Math.min(a.y + a.h, b.y + b.h)];
    return to - from > eps
      ? [
          {x, y: from},
          {x, y: to},
        ]
      : null;
  }
  if (Math.abs(a.y + a.h - b.y) < eps || Math.abs(b.y + b.h - a.y) < eps) {
    const y = Math.abs(a.y + a.h - b.y) < eps ? b.y : a.y;
    const [from, to] = [Math.max(a.x, b.x), Math.min(a.x + a.w, b.x + b.w)];
    return to - from > eps
      ? [
          {x: from, y},
          {x: to, y},
        ]
      : null;
  }
  return null;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** A side split where it meets the other level: the shared stretch is a join, the rest keeps the side's kind. */
function sideEdges(rect: Rect, side: Side, kind: EdgeKind, other: Rect | null): Edge[] {
  const [a, b] = sideRun(rect, side);
  const shared = other && sharedRun(rect, other);
  const upright = near(a.x, b.x);
  const onSide = shared !== null && shared.every((p) => (upright ? near(p.x, a.x) : near(p.y, a.y)));
  if (!onSide) return [{side, kind, from: a, to: b}];
  const along = (p: Point) => (upright ? p.y : p.x);
  const [s0, s1] = shared;
  const parts: Edge[] = [];
  if (along(s0) > along(a) + 1e-9) parts.push({side, kind, from: a, to: s0});
  parts.push({side, kind: 'join', from: s0, to: s1});
  if (along(s1) < along(b) - 1e-9) parts.push({side, kind, from: s1, to: b});
  return parts;
}

/** The deck's levels: the first as the form describes it, and the second where there is one. */
export function levelsOf(input: DeckPlanInput): Level[] {
  const first: Rect = {x: 0, y: 0, w: input.length, h: input.depth};
  const second = input.second ? secondRect(first, input.second) : null;
  const open = openSides(input);
  const firstLevel: Level = {
    index: 1,
    rect: first,
    dropFt: 0,
    attachment: input.attachment,
    edges: sides.flatMap((side) =>
      sideEdges(
        first,
        side,
        side === 'back' && input.attachment === 'ledger' ? 'house' : open[side] ? 'open' : 'closed',
        second,
      ),
    ),
  };
  if (!second || !input.second) return [firstLevel];
  // Beside the first, its back is the house wall; a ledger bolts to the house's rim only at the first level's height.
  const besideHouse = input.second.where !== 'front';
  const dropFt = (input.second.stepsDown * LEVEL_RISER_IN) / 12;
  const attachment = besideHouse && input.attachment === 'ledger' && dropFt === 0 ? 'ledger' : 'freestanding';
  return [
    firstLevel,
    {
      index: 2,
      rect: second,
      dropFt,
      attachment,
      edges: sides.flatMap((side) => sideEdges(second, side, side === 'back' && besideHouse ? 'house' : 'open', first)),
    },
  ];
}

/** The floor of a level above the ground at a point of the site, feet. */
export const floorAbove = (ground: Ground, level: Pick<Level, 'dropFt'>, p: Point): number =>
  ground.below(p.y) - level.dropFt;

/**
 * The most a floor edge stands above the ground within 36 in of a point on it (R312.1.1 measures to the grade within
 * 36 in horizontally): the ground falls fastest straight out from the house, so 3 ft that way.
 */
export const dropWithin3Ft = (ground: Ground, level: Pick<Level, 'dropFt'>, p: Point): number =>
  floorAbove(ground, level, p) + 3 * Math.abs(ground.fall);
