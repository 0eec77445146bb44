/**
 * One sentence for a screen reader, beside the drawing: "16 by 12 ft deck, 3 ft up: 36 ft of railing, one flight
 * of 5 risers; 2x8 joists 16 in apart on a 2-2x10 beam and 3 posts".
 */
import {formatDimensions, formatFeet, formatLength} from './feet';
import type {DeckPlan, DeckPlanInput, LevelPlan, Plan} from './types';

/** "16 by 12 ft deck, 3 ft up", with the far side's height where the ground falls, and the second level. */
function deckWords(input: DeckPlanInput): string {
  const far = input.heightFar;
  const up =
    far === undefined || far === null || Math.abs(far - input.height) < 1e-9
      ? `${formatLength(input.height)} up`
      : `${formatLength(input.height)} up at the house and ${formatLength(far)} at the far side`;
  const second = input.second;
  if (!second) return `${formatDimensions(input.length, input.depth)} deck, ${up}`;
  const where = second.where === 'front' ? 'in front' : `to the ${second.where}`;
  const steps =
    second.stepsDown === 0 ? 'at the same height' : `${second.stepsDown} step${second.stepsDown === 1 ? '' : 's'} down`;
  return (
    `${formatDimensions(input.length, input.depth)} deck, ${up}, with a ${formatDimensions(second.length, second.depth)} ` +
    `level ${where}, ${steps}`
  );
}

function frameWords({framing}: LevelPlan): string {
  const {joists, beams, posts} = framing;
  const kind = beams.flush ? 'flush' : 'dropped';
  const beam = beams.lines === 2 ? `two ${beams.size} ${kind} beams` : `a ${beams.size} ${kind} beam`;
  const supports = posts.onFootings ? `in post bases on ${posts.count} footings` : `and ${posts.count} posts`;
  return `${joists.size} joists ${joists.spacingIn} in apart on ${beam} ${supports}`;
}

export function describePlan(plan: DeckPlan, input: DeckPlanInput): string {
  if (plan.kind === 'invalid') return `Deck plan not ready: ${Object.values(plan.errors).join(' ')}`;
  const deck = deckWords(input);
  if (plan.kind === 'engineer') return `${deck}: needs an engineer's design. ${plan.reasons.join(' ')}`;
  const {size, stairs, levels} = plan;
  const parts = [size.railingFt > 0 ? `${formatLength(size.railingFt)} of railing` : 'no railing'];
  if (size.railingFt === 0 && size.handrailFt > 0) parts[0] = 'no railing but a stair handrail';
  if (stairs) {
    const risers = `${stairs.risers} riser${stairs.risers === 1 ? '' : 's'}`;
    const n = stairs.flights.length;
    parts.push(n === 1 ? `one flight of ${risers}` : `stairs of ${risers} in ${n} flights with a landing between`);
  }
  const frames =
    levels.length === 1
      ? frameWords(levels[0])
      : levels.map((l) => `${l.name.toLowerCase()}: ${frameWords(l)}`).join('; ');
  return `${deck}: ${parts.join(', ')}; ${frames}`;
}

/** The section in words: how the ground falls, and each row of posts, where it stands and how tall. */
export function describeSection(plan: Plan): string {
  const {ground, posts} = plan.section;
  const {fall} = ground;
  const slope =
    Math.abs(fall) < 1e-9
      ? 'level ground'
      : `the ground ${fall > 0 ? 'falls' : 'rises'} ${formatFeet(Math.abs(fall) * 10)} every 10 ft out from the house`;
  const rows = posts
    .map((p) => `${p.label} ${p.yFt < 1e-9 ? 'at the house' : `at ${formatFeet(p.yFt)} out`}`)
    .join(', ');
  return `Side view across the deck, to scale: ${slope}; ${posts.length === 1 ? 'posts' : 'rows of posts'} ${rows}`;
}
