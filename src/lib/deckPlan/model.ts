/**
 * deckModel: a plan to the members of a 3D model (modelTypes.ts): the ledger, rims and joists, beam plies, posts on
 * their footings below grade, the boards, each stair flight's stringers, treads and closed risers, its landings
 * (framed as the small decks they are), the posts and headers under long stringers, the pad at the foot, the
 * railings and the handrail, the second level and the steps between the levels; and the house wall and the ground,
 * falling as the homeowner measured it. Every figure is the plan's own; where the plan keeps one only in its
 * engine, it is worked out here again from what the plan exposes, with a comment saying so.
 *
 * Members are laid out on "sites": a rectangle's near corner on the plan and the ways its length (along) and depth
 * (out) run, so a deck level, a landing, a flight and the steps between levels are framed by the same few functions
 * whichever way they face. A new member kind is one more function that returns Member[] from the plan, added to
 * deckModel's list.
 */
import {codeFigures as code} from '../../data/framing';
import {BOARD_GAP_IN, BOARD_WIDTH_IN, DECKING_THICKNESS_IN} from './decking';
import {actualDepthIn, beamPly, joistPositionsFt, MIN_POST_IN} from './framing';
import {LEVEL_RISER_IN, sharedRun} from './levels';
import {PLANNED_TREAD_IN, STAIR_POST_IN, throatIn} from './stairs';
import type {DeckModel, LineKey, Member, MemberKind, MemberMaterial, Vec3} from './modelTypes';
import type {Framing, Plan, Point, Rect, Run, Side} from './types';

const IN = 1 / 12;
const EPS = 1e-6;
/** A 2x's thickness, a 1x riser board's, a baluster's, inches. */
const PLY_IN = 1.5;
const RISER_BOARD_IN = 0.75;
const BALUSTER_IN = 1.5;
/** Balusters on 5 1/4 in centers leave 3 3/4 in between: under the 4 in ball. */
const BALUSTER_PITCH_IN = 5.25;
/** A 2x4 rail laid flat, top and bottom; the bottom rail's underside this far over the floor or the nosings. */
const RAIL = {width: 3.5, height: 1.5, bottomIn: 3.5};
/** The handrail's height over the nosings: the middle of the code's 34-38 in. */
const HANDRAIL_IN = (code.handrailMinIn.value + code.handrailMaxIn.value) / 2;
/** The header under long stringers: a doubled 2x8 on 6x6 posts, on 18 in footings (as the order list pours them). */
const HEADER_IN = 7.25;
const SUPPORT_FOOTING_IN = 18;
const SUPPORT_FOOTING_THICK_IN = 7;
/** A post base's standoff. */
const POST_BASE_IN = 1;
/** A 6x6 post's side. */
const POST_IN = 5.5;

const materialOf: Record<MemberKind, MemberMaterial> = {
  board: 'decking',
  tread: 'decking',
  riser: 'decking',
  joist: 'lumber',
  rim: 'lumber',
  ledger: 'lumber',
  beam: 'lumber',
  post: 'lumber',
  header: 'lumber',
  stringer: 'lumber',
  footing: 'concrete',
  pad: 'concrete',
  rail: 'railing',
  baluster: 'railing',
  handrail: 'railing',
  pier: 'concrete',
  guardPost: 'railing',
  brace: 'lumber',
};

/** A rectangle's own axes on the plan: its near corner, the way its length runs and the way its depth runs. */
export interface Site {
  readonly origin: Point;
  readonly along: Point;
  readonly out: Point;
}

const onPlan = (s: Site, a: number, o: number): Point => ({
  x: s.origin.x + s.along.x * a + s.out.x * o,
  y: s.origin.y + s.along.y * a + s.out.y * o,
});
const yawOf = (d: Point) => Math.atan2(d.y, d.x);

interface Piece {
  readonly kind: MemberKind;
  readonly line: LineKey;
  /** Its length runs along the site's length or out along its depth. */
  readonly axis: 'along' | 'out';
  /** Feet on the site: its center. */
  readonly a: number;
  readonly o: number;
  readonly z: number;
  /** Inches. */
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly pitch?: number;
}

/** A member from a piece laid out on a site. */
function member(s: Site, p: Piece): Member {
  const {x, y} = onPlan(s, p.a, p.o);
  return {
    kind: p.kind,
    shape: p.kind === 'footing' ? 'round' : 'box',
    size: {length: p.length, width: p.width, height: p.height},
    at: {x, y, z: p.z},
    yaw: yawOf(p.axis === 'along' ? s.along : s.out),
    pitch: p.pitch ?? 0,
    material: materialOf[p.kind],
    line: p.line,
  };
}

/** The center's z of something `heightIn` tall whose top is at `top` (feet). */
const hung = (top: number, heightIn: number) => top - (heightIn * IN) / 2;
const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

/** A member's own axes, unit vectors: its length, its width and its height. */
export function memberAxes(m: Member): [Vec3, Vec3, Vec3] {
  const [cy, sy, cp, sp] = [Math.cos(m.yaw), Math.sin(m.yaw), Math.cos(m.pitch), Math.sin(m.pitch)];
  return [
    {x: cy * cp, y: sy * cp, z: -sp},
    {x: -sy, y: cy, z: 0},
    {x: cy * sp, y: sy * sp, z: cp},
  ];
}

/** The eight corners of a member's box (a round one's bounding box), feet. */
export function memberCorners(m: Member): Vec3[] {
  const [u, v, w] = memberAxes(m);
  const half = [m.size.length / 2, m.size.width / 2, m.size.height / 2].map((h) => h * IN);
  const corners: Vec3[] = [];
  for (const i of [-1, 1])
    for (const j of [-1, 1])
      for (const k of [-1, 1]) {
        const [a, b, c] = [i * half[0], j * half[1], k * half[2]];
        corners.push({
          x: m.at.x + u.x * a + v.x * b + w.x * c,
          y: m.at.y + u.y * a + v.y * b + w.y * c,
          z: m.at.z + u.z * a + v.z * b + w.z * c,
        });
      }
  return corners;
}

/** The ground's height (z) on the plan at y feet out from the house: the section's ground line, level past the deck. */
export function groundZ(plan: Plan): (y: number) => number {
  const pts = plan.section.ground.points;
  return (y) => {
    const i = pts.findIndex((p) => p.x >= y);
    if (i <= 0) return pts[Math.max(0, i)].y;
    const [a, b] = [pts[i - 1], pts[i]];
    return b.x - a.x < EPS ? b.y : a.y + ((b.y - a.y) * (y - a.x)) / (b.x - a.x);
  };
}

/** One rectangle's frame where it stands: a deck level or a landing. */
interface Frame {
  readonly site: Site;
  readonly lengthFt: number;
  readonly depthFt: number;
  /** The walking surface's z. */
  readonly floorZ: number;
  readonly framing: Framing;
  /** Each joist's place along the length, each beam line's out along the depth, feet. */
  readonly joistsAt: readonly number[];
  readonly beamsAt: readonly number[];
  /** The takeoff line of each member: 'joists' → 'level:2 joists' or 'landing:0'. */
  readonly line: (name: string) => LineKey;
  readonly ground: (y: number) => number;
  /** Deck boards' rows across the depth. */
  readonly rows: number;
}

const joistTop = (f: Frame) => f.floorZ - DECKING_THICKNESS_IN * IN;
const beamWidthIn = (f: Frame) => Number(f.framing.beams.size[0]) * PLY_IN;
/** Each beam line's center out along the depth, kept within the frame (a line at an edge stands inside it). */
const beamCenters = (f: Frame) =>
  f.beamsAt.map((o) => clamp(o, (beamWidthIn(f) * IN) / 2, f.depthFt - (beamWidthIn(f) * IN) / 2));

/** Where the joists end at each side: a ledger's or rim's face, or a flush beam standing at that edge. */
function joistEnds(f: Frame): {from: number; to: number; rimHouse: boolean; rimFar: boolean} {
  const {beams, ledger} = f.framing;
  const beamAt = (o: number) => beams.flush && f.beamsAt.some((b) => Math.abs(b - o) < EPS);
  const [house, far] = [beamAt(0), beamAt(f.depthFt)];
  return {
    from: (house ? beamWidthIn(f) : PLY_IN) * IN,
    to: f.depthFt - (far ? beamWidthIn(f) : PLY_IN) * IN,
    rimHouse: !ledger && !house,
    rimFar: !far,
  };
}

/** Joists at their places, the rims across their ends and the ledger along the house. */
function joistMembers(f: Frame): Member[] {
  const {joists, ledger} = f.framing;
  const depthIn = actualDepthIn[joists.size];
  const z = hung(joistTop(f), depthIn);
  const ends = joistEnds(f);
  const half = (PLY_IN * IN) / 2;
  const out: Member[] = f.joistsAt.map((a) =>
    member(f.site, {
      kind: 'joist',
      line: f.line('joists'),
      axis: 'out',
      a: clamp(a, half, f.lengthFt - half),
      o: (ends.from + ends.to) / 2,
      z,
      length: (ends.to - ends.from) / IN,
      width: PLY_IN,
      height: depthIn,
    }),
  );
  const band = (kind: MemberKind, name: string, o: number, size = depthIn) =>
    member(f.site, {
      kind,
      line: f.line(name),
      axis: 'along',
      a: f.lengthFt / 2,
      o,
      z: hung(joistTop(f), size),
      length: f.lengthFt / IN,
      width: PLY_IN,
      height: size,
    });
  if (ends.rimFar) out.push(band('rim', 'joists', f.depthFt - half));
  if (ends.rimHouse) out.push(band('rim', 'joists', half));
  if (ledger) out.push(band('ledger', 'ledger', half, actualDepthIn[ledger.size]));
  return out;
}

/** The beam's top: under the joists (dropped), or level with them (flush: the joists hang from its side). */
const beamTop = (f: Frame) => joistTop(f) - (f.framing.beams.flush ? 0 : actualDepthIn[f.framing.joists.size] * IN);
const beamDepthIn = (f: Frame) => actualDepthIn[beamPly(f.framing.beams.size)];

/** Each beam line's plies side by side, the length of the frame. */
function beamMembers(f: Frame): Member[] {
  const plies = Number(f.framing.beams.size[0]);
  const z = hung(beamTop(f), beamDepthIn(f));
  return beamCenters(f).flatMap((center) =>
    Array.from({length: plies}, (_, i) =>
      member(f.site, {
        kind: 'beam',
        line: f.line('beams'),
        axis: 'along',
        a: f.lengthFt / 2,
        o: center + ((i + 0.5) * PLY_IN - beamWidthIn(f) / 2) * IN,
        z,
        length: f.lengthFt / IN,
        width: PLY_IN,
        height: beamDepthIn(f),
      }),
    ),
  );
}

/** A pier's diameter: the 12 in tube form the order list pours it in (or the footing's own, where that is less). */
const PIER_IN = 12;
/** A post base's standoff: the pier's top stands 2 in above the ground. */
const PIER_ABOVE_IN = 2;

/**
 * Each row's posts: on a footing whose bottom is its own depth below the ground where it stands (deeper near the
 * house or on a steep slope), a pier from it up to 2 in above the ground, and the post from there to the beam; a row
 * too low for posts has its piers poured up to the beam instead.
 */
function postMembers(f: Frame): Member[] {
  const {posts, footings, beams} = f.framing;
  const centers = beamCenters(f);
  const bottom = beamTop(f) - beamDepthIn(f) * IN;
  const perRow = posts.rows[0]?.count ?? 0;
  return posts.rows.flatMap((row, r) =>
    Array.from({length: row.count}, (_, i) => {
      const [a, o] = [clamp(i * beams.postSpacingFt, (POST_IN * IN) / 2, f.lengthFt - (POST_IN * IN) / 2), centers[r]];
      const ground = f.ground(onPlan(f.site, a, o).y);
      const depthIn = footings.depthsIn[r * perRow + i] ?? footings.depthIn;
      const padTop = ground - (depthIn - footings.thicknessIn) * IN;
      const pierTop = row.onFootings ? bottom : ground + PIER_ABOVE_IN * IN;
      const at = {a, o, axis: 'along' as const, line: f.line('footings')};
      const round = Math.min(PIER_IN, footings.roundIn);
      const concrete = [
        member(f.site, {
          ...at,
          kind: 'footing',
          z: hung(padTop, footings.thicknessIn),
          length: footings.roundIn,
          width: footings.roundIn,
          height: footings.thicknessIn,
        }),
        member(f.site, {
          ...at,
          kind: 'pier',
          z: hung(pierTop, (pierTop - padTop) / IN),
          length: round,
          width: round,
          height: (pierTop - padTop) / IN,
        }),
      ];
      if (row.onFootings) return concrete;
      const heightIn = (bottom - pierTop) / IN;
      const post = {...at, kind: 'post' as const, line: f.line('posts'), z: hung(bottom, heightIn)};
      return [member(f.site, {...post, length: POST_IN, width: POST_IN, height: heightIn}), ...concrete];
    }).flat(),
  );
}

/**
 * Knee braces at the frame's corner posts, from the plan's drawing: 2x6s at 45 degrees from a post up to the beam's
 * underside (along the beam) or the joists' (across it, on a freestanding frame), their legs the plan's.
 */
function braceMembers(f: Frame, braces: readonly Run[]): Member[] {
  const legFt = f.framing.braces.legIn * IN;
  const beamUnder = beamTop(f) - beamDepthIn(f) * IN;
  return braces.map((b) => {
    const dir = {x: (b.to.x - b.from.x) / legFt, y: (b.to.y - b.from.y) / legFt};
    const alongBeam = Math.abs(dir.x * f.site.along.x + dir.y * f.site.along.y) > 0.5;
    const top = alongBeam || f.framing.beams.flush ? beamUnder : beamTop(f);
    return {
      kind: 'brace',
      shape: 'box',
      size: {length: legFt * Math.SQRT2 * 12, width: PLY_IN, height: 5.5},
      at: {x: b.from.x + (dir.x * legFt) / 2, y: b.from.y + (dir.y * legFt) / 2, z: top - legFt / 2},
      yaw: Math.atan2(dir.y, dir.x),
      pitch: -Math.PI / 4,
      material: materialOf.brace,
      line: f.line('braces'),
    } satisfies Member;
  });
}

/** The deck boards: rows across the joists, the length of the frame, spread evenly over its depth. */
function boardMembers(f: Frame): Member[] {
  const pitch = f.depthFt / f.rows;
  return Array.from({length: f.rows}, (_, i) =>
    member(f.site, {
      kind: 'board',
      line: f.line('decking'),
      axis: 'along',
      a: f.lengthFt / 2,
      o: (i + 0.5) * pitch,
      z: hung(f.floorZ, DECKING_THICKNESS_IN),
      length: f.lengthFt / IN,
      width: Math.min(BOARD_WIDTH_IN, pitch / IN - BOARD_GAP_IN),
      height: DECKING_THICKNESS_IN,
    }),
  );
}

const frameMembers = (f: Frame): Member[] => [
  ...boardMembers(f),
  ...joistMembers(f),
  ...beamMembers(f),
  ...postMembers(f),
];

/** The level's members: 'joists' on the first level, 'level:2 joists' on the second. */
function levelMembers(plan: Plan): Member[] {
  const ground = groundZ(plan);
  return plan.levels.flatMap((level, i) => {
    const {rect} = level;
    const drawn = plan.drawing.levels[i];
    const frame: Frame = {
      site: {origin: {x: rect.x, y: rect.y}, along: {x: 1, y: 0}, out: {x: 0, y: 1}},
      lengthFt: rect.w,
      depthFt: rect.h,
      floorZ: plan.section.floors[i].at,
      framing: level.framing,
      joistsAt: drawn.joistsFt.map((x) => x - rect.x),
      beamsAt: drawn.beamsFt.map((y) => y - rect.y),
      line: (name) => (i === 0 ? name : `level:${level.index} ${name}`),
      ground,
      rows: level.decking.rows,
    };
    return [...frameMembers(frame), ...braceMembers(frame, drawn.braces)];
  });
}

/** A run of steps on a site: risers down from zTop, treads between them, the stringers under them. */
interface Steps {
  readonly risers: number;
  readonly riserIn: number;
  readonly widthFt: number;
  readonly zTop: number;
  readonly stringers: number;
  readonly closed: boolean;
  readonly line: {readonly treads: LineKey; readonly risers: LineKey; readonly stringers: LineKey};
}

const TREAD_FT = PLANNED_TREAD_IN * IN;

/**
 * The stringers' geometry: the line through the notches' inside corners (where each tread board bears), falling a
 * riser a tread, and the 2x12's wood left below it (throatIn), whose underside is this far below that line.
 */
function stringerLine(s: Steps) {
  const rootTop = s.zTop - (s.riserIn + DECKING_THICKNESS_IN) * IN;
  const slope = s.riserIn / PLANNED_TREAD_IN;
  const throat = throatIn(s.riserIn);
  const below = (throat * IN * Math.hypot(s.riserIn, PLANNED_TREAD_IN)) / PLANNED_TREAD_IN;
  return {rootTop, slope, throat, underside: (o: number) => rootTop - o * slope - below};
}

/**
 * Each stringer: the notched 2x12 drawn as the wood below its notches (the treads rest on the notches), from the
 * deck's edge down to where its underside meets the floor it ends on, cut level there. A single riser has no
 * notches: a block under the edge.
 */
function stringerMembers(site: Site, s: Steps): Member[] {
  const {rootTop, throat} = stringerLine(s);
  const [R, T] = [s.riserIn, PLANNED_TREAD_IN];
  const L = Math.hypot(R, T);
  const zBase = s.zTop - s.risers * R * IN;
  // Arc length along the notch line to where the box's lower corner reaches the floor below.
  const endIn = (((rootTop - zBase) / IN - (throat * T) / L) * L) / R;
  // Its top end starts where the box's underside meets the deck's edge: nothing reaches back under the rim.
  const startIn = (throat * R) / T;
  const at = (j: number) => (PLY_IN / 2) * IN + (j * (s.widthFt - PLY_IN * IN)) / Math.max(1, s.stringers - 1);
  return Array.from({length: s.stringers}, (_, j) => {
    const base = {kind: 'stringer' as const, line: s.line.stringers, axis: 'out' as const, a: at(j), width: PLY_IN};
    if (endIn - startIn < PLANNED_TREAD_IN) {
      // One or two risers: too short to notch, a block under the tread (or the deck's edge), standing on the floor.
      const [length, height] = [Math.max(3, (s.risers - 1) * T), R - DECKING_THICKNESS_IN];
      return member(site, {...base, o: (length / 2) * IN, z: zBase + (height * IN) / 2, length, height});
    }
    const mid = (startIn + endIn) / 2;
    return member(site, {
      ...base,
      o: ((mid * T) / L - ((throat / 2) * R) / L) * IN,
      z: rootTop - ((mid * R) / L) * IN - ((throat / 2) * T * IN) / L,
      length: endIn - startIn,
      height: throat,
      pitch: Math.atan2(R, T),
    });
  });
}

/** Treads (two boards each), closed risers (one board each, standing on the tread below) and the stringers. */
function stepMembers(site: Site, s: Steps): Member[] {
  const R = s.riserIn * IN;
  const boardIn = PLANNED_TREAD_IN / 2 - BOARD_GAP_IN;
  const across = {axis: 'along' as const, a: s.widthFt / 2, length: s.widthFt / IN};
  const treads = Array.from({length: Math.max(0, s.risers - 1)}, (_, i) =>
    [0.25, 0.75].map((part) =>
      member(site, {
        ...across,
        kind: 'tread',
        line: s.line.treads,
        o: (i + part) * TREAD_FT,
        z: hung(s.zTop - (i + 1) * R, DECKING_THICKNESS_IN),
        width: boardIn,
        height: DECKING_THICKNESS_IN,
      }),
    ),
  ).flat();
  const riserIn = s.riserIn - DECKING_THICKNESS_IN;
  const risers = s.closed
    ? Array.from({length: s.risers}, (_, i) =>
        member(site, {
          ...across,
          kind: 'riser',
          line: s.line.risers,
          o: i * TREAD_FT + (RISER_BOARD_IN / 2) * IN,
          z: s.zTop - (i + 1) * R + (riserIn * IN) / 2,
          width: RISER_BOARD_IN,
          height: riserIn,
        }),
      )
    : [];
  return [...treads, ...risers, ...stringerMembers(site, s)];
}

const outward: Record<Side, Point> = {
  front: {x: 0, y: 1},
  back: {x: 0, y: -1},
  left: {x: -1, y: 0},
  right: {x: 1, y: 0},
};

/** Where the stairs leave the deck, from the drawing's footprint: the middle of its edge at the deck, and its ways. */
export function stairFrame(plan: Plan): null | {at: Point; out: Point; along: Point; widthFt: number; floorZ: number} {
  const {stair} = plan.drawing;
  const {stairs} = plan;
  if (!stair || !stairs) return null;
  const out = outward[stair.side];
  const deep = Math.abs(out.x) * stair.w + Math.abs(out.y) * stair.h;
  const at = {x: stair.x + stair.w / 2 - (out.x * deep) / 2, y: stair.y + stair.h / 2 - (out.y * deep) / 2};
  const floorZ = plan.section.floors[stairs.level - 1].at;
  return {at, out, along: {x: Math.abs(out.y), y: Math.abs(out.x)}, widthFt: stairs.widthFt, floorZ};
}

/** The stair's site from t feet out from the deck's edge: its length across the stair, its depth down the run. */
const stairSite = (f: NonNullable<ReturnType<typeof stairFrame>>, t: number): Site => ({
  origin: {
    x: f.at.x + f.out.x * t - (f.along.x * f.widthFt) / 2,
    y: f.at.y + f.out.y * t - (f.along.y * f.widthFt) / 2,
  },
  along: f.along,
  out: f.out,
});

/**
 * A row of supports under long stringers, `o` feet down the flight: a doubled 2x8 header across under the stringers,
 * on a 6x6 post at each side as tall as the plan cuts it (postIn), on the order list's 18 in footing and pier; where no
 * post fits (under 8 in), the pier rises to the header's post base.
 */
function supportMembers(
  site: Site,
  s: Steps,
  o: number,
  ground: (y: number) => number,
  depthIn: number,
  postIn: number,
): Member[] {
  const hasPost = postIn >= MIN_POST_IN;
  const sides = [POST_IN / 2, s.widthFt / IN - POST_IN / 2].map((aIn) => ({
    aIn,
    g: ground(onPlan(site, aIn * IN, o).y),
  }));
  const baseZ = Math.max(...sides.map((p) => p.g)) + (hasPost ? PIER_ABOVE_IN : Math.max(postIn, PIER_ABOVE_IN)) * IN;
  const headerBottom = baseZ + (POST_BASE_IN + (hasPost ? postIn : 0)) * IN;
  const header = [-0.5, 0.5].map((side) =>
    member(site, {
      kind: 'header',
      line: 'stringers',
      axis: 'along',
      a: s.widthFt / 2,
      o: o + side * PLY_IN * IN,
      z: headerBottom + (HEADER_IN * IN) / 2,
      length: s.widthFt / IN,
      width: PLY_IN,
      height: HEADER_IN,
    }),
  );
  const posts = sides.flatMap(({aIn, g}) => {
    const at = {line: 'stringers', axis: 'along' as const, a: aIn * IN, o};
    const padTop = g - (depthIn - SUPPORT_FOOTING_THICK_IN) * IN;
    const pierIn = (baseZ - padTop) / IN;
    const concrete = [
      member(site, {
        ...at,
        kind: 'footing',
        z: hung(padTop, SUPPORT_FOOTING_THICK_IN),
        length: SUPPORT_FOOTING_IN,
        width: SUPPORT_FOOTING_IN,
        height: SUPPORT_FOOTING_THICK_IN,
      }),
      member(site, {...at, kind: 'pier', z: hung(baseZ, pierIn), length: PIER_IN, width: PIER_IN, height: pierIn}),
    ];
    const postTop = headerBottom;
    const post = member(site, {
      ...at,
      kind: 'post',
      z: (postTop + baseZ + POST_BASE_IN * IN) / 2,
      length: POST_IN,
      width: POST_IN,
      height: (postTop - baseZ) / IN - POST_BASE_IN,
    });
    return hasPost ? [post, ...concrete] : concrete;
  });
  return [...header, ...posts];
}

/** Each landing framed as the small freestanding deck it is, at its floor. */
function landingFrame(plan: Plan, i: number, site: Site, floorZ: number): Member[] {
  const landing = plan.stairs!.landings[i];
  const {framing} = landing;
  const frame: Frame = {
    site,
    lengthFt: landing.widthFt,
    depthFt: landing.depthFt,
    floorZ,
    framing,
    // The plan keeps a landing's joist places and beam lines in its engine: the same rule, worked here again.
    joistsAt: joistPositionsFt(landing.widthFt, framing.joists.spacingIn),
    beamsAt: framing.beams.lines === 2 ? [0, framing.beams.outFt] : [framing.beams.outFt],
    line: () => `landing:${i}`,
    ground: groundZ(plan),
    rows: Math.ceil((landing.depthFt * 12) / (BOARD_WIDTH_IN + BOARD_GAP_IN) - EPS),
  };
  // Its four corner posts braced both ways, as its takeoff counts them (the drawing places the levels' only).
  const leg = framing.braces.legIn * IN;
  const corners =
    framing.braces.along > 0 ? frame.beamsAt.flatMap((o) => [0, landing.widthFt].map((a) => ({a, o}))) : [];
  const braces = corners.flatMap(({a, o}) => {
    const [alongBy, outBy] = [a > 0 ? -leg : leg, o > 0 ? -leg : leg];
    const from = onPlan(site, a, o);
    return [
      {from, to: onPlan(site, a + alongBy, o)},
      ...(framing.braces.across > 0 ? [{from, to: onPlan(site, a, o + outBy)}] : []),
    ];
  });
  return [...frameMembers(frame), ...braceMembers(frame, braces)];
}

/** The stairs: each flight's treads, risers, stringers and supports, the landings between, and the pad at the foot. */
function stairMembers(plan: Plan): Member[] {
  const frame = stairFrame(plan);
  const stairs = plan.stairs;
  if (!frame || !stairs) return [];
  const ground = groundZ(plan);
  const footingIn = plan.levels[0].framing.footings.depthIn;
  const out: Member[] = [];
  let [t, z] = [0, frame.floorZ];
  stairs.flights.forEach((flight, i) => {
    const site = stairSite(frame, t);
    const steps: Steps = {
      risers: flight.risers,
      riserIn: stairs.riserIn,
      widthFt: frame.widthFt,
      zTop: z,
      stringers: flight.stringers,
      closed: flight.closedRisers,
      line: {treads: 'stairs', risers: 'risers', stringers: 'stringers'},
    };
    out.push(...stepMembers(site, steps));
    const run = flight.runIn / 12;
    flight.supportPostsIn.forEach((postIn, k) =>
      out.push(...supportMembers(site, steps, (run * (k + 1)) / (flight.supports + 1), ground, footingIn, postIn)),
    );
    [t, z] = [t + run, z - flight.risers * stairs.riserIn * IN];
    if (i < stairs.landings.length) {
      out.push(...landingFrame(plan, i, stairSite(frame, t), z));
      t += stairs.landings[i].depthFt;
    }
  });
  const pad = stairs.pad;
  const padAt = {axis: 'along' as const, a: frame.widthFt / 2, o: pad.depthFt / 2};
  const padSize = {length: pad.widthFt / IN, width: pad.depthFt / IN, height: pad.thicknessIn};
  out.push(member(stairSite(frame, t), {...padAt, ...padSize, kind: 'pad', line: 'pad', z: hung(z, pad.thicknessIn)}));
  return out;
}

/** A handrail down a run of steps, `a` feet across it, its top the handrail's height over the nosings. */
function handrail(site: Site, s: Steps, a: number, line: LineKey): Member {
  const treads = s.risers - 1;
  const [runIn, dropIn] = [treads * PLANNED_TREAD_IN, treads * s.riserIn];
  return member(site, {
    kind: 'handrail',
    line,
    axis: 'out',
    a,
    o: (runIn / 2) * IN,
    z: s.zTop - (dropIn / 2) * IN + (HANDRAIL_IN - PLY_IN / 2) * IN,
    length: Math.hypot(runIn, dropIn),
    width: PLY_IN,
    height: PLY_IN,
    pitch: Math.atan2(s.riserIn, PLANNED_TREAD_IN),
  });
}

/** The steps between two levels: the whole edge they share, down to the lower level's floor. */
function joinMembers(plan: Plan): Member[] {
  const {join, levels} = plan;
  const shared = join && join.stepsDown > 0 && levels.length > 1 ? sharedRun(levels[0].rect, levels[1].rect) : null;
  if (!join || !shared) return [];
  const [p, q] = shared;
  const widthFt = Math.hypot(q.x - p.x, q.y - p.y);
  const along = {x: (q.x - p.x) / widthFt, y: (q.y - p.y) / widthFt};
  const lower = levels[1].rect;
  const side = {x: -along.y, y: along.x};
  const into = (lower.x + lower.w / 2 - p.x) * side.x + (lower.y + lower.h / 2 - p.y) * side.y > 0 ? 1 : -1;
  const site: Site = {origin: p, along, out: {x: side.x * into, y: side.y * into}};
  const steps: Steps = {
    risers: join.stepsDown,
    riserIn: LEVEL_RISER_IN,
    widthFt,
    zTop: plan.section.floors[0].at,
    stringers: join.stringers,
    closed: true,
    line: {treads: 'steps', risers: 'steps', stringers: 'steps'},
  };
  const rail = join.handrailFt > 0 ? [handrail(site, steps, widthFt - 2 * PLY_IN * IN, 'steps')] : [];
  return [...stepMembers(site, steps), ...rail];
}

/** A guard along a walking line from one point to another: a top and a bottom rail, balusters between. */
function guard(from: Vec3, to: Vec3, heightIn: number, line: LineKey): Member[] {
  const [dx, dy, dz] = [to.x - from.x, to.y - from.y, to.z - from.z];
  const run = Math.hypot(dx, dy);
  const site: Site = {origin: from, along: {x: dx / run, y: dy / run}, out: {x: -dy / run, y: dx / run}};
  const pitch = Math.atan2(-dz, run);
  const zMid = (from.z + to.z) / 2;
  const rail = (z: number) =>
    member(site, {
      kind: 'rail',
      line,
      axis: 'along',
      a: run / 2,
      o: 0,
      z,
      length: Math.hypot(run, dz) / IN,
      width: RAIL.width,
      height: RAIL.height,
      pitch,
    });
  const balusterIn = heightIn - RAIL.bottomIn - 2 * RAIL.height;
  const count = Math.max(0, Math.ceil(run / IN / BALUSTER_PITCH_IN) - 1);
  const balusters = Array.from({length: count}, (_, k) => {
    const a = ((k + 1) * run) / (count + 1);
    const z = from.z + (dz * a) / run + (RAIL.bottomIn + RAIL.height + balusterIn / 2) * IN;
    return member(site, {
      kind: 'baluster',
      line,
      axis: 'along',
      a,
      o: 0,
      z,
      length: BALUSTER_IN,
      width: BALUSTER_IN,
      height: balusterIn,
    });
  });
  return [
    rail(zMid + (heightIn - RAIL.height / 2) * IN),
    rail(zMid + (RAIL.bottomIn + RAIL.height / 2) * IN),
    ...balusters,
  ];
}

const onEdge = (r: Rect, p: Point) => {
  const within = (v: number, lo: number, hi: number) => v > lo - EPS && v < hi + EPS;
  const near = (a: number, b: number) => Math.abs(a - b) < EPS;
  return (
    ((near(p.x, r.x) || near(p.x, r.x + r.w)) && within(p.y, r.y, r.y + r.h)) ||
    ((near(p.y, r.y) || near(p.y, r.y + r.h)) && within(p.x, r.x, r.x + r.w))
  );
};

/** The stair's walking line down its run: each flight's nosings, each landing's floor, t feet out from the deck. */
function stairWalk(plan: Plan, floorZ: number) {
  const stairs = plan.stairs!;
  const parts: {t0: number; t1: number; z: (t: number) => number; landing: boolean}[] = [];
  let [t, z] = [0, floorZ];
  stairs.flights.forEach((flight, i) => {
    const [t0, z0, run] = [t, z, flight.runIn / 12];
    parts.push({t0, t1: t0 + run, z: (at) => z0 - ((at - t0) / TREAD_FT) * stairs.riserIn * IN, landing: false});
    [t, z] = [t + run, z - flight.risers * stairs.riserIn * IN];
    const landing = stairs.landings[i];
    if (landing) {
      const floor = z;
      parts.push({t0: t, t1: t + landing.depthFt, z: () => floor, landing: true});
      t += landing.depthFt;
    }
  });
  return parts;
}

/**
 * The railings, along the drawing's runs until the plan places guard posts: on a level's open edges at its floor,
 * and down the stairs' sides over their nosings (and around a landing), set in over the outer stringers where the
 * stair's posts bolt.
 */
function railingMembers(plan: Plan): Member[] {
  const frame = stairFrame(plan);
  const walk = frame && stairWalk(plan, frame.floorZ);
  const inset = (PLY_IN + STAIR_POST_IN / 2) * IN;
  return plan.drawing.railings.flatMap((run: Run) => {
    const mid = {x: (run.from.x + run.to.x) / 2, y: (run.from.y + run.to.y) / 2};
    if (frame && walk) {
      const local = (p: Point) => {
        const [dx, dy] = [p.x - frame.at.x, p.y - frame.at.y];
        return {t: dx * frame.out.x + dy * frame.out.y, a: dx * frame.along.x + dy * frame.along.y};
      };
      const m = local(mid);
      const part = walk.find((w) => m.t > w.t0 + EPS && m.t < w.t1 - EPS);
      if (part && Math.abs(m.a) <= frame.widthFt / 2 + EPS) {
        const a = Math.sign(m.a) * (frame.widthFt / 2 - inset);
        const point = (p: Point): Vec3 => {
          const {t} = local(p);
          const x = frame.at.x + frame.out.x * t + frame.along.x * a;
          return {x, y: frame.at.y + frame.out.y * t + frame.along.y * a, z: part.z(t)};
        };
        const height = part.landing ? code.guardHeightIn.value : code.stairGuardHeightIn.value;
        return guard(point(run.from), point(run.to), height, 'stair guards');
      }
    }
    const level = Math.max(
      0,
      plan.levels.findIndex((l) => onEdge(l.rect, mid)),
    );
    const z = plan.section.floors[level].at;
    return guard({...run.from, z}, {...run.to, z}, code.guardHeightIn.value, 'railing');
  });
}

/** The stairs' handrail: on each flight of four risers or more, one side, inside the guard. */
function handrailMembers(plan: Plan): Member[] {
  const frame = stairFrame(plan);
  const stairs = plan.stairs;
  if (!frame || !stairs) return [];
  const walk = stairWalk(plan, frame.floorZ).filter((w) => !w.landing);
  return stairs.flights.flatMap((flight, i) => {
    if (flight.risers < code.handrailFromRisers.value) return [];
    const steps: Steps = {
      risers: flight.risers,
      riserIn: stairs.riserIn,
      widthFt: frame.widthFt,
      zTop: walk[i].z(walk[i].t0),
      stringers: 0,
      closed: false,
      line: {treads: 'stairs', risers: 'risers', stringers: 'stringers'},
    };
    const a = frame.widthFt - (PLY_IN + STAIR_POST_IN + PLY_IN) * IN;
    return [handrail(stairSite(frame, walk[i].t0), steps, a, 'handrail')];
  });
}

/** A guard or rail post, a 4x4 from `bottom` to `top` (feet) at a point of the plan. */
const railPost = (p: Point, bottom: number, top: number, line: LineKey): Member => ({
  kind: 'guardPost',
  shape: 'box',
  size: {length: STAIR_POST_IN, width: STAIR_POST_IN, height: (top - bottom) / IN},
  at: {x: p.x, y: p.y, z: (top + bottom) / 2},
  yaw: 0,
  pitch: 0,
  material: materialOf.guardPost,
  line,
});

/**
 * The guard posts the plan places: on the deck's edges, through the rim from the joists' underside to the guard's
 * top; and the stairs' rail posts, bolted inside the stringers from below the nosing line to the handrail's height
 * (a landing's to its guard's).
 */
function guardPostMembers(plan: Plan): Member[] {
  const deck = plan.drawing.guardPosts.map((p) => {
    const level = Math.max(
      0,
      plan.levels.findIndex((l) => onEdge(l.rect, p)),
    );
    const floor = plan.section.floors[level];
    return railPost(p, floor.underFt, floor.at + code.guardHeightIn.value * IN, 'railing');
  });
  const frame = stairFrame(plan);
  if (!frame) return deck;
  const walk = stairWalk(plan, frame.floorZ);
  // The foot's post stops on the pad, where the stringers it is bolted to stand.
  const padTop = frame.floorZ - plan.stairs!.risers * plan.stairs!.riserIn * IN;
  const stairs = plan.drawing.stairRailPosts.map((p) => {
    const t = (p.x - frame.at.x) * frame.out.x + (p.y - frame.at.y) * frame.out.y;
    const part = walk.find((w) => t >= w.t0 - EPS && t <= w.t1 + EPS) ?? walk[walk.length - 1];
    const z = part.z(Math.min(Math.max(t, part.t0), part.t1));
    const top = z + (part.landing ? code.guardHeightIn.value : code.handrailMaxIn.value) * IN;
    return railPost(p, Math.max(z - 11.25 * IN, padTop), top, 'stair guards');
  });
  return [...deck, ...stairs];
}

/**
 * The parts of the model, each a function of the plan. A member kind the plan adds (guard posts, knee braces) is
 * one more function here, built with `member` on a site like the others.
 */
export const modelParts: readonly ((plan: Plan) => Member[])[] = [
  levelMembers,
  stairMembers,
  joinMembers,
  railingMembers,
  handrailMembers,
  guardPostMembers,
];

/** The deck's 3D model: its members, the ground as it falls and the house wall, and the members' extent. */
export function deckModel(plan: Plan): DeckModel {
  const members = modelParts.flatMap((part) => part(plan));
  const min = {x: Infinity, y: Infinity, z: Infinity};
  const max = {x: -Infinity, y: -Infinity, z: -Infinity};
  for (const m of members)
    for (const c of memberCorners(m))
      for (const k of ['x', 'y', 'z'] as const) [min[k], max[k]] = [Math.min(min[k], c[k]), Math.max(max[k], c[k])];
  const ground = groundZ(plan);
  return {
    members,
    ground: {
      from: {x: min.x - 6, y: 0},
      to: {x: max.x + 6, y: Math.max(max.y, 0) + 6},
      zAtHouse: ground(0),
      fall: plan.section.ground.fall,
      levelFrom: plan.section.ground.points[plan.section.ground.points.length - 2]?.x ?? Infinity,
    },
    // A story of wall above the floor, and into the ground below the grade.
    house: {x0: Math.min(min.x, 0) - 4, x1: max.x + 4, zBottom: ground(0) - 1, zTop: max.z + 8},
    decking: plan.input.material,
    min,
    max,
  };
}
