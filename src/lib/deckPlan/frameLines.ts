/**
 * A frame's members as figures: what each member is, how many and how big, and the table cell it comes from (the
 * takeoff puts them in words, frameWords.ts).
 */
import {codeFigures as code, joistSpacingByMaterial, toCheck} from '../../data/framing';
import {type FootingChoice, ledgerSize} from './framing';
import type {FrameSpec, Members} from './frameSpec';
import type {BeamLine, FootingLine, JoistLine, LedgerLine, Point, PostLine, PostRow} from './types';

export function joistLine(spec: FrameSpec, m: Members, count: number, groundContact: boolean): JoistLine {
  const {joist, flush} = m;
  return {
    size: joist.size,
    spacingIn: joistSpacingByMaterial[spec.material].spacingIn,
    count,
    spanFt: joist.spanIn / 12,
    overhangFt: joist.overhangIn / 12,
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

export function footingLine(
  spec: FrameSpec,
  m: Members,
  footing: FootingChoice,
  points: readonly Point[],
): FootingLine {
  const spanFt = m.joist.spanIn / 12;
  // The most heavily loaded post: on the outer beam, half the span plus the overhang deep, one bay (two half bays) wide.
  const tributarySqFt = (spanFt / 2 + m.joist.overhangIn / 12) * (m.bays > 1 ? m.spacingFt : m.spacingFt / 2);
  const loadLb = tributarySqFt * (code.liveLoadPsf.value + code.deadLoadPsf.value);
  const {cell} = footing;
  return {
    count: points.length,
    depthIn: Math.max(code.footingDepthIn.value, spec.frostDepthIn ?? 0),
    houseLevel: points.some((p) => spec.houseFt(p.x, p.y) < code.houseFootingZoneFt.value),
    roundIn: cell.roundIn,
    squareIn: cell.squareIn,
    thicknessIn: cell.thicknessIn,
    tributarySqFt,
    loadLb,
    bearingSqFt: loadLb / code.soilBearingPsf.value,
    beamRowFt: footing.beamRowFt,
    joistColumnFt: footing.joistColumnFt,
  };
}
