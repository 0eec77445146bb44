/**
 * The order list: what a builder buys for the plan, every count taken from the plan's own geometry. Framing by size
 * and stock length, boards by stock length with their waste, concrete in bags, connectors by kind, counted. Not
 * exported from the planner's index: the page loads it in a chunk of its own, below the fold.
 */
import {cites} from '../../data/framing';
import type {Material} from '../../data/pricing';
import {STOCK_FT, WASTE} from './decking';
import {formatFeet} from './feet';
import {beamPly} from './framing';
import {PLANNED_TREAD_IN} from './stairs';
import type {Framing, JoinLine, LevelPlan, OrderGroup, OrderItem, OrderList, Plan, StairLine} from './types';

/** Dimensional lumber comes in even lengths from 8 to 20 ft. */
const LUMBER_FT = [8, 10, 12, 14, 16, 18, 20] as const;
/** Treated 6x6s in the lengths yards commonly stock (longer is often a special order); Table 4 stops at 14 ft. */
const POST_FT = [8, 10, 12, 16] as const;
/** Each cut piece takes this much more of its board: the saw's kerf and a squared end. */
const CUT_IN = 1;
/** An 80 lb bag of concrete mix makes about 0.6 cu ft, as the bags print it. */
const BAG_CU_FT = 0.6;
const EPS = 1e-9;

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

/** Posts of one height, as many cut from a board as fit. */
function posts6x6(count: number, heightFt: number, where: string): OrderItem {
  const {boards, stockFt} = boardsFor(count, heightFt, POST_FT);
  const each = Math.round(count / boards);
  return {
    count: boards,
    item: '6x6 posts',
    stockFt,
    note: `${where}: ${count} cut to about ${formatFeet(heightFt)}${each > 1 ? `, ${each} from a board` : ''}`,
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

/** One frame's lumber: joists, rims, blocking over a dropped beam, beams, posts and the ledger. */
function frameLumber(f: Framing, where: string): OrderItem[] {
  const {joists, beams, posts, ledger} = f;
  const piece = (count: number, item: string, pieceFt: number, note: string): OrderItem => ({
    count,
    item,
    stockFt: lumberFt(pieceFt),
    note,
  });
  const rims = beams.flush ? 0 : ledger ? 1 : 2;
  const blocksPerBeam = beams.flush ? 0 : joists.count - 1;
  const blocking = boardsFor(blocksPerBeam * beams.lines, (joists.spacingIn - 1.5) / 12, [12]);
  const plies = Number(beams.size[0]);
  return [
    piece(joists.count, `${joists.size} joists`, joists.lengthFt, where),
    ...beamPieces(beams.lengthFt, 20).map((stock) =>
      piece(rims, `${joists.size} rim joists`, stock, `${where}: the band across the joists' ends`),
    ),
    {
      count: blocking.boards,
      item: `${joists.size} blocking`,
      stockFt: 12,
      note: `${where}: between the joists over each beam`,
    },
    ...beamPieces(beams.lengthFt, beams.postSpacingFt).map((stock) =>
      piece(
        plies * beams.lines,
        `${beamPly(beams.size)} beam plies`,
        stock,
        `${where}: ${beams.size}, joints over posts`,
      ),
    ),
    ...postsByHeight(posts.rows.filter((r) => !r.onFootings)).map(([heightFt, count]) =>
      posts6x6(count, heightFt, where),
    ),
    ...(ledger
      ? beamPieces(ledger.lengthFt, 20).map((stock) =>
          piece(1, `${ledger.size} ledger`, stock, `${where}: along the house`),
        )
      : []),
  ];
}

/** One frame's connectors, by kind: hangers where joists end in a ledger or a flush beam, ties where they rest on one. */
function frameConnectors(f: Framing, where: string): OrderItem[] {
  const {joists, beams, posts, ledger} = f;
  const item = (count: number, what: string, note: string): OrderItem => ({count, item: what, stockFt: null, note});
  const standing = posts.rows.filter((r) => !r.onFootings).reduce((n, r) => n + r.count, 0);
  return [
    item(joists.count * ((ledger ? 1 : 0) + (beams.flush ? beams.lines : 0)), `${joists.size} joist hangers`, where),
    item(beams.flush ? 0 : joists.count * beams.lines, 'hurricane ties, joist to beam', where),
    item(posts.count, '6x6 post bases, standoff', `${where}: one on each footing`),
    item(standing, `6x6 post caps for a ${beams.size} beam`, where),
    item(ledger ? ledger.holdDowns : 0, 'lateral load hold-downs', `${where}: one within 24 in of each end`),
    item(
      ledger ? ledger.bolts : 0,
      '1/2 in through-bolts with washers',
      `${where}: the ledger, ${ledger?.boltSpacingIn} in apart`,
    ),
    // IRC R703.4 asks for flashing where a deck meets the wall: over the ledger, keeping water off the house's band
    // joist. Sold by the foot.
    item(
      ledger ? Math.ceil(ledger.lengthFt - EPS) : 0,
      'ft of ledger flashing',
      `${where}: over the ledger, behind the siding`,
    ),
  ];
}

/** Concrete: each footing's hole poured full to the ground (or up to the beam), and the stairs' pad. */
function concrete(frames: readonly Framing[], stairs: StairLine | null): OrderItem[] {
  let cuFt = 0;
  for (const {footings, posts} of frames) {
    const area = Math.PI * (footings.roundIn / 24) ** 2;
    cuFt += area * (footings.depthIn / 12) * footings.count;
    for (const r of posts.rows.filter((row) => row.onFootings)) cuFt += area * r.heightFt * r.count;
  }
  const supports = stairs ? stairs.flights.reduce((n, f) => n + f.supports, 0) * 2 : 0;
  cuFt += supports * Math.PI * (18 / 24) ** 2 * (frames[0].footings.depthIn / 12);
  const padCuFt = stairs ? stairs.pad.widthFt * stairs.pad.depthFt * (stairs.pad.thicknessIn / 12) : 0;
  const bags = Math.ceil(((cuFt + padCuFt) * (1 + WASTE)) / BAG_CU_FT - EPS);
  return [
    {
      count: bags,
      item: '80 lb bags of concrete mix',
      stockFt: null,
      note:
        `${(cuFt + padCuFt).toFixed(1)} cu ft at ${BAG_CU_FT} a bag, ${Math.round(WASTE * 100)}% over: footings` +
        (padCuFt > 0 ? ' and the pad at the foot of the stairs' : ''),
    },
  ];
}

/** The stairs' and the steps' boards, stringers, supports and connectors. */
function stairItems(stairs: StairLine | null, join: JoinLine | null, material: Material): OrderGroup['items'][] {
  const wood = material !== 'composite' && material !== 'pvc';
  const tread = boardsFor(stairs?.treadBoards ?? 0, stairs?.outsideWidthFt ?? 1, STOCK_FT);
  const steps = boardsFor(join?.treadBoards ?? 0, join?.lengthFt ?? 1, STOCK_FT);
  const riserName = wood ? '1x8 riser boards' : 'riser boards';
  const risers = boardsFor(stairs?.riserBoards ?? 0, stairs?.outsideWidthFt ?? 1, [12]);
  const joinRisers = boardsFor(join?.riserBoards ?? 0, join?.lengthFt ?? 1, [12]);
  const waste = (n: number) => Math.ceil(n * (1 + WASTE) - EPS);
  const flights = stairs?.flights ?? [];
  const supportRows = flights.reduce((n, f) => n + f.supports, 0);
  // Each row under the stringers: a post at each side under a doubled 2x8 header, about as tall as the stringers'
  // underside there (a 2x12 cut on the slope stands about 14 in deep).
  const supportHeights = flights.flatMap((f) =>
    Array.from({length: f.supports}, (_, k) =>
      Math.max(1, (f.baseIn + (f.riseIn * (k + 1)) / (f.supports + 1) - 14) / 12),
    ),
  );
  const header = boardsFor(supportRows * 2, stairs?.outsideWidthFt ?? 1, LUMBER_FT);
  // The steps' stringers are short: the slope's length plus a tread's worth for the cuts at each end.
  const stepsStringerFt = join ? Math.hypot(join.stepsDown * join.riserIn, join.stepsDown * PLANNED_TREAD_IN) / 12 : 1;
  const stepsBoards = boardsFor(join?.stringers ?? 0, stepsStringerFt, LUMBER_FT);
  const steps2x12 = {...stepsBoards, each: Math.round((join?.stringers ?? 0) / Math.max(1, stepsBoards.boards))};
  return [
    [
      ...flights.map((f) => ({
        count: f.stringers,
        item: '2x12 stringers',
        stockFt: lumberFt(f.stringerIn / 12 + 1),
        note: 'cut stringers',
      })),
      ...(join && join.stringers > 0
        ? [
            {
              count: steps2x12.boards,
              item: '2x12 stringers',
              stockFt: steps2x12.stockFt,
              note: `the steps between the levels: ${join.stringers} short stringers${steps2x12.each > 1 ? `, ${steps2x12.each} from a board` : ''}`,
            },
          ]
        : []),
      ...(supportRows > 0
        ? [
            posts6x6(supportRows * 2, Math.max(...supportHeights), 'under the stringers'),
            {count: header.boards, item: '2x8 headers', stockFt: header.stockFt, note: 'doubled, under the stringers'},
          ]
        : []),
    ],
    [
      {
        count: waste(tread.boards),
        item: 'tread boards',
        stockFt: tread.stockFt,
        note: `two a tread, ${Math.round(WASTE * 100)}% over`,
      },
      {count: waste(steps.boards), item: 'tread boards', stockFt: steps.stockFt, note: 'the steps between the levels'},
      {count: waste(risers.boards), item: riserName, stockFt: 12, note: 'one a closed riser'},
      {count: waste(joinRisers.boards), item: riserName, stockFt: 12, note: 'the steps between the levels'},
    ],
    [
      {
        count: flights.reduce((n, f) => n + f.stringers, 0),
        item: 'stringer hangers',
        stockFt: null,
        note: 'one at the top of each stringer',
      },
      {count: supportRows * 2, item: '6x6 post bases, standoff', stockFt: null, note: 'under the stringers'},
      {count: supportRows * 2, item: '6x6 post caps for a 2-2x8 header', stockFt: null, note: 'under the stringers'},
    ],
  ];
}

export function orderList(plan: Plan): OrderList {
  const {levels, stairs, join} = plan;
  const landings = stairs?.landings.map((l) => l.framing) ?? [];
  const {material} = plan.estimate.inputs;
  const railingFt = plan.size.railingFt;
  const two = levels.length > 1;
  const named = (l: LevelPlan) => (two ? l.name : 'deck');
  const [stairFraming, stairBoards, stairConnectors] = stairItems(stairs, join, material);
  const handrailFt = (stairs?.handrail.lengthFt ?? 0) + (join?.handrailFt ?? 0);
  const frames = [...levels.map((l) => l.framing), ...landings];
  const groups: OrderGroup[] = [
    {
      title: 'Framing',
      items: tally([
        ...levels.flatMap((l) => frameLumber(l.framing, named(l))),
        ...landings.flatMap((f) => frameLumber(f, 'landing')),
        ...stairFraming,
      ]),
    },
    {
      title: 'Decking, treads and risers',
      items: tally([
        ...levels.map((l) => ({
          count: l.decking.boards,
          item: 'deck boards',
          stockFt: l.decking.stockFt,
          note: `${named(l)}: ${Math.round(WASTE * 100)}% over`,
        })),
        ...stairBoards,
      ]),
    },
    {title: 'Concrete', items: concrete(frames, stairs)},
    {
      title: 'Connectors, fasteners and rails',
      items: tally([
        ...levels.flatMap((l) => frameConnectors(l.framing, named(l))),
        ...landings.flatMap((f) => frameConnectors(f, 'landing')),
        ...stairConnectors,
        {
          count: Math.round(railingFt),
          item: 'ft of railing',
          stockFt: null,
          note: 'the guards, in the railing maker’s sections',
        },
        {
          count: Math.ceil(handrailFt - EPS),
          item: 'ft of graspable handrail',
          stockFt: null,
          note: 'one side of each flight of four risers or more',
        },
      ]),
    },
  ];
  return {
    groups: groups.filter((g) => g.items.length > 0),
    caption: `Framing by size and stock length, boards with ${Math.round(WASTE * 100)}% over, concrete in bags, connectors counted.`,
    basis:
      'Counted from this plan: a piece for each member drawn, boards by the rows and treads, a connector at each joint. ' +
      `The framing has no extra; the boards and concrete carry ${Math.round(WASTE * 100)}% for cuts and culls. ` +
      `Stock lengths: lumber in even feet to 20 ft, deck boards in ${STOCK_FT.join(', ')} ft.`,
    cite: [cites.table2, cites.table3A, cites.table4],
  };
}

/** The order list as lines of text, for the estimate request. */
export const orderLines = (order: OrderList): string[] =>
  order.groups.flatMap((g) =>
    g.items.map((i) => `${i.count} ${i.item}${i.stockFt === null ? '' : `, ${i.stockFt} ft`} (${i.note})`),
  );
