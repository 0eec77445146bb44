/**
 * Before any table is read: inputs the planner cannot plan (invalid) and decks no prescriptive table covers
 * (engineer). Errors and reasons are plain words for the form and the "call us" panel.
 */
import {codeFigures as code} from '../../data/framing';
import {MAX_DECK_SIZE} from '../deckEstimate';
import {MAX_FEET, formatLength} from './feet';
import {MAX_STEPS_DOWN} from './levels';
import {openSides, sideLengthFt, sideNames} from './sides';
import type {DeckPlanField, DeckPlanInput, Side} from './types';

const sideName = (side: Side) => sideNames[side].toLowerCase();

const isLength = (value: number) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** What stops a plan before any table is read; an empty object when the input is complete and sane. */
export function validate(input: DeckPlanInput): Partial<Record<DeckPlanField, string>> {
  const errors: Partial<Record<DeckPlanField, string>> = {};
  const dimensions = [
    ['length', 'the deck’s length along the house'],
    ['depth', 'how far the deck reaches out from the house'],
    ['height', 'how high the deck floor is above the ground'],
  ] as const;
  for (const [field, what] of dimensions) {
    const value = input[field];
    if (!isLength(value)) errors[field] = `Enter ${what}, in feet.`;
    else if (value > MAX_FEET) errors[field] = `Enter ${what}: up to ${MAX_FEET} ft.`;
  }
  const far = input.heightFar;
  if (far !== undefined && far !== null && (!isLength(far) || far > MAX_FEET)) {
    errors.heightFar = `Enter how high the floor is above the ground at the far side, up to ${MAX_FEET} ft, or leave it empty for level ground.`;
  }
  const second = input.second;
  if (second) {
    if (!isLength(second.length) || !isLength(second.depth) || second.length > MAX_FEET || second.depth > MAX_FEET) {
      errors.second = `Enter the second level's length and depth, in feet, up to ${MAX_FEET} ft.`;
    } else if (!Number.isInteger(second.stepsDown) || second.stepsDown < 0 || second.stepsDown > MAX_STEPS_DOWN) {
      errors.second = `Choose the same level or 1 to ${MAX_STEPS_DOWN} steps down.`;
    }
  }
  const area = input.length * input.depth + (second && !errors.second ? second.length * second.depth : 0);
  if (!errors.length && !errors.depth && area > MAX_DECK_SIZE) {
    errors.length = `A deck over ${MAX_DECK_SIZE.toLocaleString('en-US')} sq ft is more than the calculator prices.`;
  }
  const stairs = input.stairs;
  if (stairs && !errors.length && !errors.depth) {
    const minFt = code.minStairWidthIn.value / 12;
    const first = (stairs.level ?? 1) === 1;
    if (first && !openSides(input)[stairs.side]) {
      errors.stairs = `Stairs need an open side: the ${sideName(stairs.side)} is closed.`;
    } else if (!(stairs.width >= minFt)) {
      errors.stairs = `Stairs must be at least ${formatLength(minFt)} (${code.minStairWidthIn.value} in) wide over their stringers.`;
    } else if (first && stairs.width > sideLengthFt(input, stairs.side)) {
      errors.stairs = `The stairs are wider than the ${sideName(stairs.side)} (${formatLength(sideLengthFt(input, stairs.side))}).`;
    }
    const drop = stairs.dropFt;
    if (drop !== undefined && drop !== null && (!isLength(drop) || drop > MAX_FEET)) {
      errors.stairDrop = `Enter how far the stairs drop to the ground where they land, up to ${MAX_FEET} ft, or leave it empty.`;
    }
  }
  return errors;
}
