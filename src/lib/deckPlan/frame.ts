/**
 * One rectangle's frame as captioned lines: joists, ledger, beam(s), posts, footings and braces, or the reasons no
 * table covers it. A deck level and a stair landing are both framed here, from the same tables.
 *
 * Freestanding decks: DCA 6 is written for decks attached to the house, which holds them against sideways forces
 * (p. 2). We size a freestanding deck with the same joist, beam and footing tables, a second beam line near the house
 * (set off the wall, the joists cantilevered back to it, so its footings clear the house's own), knee braces at its
 * corner posts both ways, and no taller posts than knee braces can stiffen (limits.freestandingPostFt).
 */
import {cites, codeFigures as code, joistSpacingByMaterial, limits, type Citation} from '../../data/framing';
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
import {beamLine, braceLine, footingLine, joistLine, ledgerLine, postLine} from './frameLines';
import type {Frame, FrameResult, FrameSpec, Members, PostPoint} from './frameSpec';
import {MIN_BEAM_OFF_WALL_IN} from './house';
import type {JoistSpacing} from '../../data/framing';
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

type Chosen = {ok: true; members: Members} | (FrameResult & {ok: false});

/**
 * Joists and beam at one joist spacing. Joists rest on a dropped beam (Table 2's overhang allowed) where there is
 * room under them, on the least lumber that spans, or the shallowest where that would leave the beam on its
 * footings; a low deck hangs them flush from the beam's side, where they end (DCA 6 Figure 1B) and span the whole
 * depth, on the shallowest beam. A freestanding level at the house cantilevers its joists back over a beam set off
 * the wall; hung from a flush beam they cannot, so such a level too low for a dropped beam is not planned.
 */
function membersAt(spec: FrameSpec, spacingIn: JoistSpacing): Chosen {
  const min = minJoistSize(spec.railings);
  const depthIn = spec.depthFt * 12;
  const {bays, spacingFt} = postSpacing(spec.lengthFt);
  const beamsAt = (j: JoistChoice) =>
    spec.attachment === 'ledger' ? [(j.backIn + j.spanIn) / 12] : [j.backIn / 12, (j.backIn + j.spanIn) / 12];
  const dropped = chooseJoist(
    depthIn,
    min,
    spacingIn,
    'dropped',
    !spec.noOverhang,
    spec.setOffIn,
    MIN_BEAM_OFF_WALL_IN,
  );
  if (!dropped) {
    return spec.setOffIn > 0 && chooseJoist(depthIn, min, spacingIn)
      ? fail(
          'The deck is too shallow for its joists to cantilever back over a beam set off the house wall: a deck ' +
            'this small beside the house needs a design of its own (or a ledger, where the wall takes one).',
          cites.overhang,
          cites.footings,
        )
      : fail('No joist in the span table reaches this far.', cites.table2);
  }
  // Past a beam the ground may rise to the joists' ends: at the far edge (a lot rising away from the house), and at
  // the house where they cantilever back over a beam set off the wall (a lot falling away). None is buried.
  const edgesFt = spec.setOffIn > 0 ? [0, spec.depthFt] : [spec.depthFt];
  const members = (joist: JoistChoice, beam: BeamChoice, flush: boolean): Chosen =>
    roomIn(spec, edgesFt, spacingFt, bays) < actualDepthIn[joist.size]
      ? tooLow()
      : {ok: true, members: {joist, beam, flush, bays, spacingFt, beamsFt: beamsAt(joist)}};
  const room = roomIn(spec, beamsAt(dropped), spacingFt, bays) - actualDepthIn[dropped.size];
  const least = chooseBeam(spacingFt * 12, dropped.spanIn);
  if (!least) return fail('The beam is beyond the beam and footing tables.', cites.table3A, cites.table4);
  const left = (beam: BeamChoice) => room - actualDepthIn[beamPly(beam.size)];
  if (left(least) >= MIN_POST_IN) return members(dropped, least, false);
  const shallow = chooseBeam(spacingFt * 12, dropped.spanIn, 0, room - MIN_BEAM_CLEAR_IN, 'depth');
  if (shallow) return members(dropped, shallow, false);
  if (spec.setOffIn > 0) {
    return fail(
      'The deck is too low for its joists to rest on a beam set off the house wall, and joists hung from a beam ' +
        'cannot reach back past it: a deck this low beside the house needs a design of its own (or a ledger, where ' +
        'the wall takes one).',
      cites.flushBeam,
      cites.footings,
    );
  }
  const hung = chooseJoist(depthIn, min, spacingIn, 'flush');
  if (!hung) {
    return fail(
      'The deck is too low for joists to rest on a beam, and too deep for joists hung from its side to span.',
      cites.table2,
      cites.flushBeam,
    );
  }
  const hungRoom = roomIn(spec, beamsAt(hung), spacingFt, bays);
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

/**
 * The members at the decking's joist spacing, or at 12 in where that leaves no room (closer joists are always allowed,
 * and shallower ones leave more room under a low deck). The first spacing's reasons stand when neither fits.
 */
export function chooseMembers(spec: FrameSpec): Chosen {
  const usual = joistSpacingByMaterial[spec.material].spacingIn;
  const first = membersAt(spec, usual);
  if (first.ok || usual === 12) return first;
  const closer = membersAt(spec, 12);
  return closer.ok ? closer : first;
}

/** The least depth of a footing's bottom: the code's 12 in, or the frost depth where the office sets a deeper one. */
const leastDepthIn = (spec: FrameSpec): number => Math.max(code.footingDepthIn.value, spec.frostDepthIn ?? 0);

/** Each post where it stands: its height, its footing's depth (the house's level near it) and whether it ends a row. */
function postPoints(spec: FrameSpec, m: Members, footing: FootingChoice): PostPoint[] {
  const under = (m.flush ? 0 : actualDepthIn[m.joist.size]) + actualDepthIn[beamPly(m.beam.size)];
  const least = leastDepthIn(spec);
  const radiusFt = footing.cell.roundIn / 24;
  const xs = Array.from({length: m.bays + 1}, (_, i) => i * m.spacingFt);
  return m.beamsFt.flatMap((y) =>
    xs.map((x, i) => {
      const near = spec.houseFt(x, y) - radiusFt < limits.houseZoneFt.value - 1e-9;
      const houseIn = near ? spec.houseDepthIn(x, y) : 0;
      // Its bottom's outer edge stands the setback in from the slope's face: the face is depth / slope away.
      const setback = spec.setbackFt(x, y);
      const setbackIn = setback > 0 ? spec.slope * (setback + radiusFt) * 12 : 0;
      return {
        x,
        y,
        heightIn: spec.above(x, y) * 12 - DECKING_THICKNESS_IN - under,
        depthIn: Math.max(least, houseIn, setbackIn),
        houseIn: houseIn > least + 1e-9 ? houseIn : 0,
        setbackIn: setbackIn > least + 1e-9 ? setbackIn : 0,
        corner: i === 0 || i === xs.length - 1,
      };
    }),
  );
}

/** Each beam line's posts at their own heights (the ground may fall under the deck), or why none can stand there. */
function postRows(
  spec: FrameSpec,
  m: Members,
  footing: FootingChoice,
): {ok: true; rows: PostRow[]; points: PostPoint[]} | (FrameResult & {ok: false}) {
  const points = postPoints(spec, m, footing);
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
  if (spec.attachment === 'freestanding' && tallest / 12 > limits.freestandingPostFt.value) {
    return fail(
      'Freestanding, with nothing but its own posts to hold it against sideways forces, the deck would stand on ' +
        'posts taller than knee braces at its corners can stiffen: its bracing is an engineer’s design.',
      ...limits.freestandingPostFt.cite,
    );
  }
  const rows = m.beamsFt.map((yFt) => {
    const row = points.filter((p) => p.y === yFt);
    const heightIn = Math.max(...row.map((p) => p.heightIn));
    return {yFt, count: row.length, heightFt: heightIn / 12, onFootings: heightIn < MIN_POST_IN};
  });
  return {ok: true, rows, points};
}

/**
 * Knee braces at each corner post taller than 2 ft: along its beam, and on a freestanding frame across it too, toward
 * the joists (DCA 6 Figure 10; never on a center post).
 */
function bracesOf(spec: FrameSpec, points: readonly PostPoint[]): Frame['bracePoints'] {
  const tall = points.filter((p) => p.corner && p.heightIn > limits.braceAboveIn.value + 1e-9);
  const midX = spec.lengthFt / 2;
  const midY = spec.depthFt / 2;
  return tall.flatMap((p) => [
    {at: {x: p.x, y: p.y}, toward: {x: p.x < midX ? 1 : -1, y: 0}},
    ...(spec.attachment === 'freestanding' ? [{at: {x: p.x, y: p.y}, toward: {x: 0, y: p.y < midY ? 1 : -1}}] : []),
  ]);
}

export function frameDeck(spec: FrameSpec): FrameResult {
  const chosen = chooseMembers(spec);
  if (!chosen.ok) return chosen;
  const m = chosen.members;
  const footing = footingCell(m.spacingFt, m.joist.spanIn / 12);
  if (!footing) return fail('The beam is beyond the beam and footing tables.', cites.table3A, cites.table4);
  const posts = postRows(spec, m, footing);
  if (!posts.ok) return posts;
  const joistsFt = joistPositionsFt(spec.lengthFt, m.joist.spacingIn);
  // Close to the ground (the beam on its footings), every member is ground-contact lumber, not only the beam.
  const groundContact = posts.rows.some((r) => r.onFootings);
  const braces = bracesOf(spec, posts.points);
  return {
    ok: true,
    frame: {
      joistsFt,
      beamsFt: m.beamsFt,
      postPoints: posts.points,
      bracePoints: braces,
      joists: joistLine(spec, m, joistsFt.length, groundContact),
      ledger: spec.attachment === 'ledger' ? ledgerLine(spec, m, groundContact) : null,
      beams: beamLine(spec, m, posts.rows),
      posts: postLine(posts.rows, footing),
      footings: footingLine(m, footing, posts.points, leastDepthIn(spec), spec.slope > limits.slope.value + 1e-9),
      braces: braceLine(braces, posts.points),
    },
  };
}
