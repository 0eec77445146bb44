/**
 * A frame's members in words: each line's caption, the table cell or rule behind it, and its citations.
 */
import {cites, codeFigures as code, joistSpacingByMaterial, toCheck} from '../../data/framing';
import {uniqueCites} from './cites';
import {formatFeet, formatLength} from './feet';
import {type FootingChoice, ledgerSize, MAX_POST_SPACING_FT, MIN_POST_IN} from './framing';
import type {FrameSpec, Members} from './frame';
import type {BeamLine, FootingLine, JoistLine, LedgerLine, Point, PostLine, PostRow} from './types';

const lb = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});
const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 1});

/** Said of a frame whose beam sits in post bases on its footings: the whole frame is that close to the soil. */
const groundContactWords =
  ' This close to the ground the joists, rim and ledger are lumber treated for ground contact (UC4A), as the beam is.';

export function joistLine(spec: FrameSpec, m: Members, count: number, groundContact: boolean): JoistLine {
  const {joist, flush} = m;
  const spacing = joistSpacingByMaterial[spec.material];
  const spanFt = joist.spanIn / 12;
  const overhangFt = joist.overhangIn / 12;
  const table = `Table 2 lets a Southern pine ${joist.size} ${spacing.spacingIn} in apart span ${formatFeet(joist.tableSpanIn / 12)}`;
  return {
    size: joist.size,
    spacingIn: spacing.spacingIn,
    count,
    spanFt,
    overhangFt,
    lengthFt: spec.depthFt,
    caption: flush
      ? `${count} ${joist.size} joists, ${spacing.spacingIn} in apart, hung flush from the beam: ` +
        `${formatFeet(spanFt)} of span and no overhang`
      : `${count} ${joist.size} joists, ${spacing.spacingIn} in apart, resting on the beam: ` +
        `${formatFeet(spanFt)} of span` +
        (overhangFt > 0 ? ` with ${formatFeet(overhangFt)} past it` : ', ending at its outer face'),
    basis:
      (flush
        ? `Joists hung in hangers from the side of a flush beam end at the beam, so they span the whole depth to it. ${table}`
        : overhangFt > 0
          ? `${table} and overhang ${formatFeet(joist.tableOverhangIn / 12)}, the overhang at most a quarter of the ` +
            'span; we plan the longest overhang allowed'
          : `${table}; they end over the beam, so what stands on the edge bears on the beam`) +
      (spec.railings
        ? `, and guard posts bolt to the joists, so none is smaller than a 2x${code.minGuardJoistDepth.value}.`
        : '.') +
      (groundContact ? groundContactWords : ''),
    cite: [
      cites.table2,
      flush ? cites.flushBeam : cites.overhang,
      ...spacing.cite,
      ...(spec.railings ? [cites.table2Note6] : []),
      ...(groundContact ? [cites.noPosts] : []),
    ],
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
  const size = ledgerSize(m.joist.size);
  const {bolts, spacingIn} = ledgerBolts(spec.lengthFt, m.joist.spanIn / 12);
  const {count: holdDowns, withinEndIn} = toCheck.holdDowns;
  return {
    size,
    lengthFt: spec.lengthFt,
    holdDowns,
    bolts,
    boltSpacingIn: spacingIn,
    caption:
      `A ${size} ledger ${formatLength(spec.lengthFt)} long, bolted to the house's rim and flashed: about ${bolts} ` +
      `through-bolts (1/2 in), staggered, and ${holdDowns} lateral load hold-downs`,
    basis:
      `A ledger is at least a 2x${code.minLedgerDepth.value} and as deep as the joists it carries. We count its ` +
      `bolts ${spacingIn} in apart, the closer spacing that copies of the code's ledger table print for joists of ` +
      `this span, and a hold-down tying the deck's joists to the house's floor framing within ${withinEndIn} in of ` +
      'each end. The permit drawings set the spacing and the hold-downs’ rating from the edition the office enforces.' +
      (groundContact ? groundContactWords : ''),
    cite: uniqueCites([...code.minLedgerDepth.cite, ...(groundContact ? [cites.noPosts] : [])]),
  };
}

export function beamLine(spec: FrameSpec, m: Members, rows: readonly PostRow[]): BeamLine {
  const {beam, flush, spacingFt, beamsFt} = m;
  const two = beamsFt.length === 2;
  const kind = flush ? 'flush' : 'dropped';
  const supports = rows.every((r) => r.onFootings) ? 'footings' : 'posts';
  const outFt = beamsFt[beamsFt.length - 1];
  return {
    size: beam.size,
    lines: beamsFt.length,
    lengthFt: spec.lengthFt,
    postSpacingFt: spacingFt,
    flush,
    caption:
      (two ? `Two ${beam.size} ${kind} beams, one at the house side and one` : `A ${beam.size} ${kind} beam`) +
      ` ${formatFeet(outFt)} out, ${formatLength(spec.lengthFt)} long, on ${supports} ${formatFeet(spacingFt)} apart: ` +
      (flush ? 'the joists hang from its side in hangers' : 'the joists rest on top of it'),
    basis:
      `Table 3A lets a Southern pine ${beam.size} span ${formatFeet(beam.tableSpanIn / 12)} under joists spanning up ` +
      `to ${beam.joistColumnFt} ft. We set ${supports} no more than ${MAX_POST_SPACING_FT} ft apart, which keeps beams ` +
      `and footings moderate, and hold the table's clear span to the center-to-center spacing, which is conservative.` +
      (flush
        ? ' The deck is too low for the joists to rest on the beam, so it is a flush beam, at least as deep as ' +
          'the joists it carries, and the shallowest that spans, to leave room under it.'
        : ''),
    cite: [cites.table3A, cites.beamSpanMeasured, ...(flush ? [cites.table3ANote4, cites.flushBeam] : [])],
  };
}

const rowWords = (rows: readonly PostRow[], i: number): string =>
  rows.length === 1 ? '' : i === 0 && rows[0].yFt === 0 ? ' at the house-side beam' : ' at the outer beam';

export function postLine(rows: readonly PostRow[], footing: FootingChoice): PostLine {
  const count = rows.reduce((n, r) => n + r.count, 0);
  const heightFt = Math.max(...rows.map((r) => r.heightFt));
  const onFootings = rows.every((r) => r.onFootings);
  const standing = rows.filter((r) => !r.onFootings);
  const parts = rows.map((r, i) =>
    r.onFootings
      ? `${r.count} post bases on footings${rowWords(rows, i)}, the beam about ${formatFeet(r.heightFt)} up`
      : `${r.count} about ${formatFeet(r.heightFt)} tall${rowWords(rows, i)}`,
  );
  const base = {size: '6x6' as const, count, heightFt, rows, maxHeightFt: footing.maxPostHeightFt, onFootings};
  if (onFootings) {
    return {
      ...base,
      caption: `No posts: the beam sits about ${formatFeet(heightFt)} above the ground, in post bases on its ${count} footings`,
      basis:
        `Under ${MIN_POST_IN} in there is no room for a post between its base and the beam's connection, so the ` +
        'footings rise to meet the beam and hold it in post bases. This close to the ground the beam is lumber ' +
        'treated for ground contact (UC4A), not the above-ground grade.',
      cite: [cites.posts, cites.noPosts],
    };
  }
  return {
    ...base,
    caption:
      rows.length === 1
        ? `${count} 6x6 posts, about ${formatFeet(heightFt)} from the ground to the beam`
        : `${standing.reduce((n, r) => n + r.count, 0)} 6x6 posts, each as tall as the ground leaves it: ${parts.join('; ')}`,
    basis:
      `Each post stands from the ground under it to the beam's underside, and Table 4 allows 6x6 posts up to ` +
      `${footing.maxPostHeightFt} ft in every species column for beams spanning up to ${footing.beamRowFt} ft and ` +
      `joists up to ${footing.joistColumnFt} ft; we hold to the lowest column because the scanned table does not ` +
      'show which column is Southern pine.',
    cite: [cites.posts, cites.table4],
  };
}

export function footingLine(
  spec: FrameSpec,
  m: Members,
  footing: FootingChoice,
  points: readonly Point[],
): FootingLine {
  const count = points.length;
  const {place} = spec;
  const spanFt = m.joist.spanIn / 12;
  // The most heavily loaded post: on the outer beam, half the span plus the overhang deep, one bay (two half bays) wide.
  const tributarySqFt = (spanFt / 2 + m.joist.overhangIn / 12) * (m.bays > 1 ? m.spacingFt : m.spacingFt / 2);
  const loadLb = tributarySqFt * (code.liveLoadPsf.value + code.deadLoadPsf.value);
  const bearingSqFt = loadLb / code.soilBearingPsf.value;
  const houseLevel = points.some((p) => spec.houseFt(p.x, p.y) < code.houseFootingZoneFt.value);
  const depthIn = Math.max(code.footingDepthIn.value, place.frostDepthIn ?? 0);
  const {cell} = footing;
  return {
    count,
    depthIn,
    houseLevel,
    roundIn: cell.roundIn,
    squareIn: cell.squareIn,
    thicknessIn: cell.thicknessIn,
    tributarySqFt,
    loadLb,
    bearingSqFt,
    caption:
      `${count} footings: the busiest carries about ${lb.format(Math.round(loadLb / 10) * 10)} lb; on ` +
      `${lb.format(code.soilBearingPsf.value)} psf clay that needs ${sqFt.format(bearingSqFt)} sq ft: each ` +
      `${cell.roundIn} in round (or ${cell.squareIn} in square) and ${cell.thicknessIn} in thick`,
    basis:
      `Table 4's footing for beams spanning up to ${footing.beamRowFt} ft and joists up to ${footing.joistColumnFt} ft ` +
      `on ${lb.format(code.soilBearingPsf.value)} psf soil. Each bottom sits at least ${depthIn} in below ` +
      `undisturbed ground and below ${place.frostDepthWords}` +
      (houseLevel
        ? `; footings within ${code.houseFootingZoneFt.value} ft of the house go down to the level of its own footing.`
        : '.'),
    // The office's own code, where the plan names its edition or frost depth; somewhere else, no office's.
    cite: uniqueCites([
      cites.table4,
      ...code.footingDepthIn.cite,
      cites.soil,
      ...(place.edition === null && place.frostDepthIn === null ? [] : place.cite),
    ]),
  };
}
