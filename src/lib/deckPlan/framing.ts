/**
 * Table look-ups for the frame: joists (DCA 6 Table 2), beams (Table 3A), footings and post heights (Table 4).
 * Pure functions of lengths in inches or feet; plan.ts turns their answers into captioned lines.
 */
import {
  beamSpans,
  beamTableJoistSpansFt,
  codeFigures as code,
  footingTable,
  footingTableBeamSpansFt,
  footingTableJoistSpansFt,
  joistSpans,
  type BeamSize,
  type FootingCell,
  type JoistSize,
  type JoistSpacing,
} from '../../data/framing';

/** Joist sizes, smallest first. */
export const joistSizes: readonly JoistSize[] = ['2x6', '2x8', '2x10', '2x12'];

/** Actual (dressed) depth of a 2x member, inches. */
export const actualDepthIn: Readonly<Record<JoistSize, number>> = {
  '2x6': 5.5,
  '2x8': 7.25,
  '2x10': 9.25,
  '2x12': 11.25,
};

/** Nominal depth, for "at least a 2x8" rules. */
const nominalDepth = (size: JoistSize): number => Number(size.slice(2));

/** Beams in order of lumber (cross-section area): the first that spans is the least wood. */
export const beamsByLumber: readonly BeamSize[] = [
  '2-2x6',
  '2-2x8',
  '3-2x6',
  '2-2x10',
  '3-2x8',
  '2-2x12',
  '3-2x10',
  '3-2x12',
];

export const beamPly = (beam: BeamSize): JoistSize => beam.slice(2) as JoistSize;

/** Lengths from feet times 12 can be a hair off; a table cell is met when within this many inches. */
const EPS = 1e-6;

export interface JoistChoice {
  readonly size: JoistSize;
  readonly spacingIn: JoistSpacing;
  /** The span and overhang we plan, inches; the overhang back past a house-side beam set off the wall. */
  readonly spanIn: number;
  readonly overhangIn: number;
  readonly backIn: number;
  /** The Table 2 cell that allows them. */
  readonly tableSpanIn: number;
  readonly tableOverhangIn: number;
}

/** The overhang we plan for a joist: the largest allowed, the lesser of the table's L_O and L/4 of the span. */
export function plannedOverhangIn(depthIn: number, size: JoistSize, spacing: JoistSpacing): number {
  // o <= (depth - o) / 4  <=>  o <= depth / 5.
  const fraction = code.overhangFraction.value;
  return Math.min(joistSpans[size][spacing].overhangIn, (depthIn * fraction) / (1 + fraction));
}

/**
 * The cantilevers a joist of this size can make: back toward the house, as much of `backIn` as the table's L_O and
 * L/4 allow (at least `minBackIn`, or null), then out past the outer beam as much as is left, each at most a quarter of
 * the span between the beams.
 */
function cantilevers(
  depthIn: number,
  size: JoistSize,
  spacing: JoistSpacing,
  overhang: boolean,
  backIn: number,
  minBackIn: number,
): {back: number; front: number} | null {
  const f = code.overhangFraction.value;
  const table = joistSpans[size][spacing].overhangIn;
  // b <= (D - b - o) / 4 with o >= 0: b <= D / 5; then o <= (D - b) / 5 and o <= D - b - b / f.
  const back = Math.min(backIn, table, (depthIn * f) / (1 + f));
  if (backIn > 0 && back < minBackIn - EPS) return null;
  const room = Math.min(table, ((depthIn - back) * f) / (1 + f), depthIn - back - back / f);
  return {back, front: overhang ? Math.max(0, room) : 0};
}

/**
 * The smallest joist, no smaller than minSize, whose Table 2 span covers a deck `depthIn` deep (the joist runs the
 * full depth: span plus overhangs). On a dropped beam (joists bearing on top) the largest overhang is planned: it
 * shortens the span and tucks the beam under the deck. Joists hung from a flush beam end at it (DCA 6 Figure 1B):
 * no overhang, the whole depth is span. A freestanding level at the house sets its house-side beam off the wall,
 * the joists cantilevered back `backIn` to it (at least `minBackIn`). Null when even a 2x12 falls short. A deeper
 * deck never gets a smaller joist: the span it needs grows with the depth.
 */
export function chooseJoist(
  depthIn: number,
  minSize: JoistSize,
  spacing: JoistSpacing = 16,
  beam: 'dropped' | 'flush' = 'dropped',
  overhang = beam === 'dropped',
  backIn = 0,
  minBackIn = 0,
): JoistChoice | null {
  for (const size of joistSizes.slice(joistSizes.indexOf(minSize))) {
    const fit = cantilevers(depthIn, size, spacing, overhang, backIn, minBackIn);
    if (!fit) continue;
    const spanIn = depthIn - fit.back - fit.front;
    const cell = joistSpans[size][spacing];
    if (spanIn <= cell.spanIn + EPS) {
      return {
        size,
        spacingIn: spacing,
        spanIn,
        overhangIn: fit.front,
        backIn: fit.back,
        tableSpanIn: cell.spanIn,
        tableOverhangIn: cell.overhangIn,
      };
    }
  }
  return null;
}

/** The smallest joist size allowed: 2x8 where guard posts bolt to the joists and rim (Table 2 note 6), else 2x6. */
export function minJoistSize(railings: boolean): JoistSize {
  return railings ? (`2x${code.minGuardJoistDepth.value}` as JoistSize) : '2x6';
}

/** A ledger is at least 2x8 and as deep as the joists it carries. */
export function ledgerSize(joist: JoistSize): JoistSize {
  return nominalDepth(joist) >= code.minLedgerDepth.value ? joist : (`2x${code.minLedgerDepth.value}` as JoistSize);
}

/** x of each joist, 16 in apart from the left end, with one at the right end. */
export function joistPositionsFt(lengthFt: number, spacingIn: number): number[] {
  const step = spacingIn / 12;
  const positions: number[] = [];
  for (let i = 0; i * step < lengthFt - EPS; i++) positions.push(i * step);
  positions.push(lengthFt);
  return positions;
}

/**
 * The shortest post we plan. Below it there is no room for a post between its base and the beam's connection: the
 * beam sits in post bases on the footings instead (cites.noPosts; a 7 in post there was left out).
 */
export const MIN_POST_IN = 8;

/**
 * The least room we leave under a beam: a post base's standoff (about 1 in) on a footing whose top stands clear of
 * the soil. Practice, not a code figure; lower than this no post base fits and the deck needs a design of its own.
 */
export const MIN_BEAM_CLEAR_IN = 3;

/** The rule we plan posts by: at most 8 ft apart, center to center, which keeps beams and footings moderate. */
export const MAX_POST_SPACING_FT = 8;

/** Bays along a beam `lengthFt` long, and the post spacing (center to center), all bays equal. */
export function postSpacing(lengthFt: number): {bays: number; spacingFt: number} {
  const bays = Math.max(1, Math.ceil(lengthFt / MAX_POST_SPACING_FT - EPS));
  return {bays, spacingFt: lengthFt / bays};
}

/** Index of the first table column ("less than or equal to") that covers `value`, or -1. */
const column = (columns: readonly number[], value: number): number => columns.findIndex((c) => value <= c + EPS);

export interface BeamChoice {
  readonly size: BeamSize;
  readonly tableSpanIn: number;
  /** The Table 3A joist span column used, feet. */
  readonly joistColumnFt: number;
}

/**
 * The least-lumber beam whose Table 3A span, in the joist span's column (rounded up to the next column), covers
 * the post spacing. Table 3A's L_B is the clear span between post faces; we hold it to the center-to-center
 * spacing, about 5 1/2 in longer, which is conservative. minDepthIn: a flush beam carrying joist hangers must be
 * at least as deep as the joists (Table 3A note 4); maxDepthIn: the room under the deck, so a beam that spans but
 * would stand below the ground gives way to a shallower one with more plies. prefer 'depth' takes the shallowest
 * first. Null when the joist span or spacing is beyond the table, or no beam that spans fits.
 */
export function chooseBeam(
  postSpacingIn: number,
  joistSpanIn: number,
  minDepthIn = 0,
  maxDepthIn = Infinity,
  prefer: 'lumber' | 'depth' = 'lumber',
): BeamChoice | null {
  const col = column(beamTableJoistSpansFt, joistSpanIn / 12);
  if (col < 0) return null;
  // Where room under the deck is short, the shallowest beam that spans (then the least lumber) leaves the most.
  const order =
    prefer === 'depth'
      ? [...beamsByLumber].sort((a, b) => actualDepthIn[beamPly(a)] - actualDepthIn[beamPly(b)])
      : beamsByLumber;
  const size = order.find((beam) => {
    const depth = actualDepthIn[beamPly(beam)];
    return depth >= minDepthIn && depth <= maxDepthIn + EPS && beamSpans[beam][col] >= postSpacingIn - EPS;
  });
  return size ? {size, tableSpanIn: beamSpans[size][col], joistColumnFt: beamTableJoistSpansFt[col]} : null;
}

export interface FootingChoice {
  readonly cell: FootingCell;
  readonly beamRowFt: number;
  readonly joistColumnFt: number;
  /** The lowest 6x6 height in the cell's five species columns; NP counts as 0. */
  readonly maxPostHeightFt: number;
}

/** Table 4's cell for a beam span and joist span (each rounded up to the next row or column), or null beyond it. */
export function footingCell(beamSpanFt: number, joistSpanFt: number): FootingChoice | null {
  const row = column(footingTableBeamSpansFt, beamSpanFt);
  const col = column(footingTableJoistSpansFt, joistSpanFt);
  if (row < 0 || col < 0) return null;
  const cell = footingTable[row][col];
  return {
    cell,
    beamRowFt: footingTableBeamSpansFt[row],
    joistColumnFt: footingTableJoistSpansFt[col],
    maxPostHeightFt: Math.min(...cell.postHeightsFt.map((h) => h ?? 0)),
  };
}
