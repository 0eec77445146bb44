/**
 * A stair in words: its risers and run, guards, closed risers, handrail, stringers, the pad at its foot and its
 * price. Part of the takeoff (takeoff.ts), which the page loads below the fold.
 */
import {cites, codeFigures as code, stringerSpacingByMaterial} from '../../data/framing';
import {formula, type Material} from '../../data/pricing';
import {formatUsd} from '../deckEstimate';
import {uniqueCites} from './cites';
import {formatFeet, formatInches, formatLength} from './feet';
import {
  GUARD_STAIRS_RISING_IN,
  HANDRAIL_PROJECTION_IN,
  LANDING_PAST_RISE_IN,
  PAD_GRAVEL_IN,
  PLANNED_TREAD_IN,
  RAILED_LOSS_IN,
  STAIR_POST_IN,
  STRINGER_THICK_IN,
  maxPlannedRiserIn,
} from './stairs';
import type {Grounded, StairLine, Takeoff} from './types';
import {sideNames} from './sides';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const risersOf = (s: StairLine) => s.flights.map((f) => f.risers).join(' and ');

/** The stair's widths as built: over the stringers, clear between the rail posts, and at the handrail. */
function widthWords(s: StairLine): string {
  const over = `${formatLength(s.widthFt)} over the stringers`;
  if (s.clearIn >= s.widthFt * 12 - 1e-9) return `${over}, all of it clear`;
  return (
    `${over}: ${formatInches(s.clearIn)} in clear between the rail posts` +
    (s.handrailClearIn === null ? '' : ` and ${formatInches(s.handrailClearIn)} in at the handrail`)
  );
}

/** The stair's opening words: risers, treads, flights, widths and where it runs, and how the ground sets its rise. */
function stairWords(s: StairLine): Grounded {
  const landings = s.flights.length - 1;
  const flights =
    landings === 0
      ? `${plural(s.risers, 'riser')} of ${s.riserText} in and ${plural(s.treads, 'tread')} ${PLANNED_TREAD_IN} in deep`
      : `${plural(s.risers, 'riser')} of ${s.riserText} in, in ${s.flights.length} flights (${risersOf(s)} risers) ` +
        'with a landing between';
  const from = Math.abs(s.startIn - s.houseIn) < 0.5 ? '' : `, where the floor stands ${formatFeet(s.startIn / 12)} up`;
  const changed = Math.abs(s.riseIn - s.startIn) >= 0.5;
  const slope = s.dropGiven
    ? `; they drop ${formatFeet(s.riseIn / 12)} to the ground where they land, as you measured it`
    : !changed
      ? ''
      : `; the ground ${s.riseIn > s.startIn ? 'falls' : 'rises'} ${formatFeet(Math.abs(s.riseIn - s.startIn) / 12)} ` +
        `under them, so they rise ${formatFeet(s.riseIn / 12)} in all`;
  const tallest = formatInches(Math.ceil(maxPlannedRiserIn() * 8) / 8, 8);
  return {
    caption: `${flights}, ${widthWords(s)}, running ${formatLength(s.runFt)} out from the ${sideNames[s.side].toLowerCase()}${from}${slope}`,
    basis:
      `A riser may be at most ${formatInches(code.maxRiserIn.value)} in, and we hold it under ${tallest} in so a 2x12 ` +
      `stringer keeps ${code.minThroatIn.value} in of wood below its notches: the ${formatInches(s.riseIn)} in rise ` +
      `takes ${plural(s.risers, 'riser')}, all equal. A tread must be at least ${code.minTreadIn.value} in deep and ` +
      `we plan ${PLANNED_TREAD_IN} in (two 5 1/2 in boards). A stair must be at least ` +
      `${code.minStairWidthIn.value} in clear above the handrail and ${code.clearAtHandrailIn.value} in at a handrail ` +
      `on one side, which may reach ${formatInches(code.handrailProjectionMaxIn.value)} in into it: the width you give ` +
      `is over the stringers, and the ${formatInches(STAIR_POST_IN)} in rail posts bolted inside the ` +
      `${formatInches(STRINGER_THICK_IN)} in stringers take ${formatInches(RAILED_LOSS_IN)} in from each side they stand on, the ` +
      `handrail about ${formatInches(HANDRAIL_PROJECTION_IN)} in more.` +
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
  };
}

function handrailWords(s: StairLine): Grounded {
  const {required, lengthFt} = s.handrail;
  return {
    caption: required
      ? `A graspable handrail on one side of ${s.flights.length > 1 ? 'each flight that has them' : 'the flight'}, ` +
        `${formatLength(lengthFt)} of it, ${code.handrailMinIn.value} to ${code.handrailMaxIn.value} in above the ` +
        'nosings, continuous, its ends returned'
      : 'No handrail required',
    basis:
      `A flight of ${code.handrailFromRisers.value} or more risers needs a handrail on at least one side; ` +
      (s.flights.length > 1 ? `these flights have ${risersOf(s)}.` : `this one has ${plural(s.risers, 'riser')}.`) +
      (required
        ? ' It must be graspable: a guard’s flat top rail is not, so the handrail is a rail of its own on the ' +
          'guard or on posts bolted inside the stringers, and it counts here whether or not the stair has guards. ' +
          'It runs unbroken from above the top riser to above the lowest, its ends returned to the posts (or ending ' +
          'on newel posts), so no sleeve or bag catches on an open end.'
        : ''),
    cite: uniqueCites([...code.handrailFromRisers.cite, ...(required ? [cites.handrailGrip, cites.handrailEnds] : [])]),
  };
}

function guardWords(s: StairLine, railPosts: number): Grounded {
  const {required, lengthFt} = s.guards;
  const landings = s.flights.length > 1;
  const posts = railPosts > 0 ? `, on ${railPosts} 4x4 rail posts bolted inside the stringers` : '';
  return {
    caption: required
      ? `Guards on both sides of the stairs, ${formatLength(lengthFt)} in all: ${code.stairGuardHeightIn.value} in ` +
        `above the nosings, openings that stop a ${formatInches(code.stairGuardSphereIn.value)} in ball, and ` +
        `${formatInches(code.stairTriangleSphereIn.value)} in at the triangle under the bottom rail` +
        (landings ? `; ${code.guardHeightIn.value} in around the landing` : '') +
        posts
      : `No stair guards required: the stairs rise ${formatInches(s.riseIn)} in and no tread stands more than 30 in up`,
    basis: required
      ? `Stairs are walking surfaces too: the code asks for a guard on each open side where a tread stands more ` +
        `than ${code.guardsAboveIn.value} in above the grade within 36 in of it. We guard the whole stair once it rises ` +
        `more than ${GUARD_STAIRS_RISING_IN} in in all, a stricter rule than the code's, as a stair rail is built; ` +
        'the railing length counts it along the slope.'
      : `A guard is required on a stair's open side only where a tread stands more than ${code.guardsAboveIn.value} ` +
        `in above the grade within 36 in of it; these stairs rise ${formatInches(s.riseIn)} in in all.`,
    cite: uniqueCites([
      ...code.guardsAboveIn.cite,
      ...(required ? [...code.stairGuardHeightIn.cite, ...code.stairGuardSphereIn.cite] : []),
      ...(landings && required ? [...code.guardHeightIn.cite, ...code.minLandingDepthIn.cite] : []),
    ]),
  };
}

function riserWords(s: StairLine, material: Material): Grounded {
  const closed = s.flights.filter((f) => f.closedRisers);
  const board =
    material === 'composite' || material === 'pvc' ? 'riser boards of the decking’s line' : '1x8 riser boards';
  return {
    caption: s.closedRisers
      ? `Closed risers: ${s.riserBoards} ${board}${closed.length < s.flights.length ? ' on the flights that stand high' : ''}`
      : 'Open risers allowed: no opening between treads stands more than 30 in up',
    basis:
      `An open riser is allowed only where its opening stands no more than ${code.openRiserAboveIn.value} in above ` +
      `the floor or grade below, or stops a ${code.openRiserSphereIn.value} in ball; a 7 in riser leaves about 6 in ` +
      (s.closedRisers
        ? 'open, so each riser of these flights gets a riser board.'
        : 'open, and every opening here stands low enough.'),
    cite: code.openRiserAboveIn.cite,
  };
}

function stringerWords(s: StairLine, material: Material): Grounded {
  const {count, spacingIn, stockFt, throatIn, supports, longestSpanIn} = s.stringers;
  const composite = material === 'composite' || material === 'pvc';
  return {
    caption:
      `${count} cut 2x12 stringers${s.flights.length > 1 ? ' under each flight' : ''}, at most ${spacingIn} in ` +
      `apart, cut from ${stockFt} ft stock, ${formatInches(throatIn, 8)} in of wood below the notches` +
      (supports > 0
        ? `; ${supports === 1 ? 'a row' : `${supports} rows`} of posts on footings under them partway down, ` +
          'carrying a doubled 2x8 header'
        : ''),
    basis:
      `One stringer at each edge of the ${formatFeet(s.widthFt)} stair and none farther apart than the treads ` +
      `span (${spacingIn} in for ${composite ? 'composite and PVC treads, the closest spacing common scalloped composite treads list' : '5/4 wood treads'}). ` +
      `We keep at least ${code.minThroatIn.value} in of wood below a cut stringer's notches and support it at most ` +
      `every ${formatFeet(code.maxCutStringerSpanIn.value / 12)}, as readings of DCA 6's stair figure give` +
      (supports > 0
        ? `: the longest run here is ${formatFeet(longestSpanIn / 12)} between supports.`
        : `; the longest here runs ${formatFeet(longestSpanIn / 12)}, so it needs no support between its ends.`) +
      ' Each stringer hangs from the rim in a stringer hanger and is anchored to the pad at the foot with an angle ' +
      'bracket. A support row’s posts stand under a doubled 2x8 header across the stringers, each as tall as the ' +
      'stringers’ underside leaves it less the header.',
    cite: uniqueCites([...code.minThroatIn.cite, ...stringerSpacingByMaterial[material].cite]),
  };
}

/** R311.7.6's floor at the foot of the stairs: a concrete pad, level, on ground graded level under it. */
function padWords({pad}: StairLine): Grounded {
  return {
    caption:
      `At the foot, a concrete pad ${formatFeet(pad.widthFt)} wide, ${code.minLandingDepthIn.value} in deep and ` +
      `${pad.thicknessIn} in thick on ${PAD_GRAVEL_IN} in of gravel, level, for the stringers to bear on` +
      (pad.fallIn >= 1
        ? `; the ground falls ${formatInches(pad.fallIn, 2)} in across it, less than a riser, so it is graded level under it`
        : ''),
    basis:
      'A stairway has a floor or landing at its top and its bottom, as wide as the stair and at least ' +
      `${code.minLandingDepthIn.value} in deep in the direction of travel: the deck at the top, a pad at the foot. ` +
      'Its risers stay equal only if the pad sits on the ground where they land: where the ground falls more than a ' +
      'riser across it, the planner asks for stairs that run down the slope instead.',
    cite: uniqueCites([...code.minLandingDepthIn.cite, cites.riser]),
  };
}

function priceWords(s: StairLine): Grounded {
  return {
    caption: `Priced as the calculator prices stairs: a flat ${formatUsd(formula.stairsFlat)}, handrail included`,
    basis:
      `The calculator adds ${formatUsd(formula.stairsFlat)} for stairs whatever their size, handrail included, and ` +
      `this plan's price is the calculator's. ${plural(s.risers, 'riser')}${s.flights.length > 1 ? ' and a landing' : ''} ` +
      'may cost more or less: the free on-site estimate prices the stairs as they will be built.',
    cite: [],
  };
}

/** Every line of a stair in words; its landings' are the plan's (takeoff.ts). */
export function stairLines(
  s: StairLine,
  material: Material,
  railPosts: number,
): Omit<NonNullable<Takeoff['stairs']>, 'landings'> {
  return {
    stairs: stairWords(s),
    guards: guardWords(s, railPosts),
    handrail: handrailWords(s),
    risers: riserWords(s, material),
    stringers: stringerWords(s, material),
    pad: padWords(s),
    price: priceWords(s),
  };
}
