/**
 * A builder's set: decks a deck designer plans every week and decks at the tables' edges, each named for the table
 * cells and code sections it uses, with the members, guards, stairs, stringers and footings a builder would choose
 * (worked by hand in each case's comment). The figures come from src/data/framing.ts, so these are the tables' own
 * cells, not the owner's data: no price is pinned here.
 *
 * Southern pine No. 2 at 16 in (Table 2): 2x6 9' 0" / 1' 1" overhang, 2x8 11' 10" / 2' 0", 2x10 14' 0" / 3' 5",
 * 2x12 16' 6" / 4' 2". Risers at most 7.595 in (7 3/4 in, held so a 2x12 stringer keeps 5 in under an 11 in notch).
 * Stairs are given by their width over the stringers; a 4x4 rail post inside a 1 1/2 in stringer takes 5 in from
 * each side it stands on. Composite treads ride on stringers at most 9 in apart (Trex's scalloped boards), wood on 16.
 * A freestanding level at the house sets its house-side beam 2 ft off the wall, the joists cantilevered back to it.
 */
import {cites, codeFigures as code} from '@site/src/data/framing';
import {estimateDeckCost} from '@site/src/lib/deckEstimate';
import {ELSEWHERE, places} from '@site/src/lib/buildingOffices';
import {buildingOffices, cityOffices} from '@site/src/data/buildingOffices';
import {business} from '@site/src/data/business';
import {
  formatFeet,
  planDeck,
  planFormFrom,
  planInput,
  type DeckPlan,
  type DeckPlanInput,
  type Plan,
} from '@site/src/lib/deckPlan';
import {overlaps} from '@site/src/lib/deckPlan/sheet';
import {sideView} from '@site/src/lib/deckPlan/sideView';
import {topView} from '@site/src/lib/deckPlan/topView';
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
      clearIn: tenth(s.clearIn),
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
    // Joists: the house-side beam 2 ft off the wall; 2x8s cantilever 2 ft back and min(2' 0", (168 − 24)/5, 168 − 120)
    // = 2 ft out, spanning 10 ft between (11' 10" allowed). Beam: 20 ft in 3 bays of 6' 8"; Table 3A at joists ≤ 10
    // ft: 2-2x8 spans 6' 6", short; 2-2x10 7' 9". Posts 96 − 1 − 7 1/4 − 9 1/4 = 78 1/2 in, under 8 ft freestanding.
    // Table 4 (beam ≤ 8, joists ≤ 10): 20 in round, 8 in thick; (5 + 2) x 6.67 ft x 50 psf = 2,333 lb.
    // Stairs: 96 / 7.595 -> 13 risers of 7.385 in, 12 treads, 132 in of run (two 66 in spans, one row of posts);
    // guarded both sides: 2 x √(132² + 96²) = 27.2 ft. 48 in over the stringers at 9 in: 7 stringers; 38 in clear.
    expect(takeoff(plan({length: 20, depth: 14, height: 8, attachment: 'freestanding', open: allOpen}))).toEqual({
      joists: {size: '2x8', spanIn: 120, overhangIn: 24},
      beam: {size: '2-2x10', kind: 'dropped', lines: 2},
      posts: {count: 8, heightIn: 78.5},
      footings: {roundIn: 20, thicknessIn: 8, loadLb: 2333},
      railing: {deckFt: 64, stairsFt: 27.2},
      stairs: {
        risers: 13,
        riserIn: 7.385,
        clearIn: 38,
        flights: ['13 risers, 12 treads, guarded, closed'],
        supports: 1,
        stringers: 7,
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

  it('R311.7.1: the width is over the stringers, and the clear width is what the posts and stringers leave', () => {
    // 10 x 8 freestanding at 8 ft with 3' 10" stairs: 46 − 2 x (1 1/2 + 3 1/2) = 36 in clear, 32 1/2 at the handrail;
    // 14 x 10 at 4 ft 6 in with 4 ft 6 in stairs: 44 in clear, 40 1/2 at the handrail.
    const narrow = plan({
      length: 10,
      depth: 8,
      height: 8,
      attachment: 'freestanding',
      open: allOpen,
      stairs: {side: 'front', width: 46 / 12},
    });
    const wider = plan({length: 14, depth: 10, height: 4.5, stairs: {side: 'front', width: 4.5}});
    expect(narrow.stairs).toMatchObject({clearIn: 36, handrailClearIn: 32.5});
    expect(wider.stairs).toMatchObject({clearIn: 44, handrailClearIn: 40.5});
    expect(words(narrow).stairs!.stairs.caption).toContain(
      `3' 10" over the stringers: 36 in clear between the rail posts and 32 1/2 in at the handrail`,
    );
    // Composite treads at 9 in: 46 in -> 6 spaces, 7 stringers; 54 in -> 6 spaces, 7.
    expect([narrow.stairs!.stringers.count, wider.stairs!.stringers.count]).toEqual([7, 7]);
    // The deck's railing leaves the opening over the stringers.
    expect(wider.size.deckRailingFt).toBeCloseTo(10 + 14 + 10 - 4.5, 10);
    expect(planDeck({...deck, stairs: {side: 'front', width: 2.9}})).toMatchObject({kind: 'invalid'});
  });

  it('R311.7.8: 12 x 10 at 2 ft 6 in with 3 ft 6 in stairs: no guard, but the 4-riser flight’s handrail is counted', () => {
    // 30 in: 4 risers of 7 1/2 in, no guard on the deck or the stairs; a handrail 3' 8" along the slope, its posts
    // inside one stringer only: 42 − 5 = 37 in clear, 33 1/2 at the handrail.
    const p = plan({length: 12, depth: 10, height: 2.5, stairs: {side: 'front', width: 3.5}});
    expect(p.stairs).toMatchObject({clearIn: 37, handrailClearIn: 33.5});
    expect(p.size.railingFt).toBe(0);
    expect(p.size.handrailFt).toBeCloseTo(Math.hypot(33, 30) / 12, 10);
    expect(words(p).size.caption).toMatch(/no railing on the deck, a handrail on the stairs$/);
    expect(words(p).size.caption).not.toMatch(/no railing$/);
    expect(p.stairs!.handrail).toMatchObject({required: true});
    expect(words(p).stairs!.price.caption).toMatch(/handrail included/);
    // The price stays the calculator's for the same inputs: no railings, stairs.
    expect(p.estimate.inputs).toEqual({size: 120, material: 'composite', railings: false, stairs: true});
    expect(p.estimate.total).toBe(estimateDeckCost(p.estimate.inputs).total);
    expect(orderOf(p)).toContain(
      '4 ft of graspable handrail (one side of each flight of four risers or more) [R311.7.8]',
    );
  });

  it('Trex’s stair guide: composite and PVC treads on stringers at most 9 in apart, wood on 16 in', () => {
    // 48 in over the stringers: composite 48 / 9 -> 6 spaces, 7 stringers; cedar 48 / 16 -> 3 spaces, 4.
    const count = (material: DeckPlanInput['material']) => plan({material}).stairs!.stringers;
    expect(count('composite')).toMatchObject({count: 7, spacingIn: 9});
    expect(count('pvc')).toMatchObject({count: 7, spacingIn: 9});
    expect(count('cedar')).toMatchObject({count: 4, spacingIn: 16});
    expect(words(plan({material: 'composite'})).stairs!.stringers.basis).not.toMatch(/12 in/);
  });

  it('a landing stands on a post at each corner: its joists end on beams at both edges, no overhang under a flight', () => {
    // 13 ft: 156 / 7.595 -> 21 risers of 7.43 in, 11 over 10 with a landing at 10 x 7.43 = 74.3 in.
    const p = plan({height: 13});
    const [landing] = p.stairs!.landings;
    expect(landing.framing.joists.overhangFt).toBe(0);
    expect(landing.framing.beams.lines).toBe(2);
    expect(landing.framing.posts.count).toBe(4);
    expect(takeoff(p).stairs!.landings).toEqual(['48x48 in at 74.3 in, 4 posts']);
    // Freestanding, its four corner posts (about 4' 9" tall) are braced both ways.
    expect(landing.framing.braces).toMatchObject({along: 4, across: 4});
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
    expect(p.stairs!.pad.widthFt).toBe(p.stairs!.widthFt);
    expect(p.drawing.pad).not.toBeNull();
    expect(
      orderList(p)
        .groups.find((g) => g.title === 'Concrete')!
        .items.map((i) => i.note),
    ).toContain('the pad at the foot of the stairs: 4.0 cu ft, 10% over');
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
    // Framing: 13 joists 12 ft (16 ft at 16 in); a 16 ft rim; 12 blocks of 14 1/2 in over the beam, 9 to a 12 ft
    // board: 2; 3-2x8 beam, one 16 ft ply each; 3 posts of 38 1/2 in, 3 from a 10 ft 6x6; the ledger; 2 knee braces at
    // the corner posts (24 in legs, 34 in + 3 for the cuts), 2 from an 8 ft 2x6. Guard posts: the 12 ft ends in 6 ft
    // sections (3 posts each), the front's 6 ft either side of the stair (corners shared): 8, each 36 + 1 + 7 1/4 =
    // 44 1/4 in, 2 from an 8 ft 4x4, with 2 blocks each (16 of 14 1/2 in: 2 boards). Stair rail posts: 94 in along the
    // slope in 2 sections, 3 posts a side: 6, each 38 + 11 1/4 + 2 in, 2 from a 10 ft 4x4. 7 stringers (48 in at 9
    // in) of 94 in, 10 ft stock; one support row at 38 1/2 in out, where the stringers' underside less the doubled
    // 2x8 header leaves under 8 in: the header sits in post bases on its footings; its 4 ft header 2 from a 10 ft 2x8.
    // Boards: 26 rows of 16 ft + 10% = 29; 14 treads of 4 ft, 3 to a 16 ft board: 5 + 10% = 6; 8 risers, 2 to a
    // 12 ft board: 4 + 10% = 5; clips 26 x 13 = 338 + 5%, by the fifty: 400; face screws 14 x 7 x 2 + 5%: 250.
    // Railing: 36 ft on the deck in 6 ft sections, 6; the stairs' 15' 8" along the slope, 3.
    // Concrete: 3 footings 20 in round, 8 in thick, 12 in down, with a 12 in pier to 2 in above the ground (4.36 +
    // 1.18 cu ft); 2 support footings 18 in round, 7 in thick, their piers 1' 1" up to the header's post bases, 8 in
    // above the ground (2.06 + 1.47): 9.3 cu ft + 10% at 0.6 a bag = 18 bags; the pad 4' x 3' x 4 in = 4 cu ft:
    // 8 bags, on 4 cu ft of gravel: 9.
    // Connectors: 13 hangers at the ledger, 13 ties at the beam, 10 nails each; 3 bases with anchors, 3 caps, 2
    // hold-downs, 9 bolts (16 ft at 25 in), 16 ft of flashing, 4 brace bolts; 7 stringer hangers with 10 nails each,
    // 7 angle brackets at the pad, 2 bases under the header; guard posts 2 bolts and a hold-down each, rail posts 2.
    expect(orderOf(plan({height: 4.5}))).toEqual([
      'Framing: Southern pine No. 2, treated: UC4A (ground contact) for the frame, UC4B (heavy duty) for posts',
      '13 2x8 joists, UC4A, 12 ft (deck) [DCA 6 Table 2]',
      "1 2x8 rim joists, UC4A, 16 ft (deck: the band across the joists' ends) [DCA 6 Table 2]",
      '2 2x8 blocking, UC4A, 12 ft (deck: between the joists over each beam) [practice]',
      '3 2x8 beam plies, UC4A, 16 ft (deck: 3-2x8, joints over posts) [DCA 6 Table 3A]',
      '1 6x6 posts, UC4B, 10 ft (deck: 3 cut to about 3\' 2 1/2", 3 from a board) [DCA 6 Table 4]',
      '1 2x8 ledger, UC4A, 16 ft (deck: along the house) [R507.9.1]',
      '1 2x6 knee braces, UC4A, 8 ft (deck: 2 cut to about 3\' 1", 2 from a board) [DCA 6 Figure 10]',
      '4 4x4 guard posts, UC4B, 8 ft (deck edges, through the rim: 8 cut to about 3\' 8 1/4", 2 from a board) [DCA 6 Figures 24 and 25]',
      '2 2x8 blocking, UC4A, 12 ft (two at each guard post, for its hold-down) [DCA 6 Figures 24 and 25]',
      '3 4x4 rail posts, UC4B, 10 ft (stairs, inside the stringers: 6 cut to about 4\' 3 1/4", 2 from a board) [R312.1]',
      '7 2x12 stringers, UC4A, 10 ft (cut stringers) [DCA 6 Figure 28]',
      '1 2x8 headers, UC4A, 10 ft (doubled, under the stringers) [DCA 6 Figure 28]',
      'Decking, treads and risers: the decking maker’s boards, clips and screws, with their waste',
      '29 deck boards, 16 ft (deck: 10% over) [R507.7]',
      '6 tread boards, 16 ft (two a tread, 10% over) [R311.7.5]',
      '5 riser boards, 12 ft (one a closed riser) [R311.7.5]',
      '400 hidden deck clips, with their screws (one a board at each joist) [the maker’s listing]',
      '250 color-matched face screws (the treads: two at each stringer) [the maker’s listing]',
      'Railing: the guards between their posts, to the 4 in ball',
      '6 railing sections, 6 ft (rails and balusters) (the deck’s guards, between posts) [R312.1]',
      '3 stair railing sections, 6 ft (the stairs’ guards, along the slope) [R312.1]',
      'Concrete: footings on undisturbed soil, below the frost depth; piers poured in tube forms',
      '18 80 lb bags of concrete mix (the footings and their piers: 9.3 cu ft, 10% over) [DCA 6 Table 4]',
      '1 12 in tube forms, 4 ft (the piers: 3 cut to about 6", 3 from a form) [practice]',
      '1 12 in tube forms, 4 ft (the piers: 2 cut to about 1\' 1", 2 from a form) [practice]',
      '8 80 lb bags of concrete mix (the pad at the foot of the stairs: 4.0 cu ft, 10% over) [R311.7.6]',
      '9 0.5 cu ft bags of gravel (4 in under the pad) [practice]',
      'Connectors and fasteners: hot-dip galvanized or stainless for treated wood, connectors G185 or as their maker lists (R317.3)',
      '13 2x8 joist hangers (deck) [DCA 6 Table 2]',
      '13 hurricane ties, joist to beam (deck) [practice]',
      '260 connector nails (10d x 1 1/2 in), or the structural screws their maker lists (deck: every hole of each hanger and tie) [the maker’s listing]',
      '3 6x6 post bases, standoff (deck: one on each footing) [DCA 6 Table 4]',
      '3 1/2 in anchor bolts (deck: one a post base, set in the pier) [the maker’s listing]',
      '3 6x6 post caps for a 3-2x8 beam (deck) [DCA 6 Table 4]',
      '2 lateral load hold-downs, 1,500 lb (deck: one within 24 in of each end) [R507.9.2]',
      '9 1/2 in through-bolts with washers (deck: the ledger, 25 in apart) [R507.9.1]',
      '16 ft of ledger flashing (deck: over the ledger, behind the siding) [R703.4]',
      '4 1/2 in through-bolts with washers (deck: the knee braces, one at each end) [DCA 6 Figure 10]',
      '7 stringer hangers (one at the top of each stringer) [DCA 6 Figure 28]',
      '70 connector nails (10d x 1 1/2 in), or the structural screws their maker lists (every hole of each stringer hanger) [the maker’s listing]',
      '7 angle brackets with 1/4 in concrete screws (each stringer’s foot to the pad) [practice]',
      '2 6x6 post bases, standoff (under the stringers’ headers) [DCA 6 Figure 28]',
      '16 1/2 in through-bolts with washers (the guard posts, two a post) [DCA 6 Figures 24 and 25]',
      '8 guard post hold-downs, 1,800 lb (one at each guard post’s top bolt) [DCA 6 Figures 24 and 25]',
      '12 1/2 in carriage bolts with washers (the stairs’ rail posts, two a post) [R312.1]',
      '8 ft of graspable handrail (one side of each flight of four risers or more) [R311.7.8]',
      '2 handrail returns (both ends of each handrail, returned to its post) [R311.7.8.4]',
    ]);
  });
  it('13 ft up with a landing: every post drawn is cut from the 6x6s ordered, in stock a yard carries', () => {
    const p = plan({height: 13});
    const drawn =
      [...p.levels.map((l) => l.framing), ...(p.stairs?.landings.map((l) => l.framing) ?? [])]
        .flatMap((f) => f.posts.rows.filter((r) => !r.onFootings))
        .reduce((n, r) => n + r.count, 0) + (p.stairs?.flights.reduce((n, f) => n + f.supports * 2, 0) ?? 0);
    const posts = orderList(p).groups.flatMap((g) => g.items.filter((i) => i.item.startsWith('6x6 posts')));
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
      {length: 20, depth: 18, height: 6, material: 'pressure-treated', stairs: {side: 'left', width: 4}},
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
  // 20 x 14 ledger deck, 3 ft up at the house and 9 ft at the far side: the ground falls 6 ft in 14, 3/7 of a foot a
  // foot: steeper than 1 in 3 (R403.1.7), gentler than 1 in 2. Stairs down the fall, off the far side.
  const sloped: Partial<DeckPlanInput> = {
    length: 20,
    depth: 14,
    height: 3,
    heightFar: 9,
    stairs: {side: 'front', width: 4},
  };

  it('each row of posts is as tall as the ground under it: the beam 11\' 2 1/2" out, where the floor stands 7\' 9 1/2"', () => {
    // 2x10 joists (as level): the beam at 134.4 in, where the floor is 3 + 6 x 11.2 / 14 = 7.8 ft up; its posts
    // 93.6 − 1 − 9 1/4 − 9 1/4 = 74.1 in.
    const p = plan(sloped);
    expect(takeoff(p).posts).toEqual({count: 4, heightIn: 74.1});
    expect(p.section.posts.map((s) => s.label)).toEqual([`6' 2"`]);
    expect(p.section.ground.atTo).toBeLessThan(p.section.ground.atFrom);
    expect(words(p).notes[0].caption).toBe("The ground falls 6' from the house to the far side");
  });

  it('steeper than 1 in 3: each footing keeps its setback from the slope’s face, and the takeoff says so', () => {
    // The beam's footings stand 2.8 ft above where the described ground ends: a setback of 0.93 ft from the face,
    // plus the footing's 10 in, at 3/7 is 7 in down: the frost's 12 in already gives it.
    const p = plan(sloped);
    expect(p.levels[0].framing.footings).toMatchObject({steep: true, setbackCount: 0, depthIn: 12});
    const footings = words(p).levels[0].framing.footings;
    expect(footings.basis).toMatch(/steeper than 1 in 3.*\(here the frost depth already does\)/);
    expect(footings.cite.map((c) => c.table)).toContain(cites.slope.table);
  });

  it('freestanding on the same slope: the house-side beam 2 ft off the wall, its row 2\' 4 3/4" tall, the outer 6\' 8 1/4"', () => {
    // 2x8s 2 ft back and 2 ft out, 10 ft between: the house-side beam at 2 ft (floor 46.3 in up), the outer at 12 ft
    // (97.7 in up); under a 2-2x10: 46.3 − 1 − 7 1/4 − 9 1/4 and 97.7 − 17 1/2.
    const p = plan({...sloped, attachment: 'freestanding', open: allOpen});
    expect(p.levels[0].framing.posts.rows.map((r) => tenth(r.heightFt * 12))).toEqual([28.8, 80.2]);
    expect(words(p).levels[0].framing.posts.caption).toMatch(
      /4 about 2' 4 3\/4" tall at the house-side beam; 4 about 6' 8 1\/4" tall at the outer beam/,
    );
    // The order cuts each row to the height the takeoff gives it, a line a row.
    const cut = orderOf(p).filter((l) => l.includes('6x6 posts') && l.includes('(deck:'));
    expect(cut).toEqual([
      expect.stringContaining(`4 cut to about 2' 4 3/4"`),
      expect.stringContaining(`4 cut to about 6' 8 1/4"`),
    ]);
  });

  it('R312.1.1 point by point: guards where the floor stands over 30 in above the grade within 36 in, all around here', () => {
    // At the house the floor is 36 in up; within 36 in out, 36 + 3/7 x 36 = 51 3/7 in: every open edge guarded.
    const p = plan(sloped);
    expect(p.guards.required).toBe(true);
    expect(p.size.deckRailingFt).toBeCloseTo(14 + 20 + 14 - 4, 10);
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

  it('stairs down the fall land past the deck, on the ground taken as level there, or on the drop you measured', () => {
    // Off the far side the floor stands 9 ft up; the form describes the ground under the deck, and past it the plan
    // takes it as level: 108 / 7.595 -> 15 risers of 7.2 in, the pad on that ground, and a note that says so.
    const down = plan(sloped);
    expect(down.stairs).toMatchObject({risers: 15, riseIn: 108, pastLot: true, dropGiven: false});
    expect(down.stairs!.pad.fallIn).toBe(0);
    expect(words(down).notes.map((n) => n.caption)).toContain(
      'Past the deck, where the stairs land, the ground is taken as level',
    );
    // The homeowner measures 11 ft to where they will land: 132 / 7.595 -> 18 risers of 7 5/16 in, two flights.
    const measured = plan({...sloped, stairs: {side: 'front', width: 4, dropFt: 11}});
    expect(measured.stairs).toMatchObject({risers: 18, riseIn: 132, dropGiven: true, pastLot: false});
    expect(words(measured).stairs!.stairs.caption).toMatch(/they drop 11' to the ground where they land/);
  });

  it('beyond the guide: a slope steeper than 1 in 2 is the engineer’s, and says so first', () => {
    // 13 ft in 14 and 9 ft in 14: both steeper than 1 in 2; the slope is the first reason given.
    for (const heightFar of [16, 12]) {
      const steep = planDeck({...deck, ...sloped, heightFar});
      expect(steep.kind).toBe('engineer');
      expect(steep.kind === 'engineer' && steep.reasons[0]).toMatch(/steeper than 1 in 2/);
    }
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
    expect(p.size.deckRailingFt).toBeCloseTo(12 + 16 + 2 + 12 - 4 + 10, 10);
    expect(p.drawing.steps).toMatchObject({x: 16, y: 0, h: 10});
    // 15 stringers at most 9 in apart under 10 ft of composite treads, each about 3' 4" (21 3/4 in down, 33 in
    // along): 5 from an 18 ft 2x12, not one 8 ft board apiece.
    expect(orderOf(p).filter((l) => l.includes('(the steps between the levels'))).toEqual([
      '3 2x12 stringers, UC4A, 18 ft (the steps between the levels: 15 cut to about 3\' 3 1/2", 5 from a board) [DCA 6 Figure 28]',
      '5 tread boards, 12 ft (the steps between the levels) [R311.7.5]',
      '4 riser boards, 12 ft (the steps between the levels) [R311.7.5]',
      // A hanger at the top of each short stringer, on the upper level's rim.
      '15 stringer hangers (the steps between the levels: one a short stringer) [DCA 6 Figure 28]',
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

/**
 * The fourteen findings of a builder's and an inspector's read of 32 decks planned through the form, each a deck named
 * by its share link (the query a homeowner's "Copy link" gives), with the answer they would sign.
 */
describe('where the guide stops: each finding, planned from its share link', () => {
  /** The plan a share link opens, as the page reads it. */
  const linked = (query: string): DeckPlan => planDeck(planInput(planFormFrom(query)));
  const planned = (query: string): Plan => {
    const p = linked(query);
    if (p.kind !== 'plan') throw new Error(`expected a plan for ${query}, got ${JSON.stringify(p)}`);
    return p;
  };
  const lines = (p: Plan) => orderOf(p).join('\n');

  it('1. a 15 ft fall in 12 ft is not a deck the guide plans: the slope is the reason, first, with R403.1.7', () => {
    for (const query of [
      'length=16&depth=12&height=2&height-far=17&attach=ledger&stairs=right',
      'length=16&depth=12&height=3&height-far=15',
    ]) {
      const p = linked(query);
      expect(p.kind).toBe('engineer');
      if (p.kind !== 'engineer') continue;
      expect(p.reasons[0]).toMatch(/^The ground falls steeper than 1 in 2 under the deck/);
      expect(p.cite.map((c) => c.table)).toContain(cites.slope.table);
    }
  });

  it('2. stairs across the fall are refused; down it they land on the ground, level past the deck or as measured', () => {
    const across = linked('length=20&depth=14&height=3&height-far=9&stairs=right');
    expect(across).toMatchObject({kind: 'invalid'});
    expect(across.kind === 'invalid' && across.errors.stairs).toMatch(/more than a riser .* across the slope/);
    // Down the fall they no longer run 48 ft on an imagined slope: the ground past the deck is level, 9 ft down.
    const down = planned('length=20&depth=14&height=3&height-far=9&stairs=front');
    expect(down.stairs!.runFt).toBeLessThan(14);
    expect(down.stairs).toMatchObject({risers: 15, flights: [expect.anything()], pastLot: true});
    expect(planned('length=20&depth=14&height=3&height-far=9&stairs=front&stair-drop=11').stairs).toMatchObject({
      riseIn: 132,
      dropGiven: true,
    });
  });

  it('3. a freestanding deck’s house-side beam stands 2 ft off the wall; its footings bear at the house’s footing', () => {
    // 12 x 12, 4 ft up at the house and 8 ft at the far side; the foundation not known: a basement's, 96 in at the
    // wall, less the 8 in the ground falls in 2 ft: 88 in. Counted in the concrete: 3 piers of 88 − 7 + 2 in.
    const p = planned('length=12&depth=12&attach=freestanding&height=4&height-far=8&stairs=none');
    const {beams, footings, joists} = p.levels[0].framing;
    expect(beams.setOffFt).toBe(2);
    expect(joists.backOverhangFt).toBe(2);
    expect(footings).toMatchObject({houseCount: 3, houseDepthIn: 88});
    expect(p.drawing.posts.filter((q) => q.y === 2).map((q) => q.depthIn)).toEqual([88, 88, 88]);
    expect(lines(p)).toMatch(/12 in tube forms, 8 ft \(the piers: 3 cut to about 6' 11"/);
    // Told it is a crawl space: the house's footing is near the frost line, 24 in, less the fall: 16 in.
    const crawl = planned(
      'length=12&depth=12&attach=freestanding&height=4&height-far=8&stairs=none&foundation=shallow',
    );
    expect(crawl.levels[0].framing.footings.houseCount).toBe(3);
    expect(crawl.levels[0].framing.footings.houseDepthIn).toBeCloseTo(16, 9);
    // The two-level deck's lower level stands beside the house the same way.
    const two = planned(
      'length=16&depth=12&height=8&second=right&second-length=12&second-depth=10&second-steps=3&stairs=second-front',
    );
    expect(two.levels[1].framing.beams.setOffFt).toBe(2);
    expect(two.levels[1].framing.footings.houseCount).toBe(3);
  });

  it('4. a freestanding deck is braced at its corners both ways, and past 8 ft posts it is an engineer’s', () => {
    const tall = linked('length=12&depth=12&attach=freestanding&height=13&stairs=none');
    expect(tall.kind).toBe('engineer');
    expect(tall.kind === 'engineer' && tall.reasons[0]).toMatch(/knee braces at its corners can stiffen/);
    // At 7 ft its posts stand 5' 2 1/2": 4 corner posts, each braced along and across its beam, with their bolts.
    const braced = planned('length=12&depth=12&attach=freestanding&height=7&stairs=none');
    expect(braced.levels[0].framing.braces).toMatchObject({along: 4, across: 4, legIn: 24});
    expect(words(braced).levels[0].framing.braces.caption).toMatch(
      /^8 knee braces of 2x6 .* 4 along the beam, 4 across it/,
    );
    expect(lines(braced)).toMatch(/16 1\/2 in through-bolts with washers \(deck: the knee braces, one at each end\)/);
    // Attached, the house holds it across: along the beam only.
    expect(planned('length=12&depth=12&height=7&stairs=none').levels[0].framing.braces).toMatchObject({
      along: 2,
      across: 0,
    });
  });

  it('5. a 3 ft stair is refused: with rails it is 26 in clear; a 4 ft stair is 38 in, 34 1/2 at the handrail', () => {
    const narrow = linked('stair-width=3');
    expect(narrow.kind === 'invalid' && narrow.errors.stairs).toMatch(/leaves 26 in clear, under the 36 in/);
    expect(planned('stair-width=4').stairs).toMatchObject({clearIn: 38, handrailClearIn: 34.5});
  });

  it('6. guard posts are counted on the deck and the stairs, each with its bolts, blocking and 1,800 lb hold-down', () => {
    const p = planned('height=4.5');
    expect(p.guardPosts).toMatchObject({deck: 8, stairs: 6, spacingFt: 6, holdDownLb: 1800});
    expect(words(p).guards.caption).toMatch(/on 8 4x4 posts no more than 6 ft apart/);
    expect(lines(p)).toMatch(/8 guard post hold-downs, 1,800 lb/);
    expect(lines(p)).toMatch(/16 1\/2 in through-bolts with washers \(the guard posts, two a post\)/);
  });

  it('7. the ledger asks what the wall is: brick or stone veneer, or not sure, plans the deck freestanding', () => {
    for (const wall of ['veneer', 'unsure']) {
      const p = planned(`wall=${wall}`);
      expect(p.house).toMatchObject({ledgerRefused: true});
      expect(p.levels[0].framing.ledger).toBeNull();
      expect(p.levels[0].framing.beams.setOffFt).toBe(2);
      expect(words(p).notes[1].cite).toContain(cites.veneer);
    }
    expect(planned('wall=siding').levels[0].framing.ledger).not.toBeNull();
  });

  it('8. the drawings read as drawings: to a stated scale, dimensioned, no label over another, footings at depth', () => {
    // The stair that once ran 48 ft down a slope, and the deck whose section labels ran into each other.
    for (const query of ['length=20&depth=14&height=3&height-far=9&stairs=front', 'height=13']) {
      const p = planned(query);
      for (const width of [340, 620, 400]) {
        for (const sheet of [topView(p, width), sideView(p, width)]) {
          const labels = sheet.labels;
          for (const [i, a] of labels.entries())
            for (const b of labels.slice(i + 1)) expect(overlaps(a.box, b.box, 0)).toBe(false);
          expect(labels.some((l) => /^0 to \d+ ft$/.test(l.text))).toBe(true);
        }
      }
      const top = topView(p, 620).labels.map((l) => l.text);
      expect(top).toEqual(expect.arrayContaining([`run ${formatFeet(p.stairs!.runFt)}`, `pad 3'`]));
      expect(top.some((t) => t.startsWith('posts '))).toBe(true);
      expect(sideView(p, 620).labels.map((l) => l.text)).toContain('footing 12 in down');
    }
  });

  it('9. the order list a builder buys from has every line, each with what sets it', () => {
    const p = planned(
      'length=16&depth=12&height=8&second=right&second-length=12&second-depth=10&second-steps=3&stairs=second-front',
    );
    const text = lines(p);
    for (const line of [
      /4x4 guard posts, UC4B/,
      /railing sections, 6 ft/,
      /hidden deck clips/,
      /connector nails \(10d x 1 1\/2 in\), or the structural screws/,
      /1\/2 in anchor bolts \(.*one a post base/,
      /angle brackets with 1\/4 in concrete screws \(each stringer’s foot to the pad\)/,
      /stringer hangers \(the steps between the levels/,
      /lateral load hold-downs, 1,500 lb/,
      /^Framing: Southern pine No. 2, treated: UC4A/m,
      /^Connectors and fasteners: hot-dip galvanized or stainless .*R317.3/m,
      /12 in tube forms/,
      /bags of gravel/,
      /bags of concrete mix \(the pad at the foot of the stairs/,
    ])
      expect(text).toMatch(line);
    for (const item of orderList(p).groups.flatMap((g) => g.items)) expect(item.source.length).toBeGreaterThan(0);
    // Wood decking is screwed, two at each joist; its railing is rails, a cap and balusters under the 4 in ball.
    const cedar = lines(planned('material=cedar&height=4.5'));
    expect(cedar).toMatch(/deck screws, 2 1\/2 in, for treated wood/);
    expect(cedar).toMatch(/2x2 balusters, 36 in \(5 in on center, openings under 4 in\)/);
  });

  it('10. 12 x 12 at 1 ft plans: 2x8 joists 12 in apart on a flush 3-2x8 beam, 3 3/4 in above the ground', () => {
    const p = planned('length=12&depth=12&height=1&stairs=none');
    expect(p.levels[0].framing.joists).toMatchObject({size: '2x8', spacingIn: 12, flush: true});
    expect(p.levels[0].framing.beams).toMatchObject({size: '3-2x8', flush: true, onFootings: true});
    expect(p.levels[0].framing.posts.heightFt * 12).toBeCloseTo(3.75, 9);
    expect(words(p).levels[0].framing.joists.basis).toMatch(/12 in apart, closer than the decking asks/);
  });

  it('11. a stair support’s post stands under its doubled 2x8 header, cut that much shorter', () => {
    // 20 x 14, 9 ft at the far side, stairs down: 15 risers of 7.2 in over 154 in, supports at 51 1/3 and 102 2/3 in.
    // At 51 1/3 in the nosing line stands 108 − 33.6 = 74.4 in up; less a tread, the 2x12 measured plumb (13.4 in),
    // the 7 1/4 in header and the base's inch: 51.7 in. At 102 2/3 in: 18.1 in.
    const s = planned('length=20&depth=14&height=3&height-far=9&stairs=front').stairs!;
    expect(s.flights[0].supportPostsIn.map((h) => tenth(h))).toEqual([51.7, 18.1]);
  });

  it('12. an L of two ledgered levels is not called freestanding, and asks for no freestanding bracing', () => {
    const p = planned('second=left&second-length=10&second-depth=8&second-steps=0');
    expect(p.levels.every((l) => l.framing.ledger !== null)).toBe(true);
    expect(words(p).notes.map((n) => n.caption.toLowerCase())).not.toContainEqual(
      expect.stringMatching(/freestanding/),
    );
  });

  it('13. a pad on ground that falls less than a riser is graded level, and the handrail runs unbroken, ends returned', () => {
    // 1 ft of fall in 12: stairs off the right end, 4 ft wide, land where the ground falls 4 in across them.
    const p = planned('length=16&depth=12&height=3&height-far=4&stairs=right');
    expect(p.stairs!.pad.fallIn).toBeCloseTo(4, 9);
    expect(words(p).stairs!.pad.caption).toMatch(
      /the ground falls 4 in across it, less than a riser, so it is graded level/,
    );
    const handrail = words(p).stairs!.handrail;
    expect(handrail.caption).toMatch(/continuous, its ends returned/);
    expect(handrail.cite).toContain(cites.handrailEnds);
  });

  it('14. a county outside city limits is a place of its own, with the county’s office', () => {
    // Knox County and its Code Administration today: the county of the owner's first city with an office outside its
    // limits, and that office, as the owner names them (Business → Cities served, Building offices).
    const entry = business.cities.map((c) => cityOffices[c.slug]).find((e) => e?.outside);
    expect(entry).toBeDefined();
    const label = `${entry!.county} County, outside city limits`;
    const office = buildingOffices[entry!.outside!].name;
    const county = places().find((p) => p.label === label);
    expect(county).toBeDefined();
    const {place} = words(planned(`place=${county!.value}`));
    expect(place.office.name).toBe(office);
    expect(place.caption.startsWith(`Built in ${label}: ${office} issues`)).toBe(true);
  });
});
