/**
 * The four sides of a level as a homeowner standing at the back door names them, and which of them are open: what
 * the levels, the form's checks and the plan's words all read.
 */
import type {DeckPlanInput, Side} from './types';

export const sides: readonly Side[] = ['back', 'right', 'front', 'left'];

/** Each side as a homeowner standing at the back door names it: the form's labels and the plan's words. */
export const sideNames: Readonly<Record<Side, string>> = {
  left: 'Left end',
  front: 'Far side',
  right: 'Right end',
  back: 'House side',
};

/** The sides without a wall; the house side of a ledger deck never is. */
export function openSides(input: DeckPlanInput): Record<Side, boolean> {
  const open = {left: false, front: false, right: false, back: false};
  for (const side of sides) open[side] = input.open?.[side] === true;
  if (input.attachment === 'ledger') open.back = false;
  return open;
}

/** A side's length: back and front run along the house, left and right out from it. */
export const sideLengthFt = (input: DeckPlanInput, side: Side): number =>
  side === 'back' || side === 'front' ? input.length : input.depth;
