/**
 * The order list: what a builder buys for the plan, every count taken from the plan's own geometry, each line with
 * what sets it (a table, a section, or our practice). Framing by size and stock length, boards by stock length with
 * their waste, concrete in bags, connectors by kind, counted. Not exported from the planner's index: the page loads
 * it in a chunk of its own, below the fold.
 */
import {cites, codeFigures as code, toCheck, type JoistSize} from '../../data/framing';
import type {Material} from '../../data/pricing';
import {BOARD_WIDTH_IN, STOCK_FT, WASTE} from './decking';
import {formatFeet} from './feet';
import {actualDepthIn, beamPly, MIN_POST_IN} from './framing';
import {GUARD_POST_SPACING_FT} from './guards';
import {PAD_GRAVEL_IN, PLANNED_TREAD_IN, STRINGER_DEPTH_IN} from './stairs';
import type {Framing, JoinLine, LevelPlan, OrderGroup, OrderItem, OrderList, Plan, StairLine} from './types';

/** Dimensional lumber comes in even lengths from 8 to 20 ft. */
const LUMBER_FT = [8, 10, 12, 14, 16, 18, 20] as const;
/** Treated 6x6s in the lengths yards commonly stock (longer is often a special order); Table 4 stops at 14 ft. */
const POST_FT = [8, 10, 12, 16] as const;
/** 4x4 rail posts, and the 12 in tube forms piers are poured in, as they are sold. */
const RAIL_POST_FT = [8, 10, 12] as const;
const TUBE_FT = [4, 8, 12] as const;
/** Each cut piece takes this much more of its board: the saw's kerf and a squared end. */
const CUT_IN = 1;
/** An 80 lb bag of concrete mix makes about 0.6 cu ft, as the bags print it; a bag of gravel holds 0.5 cu ft. */
const BAG_CU_FT = 0.6;
const GRAVEL_BAG_CU_FT = 0.5;
/** Practice: a pier stands 2 in above the ground, so the post base sits clear of splash and soil. */
const PIER_ABOVE_IN = 2;
/** Practice: a stair support's footing, the smallest Table 4 prints: 18 in round, 7 in thick. */
const SUPPORT_FOOTING = {roundIn: 18, thicknessIn: 7};
/** Practice: 2x2 balusters 5 in on center leave 3 1/2 in between, under the 4 in ball. */
const BALUSTER_ON_CENTER_IN = 5;
/** Fasteners a connector takes, as common hangers and ties list them (the maker's listing governs). */
const NAILS_PER_HANGER: Readonly<Record<JoistSize, number>> = {'2x6': 8, '2x8': 10, '2x10': 12, '2x12': 14};
const NAILS_PER_TIE = 10;
const NAILS_PER_STRINGER_HANGER = 10;
const EPS = 1e-9;

/** What sets a line: the short name of the table or section, or our practice. */
const SRC = {
  joists: 'DCA 6 Table 2',
  beams: 'DCA 6 Table 3A',
  posts: 'DCA 6 Table 4',
  ledger: 'R507.9.1',
  holdDowns: 'R507.9.2',
  braces: 'DCA 6 Figure 10',
  guardPosts: 'DCA 6 Figures 24 and 25',
  guards: 'R312.1',
  handrail: 'R311.7.8',
  handrailEnds: 'R311.7.8.4',
  stairs: 'R311.7.5',
  stringers: 'DCA 6 Figure 28',
  pad: 'R311.7.6',
  flashing: 'R703.4',
  practice: 'practice',
  maker: 'the maker’s listing',
} as const;

/** The shortest stock a piece is cut from (the longest, in as few pieces as it takes, past 20 ft). */
export const lumberFt = (pieceFt: number): number => LUMBER_FT.find((l) => l >= pieceFt - EPS) ?? 20;

/** How many stock boards give `pieces` cut pieces `pieceFt` long, choosing the stock that wastes least. */
function boardsFor(pieces: number, pieceFt: number, stocks: readonly number[]): {boards: number; stockFt: number} {
  let best = {boards: Infinity, stockFt: stocks[0], waste: Infinity};
  for (const stockFt of stocks) {
    const perBoard = Math.floor(stockFt / (pieceFt + CUT_IN / 12) + EPS);
    if (perBoard < 1) continue;
    const boards = Math.ceil(pieces / perBoard - EPS);
    const waste = boards * stockFt - pieces * pieceFt;
    if (waste < best.waste - EPS) best = {boards, stockFt, waste};
  }
  return best.boards === Infinity ? {boards: pieces, stockFt: stocks[stocks.length - 1]} : best;
}

/** A beam line's plies in pieces that break over posts: as many bays as 20 ft stock reaches, again and again. */
function beamPieces(lengthFt: number, bayFt: number): number[] {
  const perPiece = Math.max(1, Math.floor(20 / bayFt + EPS));
  const pieces: number[] = [];
  for (let left = lengthFt; left > EPS; left -= perPiece * bayFt)
    pieces.push(lumberFt(Math.min(left, perPiece * bayFt)));
  return pieces;
}

/** Adds the counts of lines alike (item, stock and where) together, first seen first; drops what counts none. */
function tally(items: OrderItem[]): OrderItem[] {
  const byKey = new Map<string, OrderItem>();
  for (const item of items.filter((i) => i.count > 0)) {
    const key = `${item.item}|${item.stockFt}|${item.note}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? {...seen, count: seen.count + item.count} : item);
  }
  return [...byKey.values()];
}

const each = (count: number, item: string, note: string, source: string): OrderItem => ({
  count,
  item,
  stockFt: null,
  note,
  source,
});

/** Pieces of one length cut from stock, as many from a board (or a tube form) as fit. */
function cut(
  count: number,
  item: string,
  pieceFt: number,
  stocks: readonly number[],
  where: string,
  source: string,
  unit = 'board',
): OrderItem {
  const {boards, stockFt} = boardsFor(count, pieceFt, stocks);
  const from = Math.round(count / Math.max(1, boards));
  return {
    count: boards,
    item,
    stockFt,
    note: `${where}: ${count} cut to about ${formatFeet(pieceFt)}${from > 1 ? `, ${from} from a ${unit}` : ''}`,
    source,
  };
}

/** A frame's standing posts by height, to the 1/8 in: rows alike (both edges of a landing) are cut from one order. */
function postsByHeight(rows: readonly {count: number; heightFt: number}[]): [number, number][] {
  const byHeight = new Map<number, [number, number]>();
  for (const r of rows) {
    const eighths = Math.round(r.heightFt * 96);
    byHeight.set(eighths, [r.heightFt, (byHeight.get(eighths)?.[1] ?? 0) + r.count]);
  }
  return [...byHeight.values()];
}

/** One frame's lumber: joists, rims, blocking over a dropped beam, beams, posts, the ledger and the knee braces. */
function frameLumber(f: Framing, where: string): OrderItem[] {
  const {joists, beams, posts, ledger, braces} = f;
  const piece = (count: number, item: string, pieceFt: number, note: string, source: string): OrderItem => ({
    count,
    item,
    stockFt: lumberFt(pieceFt),
    note,
    source,
  });
  const rims = beams.flush ? 0 : ledger ? 1 : 2;
  const blocking = boardsFor((beams.flush ? 0 : joists.count - 1) * beams.lines, (joists.spacingIn - 1.5) / 12, [12]);
  const plies = Number(beams.size[0]);
  return [
    piece(joists.count, `${joists.size} joists, UC4A`, joists.lengthFt, where, SRC.joists),
    ...beamPieces(beams.lengthFt, 20).map((stock) =>
      piece(rims, `${joists.size} rim joists, UC4A`, stock, `${where}: the band across the joists' ends`, SRC.joists),
    ),
    {
      count: blocking.boards,
      item: `${joists.size} blocking, UC4A`,
      stockFt: 12,
      note: `${where}: between the joists over each beam`,
      source: SRC.practice,
    },
    ...beamPieces(beams.lengthFt, beams.postSpacingFt).map((stock) =>
      piece(
        plies * beams.lines,
        `${beamPly(beams.size)} beam plies, UC4A`,
        stock,
        `${where}: ${beams.size}, joints over posts`,
        SRC.beams,
      ),
    ),
    ...postsByHeight(posts.rows.filter((r) => !r.onFootings)).map(([heightFt, count]) =>
      cut(count, '6x6 posts, UC4B', heightFt, POST_FT, where, SRC.posts),
    ),
    ...(ledger
      ? beamPieces(ledger.lengthFt, 20).map((stock) =>
          piece(1, `${ledger.size} ledger, UC4A`, stock, `${where}: along the house`, SRC.ledger),
        )
      : []),
    cut(
      braces.along + braces.across,
      '2x6 knee braces, UC4A',
      (braces.lengthIn + 3) / 12,
      LUMBER_FT,
      where,
      SRC.braces,
    ),
  ];
}

/** The guard and rail posts: 4x4s through the rim or inside the stringers, the blocking a deck post's hold-down needs. */
function railPostLumber(plan: Plan): OrderItem[] {
  const deepest = Math.max(...plan.levels.map((l) => actualDepthIn[l.framing.joists.size]));
  const {deck, stairs} = plan.guardPosts;
  const spacingIn = Math.min(...plan.levels.map((l) => l.framing.joists.spacingIn));
  const deckPostFt = (code.guardHeightIn.value + 1 + deepest) / 12;
  const stairPostFt = (code.handrailMaxIn.value + STRINGER_DEPTH_IN + 2) / 12;
  const blocks = boardsFor(deck * 2, (spacingIn - 1.5) / 12, [12]);
  return [
    cut(deck, '4x4 guard posts, UC4B', deckPostFt, RAIL_POST_FT, 'deck edges, through the rim', SRC.guardPosts),
    {
      count: blocks.boards,
      item: `2x${deepest === actualDepthIn['2x12'] ? 12 : deepest === actualDepthIn['2x10'] ? 10 : 8} blocking, UC4A`,
      stockFt: 12,
      note: 'two at each guard post, for its hold-down',
      source: SRC.guardPosts,
    },
    cut(stairs, '4x4 rail posts, UC4B', stairPostFt, RAIL_POST_FT, 'stairs, inside the stringers', SRC.guards),
  ];
}

/** One frame's connectors, by kind: hangers where joists end in a ledger or a flush beam, ties where they rest on one. */
function frameConnectors(f: Framing, where: string): OrderItem[] {
  const {joists, beams, posts, ledger, braces} = f;
  const standing = posts.rows.filter((r) => !r.onFootings).reduce((n, r) => n + r.count, 0);
  const hangers = joists.count * ((ledger ? 1 : 0) + (beams.flush ? beams.lines : 0));
  const ties = beams.flush ? 0 : joists.count * beams.lines;
  return [
    each(hangers, `${joists.size} joist hangers`, where, SRC.joists),
    each(ties, 'hurricane ties, joist to beam', where, SRC.practice),
    each(
      hangers * NAILS_PER_HANGER[joists.size] + ties * NAILS_PER_TIE,
      'connector nails (10d x 1 1/2 in), or the structural screws their maker lists',
      `${where}: every hole of each hanger and tie`,
      SRC.maker,
    ),
    each(posts.count, '6x6 post bases, standoff', `${where}: one on each footing`, SRC.posts),
    each(posts.count, '1/2 in anchor bolts', `${where}: one a post base, set in the pier`, SRC.maker),
    each(standing, `6x6 post caps for a ${beams.size} beam`, where, SRC.posts),
    each(
      ledger ? ledger.holdDowns : 0,
      `lateral load hold-downs, ${toCheck.holdDowns.ratingLb.toLocaleString('en-US')} lb`,
      `${where}: one within 24 in of each end`,
      SRC.holdDowns,
    ),
    each(
      ledger ? ledger.bolts : 0,
      '1/2 in through-bolts with washers',
      `${where}: the ledger, ${ledger?.boltSpacingIn} in apart`,
      SRC.ledger,
    ),
    // IRC R703.4 asks for flashing where a deck meets the wall: over the ledger, keeping water off the house's band
    // joist. Sold by the foot.
    each(
      ledger ? Math.ceil(ledger.lengthFt - EPS) : 0,
      'ft of ledger flashing',
      `${where}: over the ledger, behind the siding`,
      SRC.flashing,
    ),
    each(
      (braces.along + braces.across) * 2,
      '1/2 in through-bolts with washers',
      `${where}: the knee braces, one at each end`,
      SRC.braces,
    ),
  ];
}

/** Concrete in one footing: its Table 4 pad, and a pier in a tube form up to 2 in above the ground (or to the beam). */
const footingCuFt = (roundIn: number, thicknessIn: number, pierIn: number, pierFt: number): number =>
  Math.PI * (roundIn / 24) ** 2 * (thicknessIn / 12) + Math.PI * (pierIn / 24) ** 2 * pierFt;

/** Each footing's pier, in feet: from its pad up to 2 in above the ground, or up to a beam that sits on it. */
function piersOf(f: Framing, depths: readonly number[]): number[] {
  const above = f.posts.rows.filter((r) => r.onFootings).map((r) => r.heightFt);
  const lift = above.length > 0 ? Math.max(...above) : PIER_ABOVE_IN / 12;
  return depths.map((d) => Math.max(0, (d - f.footings.thicknessIn) / 12 + lift));
}

/** Concrete, the tube forms it is poured in, and the gravel under the pad. */
function concrete(frames: readonly Framing[], stairs: StairLine | null): OrderItem[] {
  // A support row's two footings: where no post fits under its header, the pier rises to the header's post base.
  const supports = (stairs?.flights ?? []).flatMap((f) => f.supportPostsIn).flatMap((h) => [h, h]);
  const least = frames[0].footings.depthIn;
  const supportAboveIn = (h: number) => (h < MIN_POST_IN ? Math.max(h, PIER_ABOVE_IN) : PIER_ABOVE_IN);
  const piers = [
    ...frames.flatMap((f) => piersOf(f, f.footings.depthsIn).map((ft) => ({f: f.footings, ft}))),
    ...supports.map((h) => ({
      f: {...SUPPORT_FOOTING, pierIn: 12},
      ft: (least - SUPPORT_FOOTING.thicknessIn + supportAboveIn(h)) / 12,
    })),
  ];
  const footingsCuFt = piers.reduce((n, p) => n + footingCuFt(p.f.roundIn, p.f.thicknessIn, p.f.pierIn, p.ft), 0);
  const padCuFt = stairs ? stairs.pad.widthFt * stairs.pad.depthFt * (stairs.pad.thicknessIn / 12) : 0;
  const bags = (cuFt: number) => Math.ceil((cuFt * (1 + WASTE)) / BAG_CU_FT - EPS);
  const tubes = new Map<number, number>();
  // Piers alike to the inch are cut from one order of forms.
  for (const p of piers) {
    const inches = Math.max(6, Math.ceil(p.ft * 12 - EPS));
    tubes.set(inches / 12, (tubes.get(inches / 12) ?? 0) + 1);
  }
  const gravelCuFt = stairs ? stairs.pad.widthFt * stairs.pad.depthFt * (PAD_GRAVEL_IN / 12) : 0;
  return tally([
    each(
      bags(footingsCuFt),
      '80 lb bags of concrete mix',
      `the footings and their piers: ${footingsCuFt.toFixed(1)} cu ft, ${Math.round(WASTE * 100)}% over`,
      SRC.posts,
    ),
    ...[...tubes].map(([ft, count]) => cut(count, '12 in tube forms', ft, TUBE_FT, 'the piers', SRC.practice, 'form')),
    each(
      bags(padCuFt),
      '80 lb bags of concrete mix',
      `the pad at the foot of the stairs: ${padCuFt.toFixed(1)} cu ft, ${Math.round(WASTE * 100)}% over`,
      SRC.pad,
    ),
    each(
      Math.ceil((gravelCuFt * (1 + WASTE)) / GRAVEL_BAG_CU_FT - EPS),
      '0.5 cu ft bags of gravel',
      `${PAD_GRAVEL_IN} in under the pad`,
      SRC.practice,
    ),
  ]);
}

/** Support rows under the stringers: posts where there is room under the header, the header on post bases where not. */
function supportRows(flights: StairLine['flights']): {posts: number[]; low: number} {
  const all = flights.flatMap((f) => f.supportPostsIn);
  return {
    posts: all.filter((h) => h >= MIN_POST_IN).map((h) => h / 12),
    low: all.filter((h) => h < MIN_POST_IN).length,
  };
}

/** The stairs' and the steps' framing: stringers, support posts and headers. */
function stairLumber(stairs: StairLine | null, join: JoinLine | null): OrderItem[] {
  const flights = stairs?.flights ?? [];
  const rows = flights.reduce((n, f) => n + f.supports, 0);
  const {posts} = supportRows(flights);
  const header = boardsFor(rows * 2, stairs?.widthFt ?? 1, LUMBER_FT);
  // The steps' stringers are short: the slope's length plus a tread's worth for the cuts at each end.
  const stepsFt = join ? Math.hypot(join.stepsDown * join.riserIn, join.stepsDown * PLANNED_TREAD_IN) / 12 : 1;
  return [
    ...flights.map((f) => ({
      count: f.stringers,
      item: '2x12 stringers, UC4A',
      stockFt: lumberFt(f.stringerIn / 12 + 1),
      note: 'cut stringers',
      source: SRC.stringers,
    })),
    ...(join && join.stringers > 0
      ? [cut(join.stringers, '2x12 stringers, UC4A', stepsFt, LUMBER_FT, 'the steps between the levels', SRC.stringers)]
      : []),
    ...postsByHeight(posts.map((heightFt) => ({count: 2, heightFt}))).map(([heightFt, count]) =>
      cut(count, '6x6 posts, UC4B', heightFt, POST_FT, 'under the stringers’ headers', SRC.stringers),
    ),
    ...(rows > 0
      ? [
          {
            count: header.boards,
            item: '2x8 headers, UC4A',
            stockFt: header.stockFt,
            note: 'doubled, under the stringers',
            source: SRC.stringers,
          },
        ]
      : []),
  ];
}

/** The boards of the stairs and the steps between levels: treads two a tread, riser boards where risers are closed. */
function stairBoards(stairs: StairLine | null, join: JoinLine | null, material: Material): OrderItem[] {
  const wood = material !== 'composite' && material !== 'pvc';
  const tread = boardsFor(stairs?.treadBoards ?? 0, stairs?.widthFt ?? 1, STOCK_FT);
  const steps = boardsFor(join?.treadBoards ?? 0, join?.lengthFt ?? 1, STOCK_FT);
  const riserName = wood ? '1x8 riser boards' : 'riser boards';
  const risers = boardsFor(stairs?.riserBoards ?? 0, stairs?.widthFt ?? 1, [12]);
  const joinRisers = boardsFor(join?.riserBoards ?? 0, join?.lengthFt ?? 1, [12]);
  const waste = (n: number) => Math.ceil(n * (1 + WASTE) - EPS);
  return [
    {
      count: waste(tread.boards),
      item: 'tread boards',
      stockFt: tread.stockFt,
      note: `two a tread, ${Math.round(WASTE * 100)}% over`,
      source: SRC.stairs,
    },
    {
      count: waste(steps.boards),
      item: 'tread boards',
      stockFt: steps.stockFt,
      note: 'the steps between the levels',
      source: SRC.stairs,
    },
    {count: waste(risers.boards), item: riserName, stockFt: 12, note: 'one a closed riser', source: SRC.stairs},
    {
      count: waste(joinRisers.boards),
      item: riserName,
      stockFt: 12,
      note: 'the steps between the levels',
      source: SRC.stairs,
    },
  ];
}

/** Fastening the boards: screws for wood, hidden clips for composite and PVC, two face screws a tread at each stringer. */
function deckFasteners(plan: Plan, material: Material): OrderItem[] {
  const wood = material !== 'composite' && material !== 'pvc';
  const crossings = plan.levels.reduce((n, l) => n + l.decking.rows * l.framing.joists.count, 0);
  const treads = plan.stairs ? plan.stairs.treadBoards * plan.stairs.stringers.count * 2 : 0;
  // Boxed by the fifty: 5% over for the ones dropped through the boards.
  const hundreds = (n: number) => Math.ceil((n * 1.05) / 50 - EPS) * 50;
  return wood
    ? [
        each(
          hundreds(crossings * 2 + treads),
          'deck screws, 2 1/2 in, for treated wood',
          'two a board at each joist, and the treads',
          SRC.maker,
        ),
      ]
    : [
        each(hundreds(crossings), 'hidden deck clips, with their screws', 'one a board at each joist', SRC.maker),
        each(hundreds(treads), 'color-matched face screws', 'the treads: two at each stringer', SRC.maker),
      ];
}

/** The railing between the posts: sections of the maker's (composite, PVC) or rails, cap and balusters (wood). */
function infill(plan: Plan, material: Material): OrderItem[] {
  const {deckRailingFt, stairRailingFt} = plan.size;
  const sections = (ft: number) => Math.ceil(ft / GUARD_POST_SPACING_FT - EPS);
  const wood = material !== 'composite' && material !== 'pvc';
  if (!wood) {
    return [
      each(
        sections(deckRailingFt),
        `railing sections, ${GUARD_POST_SPACING_FT} ft (rails and balusters)`,
        'the deck’s guards, between posts',
        SRC.guards,
      ),
      each(
        sections(stairRailingFt),
        `stair railing sections, ${GUARD_POST_SPACING_FT} ft`,
        'the stairs’ guards, along the slope',
        SRC.guards,
      ),
    ];
  }
  const railFt = deckRailingFt + stairRailingFt;
  return [
    each(Math.ceil((railFt * 2) / 12 - EPS), '2x4 rails, 12 ft', 'top and bottom, between the posts', SRC.guards),
    each(Math.ceil(railFt / 12 - EPS), '2x6 rail cap, 12 ft', 'over the posts and the top rail', SRC.practice),
    each(
      Math.ceil((railFt * 12) / BALUSTER_ON_CENTER_IN - EPS),
      '2x2 balusters, 36 in',
      `${BALUSTER_ON_CENTER_IN} in on center, openings under 4 in`,
      SRC.guards,
    ),
  ];
}

/** The stairs' connectors: hangers at the top, anchors at the pad, the support rows' bases, the rails' bolts. */
function stairConnectors(plan: Plan): OrderItem[] {
  const {stairs, join} = plan;
  const flights = stairs?.flights ?? [];
  const {posts, low} = supportRows(flights);
  const handrailFlights = flights.filter((f) => f.risers >= code.handrailFromRisers.value).length;
  const handrailFt = (stairs?.handrail.lengthFt ?? 0) + (join?.handrailFt ?? 0);
  return [
    each(
      flights.reduce((n, f) => n + f.stringers, 0),
      'stringer hangers',
      'one at the top of each stringer',
      SRC.stringers,
    ),
    each(join?.stringers ?? 0, 'stringer hangers', 'the steps between the levels: one a short stringer', SRC.stringers),
    each(
      (flights.reduce((n, f) => n + f.stringers, 0) + (join?.stringers ?? 0)) * NAILS_PER_STRINGER_HANGER,
      'connector nails (10d x 1 1/2 in), or the structural screws their maker lists',
      'every hole of each stringer hanger',
      SRC.maker,
    ),
    each(
      flights[flights.length - 1]?.stringers ?? 0,
      'angle brackets with 1/4 in concrete screws',
      'each stringer’s foot to the pad',
      SRC.practice,
    ),
    each((posts.length + low) * 2, '6x6 post bases, standoff', 'under the stringers’ headers', SRC.stringers),
    each(posts.length * 2, '6x6 post caps for a 2-2x8 header', 'under the stringers’ headers', SRC.stringers),
    each(plan.guardPosts.deck * 2, '1/2 in through-bolts with washers', 'the guard posts, two a post', SRC.guardPosts),
    each(
      plan.guardPosts.deck,
      `guard post hold-downs, ${plan.guardPosts.holdDownLb.toLocaleString('en-US')} lb`,
      'one at each guard post’s top bolt',
      SRC.guardPosts,
    ),
    each(
      plan.guardPosts.stairs * 2,
      '1/2 in carriage bolts with washers',
      'the stairs’ rail posts, two a post',
      SRC.guards,
    ),
    each(
      Math.ceil(handrailFt - EPS),
      'ft of graspable handrail',
      'one side of each flight of four risers or more',
      SRC.handrail,
    ),
    each(
      handrailFlights * 2 + (join && join.handrailFt > 0 ? 2 : 0),
      'handrail returns',
      'both ends of each handrail, returned to its post',
      SRC.handrailEnds,
    ),
  ];
}

function orderGroups(plan: Plan): OrderGroup[] {
  const {levels, stairs, join} = plan;
  const landings = stairs?.landings.map((l) => l.framing) ?? [];
  const {material} = plan.estimate.inputs;
  const named = (l: LevelPlan) => (levels.length > 1 ? l.name : 'deck');
  return [
    {
      title: 'Framing',
      spec: 'Southern pine No. 2, treated: UC4A (ground contact) for the frame, UC4B (heavy duty) for posts',
      items: tally([
        ...levels.flatMap((l) => frameLumber(l.framing, named(l))),
        ...landings.flatMap((f) => frameLumber(f, 'landing')),
        ...railPostLumber(plan),
        ...stairLumber(stairs, join),
      ]),
    },
    {
      title: 'Decking, treads and risers',
      spec:
        material === 'composite' || material === 'pvc'
          ? 'the decking maker’s boards, clips and screws, with their waste'
          : `5/4x6 boards (${BOARD_WIDTH_IN} in wide), with their waste`,
      items: tally([
        ...levels.map((l) => ({
          count: l.decking.boards,
          item: 'deck boards',
          stockFt: l.decking.stockFt,
          note: `${named(l)}: ${Math.round(WASTE * 100)}% over`,
          source: 'R507.7',
        })),
        ...stairBoards(stairs, join, material),
        ...deckFasteners(plan, material),
      ]),
    },
    {title: 'Railing', spec: 'the guards between their posts, to the 4 in ball', items: tally(infill(plan, material))},
    {
      title: 'Concrete',
      spec: 'footings on undisturbed soil, below the frost depth; piers poured in tube forms',
      items: concrete([...levels.map((l) => l.framing), ...landings], stairs),
    },
    {
      title: 'Connectors and fasteners',
      spec: 'hot-dip galvanized or stainless for treated wood, connectors G185 or as their maker lists (R317.3)',
      items: tally([
        ...levels.flatMap((l) => frameConnectors(l.framing, named(l))),
        ...landings.flatMap((f) => frameConnectors(f, 'landing')),
        ...stairConnectors(plan),
      ]),
    },
  ];
}

export function orderList(plan: Plan): OrderList {
  return {
    groups: orderGroups(plan).filter((g) => g.items.length > 0),
    caption: `Framing by size and stock length, boards with ${Math.round(WASTE * 100)}% over, concrete in bags, connectors counted, each line with what sets it.`,
    basis:
      'Counted from this plan: a piece for each member drawn, boards by the rows and treads, a connector at each joint. ' +
      `The framing has no extra; the boards and concrete carry ${Math.round(WASTE * 100)}% for cuts and culls. ` +
      `Stock lengths: lumber in even feet to 20 ft, deck boards in ${STOCK_FT.join(', ')} ft. A line marked ` +
      '“practice” is how we build where the code and the guide leave it to the builder; “the maker’s listing” is ' +
      'the product’s own instructions, which govern.',
    cite: [cites.table2, cites.table3A, cites.table4, cites.guardPosts, cites.fasteners],
  };
}

/** The order list as lines of text, for the estimate request: each group's spec first. */
export const orderLines = (order: OrderList): string[] =>
  order.groups.flatMap((g) => [
    `${g.title}: ${g.spec}`,
    ...g.items.map(
      (i) => `${i.count} ${i.item}${i.stockFt === null ? '' : `, ${i.stockFt} ft`} (${i.note}) [${i.source}]`,
    ),
  ]);
