/**
 * How a second level meets the first: each stands on its own beams and posts, and steps run the length of the edge
 * they share, so no guard is needed there (the takeoff puts it in words).
 */
import {codeFigures as code} from '../../data/framing';
import type {Material} from '../../data/pricing';
import {LEVEL_RISER_IN, type Level} from './levels';
import {PLANNED_TREAD_IN, stringerCount} from './stairs';
import type {JoinLine} from './types';

export function joinLine(levels: readonly Level[], stepsDown: number, material: Material): JoinLine | null {
  const edge = levels[1]?.edges.find((e) => e.kind === 'join');
  if (!edge) return null;
  const lengthFt = Math.hypot(edge.to.x - edge.from.x, edge.to.y - edge.from.y);
  const treads = Math.max(0, stepsDown - 1);
  const handrail = stepsDown >= code.handrailFromRisers.value;
  return {
    stepsDown,
    riserIn: LEVEL_RISER_IN,
    lengthFt,
    treadBoards: treads * 2,
    riserBoards: stepsDown,
    stringers: treads > 0 ? stringerCount(lengthFt * 12, material) : 0,
    handrailFt: handrail ? Math.hypot(treads * PLANNED_TREAD_IN, stepsDown * LEVEL_RISER_IN) / 12 : 0,
  };
}
