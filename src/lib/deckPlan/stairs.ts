/**
 * Stairs from a deck's edge down to the ground where it is, level or not: risers no taller than the code allows or
 * the stringers can be notched for, flights broken by landings, guards and closed risers where treads stand high, a
 * handrail on every flight of four or more risers, the stringers that carry the treads and a pad at the foot.
 */
import {codeFigures as code, stringerSpacingByMaterial} from '../../data/framing';
import type {Material} from '../../data/pricing';
import type {Flight} from './types';

/**
 * The tread we plan: 11 in, two 5 1/2 in deck boards, which clears the 10 in minimum with room for the boards'
 * gap and a small nosing. A deeper tread is easier underfoot; a shallower one would need ripped boards.
 */
export const PLANNED_TREAD_IN = 11;

/** Stringers are cut from 2x12s: 11 1/4 in deep. */
export const STRINGER_DEPTH_IN = 11.25;

/** A guard or handrail post bolted inside each outer stringer is a 4x4: 3 1/2 in that the stair's clear width loses. */
export const STAIR_POST_IN = 3.5;

/** The outer stringers, 1 1/2 in thick: the posts bolt inside them, so the clear width loses them too. */
export const STRINGER_THICK_IN = 1.5;

/**
 * Practice: a graspable rail on brackets stands about 3 1/2 in off its posts (the code allows 4 1/2 in), into the
 * clear width at and below its height.
 */
export const HANDRAIL_PROJECTION_IN = 3.5;

/** What a rail post and the stringer it is bolted inside take out of a stair's width over the stringers, a side. */
export const RAILED_LOSS_IN = STRINGER_THICK_IN + STAIR_POST_IN;

/** Practice: the doubled 2x8 header a support row's posts carry under the stringers, and a post base's standoff. */
export const HEADER_DEPTH_IN = 7.25;
export const POST_BASE_IN = 1;
/** A tread board's thickness on the stringers' notches. */
export const TREAD_THICK_IN = 1;

/**
 * Stricter than the IRC, as readers report DCA 6's stair pages (which no copy here holds, so neither is cited as its
 * figure): we guard the open sides of any stair that rises more than 30 in in all, and break a stair with a landing
 * once it would rise more than 12 ft (144 in) in one flight, where the IRC allows 151 in.
 */
export const GUARD_STAIRS_RISING_IN = 30;
export const LANDING_PAST_RISE_IN = 144;

/** The pad at the foot of the stairs: 4 in of concrete on 4 in of gravel (a slab's usual build; practice). */
export const PAD_THICKNESS_IN = 4;
export const PAD_GRAVEL_IN = 4;

// Heights in feet times 12 can land a hair off a whole number (2.5833… ft); do not add a riser for that.
const EPS = 1e-9;

/** How deep a notch for one riser and tread cuts into a stringer, square to its edge. */
export const notchDepthIn = (riserIn: number, treadIn = PLANNED_TREAD_IN): number =>
  (riserIn * treadIn) / Math.hypot(riserIn, treadIn);

/** The wood a cut 2x12 keeps below its notches. */
export const throatIn = (riserIn: number): number => STRINGER_DEPTH_IN - notchDepthIn(riserIn);

/**
 * The tallest riser we plan: the code's 7 3/4 in, or less where a taller notch would leave a 2x12 stringer under
 * 5 in of wood below it. With 11 in treads that is about 7.6 in: notch depth R·T/√(R²+T²) ≤ 11 1/4 − 5.
 */
export function maxPlannedRiserIn(): number {
  const notch = STRINGER_DEPTH_IN - code.minThroatIn.value;
  const t = PLANNED_TREAD_IN;
  return Math.min(code.maxRiserIn.value, (notch * t) / Math.sqrt(t * t - notch * notch));
}

export interface StairCounts {
  readonly riseIn: number;
  readonly risers: number;
  readonly riserIn: number;
  readonly treads: number;
}

/** On level ground, the fewest equal risers no taller than the tallest we plan: 36 in -> 5 of 7 1/5 in, 4 treads. */
export function stairCounts(heightFt: number): StairCounts {
  const riseIn = heightFt * 12;
  const risers = Math.max(1, Math.ceil(riseIn / maxPlannedRiserIn() - EPS));
  return {riseIn, risers, riserIn: riseIn / risers, treads: risers - 1};
}

/** The tallest one flight may rise: the IRC's 151 in, or our stricter 144. */
export const maxFlightRiseIn = (): number => Math.min(code.maxFlightRiseIn.value, LANDING_PAST_RISE_IN);

/** How many risers each flight takes, top first: as few flights as keep each within its rise, shared out evenly. */
export function flightRisers(risers: number, riserIn: number): number[] {
  const perFlight = Math.max(1, Math.floor(maxFlightRiseIn() / riserIn + EPS));
  const n = Math.ceil(risers / perFlight - EPS);
  const base = Math.floor(risers / n);
  // An extra riser goes to the upper flights, so a landing stands as low as it can.
  return Array.from({length: n}, (_, i) => base + (i < risers % n ? 1 : 0));
}

/** The landing between two flights, from the stair's clear width: as wide as the stair, at least 36 in deep, square. */
export const landingDepthFt = (widthFt: number): number => Math.max(code.minLandingDepthIn.value / 12, widthFt);

/** The ground along a stair's run: where it starts, how it lies as the stair runs out, and the site's steepest fall. */
export interface StairGround {
  /** The floor above the ground where the stairs leave the deck, inches. */
  readonly startIn: number;
  /** The floor's height above the ground `tIn` inches out along the stair's run, inches. */
  readonly aboveAt: (tIn: number) => number;
  /** The site's steepest fall, inch per inch: what 36 in around a tread can reach. */
  readonly fallMost: number;
  /** A stair across the slope: how much lower the ground is under its downhill edge than under its middle, inches. */
  readonly acrossIn?: number;
}

/** The horizontal run of a stair with these flights: treads and the landings between. */
const runOf = (risersOf: readonly number[], widthFt: number): number =>
  risersOf.reduce((sum, r) => sum + (r - 1) * PLANNED_TREAD_IN, 0) +
  (risersOf.length - 1) * landingDepthFt(widthFt) * 12;

/**
 * The fewest equal risers that reach the ground where the stairs end: the ground under a stair can fall (or rise)
 * as it runs out, so its rise depends on its own length. Null when the ground falls away faster than stairs step down.
 */
export function solveRise(ground: StairGround, widthFt: number): {risers: number; riseIn: number} | null {
  const most = maxPlannedRiserIn();
  for (let risers = 1; risers <= 120; risers++) {
    let riseIn = ground.startIn;
    // The flights' split depends on the riser, the run on the split: a few rounds settle both.
    for (let round = 0; round < 4; round++) {
      riseIn = ground.aboveAt(runOf(flightRisers(risers, riseIn / risers), widthFt));
    }
    if (riseIn <= 0) return null;
    if (riseIn / risers <= most + EPS) return {risers, riseIn};
  }
  return null;
}

/** A stair to a known drop: the fewest equal risers, and the ground taken as even from the deck's edge to its foot. */
export function fixedRise(
  riseIn: number,
  ground: StairGround,
  widthFt: number,
): {counts: {risers: number; riseIn: number}; ground: StairGround} {
  const risers = Math.max(1, Math.ceil(riseIn / maxPlannedRiserIn() - EPS));
  const run = runOf(flightRisers(risers, riseIn / risers), widthFt);
  const {startIn} = ground;
  const aboveAt = (t: number) => startIn + (run > 0 ? ((riseIn - startIn) * Math.min(t, run)) / run : 0);
  return {counts: {risers, riseIn}, ground: {...ground, aboveAt}};
}

/**
 * A support row's post at `tIn` along a flight that starts `startRun` in out and `aboveIn` below the floor: from the
 * ground to the header under the stringers. The stringers' underside stands below the nosing line by a tread and a
 * 2x12's depth measured plumb.
 */
function supportPostIn(ground: StairGround, tIn: number, startRun: number, aboveIn: number, riserIn: number): number {
  const nosing = ground.aboveAt(tIn) - aboveIn - ((tIn - startRun) * riserIn) / PLANNED_TREAD_IN;
  const plumb = (STRINGER_DEPTH_IN * Math.hypot(riserIn, PLANNED_TREAD_IN)) / PLANNED_TREAD_IN;
  return nosing - TREAD_THICK_IN - plumb - HEADER_DEPTH_IN - POST_BASE_IN;
}

/** Stringers under a stair `outsideIn` wide over them: one at each edge and no two farther apart than the treads span. */
export function stringerCount(outsideIn: number, material: Material): number {
  return Math.ceil(outsideIn / stringerSpacingByMaterial[material].spacingIn - EPS) + 1;
}

/** The 2x12 stock a stringer is cut from: the next even length past it, with a foot for the top and bottom cuts. */
export const stockFt = (stringerIn: number): number => 2 * Math.ceil((stringerIn / 12 + 1) / 2 - EPS);

/**
 * The flights, top first, each with its treads' heights over the ground: guards where the stair rises more than
 * 30 in or a tread stands more than 30 in above the grade within 36 in of it (R312.1.1), closed risers where an
 * opening between treads would stand more than 30 in above the grade below it (R311.7.5.1).
 */
export function flights(
  ground: StairGround,
  counts: {risers: number; riseIn: number},
  widthFt: number,
  material: Material,
): Flight[] {
  const riserIn = counts.riseIn / counts.risers;
  const guarded = counts.riseIn > GUARD_STAIRS_RISING_IN + EPS;
  let above = 0;
  let runIn = 0;
  return flightRisers(counts.risers, riserIn).map((risers, i, all) => {
    const treads = risers - 1;
    const startRun = runIn;
    // Each tread's surface over the ground right under it, 1 to `treads` down from this flight's top.
    const treadAbove = Array.from({length: treads}, (_, k) => {
      const at = startRun + (k + 0.5) * PLANNED_TREAD_IN;
      return ground.aboveAt(at) - (above + k + 1) * riserIn;
    });
    const aboveTop = above * riserIn;
    above += risers;
    const flightRun = treads * PLANNED_TREAD_IN;
    runIn += flightRun + (i < all.length - 1 ? landingDepthFt(widthFt) * 12 : 0);
    const riseIn = risers * riserIn;
    // The floor this flight ends on, over the ground there: the ground at the foot, a landing above it.
    const last = i === all.length - 1;
    const baseIn = last ? 0 : ground.aboveAt(startRun + flightRun) - above * riserIn;
    const spans = Math.max(1, Math.ceil(flightRun / code.maxCutStringerSpanIn.value - EPS));
    const supportPostsIn = Array.from({length: spans - 1}, (_, k) =>
      supportPostIn(ground, startRun + (flightRun * (k + 1)) / spans, startRun, aboveTop, riserIn),
    );
    // Measured at the stair's downhill edge, where its treads stand highest over the ground.
    const high = (limit: number, reach: number) =>
      treadAbove.some((h) => h + (ground.acrossIn ?? 0) + reach > limit + EPS);
    return {
      risers,
      treads,
      riseIn,
      runIn: flightRun,
      baseIn,
      topTreadIn: treads > 0 ? treadAbove[0] : 0,
      guarded: treads > 0 && (guarded || high(code.guardsAboveIn.value, 36 * ground.fallMost)),
      closedRisers: high(code.openRiserAboveIn.value, 0),
      stringerIn: Math.hypot(flightRun, riseIn),
      supports: spans - 1,
      longestSpanIn: flightRun / spans,
      supportPostsIn,
      stringers: stringerCount(widthFt * 12, material),
    };
  });
}
