/**
 * One straight flight from the deck to level ground: risers from the code's maximum riser, treads from its minimum.
 */
import {codeFigures as code} from '../../data/framing';
import {uniqueCites} from './cites';
import {formatInches, formatLength} from './feet';
import type {Side, StairLine} from './types';
import {sideNames} from './validate';

/**
 * The tread we plan: 11 in, two 5 1/2 in deck boards, which clears the 10 in minimum with room for the boards'
 * gap and a small nosing. A deeper tread is easier underfoot; a shallower one would need ripped boards.
 */
export const PLANNED_TREAD_IN = 11;

// Heights in feet times 12 can land a hair off a whole number (2.5833… ft); do not add a riser for that.
const EPS = 1e-9;

export interface StairCounts {
  readonly riseIn: number;
  readonly risers: number;
  readonly riserIn: number;
  readonly treads: number;
}

/** The fewest risers no taller than the maximum, all equal: rise 36 in -> 5 risers of 7 1/5 in, 4 treads. */
export function stairCounts(heightFt: number): StairCounts {
  const riseIn = heightFt * 12;
  const risers = Math.max(1, Math.ceil(riseIn / code.maxRiserIn.value - EPS));
  return {riseIn, risers, riserIn: riseIn / risers, treads: risers - 1};
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function planStairs(heightFt: number, side: Side, widthFt: number): StairLine {
  const {riseIn, risers, riserIn, treads} = stairCounts(heightFt);
  const riserText = formatInches(riserIn, 8);
  const runFt = (treads * PLANNED_TREAD_IN) / 12;
  const required = risers >= code.handrailFromRisers.value;
  const handrailCite = code.handrailFromRisers.cite;
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
    caption:
      `${plural(risers, 'riser')} of ${riserText} in and ${plural(treads, 'tread')} ${PLANNED_TREAD_IN} in deep, ` +
      `${formatLength(widthFt)} wide, running ${formatLength(runFt)} out from the ${sideNames[side].toLowerCase()}`,
    basis:
      `A riser may be at most ${formatInches(code.maxRiserIn.value)} in, so the ${formatInches(riseIn)} in rise takes ` +
      `${plural(risers, 'riser')}, all equal; a tread must be at least ${code.minTreadIn.value} in deep and we plan ` +
      `${PLANNED_TREAD_IN} in (two 5 1/2 in boards); stairs must be at least ${code.minStairWidthIn.value} in wide.`,
    cite: uniqueCites([...code.maxRiserIn.cite, ...code.minTreadIn.cite, ...code.minStairWidthIn.cite]),
    handrail: {
      required,
      minIn: code.handrailMinIn.value,
      maxIn: code.handrailMaxIn.value,
      caption: required
        ? `A handrail on at least one side, ${code.handrailMinIn.value} to ${code.handrailMaxIn.value} in high`
        : 'No handrail required',
      basis: `A flight of ${code.handrailFromRisers.value} or more risers needs a handrail; this one has ${risers}.`,
      cite: handrailCite,
    },
  };
}
