/**
 * A stair in words: its risers and run, guards, closed risers, handrail, stringers, the pad at its foot and its price.
 * The landings' framing comes from the deck's own framing code (plan.ts).
 */
import {cites, codeFigures as code, stringerSpacingByMaterial} from '../../data/framing';
import {formula, type Material} from '../../data/pricing';
import {formatUsd} from '../deckEstimate';
import {uniqueCites} from './cites';
import {formatFeet, formatInches, formatLength} from './feet';
import {
  GUARD_STAIRS_RISING_IN,
  LANDING_PAST_RISE_IN,
  PAD_THICKNESS_IN,
  PLANNED_TREAD_IN,
  STAIR_POST_IN,
  flights as flightsOf,
  landingDepthFt,
  maxPlannedRiserIn,
  solveRise,
  stockFt,
  throatIn,
  type StairGround,
} from './stairs';
import type {Flight, Side, StairLine} from './types';
import {sideNames} from './validate';

/** What planStairs plans; the landings' framing is the plan's. */
export type StairPlan = Omit<StairLine, 'landings'>;

export interface StairSpec {
  readonly level: 1 | 2;
  readonly side: Side;
  /** Clear between the rails, feet (the form's width). */
  readonly widthFt: number;
  readonly material: Material;
  readonly ground: StairGround;
  /** The level's floor above the ground at the house, inches: a stair leaving a sloped deck elsewhere says its own. */
  readonly houseIn: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const sum = (list: readonly Flight[], f: (x: Flight) => number) => list.reduce((n, x) => n + f(x), 0);

/** The stair's opening words: risers, treads, flights and where it runs, and how the ground changes its height. */
function stairCaption(spec: StairSpec, parts: readonly Flight[], riseIn: number, outsideFt: number, runFt: number) {
  const risers = sum(parts, (f) => f.risers);
  const treads = sum(parts, (f) => f.treads);
  const riserText = formatInches(riseIn / risers, 16);
  const flightsWords =
    parts.length === 1
      ? `${plural(risers, 'riser')} of ${riserText} in and ${plural(treads, 'tread')} ${PLANNED_TREAD_IN} in deep`
      : `${plural(risers, 'riser')} of ${riserText} in, in ${parts.length} flights (${parts
          .map((f) => f.risers)
          .join(' and ')} risers) with a landing between`;
  const start = spec.ground.startIn;
  const slope =
    Math.abs(riseIn - start) < 0.5
      ? ''
      : riseIn > start
        ? `; the ground falls ${formatFeet((riseIn - start) / 12)} under them, so they rise ${formatFeet(riseIn / 12)} in all`
        : `; the ground rises ${formatFeet((start - riseIn) / 12)} under them, so they rise ${formatFeet(riseIn / 12)} in all`;
  const from = Math.abs(start - spec.houseIn) < 0.5 ? '' : `, where the floor stands ${formatFeet(start / 12)} up`;
  return (
    `${flightsWords}, ${formatLength(spec.widthFt)} clear between the rails (${formatFeet(outsideFt)} over the ` +
    `stringers), running ${formatLength(runFt)} out from the ${sideNames[spec.side].toLowerCase()}${from}${slope}`
  );
}

function handrailLine(parts: readonly Flight[]): StairPlan['handrail'] {
  const railed = parts.filter((f) => f.risers >= code.handrailFromRisers.value);
  const lengthFt = sum(railed, (f) => f.stringerIn) / 12;
  const each = parts.length > 1 ? 'each flight that has them' : 'the flight';
  return {
    required: railed.length > 0,
    minIn: code.handrailMinIn.value,
    maxIn: code.handrailMaxIn.value,
    lengthFt,
    caption:
      railed.length > 0
        ? `A graspable handrail on one side of ${each}, ${formatLength(lengthFt)} of it, ` +
          `${code.handrailMinIn.value} to ${code.handrailMaxIn.value} in above the nosings`
        : 'No handrail required',
    basis:
      `A flight of ${code.handrailFromRisers.value} or more risers needs a handrail on at least one side; ` +
      (parts.length > 1
        ? `these flights have ${parts.map((f) => f.risers).join(' and ')}.`
        : `this one has ${plural(parts[0].risers, 'riser')}.`) +
      (railed.length > 0
        ? ' It must be graspable: a guard’s flat top rail is not, so the handrail is a rail of its own on the ' +
          'guard or on posts bolted inside the stringers, and it counts here whether or not the stair has guards.'
        : ''),
    cite: uniqueCites([...code.handrailFromRisers.cite, ...(railed.length > 0 ? [cites.handrailGrip] : [])]),
  };
}

function guardLine(parts: readonly Flight[], widthFt: number, riseIn: number): StairPlan['guards'] {
  const guarded = parts.filter((f) => f.guarded);
  const landings = parts.length - 1;
  const lengthFt =
    sum(guarded, (f) => 2 * f.stringerIn) / 12 + (guarded.length ? landings * 2 * landingDepthFt(widthFt) : 0);
  const required = guarded.length > 0;
  return {
    required,
    lengthFt,
    heightIn: required ? code.stairGuardHeightIn.value : null,
    sphereIn: required ? code.stairGuardSphereIn.value : null,
    triangleIn: required ? code.stairTriangleSphereIn.value : null,
    caption: required
      ? `Guards on both sides of the stairs, ${formatLength(lengthFt)} in all: ${code.stairGuardHeightIn.value} in ` +
        `above the nosings, openings that stop a ${formatInches(code.stairGuardSphereIn.value)} in ball, and ` +
        `${formatInches(code.stairTriangleSphereIn.value)} in at the triangle under the bottom rail` +
        (landings > 0 ? `; ${code.guardHeightIn.value} in around the landing` : '')
      : `No stair guards required: the stairs rise ${formatInches(riseIn)} in and no tread stands more than 30 in up`,
    basis: required
      ? `Stairs are walking surfaces too: the code asks for a guard on each open side where a tread stands more ` +
        `than ${code.guardsAboveIn.value} in above the grade within 36 in of it. We guard the whole stair once it rises ` +
        `more than ${GUARD_STAIRS_RISING_IN} in in all, a stricter rule than the code's, as a stair rail is built; ` +
        'the railing length counts it along the slope.'
      : `A guard is required on a stair's open side only where a tread stands more than ${code.guardsAboveIn.value} ` +
        `in above the grade within 36 in of it; these stairs rise ${formatInches(riseIn)} in in all.`,
    cite: uniqueCites([
      ...code.guardsAboveIn.cite,
      ...(required ? [...code.stairGuardHeightIn.cite, ...code.stairGuardSphereIn.cite] : []),
      ...(landings > 0 && required ? [...code.guardHeightIn.cite, ...code.minLandingDepthIn.cite] : []),
    ]),
  };
}

function risersLine(parts: readonly Flight[], material: Material): StairPlan['risersLine'] {
  const closed = parts.filter((f) => f.closedRisers);
  const boards = sum(closed, (f) => f.risers);
  const board =
    material === 'composite' || material === 'pvc' ? 'riser boards of the decking’s line' : '1x8 riser boards';
  return {
    closed: closed.length > 0,
    caption:
      closed.length > 0
        ? `Closed risers: ${boards} ${board}${closed.length < parts.length ? ' on the flights that stand high' : ''}`
        : 'Open risers allowed: no opening between treads stands more than 30 in up',
    basis:
      `An open riser is allowed only where its opening stands no more than ${code.openRiserAboveIn.value} in above ` +
      `the floor or grade below, or stops a ${code.openRiserSphereIn.value} in ball; a 7 in riser leaves about 6 in ` +
      (closed.length > 0
        ? 'open, so each riser of these flights gets a riser board.'
        : 'open, and every opening here stands low enough.'),
    cite: code.openRiserAboveIn.cite,
  };
}

function stringerLine(parts: readonly Flight[], outsideFt: number, material: Material): StairPlan['stringers'] {
  const spacing = stringerSpacingByMaterial[material];
  const count = parts[0].stringers;
  const supports = sum(parts, (f) => f.supports);
  const longest = Math.max(...parts.map((f) => f.longestSpanIn));
  const stock = Math.max(...parts.map((f) => stockFt(f.stringerIn)));
  const throat = throatIn(parts[0].riseIn / parts[0].risers);
  const composite = material === 'composite' || material === 'pvc';
  return {
    size: '2x12',
    count,
    spacingIn: spacing.spacingIn,
    throatIn: throat,
    stockFt: stock,
    supports,
    caption:
      `${count} cut 2x12 stringers${parts.length > 1 ? ' under each flight' : ''}, at most ${spacing.spacingIn} in ` +
      `apart, cut from ${stock} ft stock, ${formatInches(throat, 8)} in of wood below the notches` +
      (supports > 0
        ? `; ${supports === 1 ? 'a row' : `${supports} rows`} of posts on footings under them partway down`
        : ''),
    basis:
      `One stringer at each edge of the ${formatFeet(outsideFt)} stair and none farther apart than the treads span ` +
      `(${spacing.spacingIn} in for ${composite ? 'composite and PVC treads, the closest spacing common scalloped composite treads list' : '5/4 wood treads'}). ` +
      `We keep at least ${code.minThroatIn.value} in of wood below a cut stringer's notches and support it at most ` +
      `every ${formatFeet(code.maxCutStringerSpanIn.value / 12)}, as readings of DCA 6's stair figure give` +
      (supports > 0
        ? `: the longest run here is ${formatFeet(longest / 12)} between supports.`
        : `; the longest here runs ${formatFeet(longest / 12)}, so it needs no support between its ends.`) +
      ' Each stringer hangs from the rim in a stringer hanger and bears on the pad at the foot.',
    cite: uniqueCites([...code.minThroatIn.cite, ...spacing.cite]),
  };
}

/** R311.7.6's floor at the foot of the stairs: a concrete pad, cut level where the ground falls across it. */
function padLine(outsideFt: number, crossIn: number): StairPlan['pad'] {
  return {
    widthFt: outsideFt,
    depthFt: code.minLandingDepthIn.value / 12,
    thicknessIn: PAD_THICKNESS_IN,
    caption:
      `At the foot, a concrete pad ${formatFeet(outsideFt)} wide, ${code.minLandingDepthIn.value} in deep and ` +
      `${PAD_THICKNESS_IN} in thick, level, for the stringers to bear on` +
      (crossIn >= 2
        ? `; the ground falls ${formatInches(crossIn, 2)} in across it, so it is cut level into the slope`
        : ''),
    basis:
      'A stairway has a floor or landing at its top and its bottom, as wide as the stair and at least ' +
      `${code.minLandingDepthIn.value} in deep in the direction of travel: the deck at the top, a pad at the foot.`,
    cite: code.minLandingDepthIn.cite,
  };
}

/** The stair, or null where the ground falls away under it faster than stairs can step down. */
export function planStairs(spec: StairSpec): StairPlan | null {
  const counts = solveRise(spec.ground, spec.widthFt);
  if (!counts) return null;
  const {risers, riseIn} = counts;
  const riserIn = riseIn / risers;
  // Guard or handrail posts bolt inside the stringers, so the stringers stand that much wider than the clear width.
  const plain = flightsOf(spec.ground, counts, spec.widthFt, spec.widthFt * 12, spec.material);
  const posts = plain.some((f) => f.guarded || f.risers >= code.handrailFromRisers.value);
  const outsideFt = spec.widthFt + (posts ? (2 * STAIR_POST_IN) / 12 : 0);
  const parts = flightsOf(spec.ground, counts, spec.widthFt, outsideFt * 12, spec.material);
  const landings = parts.length - 1;
  const treads = sum(parts, (f) => f.treads);
  const runFt = sum(parts, (f) => f.runIn) / 12 + landings * landingDepthFt(spec.widthFt);
  const tallest = formatInches(Math.ceil(maxPlannedRiserIn() * 8) / 8, 8);
  const risersOf = risersLine(parts, spec.material);
  // Across a stair that runs along the house, the ground still falls out from it: under the pad, by its width.
  const crossIn = (spec.ground.fallMost - Math.abs(spec.ground.fallAlong)) * outsideFt * 12;
  return {
    level: spec.level,
    side: spec.side,
    widthFt: spec.widthFt,
    outsideWidthFt: outsideFt,
    riseIn,
    startIn: spec.ground.startIn,
    risers,
    riserIn,
    riserText: formatInches(riserIn, 16),
    treads,
    treadIn: PLANNED_TREAD_IN,
    runFt,
    treadBoards: treads * 2,
    riserBoards: sum(
      parts.filter((f) => f.closedRisers),
      (f) => f.risers,
    ),
    flights: parts,
    caption: stairCaption(spec, parts, riseIn, outsideFt, runFt),
    basis:
      `A riser may be at most ${formatInches(code.maxRiserIn.value)} in, and we hold it under ${tallest} in so a 2x12 ` +
      `stringer keeps ${code.minThroatIn.value} in of wood below its notches: the ${formatInches(riseIn)} in rise ` +
      `takes ${plural(risers, 'riser')}, all equal. A tread must be at least ${code.minTreadIn.value} in deep and we ` +
      `plan ${PLANNED_TREAD_IN} in (two 5 1/2 in boards). A stair must be at least ${code.minStairWidthIn.value} in ` +
      `clear above the handrail and ${code.clearAtHandrailIn.value} in at a handrail on one side` +
      (posts ? ': the posts bolted inside the stringers take 3 1/2 in each side, outside that.' : '.') +
      (landings > 0
        ? ` One flight may rise at most ${code.maxFlightRiseIn.value} in between floors or landings; we break a stair ` +
          `past ${LANDING_PAST_RISE_IN} in, so this one has ${plural(landings, 'landing')}.`
        : ''),
    cite: uniqueCites([
      ...code.maxRiserIn.cite,
      ...code.minTreadIn.cite,
      ...code.minStairWidthIn.cite,
      ...(landings > 0 ? code.maxFlightRiseIn.cite : []),
    ]),
    handrail: handrailLine(parts),
    guards: guardLine(parts, spec.widthFt, riseIn),
    risersLine: risersOf,
    stringers: stringerLine(parts, outsideFt, spec.material),
    pad: padLine(outsideFt, crossIn),
    price: {
      caption: `Priced as the calculator prices stairs: a flat ${formatUsd(formula.stairsFlat)}, handrail included`,
      basis:
        `The calculator adds ${formatUsd(formula.stairsFlat)} for stairs whatever their size, handrail included, and ` +
        `this plan's price is the calculator's. ${plural(risers, 'riser')}${landings > 0 ? ' and a landing' : ''} may ` +
        'cost more or less: the free on-site estimate prices the stairs as they will be built.',
      cite: [],
    },
  };
}
