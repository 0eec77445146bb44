/**
 * Deck boards: they run parallel to the house, across the joists, in rows from the house out.
 */
import type {Citation} from '../../data/framing';
import {formatInches, formatLength} from './feet';
import type {DeckingLine, Grounded} from './types';

/** The thickness we allow for decking when working out post heights: 5/4 wood and most composite are about 1 in. */
export const DECKING_THICKNESS_IN = 1;

/** A 5/4x6 wood or a composite/PVC deck board is 5 1/2 in wide. */
export const BOARD_WIDTH_IN = 5.5;
/** The gap between boards we plan: 3/16 in drains water and leaves room for wood to swell; makers list their own. */
export const BOARD_GAP_IN = 3 / 16;
/** Stock lengths we buy. Each is a whole number of 16 in joist bays, so butt joints land on a joist. */
export const STOCK_FT = [12, 16, 20] as const;
/** Extra boards for cutting, split ends and culls. */
export const WASTE = 0.1;

const EPS = 1e-9;

/** The stock length for a row: the least offcut, then the fewest pieces (fewer joints). */
export function stockFor(rowFt: number): {stockFt: number; pieces: number} {
  let best = {stockFt: STOCK_FT[0] as number, pieces: Infinity, offcut: Infinity};
  for (const stockFt of STOCK_FT) {
    const pieces = Math.ceil(rowFt / stockFt - EPS);
    const offcut = pieces * stockFt - rowFt;
    if (offcut < best.offcut - EPS || (Math.abs(offcut - best.offcut) <= EPS && pieces < best.pieces)) {
      best = {stockFt, pieces, offcut};
    }
  }
  return {stockFt: best.stockFt, pieces: best.pieces};
}

/** Rows, laid length and boards. */
export function planDecking(lengthFt: number, depthFt: number): DeckingLine {
  const pitchIn = BOARD_WIDTH_IN + BOARD_GAP_IN;
  const rows = Math.ceil((depthFt * 12) / pitchIn - EPS);
  const {stockFt, pieces} = stockFor(lengthFt);
  return {rows, linearFt: rows * lengthFt, stockFt, boards: Math.ceil(rows * pieces * (1 + WASTE) - EPS)};
}

/** The boards in words; `cite` is the joist spacing they span (R507.7 or the board's listing). */
export function deckingWords(d: DeckingLine, lengthFt: number, cite: readonly Citation[]): Grounded {
  return {
    caption: `${d.boards} deck boards ${d.stockFt} ft long: ${d.rows} rows, ${formatLength(d.linearFt)} of board laid`,
    basis:
      `Boards ${formatInches(BOARD_WIDTH_IN)} in wide with a ${formatInches(BOARD_GAP_IN, 16)} in gap run along the ` +
      `house across the joists; ${d.stockFt} ft stock wastes the least on a ${formatLength(lengthFt)} row, and ` +
      `${Math.round(WASTE * 100)}% extra covers cuts and culls.`,
    cite,
  };
}
