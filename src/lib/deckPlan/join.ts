/**
 * How a second level meets the first: each stands on its own beams and posts, and steps run the length of the edge
 * they share, so no guard is needed there.
 */
import {cites, codeFigures as code} from '../../data/framing';
import type {Material} from '../../data/pricing';
import {formatInches, formatLength} from './feet';
import {LEVEL_RISER_IN, type Level} from './levels';
import {PLANNED_TREAD_IN, stringerCount} from './stairs';
import type {JoinLine} from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function joinLine(levels: readonly Level[], stepsDown: number, material: Material): JoinLine | null {
  const edge = levels[1]?.edges.find((e) => e.kind === 'join');
  if (!edge) return null;
  const lengthFt = Math.hypot(edge.to.x - edge.from.x, edge.to.y - edge.from.y);
  const treads = Math.max(0, stepsDown - 1);
  const handrail = stepsDown >= code.handrailFromRisers.value;
  const handrailFt = handrail ? Math.hypot(treads * PLANNED_TREAD_IN, stepsDown * LEVEL_RISER_IN) / 12 : 0;
  const own =
    'Each level stands on its own beams and posts, framed from the same tables: the prescriptive guide covers ' +
    'single-level decks, so neither level hangs from the other, and a level hung from another level’s joists would ' +
    'need an engineer’s design.';
  return {
    stepsDown,
    riserIn: LEVEL_RISER_IN,
    lengthFt,
    treadBoards: treads * 2,
    riserBoards: stepsDown,
    stringers: treads > 0 ? stringerCount(lengthFt * 12, material) : 0,
    handrailFt,
    caption:
      stepsDown === 0
        ? `The levels meet flush along ${formatLength(lengthFt)}: one floor in an L, each part on its own beams and posts`
        : `${plural(stepsDown, 'step')} down of ${formatInches(LEVEL_RISER_IN)} in along the ${formatLength(lengthFt)} ` +
          `the levels share` +
          (treads > 0 ? `, ${plural(treads, 'tread')} ${PLANNED_TREAD_IN} in deep on the lower level` : '') +
          (handrail ? ', with a handrail at one end' : '') +
          '; each level on its own beams and posts',
    basis:
      own +
      (stepsDown === 0
        ? ''
        : ` The steps run the whole shared edge, so no guard is needed there; ${plural(stepsDown, 'riser')} of ` +
          `${formatInches(LEVEL_RISER_IN)} in stand ${formatInches(stepsDown * LEVEL_RISER_IN)} in, under the ` +
          `${code.guardsAboveIn.value} in that asks for one` +
          (handrail ? `, and ${code.handrailFromRisers.value} risers take a handrail.` : '.')),
    cite: [cites.scope, ...(stepsDown > 0 ? [...code.maxRiserIn.cite, ...code.guardsAboveIn.cite] : [])],
  };
}
