/**
 * The frame as captioned lines: joists, ledger, beam(s), posts and footings, or the reasons no table covers it.
 *
 * Freestanding decks: DCA 6 is written for decks attached to the house, which holds them against sideways forces
 * (p. 2). We size a freestanding deck with the same joist, beam and footing tables, a second beam line standing
 * where the ledger would be (it carries the same joists with no overhang, so the outer beam's size is ample), and
 * say in a note that its bracing is for the permit drawings: no table here sizes it.
 */
import {cites, codeFigures as code, joistSpacingByMaterial, type Citation} from '../../data/framing';
import {DECKING_THICKNESS_IN} from './decking';
import {uniqueCites} from './cites';
import {formatFeet, formatLength} from './feet';
import {
  actualDepthIn,
  beamPly,
  chooseBeam,
  chooseJoist,
  footingCell,
  type JoistChoice,
  joistPositionsFt,
  ledgerSize,
  MAX_POST_SPACING_FT,
  MIN_POST_IN,
  minJoistSize,
  postSpacing,
} from './framing';
import type {DeckPlanInput, PlaceLine, Plan, Point} from './types';

/** The framing lines, plus the geometry the drawing needs. */
export type Frame = Plan['framing'] & {
  readonly joistsFt: number[];
  readonly beamsFt: number[];
  readonly postPoints: Point[];
};

const lb = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});
const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 1});

export function frameDeck(
  input: DeckPlanInput,
  railings: boolean,
  place: PlaceLine,
): {ok: true; frame: Frame} | {ok: false; reasons: string[]; cite: Citation[]} {
  const {length, depth, height} = input;
  const spacing = joistSpacingByMaterial[input.material];
  // Joists rest on the beam (a dropped beam, which allows Table 2's overhang) where there is room under them; a low
  // deck hangs them flush from the beam's side, where they end (DCA 6 Figure 1B) and span the whole depth.
  const joistOn = (kind: 'dropped' | 'flush') =>
    chooseJoist(depth * 12, minJoistSize(railings), spacing.spacingIn, kind);
  const dropped = joistOn('dropped');
  if (!dropped) {
    return {ok: false, reasons: ['No joist in the span table reaches this far.'], cite: [cites.table2]};
  }
  const {bays, spacingFt} = postSpacing(length);
  const frameIn = height * 12 - DECKING_THICKNESS_IN;
  let joist: JoistChoice = dropped;
  // The least lumber that spans; where it leaves the joists no room on top, they hang flush from the beam.
  let beam = chooseBeam(spacingFt * 12, dropped.spanIn);
  let flush = false;
  if (beam && frameIn - actualDepthIn[dropped.size] - actualDepthIn[beamPly(beam.size)] < 0) {
    flush = true;
    const hung = joistOn('flush');
    if (!hung) {
      return {
        ok: false,
        reasons: [
          'The deck is too low for joists to rest on a beam, and too deep for joists hung from its side to span.',
        ],
        cite: [cites.table2, cites.flushBeam],
      };
    }
    joist = hung;
    beam = chooseBeam(spacingFt * 12, joist.spanIn, actualDepthIn[joist.size], frameIn);
    if (!beam && chooseBeam(spacingFt * 12, joist.spanIn, actualDepthIn[joist.size])) {
      return {
        ok: false,
        reasons: [
          'The deck is lower than its joists and beam are deep: a deck at the ground needs a design of its own.',
        ],
        cite: [cites.table2, cites.table3A],
      };
    }
  }
  const footing = footingCell(spacingFt, joist.spanIn / 12);
  if (!beam || !footing) {
    return {
      ok: false,
      reasons: ['The beam is beyond the beam and footing tables.'],
      cite: [cites.table3A, cites.table4],
    };
  }
  const postIn = frameIn - (flush ? 0 : actualDepthIn[joist.size]) - actualDepthIn[beamPly(beam.size)];
  if (postIn < 0) {
    return {
      ok: false,
      reasons: ['The deck is lower than its joists and beam are deep: a deck at the ground needs a design of its own.'],
      cite: [cites.table2, cites.table3A],
    };
  }
  const postFt = postIn / 12;
  const onFootings = postIn < MIN_POST_IN;
  const supports = onFootings ? 'footings' : 'posts';
  if (postFt > footing.maxPostHeightFt) {
    return {
      ok: false,
      reasons: ['The posts would be taller than the post-height table allows for this beam and these joists.'],
      cite: [cites.table4, cites.posts],
    };
  }

  const spanFt = joist.spanIn / 12;
  const overhangFt = joist.overhangIn / 12;
  const beamsFt = input.attachment === 'ledger' ? [spanFt] : [0, spanFt];
  const postXs = Array.from({length: bays + 1}, (_, i) => i * spacingFt);
  const postPoints = beamsFt.flatMap((y) => postXs.map((x) => ({x, y})));
  const joistsFt = joistPositionsFt(length, spacing.spacingIn);
  // The most heavily loaded post: on the outer beam, half the span plus the overhang deep, one bay (two half bays) wide.
  const tributarySqFt = (spanFt / 2 + overhangFt) * (bays > 1 ? spacingFt : spacingFt / 2);
  const loadLb = tributarySqFt * (code.liveLoadPsf.value + code.deadLoadPsf.value);
  const bearingSqFt = loadLb / code.soilBearingPsf.value;
  const houseLevel = beamsFt.some((y) => y < code.houseFootingZoneFt.value);
  const depthIn = Math.max(code.footingDepthIn.value, place.frostDepthIn ?? 0);
  const {cell} = footing;
  const twoBeams = beamsFt.length === 2;
  const kind = flush ? 'flush' : 'dropped';
  const ledger = input.attachment === 'ledger' ? ledgerSize(joist.size) : null;

  return {
    ok: true,
    frame: {
      joistsFt,
      beamsFt,
      postPoints,
      joists: {
        size: joist.size,
        spacingIn: spacing.spacingIn,
        count: joistsFt.length,
        spanFt,
        overhangFt,
        lengthFt: depth,
        caption: flush
          ? `${joistsFt.length} ${joist.size} joists, ${spacing.spacingIn} in apart, hung flush from the beam: ` +
            `${formatFeet(spanFt)} of span and no overhang`
          : `${joistsFt.length} ${joist.size} joists, ${spacing.spacingIn} in apart, resting on the beam: ` +
            `${formatFeet(spanFt)} of span with ${formatFeet(overhangFt)} past it`,
        basis:
          (flush
            ? `Joists hung in hangers from the side of a flush beam end at the beam, so they span the whole depth to ` +
              `it. Table 2 lets a Southern pine ${joist.size} ${spacing.spacingIn} in apart span ` +
              `${formatFeet(joist.tableSpanIn / 12)}`
            : `Table 2 lets a Southern pine ${joist.size} ${spacing.spacingIn} in apart span ` +
              `${formatFeet(joist.tableSpanIn / 12)} and overhang ${formatFeet(joist.tableOverhangIn / 12)}, the ` +
              `overhang at most a quarter of the span; we plan the longest overhang allowed`) +
          (railings
            ? `, and guard posts bolt to the joists, so none is smaller than a 2x${code.minGuardJoistDepth.value}.`
            : '.'),
        cite: [
          cites.table2,
          flush ? cites.flushBeam : cites.overhang,
          ...spacing.cite,
          ...(railings ? [cites.table2Note6] : []),
        ],
      },
      ledger: ledger && {
        size: ledger,
        lengthFt: length,
        caption: `A ${ledger} ledger ${formatLength(length)} long, bolted to the house's rim and flashed`,
        basis:
          `A ledger is at least a 2x${code.minLedgerDepth.value} and as deep as the joists it carries; its bolts, ` +
          'its flashing and the lateral load connection (hold-downs tying the deck joists to the floor framing ' +
          'inside the house) are on the permit drawings.',
        cite: code.minLedgerDepth.cite,
      },
      beams: {
        size: beam.size,
        lines: beamsFt.length,
        lengthFt: length,
        postSpacingFt: spacingFt,
        flush,
        caption:
          (twoBeams ? `Two ${beam.size} ${kind} beams, one at the house and one` : `A ${beam.size} ${kind} beam`) +
          ` ${formatFeet(spanFt)} out, ${formatLength(length)} long, on ${supports} ${formatFeet(spacingFt)} apart: ` +
          (flush ? 'the joists hang from its side in hangers' : 'the joists rest on top of it'),
        basis:
          `Table 3A lets a Southern pine ${beam.size} span ${formatFeet(beam.tableSpanIn / 12)} under joists spanning up ` +
          `to ${beam.joistColumnFt} ft. We set ${supports} no more than ${MAX_POST_SPACING_FT} ft apart, which keeps beams and ` +
          'footings moderate, ' +
          `and hold the table's clear span to the center-to-center spacing, which is conservative.` +
          (flush
            ? ' The deck is too low for the joists to rest on the beam, so it is a flush beam, at least as deep as ' +
              'the joists it carries.'
            : ''),
        cite: [cites.table3A, cites.beamSpanMeasured, ...(flush ? [cites.table3ANote4, cites.flushBeam] : [])],
      },
      posts: {
        size: '6x6',
        count: postPoints.length,
        heightFt: postFt,
        maxHeightFt: footing.maxPostHeightFt,
        onFootings,
        ...(onFootings
          ? {
              caption:
                `No posts: the beam sits about ${formatFeet(postFt)} above the ground, in post bases on its ` +
                `${postPoints.length} footings`,
              basis:
                `Under ${MIN_POST_IN} in there is no room for a post between its base and the beam's connection, so ` +
                'the footings rise to meet the beam and hold it in post bases. This close to the ground the beam is ' +
                'lumber treated for ground contact (UC4A), not the above-ground grade.',
              cite: [cites.posts, cites.noPosts],
            }
          : {
              caption: `${postPoints.length} 6x6 posts, about ${formatFeet(postFt)} from the ground to the beam`,
              basis:
                `Table 4 allows 6x6 posts up to ${footing.maxPostHeightFt} ft in every species column for beams ` +
                `spanning up to ${footing.beamRowFt} ft and joists up to ${footing.joistColumnFt} ft; we hold to ` +
                'the lowest column because the scanned table does not show which column is Southern pine.',
              cite: [cites.posts, cites.table4],
            }),
      },
      footings: {
        count: postPoints.length,
        depthIn,
        houseLevel,
        roundIn: cell.roundIn,
        squareIn: cell.squareIn,
        thicknessIn: cell.thicknessIn,
        tributarySqFt,
        loadLb,
        bearingSqFt,
        caption:
          `${postPoints.length} footings: the busiest carries about ${lb.format(Math.round(loadLb / 10) * 10)} lb; on ` +
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
      },
    },
  };
}
