/**
 * A frame's members as figures: what each member is, how many and how big, and the table cell it comes from (the
 * takeoff puts them in words, frameWords.ts).
 */
import {toCheck} from '../../data/framing';
import {type FootingChoice, ledgerSize} from './framing';
import type {Frame, FrameSpec, Members, PostPoint} from './frameSpec';
import type {BeamLine, BraceLine, FootingLine, JoistLine, LedgerLine, PostLine, PostRow} from './types';
import {codeFigures as code} from '../../data/framing';

export function joistLine(spec: FrameSpec, m: Members, count: number, groundContact: boolean): JoistLine {
  const {joist, flush} = m;
  return {
    size: joist.size,
    spacingIn: joist.spacingIn,
    count,
    spanFt: joist.spanIn / 12,
    overhangFt: joist.overhangIn / 12,
    backOverhangFt: joist.backIn / 12,
    lengthFt: spec.depthFt,
    flush,
    tableSpanFt: joist.tableSpanIn / 12,
    tableOverhangFt: joist.tableOverhangIn / 12,
    guardPosts: spec.railings,
    groundContact,
  };
}

/** Through-bolts along a ledger at the closer printed spacing for the joists' span (toCheck.ledgerBoltSpacingIn). */
export function ledgerBolts(lengthFt: number, joistSpanFt: number): {bolts: number; spacingIn: number} {
  const {joistSpansFt, spacingIn} = toCheck.ledgerBoltSpacingIn;
  const i = joistSpansFt.findIndex((span) => joistSpanFt <= span + 1e-9);
  const spacing = spacingIn[i < 0 ? spacingIn.length - 1 : i];
  return {bolts: Math.ceil((lengthFt * 12) / spacing) + 1, spacingIn: spacing};
}

export function ledgerLine(spec: FrameSpec, m: Members, groundContact: boolean): LedgerLine {
  const {bolts, spacingIn} = ledgerBolts(spec.lengthFt, m.joist.spanIn / 12);
  return {
    size: ledgerSize(m.joist.size),
    lengthFt: spec.lengthFt,
    holdDowns: toCheck.holdDowns.count,
    bolts,
    boltSpacingIn: spacingIn,
    groundContact,
  };
}

export function beamLine(spec: FrameSpec, m: Members, rows: readonly PostRow[]): BeamLine {
  const {beam, flush, spacingFt, beamsFt} = m;
  return {
    size: beam.size,
    lines: beamsFt.length,
    lengthFt: spec.lengthFt,
    postSpacingFt: spacingFt,
    flush,
    outFt: beamsFt[beamsFt.length - 1],
    setOffFt: spec.setOffIn > 0 ? beamsFt[0] : null,
    tableSpanFt: beam.tableSpanIn / 12,
    joistColumnFt: beam.joistColumnFt,
    onFootings: rows.every((r) => r.onFootings),
  };
}

export function postLine(rows: readonly PostRow[], footing: FootingChoice): PostLine {
  return {
    size: '6x6',
    count: rows.reduce((n, r) => n + r.count, 0),
    heightFt: Math.max(...rows.map((r) => r.heightFt)),
    rows,
    maxHeightFt: footing.maxPostHeightFt,
    onFootings: rows.every((r) => r.onFootings),
    beamRowFt: footing.beamRowFt,
    joistColumnFt: footing.joistColumnFt,
  };
}

/** Practice: the pier from a footing up to its post base is poured in a 12 in tube form. */
export const PIER_IN = 12;

/** The footings: Table 4's size, each as deep as the frost (or the code's 12 in), the house or a slope asks. */
export function footingLine(
  m: Members,
  footing: FootingChoice,
  points: readonly PostPoint[],
  leastIn: number,
  steep: boolean,
): FootingLine {
  const spanFt = m.joist.spanIn / 12;
  // The most heavily loaded post: on the outer beam, half the span plus the overhang deep, one bay (two half bays) wide.
  const tributarySqFt = (spanFt / 2 + m.joist.overhangIn / 12) * (m.bays > 1 ? m.spacingFt : m.spacingFt / 2);
  const loadLb = tributarySqFt * (code.liveLoadPsf.value + code.deadLoadPsf.value);
  const {cell} = footing;
  const house = points.filter((p) => p.houseIn > 0);
  const setback = points.filter((p) => p.setbackIn > 0);
  return {
    count: points.length,
    depthIn: leastIn,
    depthsIn: points.map((p) => p.depthIn),
    houseCount: house.length,
    houseDepthIn: Math.max(0, ...house.map((p) => p.depthIn)),
    steep,
    setbackCount: setback.length,
    setbackDepthIn: Math.max(0, ...setback.map((p) => p.depthIn)),
    roundIn: cell.roundIn,
    squareIn: cell.squareIn,
    thicknessIn: cell.thicknessIn,
    tributarySqFt,
    loadLb,
    bearingSqFt: loadLb / code.soilBearingPsf.value,
    pierIn: Math.min(PIER_IN, cell.roundIn),
    beamRowFt: footing.beamRowFt,
    joistColumnFt: footing.joistColumnFt,
  };
}

/** Practice: a knee brace's legs, 2 ft down the post and 2 ft along the beam (less on a short post), at 45 degrees. */
export const BRACE_LEG_IN = 24;

export function braceLine(braces: Frame['bracePoints'], points: readonly PostPoint[]): BraceLine {
  const braced = points.filter((p) => braces.some((b) => b.at.x === p.x && b.at.y === p.y));
  const shortest = Math.min(Infinity, ...braced.map((p) => p.heightIn));
  const legIn = Math.min(BRACE_LEG_IN, Math.floor(shortest - 6));
  return {
    along: braces.filter((b) => b.toward.y === 0).length,
    across: braces.filter((b) => b.toward.x === 0).length,
    legIn: braces.length > 0 ? legIn : 0,
    lengthIn: braces.length > 0 ? legIn * Math.SQRT2 : 0,
  };
}
