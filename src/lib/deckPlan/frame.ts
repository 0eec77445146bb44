/**
 * One rectangle's frame as captioned lines: joists, ledger, beam(s), posts and footings, or the reasons no table
 * covers it. A deck level and a stair landing are both framed here, from the same tables.
 *
 * Freestanding decks: DCA 6 is written for decks attached to the house, which holds them against sideways forces
 * (p. 2). We size a freestanding deck with the same joist, beam and footing tables, a second beam line standing
 * where the ledger would be (it carries the same joists with no overhang, so the outer beam's size is ample), and
 * say in a note that its bracing is for the permit drawings: no table here sizes it.
 */
import {cites, joistSpacingByMaterial, type Citation} from '../../data/framing';
import {DECKING_THICKNESS_IN} from './decking';
import {
  actualDepthIn,
  beamPly,
  chooseBeam,
  chooseJoist,
  footingCell,
  type BeamChoice,
  type FootingChoice,
  type JoistChoice,
  joistPositionsFt,
  MIN_BEAM_CLEAR_IN,
  MIN_POST_IN,
  minJoistSize,
  postSpacing,
} from './framing';
import {beamLine, footingLine, joistLine, ledgerLine, postLine} from './frameLines';
import type {Frame, FrameResult, FrameSpec, Members} from './frameSpec';
import type {PostRow} from './types';

const fail = (reason: string, ...cite: Citation[]): FrameResult & {ok: false} => ({ok: false, reasons: [reason], cite});

const tooLow = () =>
  fail(
    'The deck is lower than its joists and beam are deep: a deck at the ground needs a design of its own.',
    cites.table2,
    cites.table3A,
  );

/** The room under the framing at the lowest post of the beam lines at these y: floor height less the decking. */
function roomIn(spec: FrameSpec, beamsFt: number[], spacingFt: number, bays: number): number {
  const xs = Array.from({length: bays + 1}, (_, i) => i * spacingFt);
  return Math.min(...beamsFt.flatMap((y) => xs.map((x) => spec.above(x, y) * 12))) - DECKING_THICKNESS_IN;
}

/**
 * Joists and beam. Joists rest on a dropped beam (Table 2's overhang allowed) where there is room under them, on the
 * least lumber that spans, or the shallowest where that would leave the beam on its footings; a low deck hangs them
 * flush from the beam's side, where they end (DCA 6 Figure 1B) and span the whole depth, on the shallowest beam.
 */
export function chooseMembers(spec: FrameSpec): {ok: true; members: Members} | (FrameResult & {ok: false}) {
  const {spacingIn} = joistSpacingByMaterial[spec.material];
  const min = minJoistSize(spec.railings);
  const depthIn = spec.depthFt * 12;
  const {bays, spacingFt} = postSpacing(spec.lengthFt);
  const beamsAt = (span: number) => (spec.attachment === 'ledger' ? [span / 12] : [0, span / 12]);
  const dropped = chooseJoist(depthIn, min, spacingIn, 'dropped', !spec.noOverhang);
  if (!dropped) return fail('No joist in the span table reaches this far.', cites.table2);
  const members = (joist: JoistChoice, beam: BeamChoice, flush: boolean) =>
    ({ok: true, members: {joist, beam, flush, bays, spacingFt, beamsFt: beamsAt(joist.spanIn)}}) as const;
  const room = roomIn(spec, beamsAt(dropped.spanIn), spacingFt, bays) - actualDepthIn[dropped.size];
  const least = chooseBeam(spacingFt * 12, dropped.spanIn);
  if (!least) return fail('The beam is beyond the beam and footing tables.', cites.table3A, cites.table4);
  const left = (beam: BeamChoice) => room - actualDepthIn[beamPly(beam.size)];
  if (left(least) >= MIN_POST_IN) return members(dropped, least, false);
  const shallow = chooseBeam(spacingFt * 12, dropped.spanIn, 0, room - MIN_BEAM_CLEAR_IN, 'depth');
  if (shallow) return members(dropped, shallow, false);
  const hung = chooseJoist(depthIn, min, spacingIn, 'flush');
  if (!hung) {
    return fail(
      'The deck is too low for joists to rest on a beam, and too deep for joists hung from its side to span.',
      cites.table2,
      cites.flushBeam,
    );
  }
  const hungRoom = roomIn(spec, beamsAt(hung.spanIn), spacingFt, bays);
  const flush = chooseBeam(
    spacingFt * 12,
    hung.spanIn,
    actualDepthIn[hung.size],
    hungRoom - MIN_BEAM_CLEAR_IN,
    'depth',
  );
  if (flush) return members(hung, flush, true);
  return chooseBeam(spacingFt * 12, hung.spanIn, actualDepthIn[hung.size])
    ? tooLow()
    : fail('The beam is beyond the beam and footing tables.', cites.table3A, cites.table4);
}

/** Each beam line's posts at their own heights (the ground may fall under the deck), or why none can stand there. */
function postRows(
  spec: FrameSpec,
  m: Members,
  footing: FootingChoice,
): {ok: true; rows: PostRow[]; points: Frame['postPoints']} | (FrameResult & {ok: false}) {
  const under = (m.flush ? 0 : actualDepthIn[m.joist.size]) + actualDepthIn[beamPly(m.beam.size)];
  const xs = Array.from({length: m.bays + 1}, (_, i) => i * m.spacingFt);
  const points = m.beamsFt.flatMap((y) =>
    xs.map((x) => ({x, y, heightIn: spec.above(x, y) * 12 - DECKING_THICKNESS_IN - under})),
  );
  const lowest = Math.min(...points.map((p) => p.heightIn));
  const tallest = Math.max(...points.map((p) => p.heightIn));
  if (lowest < MIN_BEAM_CLEAR_IN) {
    return lowest < 0
      ? tooLow()
      : fail(
          'The beam would sit too close to the ground for a post base on its footing: a deck this low needs a design of its own.',
          cites.noPosts,
        );
  }
  if (tallest / 12 > footing.maxPostHeightFt) {
    const where = tallest - lowest > 1 ? 'Where the ground falls away, the' : 'The';
    return fail(
      `${where} posts would be taller than the post-height table allows for this beam and these joists.`,
      cites.table4,
      cites.posts,
    );
  }
  const rows = m.beamsFt.map((yFt) => {
    const row = points.filter((p) => p.y === yFt);
    const heightIn = Math.max(...row.map((p) => p.heightIn));
    return {yFt, count: row.length, heightFt: heightIn / 12, onFootings: heightIn < MIN_POST_IN};
  });
  return {ok: true, rows, points};
}

export function frameDeck(spec: FrameSpec): FrameResult {
  const chosen = chooseMembers(spec);
  if (!chosen.ok) return chosen;
  const m = chosen.members;
  const footing = footingCell(m.spacingFt, m.joist.spanIn / 12);
  if (!footing) return fail('The beam is beyond the beam and footing tables.', cites.table3A, cites.table4);
  const posts = postRows(spec, m, footing);
  if (!posts.ok) return posts;
  const {spacingIn} = joistSpacingByMaterial[spec.material];
  const joistsFt = joistPositionsFt(spec.lengthFt, spacingIn);
  // Close to the ground (the beam on its footings), every member is ground-contact lumber, not only the beam.
  const groundContact = posts.rows.some((r) => r.onFootings);
  return {
    ok: true,
    frame: {
      joistsFt,
      beamsFt: m.beamsFt,
      postPoints: posts.points,
      joists: joistLine(spec, m, joistsFt.length, groundContact),
      ledger: spec.attachment === 'ledger' ? ledgerLine(spec, m, groundContact) : null,
      beams: beamLine(spec, m, posts.rows),
      posts: postLine(posts.rows, footing),
      footings: footingLine(spec, m, footing, posts.points),
    },
  };
}
