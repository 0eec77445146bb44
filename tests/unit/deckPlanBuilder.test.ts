/**
 * A builder's set: decks a deck designer plans every week and decks at the tables' edges, each named for the table
 * cells and code sections it uses, with the members, guards, stairs, stringers and footings a builder would choose
 * (worked by hand in each case's comment). The figures come from src/data/framing.ts, so these are the tables' own
 * cells, not the owner's data: no price is pinned here.
 *
 * Southern pine No. 2 at 16 in (Table 2): 2x6 9' 0" / 1' 1" overhang, 2x8 11' 10" / 2' 0", 2x10 14' 0" / 3' 5",
 * 2x12 16' 6" / 4' 2". Risers at most 7.595 in (7 3/4 in, held so a 2x12 stringer keeps 5 in under an 11 in notch).
 * Stairs are planned by their clear width; a 4x4 rail post inside each stringer makes them 7 in wider over the
 * stringers. Composite treads ride on stringers at most 9 in apart (Trex's scalloped boards), wood on 16 in.
 */
import {codeFigures as code} from '@site/src/data/framing';
import {estimateDeckCost} from '@site/src/lib/deckEstimate';
import {ELSEWHERE, places} from '@site/src/lib/buildingOffices';
import {STAIR_POST_IN, planDeck, type DeckPlanInput, type Plan} from '@site/src/lib/deckPlan';
import {orderLines, orderList} from '@site/src/lib/deckPlan/order';
import {takeoff as words} from '@site/src/lib/deckPlan/takeoff';

const deck: DeckPlanInput = {
  length: 16,
  depth: 12,
  height: 3,
  attachment: 'ledger',
  open: {left: true, front: true, right: true, back: false},
  stairs: {side: 'front', width: 4},
  material: 'composite',
  hotTub: false,
  roof: false,
  railingsWanted: false,
  place: places()[0].value,
};

const allOpen = {left: true, front: true, right: true, back: true};

function plan(change: Partial<DeckPlanInput>): Plan {
  const result = planDeck({...deck, ...change});
  if (result.kind !== 'plan') throw new Error(`expected a plan, got ${JSON.stringify(result)}`);
  return result;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/** What a builder reads off a plan: members, footings, railing, stairs. */
function takeoff(p: Plan) {
  const {joists, beams, posts, footings} = p.levels[0].framing;
  const s = p.stairs;
  return {
    joists: {size: joists.size, spanIn: tenth(joists.spanFt * 12), overhangIn: tenth(joists.overhangFt * 12)},
    beam: {size: beams.size, kind: beams.flush ? 'flush' : 'dropped', lines: beams.lines},
    posts: {count: posts.count, heightIn: tenth(posts.heightFt * 12)},
    footings: {roundIn: footings.roundIn, thicknessIn: footings.thicknessIn, loadLb: Math.round(footings.loadLb)},
    railing: {deckFt: tenth(p.size.deckRailingFt), stairsFt: tenth(p.size.stairRailingFt)},
    stairs: s && {
      risers: s.risers,
      riserIn: Math.round(s.riserIn * 1000) / 1000,
      outsideIn: tenth(s.outsideWidthFt * 12),
      flights: s.flights.map(
        (f) =>
          `${f.risers} risers, ${f.treads} treads${f.guarded ? ', guarded' : ''}${f.closedRisers ? ', closed' : ''}`,
      ),
      supports: s.stringers.supports,
      stringers: s.stringers.count,
      throatIn: Math.round(s.stringers.throatIn * 100) / 100,
      handrail: s.handrail.required,
      landings: s.landings.map(
        (l) =>
          `${tenth(l.widthFt * 12)}x${l.depthFt * 12} in at ${tenth(l.heightIn)} in, ${l.framing.posts.count} posts`,
      ),
    },
  };
}

/** The order list as "count item, stock ft (where)" lines. */
const orderOf = (p: Plan) => orderLines(orderList(p));

describe('the decks of the builder’s review', () => {
  it('20 x 14 freestanding, 8 ft up, 4 ft stairs: guards down both sides of the stairs, counted in the railing', () => {
    // Joists: 2x8 leaves 14' − 2' 0" = 12' of span > 11' 10"; 2x10 overhangs 14'/5 = 2' 9.6" (L/4 of 11' 2.4").
    // Beam: 20 ft in 3 bays of 6' 8"; Table 3A at joists ≤ 12 ft: 2-2x10 spans 7' 1". Posts 95 − 9 1/4 − 9 1/4.
    // Table 4 (beam ≤ 8, joists ≤ 14): 24 in round, 10 in thick, posts to 11 ft; (5.6 + 2.8) x 6.67 ft x 50 psf.
    // Stairs: 96 / 7.595 -> 13 risers of 7.385 in, 12 treads, 132 in of run (two 66 in spans, one row of posts);
    // guarded both sides: 2 x √(132² + 96²) = 27.2 ft. 55 in over the stringers at 9 in: 8 stringers.
    expect(takeoff(plan({length: 20, depth: 14, height: 8, attachment: 'freestanding', open: allOpen}))).toEqual({
      joists: {size: '2x10', spanIn: 134.4, overhangIn: 33.6},
      beam: {size: '2-2x10', kind: 'dropped', lines: 2},
      posts: {count: 8, heightIn: 76.5},
      footings: {roundIn: 24, thicknessIn: 10, loadLb: 2800},
      railing: {deckFt: 63.4, stairsFt: 27.2},
      stairs: {
        risers: 13,
        riserIn: 7.385,
        outsideIn: 55,
        flights: ['13 risers, 12 treads, guarded, closed'],
        supports: 1,
        stringers: 8,
        throatIn: 5.12,
        handrail: true,
        landings: [],
      },
    });
  });

  it('12 x 10 at 1 ft: the beam is flush, so the joists end at it: 2x8s spanning the whole 10 ft, no overhang', () => {
    // Dropped: 2x6 joists on a 2-2x8 need 1 + 5 1/2 + 7 1/4 in > 12 in, so the joists hang from the beam's side.
    // Hung, they span 10' (a 2x6 allows 9' 0"): 2x8s. Beam at least 7 1/4 in deep (note 4), the shallowest that
    // spans: 2-2x8, 6' 6" at joists ≤ 10 ft, over 6 ft bays. Table 4 (beam ≤ 6, joists ≤ 10): 18 in round.
    const p = plan({length: 12, depth: 10, height: 1, stairs: null});
    expect(takeoff(p)).toEqual({
      joists: {size: '2x8', spanIn: 120, overhangIn: 0},
      beam: {size: '2-2x8', kind: 'flush', lines: 1},
      posts: {count: 3, heightIn: 3.8},
      footings: {roundIn: 18, thicknessIn: 7, loadLb: 1500},
      railing: {deckFt: 0, stairsFt: 0},
      stairs: null,
    });
    expect(words(p).levels[0].framing.joists.caption).toMatch(/hung flush from the beam: 10' of span and no overhang/);
    expect(p.drawing.levels[0].beamsFt).toEqual([10]);
  });
});

describe('the inspector’s findings, each now built to pass', () => {
  it('R311.7.5.1: 16 x 12 at 4 ft 6 in: the openings between treads stand over 30 in, so every riser is closed', () => {
    // 54 / 7.595 -> 8 risers of 6 3/4 in; treads at 47 1/4, 40 1/2 and 33 3/4 in stand over 30 in: 8 riser boards.
    // Guarded (54 in of rise), 77 in of run with a row of posts halfway.
    const p = plan({height: 4.5});
    expect(takeoff(p).stairs).toMatchObject({
      risers: 8,
      riserIn: 6.75,
      flights: ['8 risers, 7 treads, guarded, closed'],
      supports: 1,
    });
    expect(p.stairs!).toMatchObject({riserBoards: 8, closedRisers: true});
    expect(words(p).stairs!.risers.cite).toEqual(code.openRiserAboveIn.cite);
    expect(p.size.stairRailingFt).toBeCloseTo((2 * Math.hypot(77, 54)) / 12, 10);
    expect(p.stairs!.guards).toMatchObject({required: true, heightIn: 34, sphereIn: 4.375, triangleIn: 6});
  });

  it('R311.7.1: a 3 ft stair is 36 in clear between its rail posts, 43 in over the stringers; 3 ft 6 in, 49 in', () => {
    // 10 x 8 freestanding at 8 ft with 3 ft stairs; 14 x 10 at 4 ft 6 in with 3 ft 6 in stairs.
    const narrow = plan({
      length: 10,
      depth: 8,
      height: 8,
      attachment: 'freestanding',
      open: allOpen,
      stairs: {side: 'front', width: 3},
    });
    const wider = plan({length: 14, depth: 10, height: 4.5, stairs: {side: 'front', width: 3.5}});
    for (const [p, clearIn] of [
      [narrow, 36],
      [wider, 42],
    ] as const) {
      expect(p.stairs!.widthFt * 12).toBe(clearIn);
      expect(p.stairs!.outsideWidthFt * 12).toBeCloseTo(clearIn + 2 * STAIR_POST_IN, 10);
      expect(words(p).stairs!.stairs.caption).toContain(`clear between the rails`);
      // Composite treads at 9 in: 43 in -> 6 stringers, 49 in -> 7.
    }
    expect([narrow.stairs!.stringers.count, wider.stairs!.stringers.count]).toEqual([6, 7]);
    // The deck's railing leaves the opening over the stringers, not the clear width.
    expect(wider.size.deckRailingFt).toBeCloseTo(10 + 14 + 10 - 49 / 12, 10);
    expect(planDeck({...deck, stairs: {side: 'front', width: 2.9}})).toMatchObject({kind: 'invalid'});
  });

  it('R311.7.8: 12 x 10 at 2 ft 6 in with 3 ft stairs: no guard, but the 4-riser flight’s handrail is counted', () => {
    // 30 in: 4 risers of 7 1/2 in, no guard on the deck or the stairs; a handrail 3' 8" along the slope.
    const p = plan({length: 12, depth: 10, height: 2.5, stairs: {side: 'front', width: 3}});
    expect(p.size.railingFt).toBe(0);
    expect(p.size.handrailFt).toBeCloseTo(Math.hypot(33, 30) / 12, 10);
    expect(words(p).size.caption).toMatch(/no railing on the deck, a handrail on the stairs$/);
    expect(words(p).size.caption).not.toMatch(/no railing$/);
    expect(p.stairs!.handrail).toMatchObject({required: true});
    expect(words(p).stairs!.price.caption).toMatch(/handrail included/);
    // The price stays the calculator's for the same inputs: no railings, stairs.
    expect(p.estimate.inputs).toEqual({size: 120, material: 'composite', railings: false, stairs: true});
    expect(p.estimate.total).toBe(estimateDeckCost(p.estimate.inputs).total);
    expect(orderOf(p)).toContain('4 ft of graspable handrail (one side of each flight of four risers or more)');
  });

  it('Trex’s stair guide: composite and PVC treads on stringers at most 9 in apart, wood on 16 in', () => {
    // 4 ft clear = 55 in over the stringers: composite 55 / 9 -> 7 spaces, 8 stringers; cedar 55 / 16 -> 4 spaces, 5.
    const count = (material: DeckPlanInput['material']) => plan({material}).stairs!.stringers;
    expect(count('composite')).toMatchObject({count: 8, spacingIn: 9});
    expect(count('pvc')).toMatchObject({count: 8, spacingIn: 9});
    expect(count('cedar')).toMatchObject({count: 5, spacingIn: 16});
    expect(words(plan({material: 'composite'})).stairs!.stringers.basis).not.toMatch(/12 in/);
  });

  it('a landing stands on a post at each corner: its joists end on beams at both edges, no overhang under a flight', () => {
    // 13 ft: 156 / 7.595 -> 21 risers of 7.43 in, 11 over 10 with a landing at 10 x 7.43 = 74.3 in.
    const p = plan({height: 13});
    const [landing] = p.stairs!.landings;
    expect(landing.framing.joists.overhangFt).toBe(0);
    expect(landing.framing.beams.lines).toBe(2);
    expect(landing.framing.posts.count).toBe(4);
    expect(takeoff(p).stairs!.landings).toEqual(['55x48 in at 74.3 in, 4 posts']);
    // The flights, the landing between and the pad at the foot, drawn.
    expect(p.drawing.landings).toHaveLength(1);
    expect(p.drawing.flights.map((f) => f.treads)).toEqual([10, 9]);
    expect(p.stairs).toMatchObject({treads: 19, treadBoards: 38});
    expect(p.stairs!.runFt * 12).toBeCloseTo(19 * 11 + 48, 10);
  });

  it('stricter than the IRC, as DCA 6 is read: a stair guarded from 30 in of rise, a landing past 144 in', () => {
    // 3 ft: the top tread stands 28 4/5 in up (no guard by R312.1.1), but the stair rises 36 in: guarded.
    expect(plan({height: 3}).stairs!.guards.required).toBe(true);
    // 12 ft 4 in (148 in): 20 risers of 7.4 in, two flights of 10 with a landing; the IRC alone would allow one.
    expect(takeoff(plan({height: 12 + 4 / 12})).stairs!.flights).toEqual([
      '10 risers, 9 treads, guarded, closed',
      '10 risers, 9 treads, guarded, closed',
    ]);
    // 144 in: one flight of 19 risers of 7.58 in; 145 in: two flights.
    expect(plan({height: 12}).stairs!.flights).toHaveLength(1);
    expect(plan({height: 145 / 12}).stairs!.flights).toHaveLength(2);
    for (const f of plan({height: 13}).stairs!.flights) expect(f.riseIn).toBeLessThanOrEqual(144);
  });

  it('R311.7.6: a pad at the foot of the stairs, as wide as the stair and 36 in deep, drawn and counted in concrete', () => {
    const p = plan({height: 4.5});
    expect(p.stairs!.pad).toMatchObject({depthFt: 3, thicknessIn: 4});
    expect(p.stairs!.pad.widthFt).toBe(p.stairs!.outsideWidthFt);
    expect(p.drawing.pad).not.toBeNull();
    expect(orderList(p).groups.find((g) => g.title === 'Concrete')!.items[0].note).toMatch(
      /the pad at the foot of the stairs/,
    );
  });

  it('a deck 1 ft up: every member ground-contact, the shallowest beam, and nothing with under 3 in below the beam', () => {
    const p = plan({length: 12, depth: 10, height: 1, stairs: null});
    const {joists, ledger, posts} = words(p).levels[0].framing;
    for (const line of [joists, ledger!, posts]) expect(line.basis).toMatch(/UC4A/);
    // 16 x 12 at 1 ft: hung 2x10s need a 9 1/4 in beam, which would leave 3/4 in under it: no plan.
    expect(planDeck({...deck, height: 1, stairs: null})).toMatchObject({kind: 'engineer'});
  });

  it('riser heights to the 1/16 in: 20 risers of 7 9/16 in make the 151 in rise', () => {
    const s = plan({height: 151 / 12}).stairs!;
    expect(s.riserText).toBe('7 9/16');
    expect(Math.abs(20 * (7 + 9 / 16) - 151)).toBeLessThan(20 / 32);
  });
});

describe('the order list, a builder’s count', () => {
  it('16 x 12 ft ledger deck at 4 ft 6 in with front stairs, counted by hand', () => {
    // 13 joists 12 ft (16 ft at 16 in); a 16 ft rim; 12 blocks of 14 1/2 in over the beam, 9 to a 12 ft board: 2;
    // 3-2x8 beam, one 16 ft ply each; 3 posts of 38 1/2 in, 3 from a 10 ft 6x6; the ledger; 8 stringers of 94 in,
    // 10 ft stock; one support row under them: 2 short posts from an 8 ft 6x6, a doubled header 4' 7" long.
    // 26 rows of 16 ft boards + 10% = 29; 14 treads of 4' 7", 3 to a 16 ft board: 5 + 10% = 6; 8 risers, 2 to a
    // 12 ft board: 4 + 10% = 5. Concrete: 3 holes 20 in round 12 in deep, 2 of 18 in, the pad 4' 7" x 3' x 4 in:
    // 14.7 cu ft + 10% at 0.6 a bag = 27 bags. 13 hangers at the ledger, 13 ties at the beam, 5 bases, 3 caps (+2
    // under the header), 2 hold-downs, 9 bolts (16 ft at 25 in), 16 ft of flashing, 8 stringer hangers.
    expect(orderOf(plan({height: 4.5}))).toEqual([
      '13 2x8 joists, 12 ft (deck)',
      "1 2x8 rim joists, 16 ft (deck: the band across the joists' ends)",
      '2 2x8 blocking, 12 ft (deck: between the joists over each beam)',
      '3 2x8 beam plies, 16 ft (deck: 3-2x8, joints over posts)',
      '1 6x6 posts, 10 ft (deck: 3 cut to about 3\' 2 1/2", 3 from a board)',
      '1 2x8 ledger, 16 ft (deck: along the house)',
      '8 2x12 stringers, 10 ft (cut stringers)',
      '1 6x6 posts, 8 ft (under the stringers: 2 cut to about 1\' 1", 2 from a board)',
      '1 2x8 headers, 10 ft (doubled, under the stringers)',
      '29 deck boards, 16 ft (deck: 10% over)',
      '6 tread boards, 16 ft (two a tread, 10% over)',
      '5 riser boards, 12 ft (one a closed riser)',
      '27 80 lb bags of concrete mix (14.7 cu ft at 0.6 a bag, 10% over: footings and the pad at the foot of the stairs)',
      '13 2x8 joist hangers (deck)',
      '13 hurricane ties, joist to beam (deck)',
      '3 6x6 post bases, standoff (deck: one on each footing)',
      '3 6x6 post caps for a 3-2x8 beam (deck)',
      '2 lateral load hold-downs (deck: one within 24 in of each end)',
      '9 1/2 in through-bolts with washers (deck: the ledger, 25 in apart)',
      '16 ft of ledger flashing (deck: over the ledger, behind the siding)',
      '8 stringer hangers (one at the top of each stringer)',
      '2 6x6 post bases, standoff (under the stringers)',
      '2 6x6 post caps for a 2-2x8 header (under the stringers)',
      '51 ft of railing (the guards, in the railing maker’s sections)',
      '8 ft of graspable handrail (one side of each flight of four risers or more)',
    ]);
  });
  it('13 ft up with a landing: every post drawn is cut from the 6x6s ordered, in stock a yard carries', () => {
    const p = plan({height: 13});
    const drawn =
      [...p.levels.map((l) => l.framing), ...(p.stairs?.landings.map((l) => l.framing) ?? [])]
        .flatMap((f) => f.posts.rows.filter((r) => !r.onFootings))
        .reduce((n, r) => n + r.count, 0) + (p.stairs?.flights.reduce((n, f) => n + f.supports * 2, 0) ?? 0);
    const posts = orderList(p).groups.flatMap((g) => g.items.filter((i) => i.item === '6x6 posts'));
    const cut = posts.reduce((n, i) => n + Number(/(\d+) cut to/.exec(i.note)?.[1]), 0);
    expect(p.stairs?.landings).toHaveLength(1);
    expect(cut).toBe(drawn);
    for (const i of posts) {
      expect([8, 10, 12, 16]).toContain(i.stockFt);
      const each = Number(/(\d+) from a board/.exec(i.note)?.[1] ?? 1);
      expect(i.count * each).toBeGreaterThanOrEqual(Number(/(\d+) cut to/.exec(i.note)?.[1]));
    }
  });
});

describe('decks at the tables’ edges', () => {
  it.each([
    // [name, change, joists, beam, post height in, footing round in]
    [
      'Table 2 2x12 at 16 in where L/4 governs the overhang; Table 3A 2-2x12 at joists ≤ 16 ft; Table 4 posts to 8 ft',
      // 18 ft deep: 2x10 overhangs 3' 5" leaving 14' 7" > 14'; 2x12 overhangs 18/5 = 3' 7.2" (L/4 of 14' 4.8").
      // 3 bays of 6' 8": 2-2x10 6' 1" and 3-2x8 6' 5" fall short at 16 ft, 2-2x12 spans 7' 3". Row 8, column 18.
      {length: 20, depth: 18, height: 6, material: 'pressure-treated', stairs: {side: 'left', width: 3}},
      {size: '2x12', spanIn: 172.8, overhangIn: 43.2},
      {size: '2-2x12', kind: 'dropped', lines: 1},
      48.5,
      27,
    ],
    [
      'Table 3A 3-2x10 at joists ≤ 14 ft over 8 ft bays; Table 4 beam ≤ 8, joists ≤ 14, posts to 11 ft',
      // 16 ft deep: 2x10 overhangs 16/5 = 3' 2.4", 12' 9.6" of span. 8 ft bays: 2-2x12 spans 7' 9", 3-2x10 8' 3".
      {length: 24, depth: 16, height: 10, material: 'pvc'},
      {size: '2x10', spanIn: 153.6, overhangIn: 38.4},
      {size: '3-2x10', kind: 'dropped', lines: 1},
      100.5,
      24,
    ],
    [
      'Table 2 2x8 at 16 in on Table 3A 3-2x8 (joists ≤ 10 ft, 8 ft bays), exactly 30 in up: no guard required',
      {height: 2.5, material: 'cedar'},
      {size: '2x8', spanIn: 120, overhangIn: 24},
      {size: '3-2x8', kind: 'dropped', lines: 1},
      14.5,
      20,
    ],
  ] as const)('%s', (_, change, joists, beam, postIn, roundIn) => {
    const t = takeoff(plan(change));
    expect(t.joists).toEqual(joists);
    expect(t.beam).toEqual(beam);
    expect(t.posts.heightIn).toBeCloseTo(postIn, 1);
    expect(t.footings.roundIn).toBe(roundIn);
  });

  it('30 in up: 4 risers of 7 1/2 in, the top tread 22 1/2 in up: no stair guards, but a handrail (4 risers)', () => {
    const s = plan({height: 2.5, material: 'cedar'}).stairs!;
    expect(s.guards.required).toBe(false);
    expect(s.handrail.required).toBe(true);
    expect(s.flights[0].topTreadIn).toBe(22.5);
  });

  it('too low for joists on a beam and too deep for joists hung from one to span: an engineer', () => {
    // 18 x 17 at 1 ft: a flush beam's joists would span 17 ft, past a 2x12's 16' 6".
    expect(planDeck({...deck, length: 18, depth: 17, height: 1, stairs: null}).kind).toBe('engineer');
  });
});

describe('ridge-and-valley lots: the ground falls under the deck', () => {
  // 20 x 14 ledger deck, 3 ft up at the house and 9 ft at the far side: the ground falls 6 in a foot out... 3/7 ft.
  const sloped: Partial<DeckPlanInput> = {
    length: 20,
    depth: 14,
    height: 3,
    heightFar: 9,
    stairs: {side: 'left', width: 4},
  };

  it('each row of posts is as tall as the ground under it: the beam 11\' 2 1/2" out, where the floor stands 7\' 9 1/2"', () => {
    // 2x10 joists (as level): the beam at 134.4 in, where the floor is 3 + 6 x 11.2 / 14 = 7.8 ft up; its posts
    // 93.6 − 1 − 9 1/4 − 9 1/4 = 74.1 in. The stair supports and the pad stand lower, where the stair lands.
    const p = plan(sloped);
    expect(takeoff(p).posts).toEqual({count: 4, heightIn: 74.1});
    expect(p.section.posts.map((s) => s.label)).toEqual([`6' 2"`]);
    expect(p.section.ground.atTo).toBeLessThan(p.section.ground.atFrom);
    expect(words(p).notes[0].caption).toBe("The ground falls 6' from the house to the far side");
  });

  it('freestanding on the same slope: the house-side row 1\' 4 1/2" tall, the outer row 6\' 2"', () => {
    const p = plan({...sloped, attachment: 'freestanding', open: allOpen});
    expect(p.levels[0].framing.posts.rows.map((r) => tenth(r.heightFt * 12))).toEqual([16.5, 74.1]);
    expect(words(p).levels[0].framing.posts.caption).toMatch(
      /1' 4 1\/2" tall at the house-side beam; 4 about 6' 2" tall/,
    );
    // The order cuts each row to the height the takeoff gives it, a line a row.
    const cut = orderOf(p).filter((l) => l.includes('6x6 posts') && l.includes('(deck:'));
    expect(cut).toEqual([
      expect.stringContaining(`4 cut to about 1' 4 1/2"`),
      expect.stringContaining(`4 cut to about 6' 2"`),
    ]);
  });

  it('R312.1.1 point by point: guards where the floor stands over 30 in above the grade within 36 in, all around here', () => {
    // At the house the floor is 36 in up; within 36 in out, 36 + 3/7 x 36 = 51 3/7 in: every open edge guarded.
    const p = plan(sloped);
    expect(p.guards.required).toBe(true);
    expect(p.size.deckRailingFt).toBeCloseTo(14 + 20 + 14 - 55 / 12, 10);
  });

  it('on a gentler lot, 1 ft up at the house and 6 ft at the far side, each end is guarded from where it stands high', () => {
    // The floor over the grade within 36 in: 12 + 5/12 x (y + 36) in: over 30 in past y = 7.2 in, guarded from the
    // foot before it (0 ft): the whole end; at 6 in up, 6 + 5.5/12 x (y + 36) passes 30 in at y = 16.4 in -> from 1 ft.
    const p = plan({length: 16, depth: 12, height: 0.5, heightFar: 6, stairs: null, railingsWanted: false});
    const ends = p.drawing.railings.filter((r) => r.from.x === r.to.x);
    expect(ends).toHaveLength(2);
    for (const end of ends) expect(Math.min(end.from.y, end.to.y)).toBe(1);
    expect(words(p).guards.caption).toMatch(/Guards required, .+ of them,/);
  });

  it('stairs land on the ground where it is: off the far side they fall with it, off the house side they rise', () => {
    const downPlan = plan({...sloped, stairs: {side: 'front', width: 4}});
    const down = downPlan.stairs!;
    const side = plan(sloped).stairs!;
    // From the left end, 7 ft out, the floor stands 6 ft up: 10 risers of 7.2 in.
    expect(side).toMatchObject({risers: 10, riseIn: 72});
    expect(words(plan(sloped)).stairs!.stairs.caption).toMatch(/where the floor stands 6' up/);
    // Off the far side the floor stands 9 ft up and the ground keeps falling under the run: taller still.
    expect(down.riseIn).toBeGreaterThan(108);
    expect(words(downPlan).stairs!.stairs.caption).toMatch(/the ground falls .+ under them, so they rise/);
    expect(down.riseIn - down.startIn).toBeCloseTo((3 / 7) * down.runFt * 12, 6);
  });

  it('beyond the tables: a slope so steep the posts outgrow Table 4, or the stairs never meet the ground', () => {
    const steep = planDeck({...deck, ...sloped, heightFar: 16});
    expect(steep.kind).toBe('engineer');
    const away = planDeck({
      ...deck,
      length: 20,
      depth: 14,
      height: 3,
      heightFar: 12,
      stairs: {side: 'front', width: 4},
    });
    expect(away).toMatchObject({kind: 'engineer'});
  });
});

describe('two levels', () => {
  // 16 x 12 upper at 8 ft, a 12 x 10 lower level 3 risers down on its right, stairs off the lower level's far side.
  const twoLevel: Partial<DeckPlanInput> = {
    height: 8,
    stairs: {side: 'front', width: 4, level: 2},
    second: {where: 'right', length: 12, depth: 10, stepsDown: 3},
  };

  it('both levels framed from the same tables, each on its own beams and posts, priced as 312 sq ft', () => {
    const p = plan(twoLevel);
    expect(p.levels.map((l) => l.name)).toEqual(['Upper level', 'Lower level']);
    // The lower level is 3 x 7 1/4 = 21 3/4 in down: 74 1/4 in up, freestanding (no rim at its height on the house).
    expect(p.levels[1].heightFt * 12).toBeCloseTo(96 - 21.75, 10);
    expect(p.levels[1].framing.ledger).toBeNull();
    expect(p.levels[1].framing.beams.lines).toBe(2);
    expect(p.size.areaSqFt).toBe(312);
    expect(p.estimate.inputs).toEqual({size: 312, material: 'composite', railings: true, stairs: true});
    expect(p.estimate.total).toBe(estimateDeckCost(p.estimate.inputs).total);
  });

  it('the steps between them run the 10 ft the levels share: 3 risers, 2 treads, no guard there', () => {
    const p = plan(twoLevel);
    expect(p.join).toMatchObject({stepsDown: 3, riserIn: 7.25, lengthFt: 10, treadBoards: 4, riserBoards: 3});
    expect(words(p).join!.caption).toMatch(/each level on its own beams and posts/);
    expect(words(p).join!.basis).toMatch(/hung from another level’s joists would need an engineer/);
    // Upper: left end 12 + far side 16 + the 2 ft of its right end past the lower level; lower: its far side less
    // the stair opening, and its right end.
    expect(p.size.deckRailingFt).toBeCloseTo(12 + 16 + 2 + 12 - 55 / 12 + 10, 10);
    expect(p.drawing.steps).toMatchObject({x: 16, y: 0, h: 10});
    // 15 stringers at most 9 in apart under 10 ft of composite treads, each about 3' 4" (21 3/4 in down, 33 in
    // along): 5 from an 18 ft 2x12, not one 8 ft board apiece.
    expect(orderOf(p).filter((l) => l.includes('(the steps between the levels'))).toEqual([
      '3 2x12 stringers, 18 ft (the steps between the levels: 15 short stringers, 5 from a board)',
      '5 tread boards, 12 ft (the steps between the levels)',
      '4 riser boards, 12 ft (the steps between the levels)',
    ]);
  });

  it('an L at one height: the second level beside a ledger deck is on a ledger too, and the edge they share is open floor', () => {
    const p = plan({second: {where: 'left', length: 10, depth: 8, stepsDown: 0}});
    expect(p.levels[1].framing.ledger).not.toBeNull();
    expect(p.join).toMatchObject({stepsDown: 0, treadBoards: 0});
    expect(p.levels.map((l) => l.name)).toEqual(['First level', 'Second level']);
  });

  it('out in front, its house-side beam stands past the upper level’s edge: nothing hangs from the upper joists', () => {
    const p = plan({...twoLevel, second: {where: 'front', length: 12, depth: 10, stepsDown: 2}});
    expect(p.levels[1].rect).toEqual({x: 2, y: 12, w: 12, h: 10});
    expect(p.levels[1].framing.posts.rows[0].yFt).toBe(0);
    expect(p.drawing.levels[1].beamsFt[0]).toBe(12);
  });
});

describe('where it is built', () => {
  it('each place names its office, its edition where the office’s page says one, and links the permit page', () => {
    for (const {value} of places()) {
      const {place, levels} = words(plan({place: value}));
      expect(place.caption.length).toBeGreaterThan(0);
      expect(place.edition === null || place.caption.includes(`${place.edition} IRC`)).toBe(true);
      if (place.edition === null) expect(place.caption + place.basis).toMatch(/confirm/i);
      // The footings say where the frost depth comes from: a figure, or the office to ask (and the county's outside).
      if (value !== ELSEWHERE) expect(levels[0].framing.footings.basis).toContain(place.office.name);
      if (place.outside) expect(levels[0].framing.footings.basis).toContain(place.outside.name);
    }
  });

  it('an address in Alcoa has its own answer: the City of Alcoa, not Maryville', () => {
    const {place} = words(plan({place: 'alcoa'}));
    expect(place.office.name).toBe('the City of Alcoa');
    expect(place.caption).toMatch(/^Built in Alcoa: the City of Alcoa issues the permit/);
  });

  it('somewhere else, the office is the homeowner’s to find: no edition or frost depth is pinned on the state', () => {
    const {place, levels} = words(plan({place: ELSEWHERE}));
    const {footings} = levels[0].framing;
    expect(place.edition).toBeNull();
    expect(place.caption).toMatch(/your town's building office issues the permit.*confirm/);
    expect(place.basis).toMatch(/confirm each with the office that issues your permit/);
    expect(place.basis).not.toMatch(/the edition it enforces/);
    expect(footings.basis).toMatch(/frost depth that the office issuing your permit sets: ask them/);
    expect(footings.basis).not.toContain(place.office.name);
    expect(footings.cite.map((c) => c.source)).not.toContain(place.cite[0]?.source);
  });
});
