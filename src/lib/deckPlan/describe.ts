/**
 * One sentence for a screen reader, beside the drawing: "16 by 12 ft deck, 3 ft up: 36 ft of railing, one flight
 * of 5 risers; 2x8 joists 16 in apart on a 2-2x10 beam and 3 posts".
 */
import {formatDimensions, formatLength} from './feet';
import type {DeckPlan, DeckPlanInput} from './types';

export function describePlan(plan: DeckPlan, input: DeckPlanInput): string {
  if (plan.kind === 'invalid') return `Deck plan not ready: ${Object.values(plan.errors).join(' ')}`;
  const deck = `${formatDimensions(input.length, input.depth)} deck, ${formatLength(input.height)} up`;
  if (plan.kind === 'engineer') return `${deck}: needs an engineer's design. ${plan.reasons.join(' ')}`;
  const {size, stairs, framing} = plan;
  const parts = [size.railingFt > 0 ? `${formatLength(size.railingFt)} of railing` : 'no railing'];
  if (stairs) {
    const risers = `${stairs.risers} riser${stairs.risers === 1 ? '' : 's'}`;
    const n = stairs.flights.length;
    parts.push(n === 1 ? `one flight of ${risers}` : `stairs of ${risers} in ${n} flights with a landing between`);
  }
  const {joists, beams, posts} = framing;
  const kind = beams.flush ? 'flush' : 'dropped';
  const beam = beams.lines === 2 ? `two ${beams.size} ${kind} beams` : `a ${beams.size} ${kind} beam`;
  const supports = posts.onFootings ? `in post bases on ${posts.count} footings` : `and ${posts.count} posts`;
  return `${deck}: ${parts.join(', ')}; ${joists.size} joists ${joists.spacingIn} in apart on ${beam} ${supports}`;
}
