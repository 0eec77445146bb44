/**
 * A builder's set: decks a deck designer plans every week and decks at the tables' edges, each named for the table
 * cells and code sections it uses, with the members, guards, stairs, stringers and footings a builder would choose
 * (worked by hand in each case's comment). The figures come from src/data/framing.ts, so these are the tables' own
 * cells, not the owner's data: no price is pinned here.
 *
 * Southern pine No. 2 at 16 in (Table 2): 2x6 9' 0" / 1' 1" overhang, 2x8 11' 10" / 2' 0", 2x10 14' 0" / 3' 5",
 * 2x12 16' 6" / 4' 2". Risers at most 7.595 in (7 3/4 in, held so a 2x12 stringer keeps 5 in under an 11 in notch).
 */
import {codeFigures as code} from '@site/src/data/framing';
import {ELSEWHERE, places} from '@site/src/lib/buildingOffices';
import {planDeck, type DeckPlanInput, type Plan} from '@site/src/lib/deckPlan';

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

function plan(change: Partial<DeckPlanInput>): Plan {
  const result = planDeck({...deck, ...change});
  if (result.kind !== 'plan') throw new Error(`expected a plan, got ${JSON.stringify(result)}`);
  return result;
}

/** What a builder reads off a plan: members, footings, railing, stairs. */
function takeoff(p: Plan) {
  const {joists, beams, posts, footings} = p.framing;
  const s = p.stairs;
  return {
    joists: {
      size: joists.size,
      spanIn: Math.round(joists.spanFt * 12 * 10) / 10,
      overhangIn: Math.round(joists.overhangFt * 120) / 10,
    },
    beam: {size: beams.size, kind: beams.flush ? 'flush' : 'dropped', lines: beams.lines},
    posts: {count: posts.count, heightIn: Math.round(posts.heightFt * 120) / 10},
    footings: {roundIn: footings.roundIn, thicknessIn: footings.thicknessIn, loadLb: Math.round(footings.loadLb)},
    railing: {
      deckFt: Math.round(p.size.deckRailingFt * 10) / 10,
      stairsFt: Math.round(p.size.stairRailingFt * 10) / 10,
    },
    stairs: s && {
      risers: s.risers,
      riserIn: Math.round(s.riserIn * 1000) / 1000,
      flights: s.flights.map((f) => `${f.risers} risers, ${f.treads} treads${f.guarded ? ', guarded' : ''}`),
      supports: s.stringers.supports,
      stringers: s.stringers.count,
      throatIn: Math.round(s.stringers.throatIn * 100) / 100,
      handrail: s.handrail.required,
      landings: s.landings.map(
        (l) => `${l.widthFt}x${l.depthFt} ft at ${Math.round(l.heightIn * 10) / 10} in, ${l.posts} posts`,
      ),
    },
  };
}

describe('the decks of the builder’s review', () => {
  it('20 x 14 freestanding, 8 ft up, 4 ft stairs: guards down both sides of the stairs, counted in the railing', () => {
    // Joists: 2x8 leaves 14' − 2' 0" = 12' of span > 11' 10"; 2x10 overhangs 14'/5 = 2' 9.6" (L/4 of 11' 2.4").
    // Beam: 20 ft in 3 bays of 6' 8"; Table 3A at joists ≤ 12 ft: 2-2x10 spans 7' 1". Posts 95 − 9 1/4 − 9 1/4.
    // Table 4 (beam ≤ 8, joists ≤ 14): 24 in round, 10 in thick, posts to 11 ft; (5.6 + 2.8) x 6.67 ft x 50 psf.
    // Stairs: 96 / 7.595 -> 13 risers of 7.385 in, 12 treads, 132 in of run (two 66 in spans, one row of posts);
    // the top 8 treads stand over 30 in, so both sides are guarded: 2 x √(132² + 96²) = 27.2 ft.
    expect(
      takeoff(
        plan({
          length: 20,
          depth: 14,
          height: 8,
          attachment: 'freestanding',
          open: {left: true, front: true, right: true, back: true},
        }),
      ),
    ).toEqual({
      joists: {size: '2x10', spanIn: 134.4, overhangIn: 33.6},
      beam: {size: '2-2x10', kind: 'dropped', lines: 2},
      posts: {count: 8, heightIn: 76.5},
      footings: {roundIn: 24, thicknessIn: 10, loadLb: 2800},
      railing: {deckFt: 64, stairsFt: 27.2},
      stairs: {
        risers: 13,
        riserIn: 7.385,
        flights: ['13 risers, 12 treads, guarded'],
        supports: 1,
        stringers: 5,
        throatIn: 5.12,
        handrail: true,
        landings: [],
      },
    });
  });

  it('16 x 12 at 4 ft 6 in: 8 risers of 6 3/4 in, the top three treads over 30 in, so guarded', () => {
    // 54 / 7.595 -> 8 risers (7 of 7.71 in would leave a 2x12 4.9 in below its notches); treads at 33 3/4, 40 1/2
    // and 47 1/4 in are over 30 in. Run 77 in: a row of posts halfway. Guards 2 x √(77² + 54²) = 15.7 ft.
    const p = plan({height: 4.5});
    expect(takeoff(p).stairs).toMatchObject({
      risers: 8,
      riserIn: 6.75,
      flights: ['8 risers, 7 treads, guarded'],
      supports: 1,
    });
    expect(p.size.stairRailingFt).toBeCloseTo((2 * Math.hypot(77, 54)) / 12, 10);
    expect(p.stairs!.guards).toMatchObject({required: true, heightIn: 34, sphereIn: 4.375, triangleIn: 6});
    // The deck's two ends, its far side either side of the stair opening, and the stair's two sides.
    expect(p.drawing.railings).toHaveLength(2 + 2 + 2);
  });

  it('12 x 10 at 1 ft: the beam is flush, so the joists end at it: 2x8s spanning the whole 10 ft, no overhang', () => {
    // Dropped: 2x6 joists on a 2-2x8 need 1 + 5 1/2 + 7 1/4 in > 12 in, so the joists hang from the beam's side.
    // Hung, they span 10' (a 2x6 allows 9' 0"): 2x8s. Beam at least 7 1/4 in deep (note 4): 2-2x8 spans 6' 6" at
    // joists ≤ 10 ft, over 6 ft bays. Table 4 (beam ≤ 6, joists ≤ 10): 18 in round; 5 ft x 6 ft x 50 psf = 1,500 lb.
    const p = plan({length: 12, depth: 10, height: 1, stairs: null});
    expect(takeoff(p)).toEqual({
      joists: {size: '2x8', spanIn: 120, overhangIn: 0},
      beam: {size: '2-2x8', kind: 'flush', lines: 1},
      posts: {count: 3, heightIn: 3.8},
      footings: {roundIn: 18, thicknessIn: 7, loadLb: 1500},
      railing: {deckFt: 0, stairsFt: 0},
      stairs: null,
    });
    expect(p.framing.joists.caption).toMatch(/hung flush from the beam: 10' of span and no overhang/);
    expect(p.framing.joists.caption).not.toMatch(/past/);
    expect(p.drawing.beamsFt).toEqual([10]);
  });

  it('16 x 12 at 13 ft: 21 risers in two flights with a 4 x 4 ft landing on its own posts', () => {
    // 156 / 7.595 -> 21 risers of 7.43 in; a flight rises at most 151 in (R311.7.3), 20 risers: two flights, 11
    // over 10, the landing after the 11th riser at 10 x 7.43 = 74.3 in. The landing (R311.7.6: as wide as the stair,
    // 36 in deep at least) is framed as a 4 x 4 ft freestanding deck: 2x8 joists, two 2-2x6 beams, 4 posts, 18 in
    // footings. Guards: both flights (every tread over 30 in but the lowest four) and the landing's two sides.
    const p = plan({height: 13});
    expect(takeoff(p).stairs).toEqual({
      risers: 21,
      riserIn: 7.429,
      flights: ['11 risers, 10 treads, guarded', '10 risers, 9 treads, guarded'],
      supports: 2,
      stringers: 5,
      throatIn: 5.09,
      handrail: true,
      landings: ['4x4 ft at 74.3 in, 4 posts'],
    });
    const stairsFt = (2 * Math.hypot(110, 11 * (156 / 21)) + 2 * Math.hypot(99, 10 * (156 / 21)) + 2 * 48) / 12;
    expect(p.size.stairRailingFt).toBeCloseTo(stairsFt, 10);
    expect(p.drawing.landings).toHaveLength(1);
    expect(p.drawing.flights.map((f) => f.treads)).toEqual([10, 9]);
    // 19 treads of 11 in and the 4 ft landing: the landing is the lower flight's top step, not a 20th tread.
    expect(p.stairs).toMatchObject({treads: 19, treadBoards: 38});
    expect(p.stairs!.runFt * 12).toBeCloseTo(19 * 11 + 48, 10);
    expect(p.stairs!.caption).toMatch(/, running 21' 5" out from the far side$/);
    for (const f of p.stairs!.flights) expect(f.riseIn).toBeLessThanOrEqual(code.maxFlightRiseIn.value);
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

  it('R311.7.3 at its edge: a 151 in rise is one flight of 20 risers; 152 in needs a landing', () => {
    // 151 / 7.595 -> 20 risers of 7.55 in: 20 x 7.55 = 151, one flight, 209 in of run in three spans.
    expect(takeoff(plan({height: 151 / 12})).stairs).toMatchObject({
      risers: 20,
      flights: ['20 risers, 19 treads, guarded'],
      supports: 2,
      landings: [],
    });
    // 152 / 7.595 -> 21 risers of 7.24 in; 21 x 7.24 > 151, so 11 over 10 with a landing at 72.4 in.
    expect(takeoff(plan({height: 152 / 12})).stairs).toMatchObject({
      risers: 21,
      flights: ['11 risers, 10 treads, guarded', '10 risers, 9 treads, guarded'],
      landings: ['4x4 ft at 72.4 in, 4 posts'],
    });
  });

  it('30 in up: 4 risers of 7 1/2 in, the top tread 22 1/2 in up: no stair guards, but a handrail (4 risers)', () => {
    const s = plan({height: 2.5, material: 'cedar'}).stairs!;
    expect(s.guards.required).toBe(false);
    expect(s.handrail.required).toBe(true);
    expect(s.flights[0].topTreadIn).toBe(22.5);
  });

  it('stringers: one at each edge, no farther apart than the treads span (16 in wood, 12 in composite and PVC)', () => {
    // 36 in of stair: wood at 16 in needs 4 (36 / 16 = 2.25 spaces -> 3); composite at 12 in, 4 (3 spaces).
    // 48 in: wood 4 (3 spaces of 16), composite 5 (4 spaces of 12).
    const count = (material: DeckPlanInput['material'], width: number) =>
      plan({material, stairs: {side: 'front', width}}).stairs!.stringers.count;
    expect([count('pressure-treated', 3), count('cedar', 4), count('composite', 3), count('pvc', 4)]).toEqual([
      4, 4, 4, 5,
    ]);
  });

  it('too low for joists on a beam and too deep for joists hung from one to span: an engineer', () => {
    // 18 x 17 at 1 ft: a flush beam's joists would span 17 ft, past a 2x12's 16' 6".
    const result = planDeck({...deck, length: 18, depth: 17, height: 1, stairs: null});
    expect(result.kind).toBe('engineer');
  });
});

describe('where it is built', () => {
  it('each city names its office, its edition where the office’s page says one, and links the permit page', () => {
    for (const {value} of places()) {
      const p = plan({place: value});
      expect(p.place.caption.length).toBeGreaterThan(0);
      expect(p.place.edition === null || p.place.caption.includes(`${p.place.edition} IRC`)).toBe(true);
      if (p.place.edition === null) expect(p.place.caption + p.place.basis).toMatch(/confirm/i);
      // The footings say where the frost depth comes from: a figure, or the office to ask.
      if (value !== ELSEWHERE) expect(p.framing.footings.basis).toContain(p.place.office.name);
    }
  });

  it('somewhere else, the office is the homeowner’s to find: no edition or frost depth is pinned on the state', () => {
    const p = plan({place: ELSEWHERE});
    expect(p.place.edition).toBeNull();
    expect(p.place.caption).toMatch(/your town's building office issues the permit.*confirm/);
    expect(p.place.basis).toMatch(/confirm each with the office that issues your permit/);
    expect(p.place.basis).not.toMatch(/the edition it enforces/);
    expect(p.framing.footings.basis).toMatch(/frost depth that the office issuing your permit sets: ask them/);
    expect(p.framing.footings.basis).not.toContain(p.place.office.name);
    expect(p.framing.footings.cite.map((c) => c.source)).not.toContain(p.place.cite[0]?.source);
  });
});
