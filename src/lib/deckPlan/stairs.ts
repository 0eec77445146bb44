/**
 * Stairs from the deck straight out to level ground: risers no taller than the code allows or the stringers can be
 * notched for, flights of at most 151 in with a landing between them, guards where a tread stands more than 30 in
 * up, a handrail on every flight of four or more risers, and the stringers that carry the treads.
 */
import {cites, codeFigures as code, stringerSpacingByMaterial} from '../../data/framing';
import {formula, type Material} from '../../data/pricing';
import {formatUsd} from '../deckEstimate';
import {uniqueCites} from './cites';
import {formatFeet, formatInches, formatLength} from './feet';
import type {Flight, Side, StairLine} from './types';

/** What planStairs plans; the landings' framing comes from the deck's own framing code (plan.ts). */
export type StairPlan = Omit<StairLine, 'landings'>;
import {sideNames} from './validate';

/**
 * The tread we plan: 11 in, two 5 1/2 in deck boards, which clears the 10 in minimum with room for the boards'
 * gap and a small nosing. A deeper tread is easier underfoot; a shallower one would need ripped boards.
 */
export const PLANNED_TREAD_IN = 11;

/** Stringers are cut from 2x12s: 11 1/4 in deep. */
export const STRINGER_DEPTH_IN = 11.25;

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

/** The fewest equal risers no taller than the tallest we plan: rise 36 in -> 5 risers of 7 1/5 in, 4 treads. */
export function stairCounts(heightFt: number): StairCounts {
  const riseIn = heightFt * 12;
  const risers = Math.max(1, Math.ceil(riseIn / maxPlannedRiserIn() - EPS));
  return {riseIn, risers, riserIn: riseIn / risers, treads: risers - 1};
}

/**
 * The flights, top first: as few as keep each at most 151 in of rise, the risers shared out evenly (an extra one
 * goes to the upper flights, so a landing stands as low as it can). Each flight's treads, guards and stringers.
 */
export function flights(counts: StairCounts, widthFt: number, material: Material): Flight[] {
  const {risers: total, riserIn} = counts;
  const perFlight = Math.max(1, Math.floor(code.maxFlightRiseIn.value / riserIn + EPS));
  const n = Math.ceil(total / perFlight - EPS);
  const base = Math.floor(total / n);
  const risersOf = Array.from({length: n}, (_, i) => base + (i < total % n ? 1 : 0));
  let below = total;
  return risersOf.map((risers) => {
    below -= risers;
    const treads = risers - 1;
    const baseIn = below * riserIn;
    const runIn = treads * PLANNED_TREAD_IN;
    const riseIn = risers * riserIn;
    const topTreadIn = treads > 0 ? baseIn + treads * riserIn : 0;
    const spans = Math.max(1, Math.ceil(runIn / code.maxCutStringerSpanIn.value - EPS));
    return {
      risers,
      treads,
      riseIn,
      runIn,
      baseIn,
      topTreadIn,
      guarded: treads > 0 && topTreadIn > code.guardsAboveIn.value + EPS,
      stringerIn: Math.hypot(runIn, riseIn),
      supports: spans - 1,
      longestSpanIn: runIn / spans,
      stringers: stringerCount(widthFt, material),
    };
  });
}

/** Stringers under a stair `widthFt` wide: one at each edge and no two farther apart than the treads span. */
export function stringerCount(widthFt: number, material: Material): number {
  return Math.ceil((widthFt * 12) / stringerSpacingByMaterial[material].spacingIn - EPS) + 1;
}

/** The 2x12 stock a stringer is cut from: the next even length past it, with a foot for the top and bottom cuts. */
export const stockFt = (stringerIn: number): number => 2 * Math.ceil((stringerIn / 12 + 1) / 2 - EPS);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The landing between two flights, from the stair's width: as wide as the stair, at least 36 in deep, square. */
export const landingDepthFt = (widthFt: number): number => Math.max(code.minLandingDepthIn.value / 12, widthFt);

export function planStairs(heightFt: number, side: Side, widthFt: number, material: Material): StairPlan {
  const counts = stairCounts(heightFt);
  const {riseIn, risers, riserIn} = counts;
  const parts = flights(counts, widthFt, material);
  const landings = parts.length - 1;
  // A landing takes the place of the tread at the foot of the flight above it: 21 risers in two flights have 19.
  const treads = parts.reduce((sum, f) => sum + f.treads, 0);
  const riserText = formatInches(riserIn, 8);
  const runFt = parts.reduce((sum, f) => sum + f.runIn, 0) / 12 + landings * landingDepthFt(widthFt);
  const handrailFlights = parts.filter((f) => f.risers >= code.handrailFromRisers.value).length;
  const guarded = parts.filter((f) => f.guarded);
  const landingGuardFt = landings * 2 * landingDepthFt(widthFt);
  const guardFt = guarded.reduce((sum, f) => sum + (2 * f.stringerIn) / 12, 0) + (guarded.length ? landingGuardFt : 0);
  const spacing = stringerSpacingByMaterial[material];
  const count = parts[0].stringers;
  const supports = parts.reduce((sum, f) => sum + f.supports, 0);
  const longest = Math.max(...parts.map((f) => f.longestSpanIn));
  const throat = throatIn(riserIn);
  const where = `running ${formatLength(runFt)} out from the ${sideNames[side].toLowerCase()}`;
  const flightWords =
    landings === 0
      ? `${plural(risers, 'riser')} of ${riserText} in and ${plural(treads, 'tread')} ${PLANNED_TREAD_IN} in deep`
      : `${plural(risers, 'riser')} of ${riserText} in, in ${parts.length} flights (${parts
          .map((f) => f.risers)
          .join(' and ')} risers) with a landing between`;
  const tallest = formatInches(Math.ceil(maxPlannedRiserIn() * 8) / 8, 8);

  return {
    side,
    widthFt,
    riseIn,
    risers,
    riserIn,
    riserText,
    treads,
    treadIn: PLANNED_TREAD_IN,
    runFt,
    treadBoards: treads * 2,
    flights: parts,
    caption: `${flightWords}, ${formatLength(widthFt)} wide, ${where}`,
    basis:
      `A riser may be at most ${formatInches(code.maxRiserIn.value)} in, and we hold it under ${tallest} in so a 2x12 ` +
      `stringer keeps ${code.minThroatIn.value} in of wood below its notches: the ${formatInches(riseIn)} in rise ` +
      `takes ${plural(risers, 'riser')}, all equal. A tread must be at least ${code.minTreadIn.value} in deep and we ` +
      `plan ${PLANNED_TREAD_IN} in (two 5 1/2 in boards). A stair must be at least ${code.minStairWidthIn.value} ` +
      (guarded.length
        ? 'in wide, clear between its guards above the handrail: guard posts bolted inside the stringers narrow ' +
          'it by their own width.'
        : 'in wide.') +
      (landings > 0
        ? ` One flight may rise at most ${code.maxFlightRiseIn.value} in between floors or landings, so this one ` +
          `needs ${plural(landings, 'landing')}.`
        : ''),
    cite: uniqueCites([
      ...code.maxRiserIn.cite,
      ...code.minTreadIn.cite,
      ...code.minStairWidthIn.cite,
      ...(landings > 0 ? code.maxFlightRiseIn.cite : []),
    ]),
    handrail: {
      required: handrailFlights > 0,
      minIn: code.handrailMinIn.value,
      maxIn: code.handrailMaxIn.value,
      caption:
        handrailFlights > 0
          ? `A graspable handrail on at least one side of ${landings > 0 ? 'each flight' : 'the flight'}, ` +
            `${code.handrailMinIn.value} to ${code.handrailMaxIn.value} in above the nosings`
          : 'No handrail required',
      basis:
        `A flight of ${code.handrailFromRisers.value} or more risers needs a handrail; ` +
        (landings > 0
          ? `these flights have ${parts.map((f) => f.risers).join(' and ')}.`
          : `this one has ${plural(risers, 'riser')}.`) +
        (handrailFlights > 0
          ? ' It must be graspable: a guard’s flat top rail is not, so the handrail is a rail of its own on a guard ' +
            'or posts, unless the guard’s top is shaped to the grip and set 34 to 38 in up.'
          : ''),
      cite: uniqueCites([...code.handrailFromRisers.cite, ...(handrailFlights > 0 ? [cites.handrailGrip] : [])]),
    },
    guards: {
      required: guarded.length > 0,
      lengthFt: guardFt,
      heightIn: guarded.length ? code.stairGuardHeightIn.value : null,
      sphereIn: guarded.length ? code.stairGuardSphereIn.value : null,
      triangleIn: guarded.length ? code.stairTriangleSphereIn.value : null,
      caption: guarded.length
        ? `Guards on both sides of the stairs, ${formatLength(guardFt)} in all: ${code.stairGuardHeightIn.value} in ` +
          `above the nosings, openings that stop a ${formatInches(code.stairGuardSphereIn.value)} in ball, and ` +
          `${formatInches(code.stairTriangleSphereIn.value)} in at the triangle under the bottom rail` +
          (landings > 0 ? `; ${code.guardHeightIn.value} in around the landing` : '')
        : 'No stair guards required: no tread stands more than 30 in up',
      basis: guarded.length
        ? `Stairs are walking surfaces too: a guard is required on each open side where a tread stands more than ` +
          `${code.guardsAboveIn.value} in above the ground, and the top ` +
          `${plural(countTreadsAbove(parts), 'tread')} here ${countTreadsAbove(parts) === 1 ? 'does' : 'do'}. We run ` +
          'the guard down the whole flight, as a stair rail is built; the railing length counts it along the slope.'
        : `A guard is required on a stair's open side only where a tread stands more than ${code.guardsAboveIn.value} ` +
          `in above the ground; the highest tread here is ${formatInches(parts[0].topTreadIn)} in up.`,
      cite: uniqueCites([
        ...code.guardsAboveIn.cite,
        ...(guarded.length ? [...code.stairGuardHeightIn.cite, ...code.stairGuardSphereIn.cite] : []),
        ...(landings > 0 && guarded.length ? [...code.guardHeightIn.cite, ...code.minLandingDepthIn.cite] : []),
      ]),
    },
    stringers: {
      size: '2x12',
      count,
      spacingIn: spacing.spacingIn,
      throatIn: throat,
      stockFt: Math.max(...parts.map((f) => stockFt(f.stringerIn))),
      supports,
      caption:
        `${count} cut 2x12 stringers${landings > 0 ? ' under each flight' : ''}, at most ${spacing.spacingIn} in ` +
        `apart, cut from ${Math.max(...parts.map((f) => stockFt(f.stringerIn)))} ft stock, ` +
        `${formatInches(throat, 8)} in of wood below the notches` +
        (supports > 0
          ? `; ${supports === 1 ? 'a row' : `${supports} rows`} of posts on footings under them partway down`
          : ''),
      basis:
        `One stringer at each edge of the ${formatLength(widthFt)} stair and none farther apart than the treads span ` +
        `(${spacing.spacingIn} in for ${material === 'composite' || material === 'pvc' ? 'composite and PVC treads, per the board’s listing' : '5/4 wood treads'}). ` +
        `A cut stringer keeps at least ${code.minThroatIn.value} in of wood below its notches and spans at most ` +
        `${formatFeet(code.maxCutStringerSpanIn.value / 12)} between supports` +
        (supports > 0
          ? `: the longest run here is ${formatFeet(longest / 12)} between supports, so a row of posts on footings ` +
            `carries the stringers partway down.`
          : `; the longest here runs ${formatFeet(longest / 12)}, so it needs no support between its ends.`) +
        ' The stringers bear on a footing or pad at the bottom, as the permit drawings show.',
      cite: uniqueCites([...code.minThroatIn.cite, ...spacing.cite]),
    },
    price: {
      caption: `Priced as the calculator prices stairs: a flat ${formatUsd(formula.stairsFlat)}`,
      basis:
        `The calculator adds ${formatUsd(formula.stairsFlat)} for stairs whatever their size, and this plan's price ` +
        `is the calculator's. ${plural(risers, 'riser')}${landings > 0 ? ' and a landing' : ''} may cost more or ` +
        'less: the free on-site estimate prices the stairs as they will be built.',
      cite: [],
    },
  };
}

/** Treads more than 30 in above the ground, in every flight. */
function countTreadsAbove(parts: readonly Flight[]): number {
  const riserIn = parts[0].riseIn / parts[0].risers;
  return parts.reduce((sum, f) => {
    let above = 0;
    for (let k = 1; k <= f.treads; k++) if (f.baseIn + k * riserIn > code.guardsAboveIn.value + EPS) above++;
    return sum + above;
  }, 0);
}
