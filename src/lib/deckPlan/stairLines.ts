/**
 * A stair as figures: its risers and run to the ground where it lands, its flights, guards, closed risers, handrail,
 * stringers, the pad at its foot and its clear width as built (the takeoff puts them in words, stairWords.ts). The
 * landings' framing comes from the deck's own framing code (plan.ts).
 */
import {codeFigures as code, stringerSpacingByMaterial} from '../../data/framing';
import type {Material} from '../../data/pricing';
import {formatInches} from './feet';
import {
  HANDRAIL_PROJECTION_IN,
  PAD_THICKNESS_IN,
  PLANNED_TREAD_IN,
  RAILED_LOSS_IN,
  fixedRise,
  flights as flightsOf,
  landingDepthFt,
  solveRise,
  stockFt,
  throatIn,
  type StairGround,
} from './stairs';
import type {Flight, Side, StairLine} from './types';

/** What planStairs plans; the landings' framing is the plan's. */
export type StairPlan = Omit<StairLine, 'landings'>;

export interface StairSpec {
  readonly level: 1 | 2;
  readonly side: Side;
  /** Over the stringers, feet (the form's width). */
  readonly widthFt: number;
  readonly material: Material;
  readonly ground: StairGround;
  /** The drop to the ground where the stairs land, inches, where the homeowner gave it. */
  readonly dropIn: number | null;
  /** The level's floor above the ground at the house, inches: a stair leaving a sloped deck elsewhere says its own. */
  readonly houseIn: number;
}

const sum = (list: readonly Flight[], f: (x: Flight) => number) => list.reduce((n, x) => n + f(x), 0);

/** The risers to the ground where the stairs land: a drop the homeowner gave, or the ground as described. */
function countsFor(spec: StairSpec): {counts: {risers: number; riseIn: number}; ground: StairGround} | null {
  if (spec.dropIn !== null) return fixedRise(spec.dropIn, spec.ground, spec.widthFt);
  const counts = solveRise(spec.ground, spec.widthFt);
  return counts && {counts, ground: spec.ground};
}

/** The stair, or null where the ground falls away under it faster than stairs can step down. */
export function planStairs(spec: StairSpec): StairPlan | null {
  const solved = countsFor(spec);
  if (!solved) return null;
  const {counts, ground} = solved;
  const {risers, riseIn} = counts;
  const riserIn = riseIn / risers;
  const parts = flightsOf(ground, counts, spec.widthFt, spec.material);
  const landings = parts.length - 1;
  const treads = sum(parts, (f) => f.treads);
  const guarded = parts.filter((f) => f.guarded);
  const railed = parts.filter((f) => f.risers >= code.handrailFromRisers.value);
  const closed = parts.filter((f) => f.closedRisers);
  // Guard posts bolt inside both outer stringers, a handrail's alone inside one: the clear width is what they leave.
  const postSides = guarded.length > 0 ? 2 : railed.length > 0 ? 1 : 0;
  const clearIn = spec.widthFt * 12 - postSides * RAILED_LOSS_IN;
  return {
    level: spec.level,
    side: spec.side,
    widthFt: spec.widthFt,
    clearIn,
    handrailClearIn: railed.length > 0 ? clearIn - HANDRAIL_PROJECTION_IN : null,
    dropGiven: spec.dropIn !== null,
    // plan.ts knows where the stairs end against the ground the form describes.
    pastLot: false,
    riseIn,
    startIn: spec.ground.startIn,
    houseIn: spec.houseIn,
    risers,
    riserIn,
    riserText: formatInches(riserIn, 16),
    treads,
    treadIn: PLANNED_TREAD_IN,
    runFt: sum(parts, (f) => f.runIn) / 12 + landings * landingDepthFt(spec.widthFt),
    treadBoards: treads * 2,
    riserBoards: sum(closed, (f) => f.risers),
    flights: parts,
    handrail: {
      required: railed.length > 0,
      minIn: code.handrailMinIn.value,
      maxIn: code.handrailMaxIn.value,
      lengthFt: sum(railed, (f) => f.stringerIn) / 12,
    },
    guards: {
      required: guarded.length > 0,
      lengthFt:
        sum(guarded, (f) => 2 * f.stringerIn) / 12 + (guarded.length ? landings * 2 * landingDepthFt(spec.widthFt) : 0),
      heightIn: guarded.length ? code.stairGuardHeightIn.value : null,
      sphereIn: guarded.length ? code.stairGuardSphereIn.value : null,
      triangleIn: guarded.length ? code.stairTriangleSphereIn.value : null,
    },
    closedRisers: closed.length > 0,
    stringers: {
      size: '2x12',
      count: parts[0].stringers,
      spacingIn: stringerSpacingByMaterial[spec.material].spacingIn,
      throatIn: throatIn(riserIn),
      stockFt: Math.max(...parts.map((f) => stockFt(f.stringerIn))),
      supports: sum(parts, (f) => f.supports),
      longestSpanIn: Math.max(...parts.map((f) => f.longestSpanIn)),
    },
    // Level, on the ground where the stairs land; plan.ts measures how far that ground falls across it.
    pad: {widthFt: spec.widthFt, depthFt: code.minLandingDepthIn.value / 12, thicknessIn: PAD_THICKNESS_IN, fallIn: 0},
  };
}
