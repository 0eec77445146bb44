/**
 * Decks past the guide's limits whatever their framing, in the order a builder reads them: the ground first (a slope
 * steeper than 1 in 3 is a foundation question before it is a framing one), then loads no table covers, then shapes
 * no table sizes. Reasons are plain words with no framing figures (a page shows no number for a deck it cannot plan);
 * the citations say where each limit is printed (src/data/framing.ts, `limits`). Limits that depend on the framing
 * (post heights, a freestanding deck's bracing) are the frame's to find (frame.ts).
 */
import {cites, limits, type Citation} from '../../data/framing';
import type {DeckPlanInput} from './types';

interface Reasons {
  readonly reasons: string[];
  readonly cite: Citation[];
}

/** The ground's fall under the deck, as a rise over run: the homeowner's two heights over the deck's depth. */
export const slopeOf = (input: Pick<DeckPlanInput, 'height' | 'heightFar' | 'depth'>): number =>
  input.depth > 0 ? Math.abs((input.heightFar ?? input.height) - input.height) / input.depth : 0;

export function scopeReasons(input: DeckPlanInput): Reasons {
  const out: Reasons = {reasons: [], cite: []};
  const add = (reason: string, cite: readonly Citation[]) => {
    out.reasons.push(reason);
    out.cite.push(...cite);
  };
  if (slopeOf(input) > limits.steepSlope.value + 1e-9) {
    const way = (input.heightFar ?? input.height) > input.height ? 'falls' : 'rises';
    add(
      `The ground ${way} steeper than 1 in 2 under the deck: a slope that steep stands, and carries footings, only ` +
        'as a soils report shows, and the building official approves footings on it on an engineer’s or a ' +
        'geotechnical report.',
      limits.steepSlope.cite,
    );
  }
  if (input.hotTub) {
    add('A hot tub is a heavy, concentrated load that the deck span tables leave out: it needs its own design.', [
      cites.scope,
    ]);
  }
  if (input.roof) {
    add(
      'A roof over the deck puts its weight and wind on the posts and beams: the tables size for people and the deck alone.',
      [cites.table2Loads],
    );
  }
  const levels = [{length: input.length, depth: input.depth, which: 'The deck'}];
  if (input.second) levels.push({...input.second, which: 'The second level'});
  for (const {length, depth, which} of levels) {
    if (depth * 12 > limits.joistLengthIn.value) {
      add(`${which} reaches farther than the longest joist the tables allow.`, limits.joistLengthIn.cite);
    }
    if (depth > length) {
      add(
        `${which} reaches out farther than it runs along the house: the prescriptive guide covers decks that reach out no farther.`,
        [cites.scope],
      );
    }
  }
  return out;
}
