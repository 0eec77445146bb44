/**
 * Where the deck's railing goes: on each open edge, along the stretch where the floor stands more than 30 in above
 * the grade within 36 in of it (R312.1.1 asks it point by point, so a side on a slope is guarded where it is high),
 * the whole open edge where the homeowner wants railings anyway, and never across the stair opening.
 */
import {codeFigures as code} from '../../data/framing';
import {dropWithin3Ft, type Edge, type Ground, type Level} from './levels';
import type {Point, Run} from './types';

const EPS = 1e-9;
const length = (r: Run) => Math.hypot(r.to.x - r.from.x, r.to.y - r.from.y);
const at = (r: Run, t: number): Point => ({
  x: r.from.x + (r.to.x - r.from.x) * t,
  y: r.from.y + (r.to.y - r.from.y) * t,
});

/** The stretch of an edge the code guards: the floor over the grade within 36 in varies along it linearly. */
function requiredStretch(ground: Ground, level: Level, edge: Edge): Run | null {
  const limit = code.guardsAboveIn.value / 12;
  const a = dropWithin3Ft(ground, level, edge.from) - limit;
  const b = dropWithin3Ft(ground, level, edge.to) - limit;
  if (a <= EPS && b <= EPS) return null;
  if (a > EPS && b > EPS) return {from: edge.from, to: edge.to};
  // Where it crosses 30 in, rounded out to the whole foot on the low side: more guard, never less.
  const run = {from: edge.from, to: edge.to};
  const total = length(run);
  const cross = (a / (a - b)) * total;
  return a > EPS
    ? {from: edge.from, to: at(run, Math.min(1, Math.ceil(cross - EPS) / total))}
    : {from: at(run, Math.max(0, Math.floor(cross + EPS) / total)), to: edge.to};
}

/** An edge run less an opening on the same line (both run square to the house or along it): what is left either side. */
export function minus(run: Run, opening: Run | null): Run[] {
  const upright = Math.abs(run.from.x - run.to.x) < EPS;
  const line = (p: Point) => (upright ? p.x : p.y);
  const along = (p: Point) => (upright ? p.y : p.x);
  if (!opening || [opening.from, opening.to].some((p) => Math.abs(line(p) - line(run.from)) > EPS)) return [run];
  const [a, b] = [along(run.from), along(run.to)].sort((p, q) => p - q);
  const [s, e] = [along(opening.from), along(opening.to)].sort((p, q) => p - q);
  if (e <= a + EPS || s >= b - EPS) return [run];
  const point = (v: number): Point => (upright ? {x: run.from.x, y: v} : {x: v, y: run.from.y});
  return [
    ...(s > a + EPS ? [{from: point(a), to: point(s)}] : []),
    ...(e < b - EPS ? [{from: point(e), to: point(b)}] : []),
  ];
}

export interface DeckGuards {
  /** The railing runs on the deck's edges, the stair opening left out. */
  readonly runs: Run[];
  /** Some stretch is guarded because the code asks. */
  readonly required: boolean;
  /** Some open edge is guarded along part of its length only (the ground falls along it). */
  readonly partial: boolean;
}

export function deckGuards(levels: readonly Level[], ground: Ground, wanted: boolean, opening: Run | null): DeckGuards {
  const runs: Run[] = [];
  let required = false;
  let partial = false;
  for (const level of levels) {
    for (const edge of level.edges.filter((e) => e.kind === 'open')) {
      const needed = requiredStretch(ground, level, edge);
      if (needed) required = true;
      if (needed && !wanted && length(needed) < length(edge) - 1e-6) partial = true;
      const run = wanted ? {from: edge.from, to: edge.to} : needed;
      if (run) runs.push(...minus(run, opening));
    }
  }
  return {runs: runs.filter((r) => length(r) > 1e-6), required, partial};
}

/** Feet of railing in runs. */
export const runsFt = (runs: readonly Run[]): number => runs.reduce((sum, r) => sum + length(r), 0);

/**
 * Practice: guard posts no more than 6 ft apart, center to center, the length of a railing maker's common section
 * (the maker's listing can ask for less).
 */
export const GUARD_POST_SPACING_FT = 6;

const samePoint = (a: Point, b: Point) => Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6;

/** A post at each end of every railing run and no two farther apart than a section; a corner's post serves both runs. */
export function guardPostPoints(runs: readonly Run[]): Point[] {
  const points: Point[] = [];
  for (const run of runs) {
    const n = Math.max(1, Math.ceil(length(run) / GUARD_POST_SPACING_FT - EPS));
    for (let i = 0; i <= n; i++) {
      const p = at(run, i / n);
      if (!points.some((q) => samePoint(p, q))) points.push(p);
    }
  }
  return points;
}

/** Posts along a run `lengthIn` long (along a flight's slope): one at each end, none farther apart than a section. */
export const postsAlong = (lengthIn: number): number =>
  Math.max(1, Math.ceil(lengthIn / 12 / GUARD_POST_SPACING_FT - EPS)) + 1;
