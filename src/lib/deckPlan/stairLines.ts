/**
 * A stair as figures: its risers and run to the ground where it lands, its flights, guards, closed risers,
 * handrail, stringers and the pad at its foot (the takeoff puts them in words, stairWords.ts). The landings' framing
 * comes from the deck's own framing code (plan.ts).
 */
import {codeFigures as code, stringerSpacingByMaterial} from '../../data/framing';
import type {Material} from '../../data/pricing';
import {formatInches} from './feet';
import {
  PAD_THICKNESS_IN,
  PLANNED_TREAD_IN,
  STAIR_POST_IN,
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
  /** Clear between the rails, feet (the form's width). */
  readonly widthFt: number;
  readonly material: Material;
  readonly ground: StairGround;
  /** The level's floor above the ground at the house, inches: a stair leaving a sloped deck elsewhere says its own. */
  readonly houseIn: number;
}

const sum = (list: readonly Flight[], f: (x: Flight) => number) => list.reduce((n, x) => n + f(x), 0);

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
  const guarded = parts.filter((f) => f.guarded);
  const railed = parts.filter((f) => f.risers >= code.handrailFromRisers.value);
  const closed = parts.filter((f) => f.closedRisers);
  return {
    level: spec.level,
    side: spec.side,
    widthFt: spec.widthFt,
    outsideWidthFt: outsideFt,
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
    pad: {
      widthFt: outsideFt,
      depthFt: code.minLandingDepthIn.value / 12,
      thicknessIn: PAD_THICKNESS_IN,
      // Across a stair that runs along the house, the ground still falls out from it: under the pad, by its width.
      crossIn: (spec.ground.fallMost - Math.abs(spec.ground.fallAlong)) * outsideFt * 12,
    },
  };
}
