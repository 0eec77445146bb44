import {estimateDeckCost} from '@site/src/lib/deckEstimate';
import {places} from '@site/src/lib/buildingOffices';
import {describePlan, planDeck, type DeckPlan, type DeckPlanInput, type Plan} from '@site/src/lib/deckPlan';
import {takeoff} from '@site/src/lib/deckPlan/takeoff';

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

function plan(input: DeckPlanInput): Plan {
  const result = planDeck(input);
  if (result.kind !== 'plan') throw new Error(`expected a plan, got ${JSON.stringify(result)}`);
  return result;
}

/** The stair's width over its stringers, as the form asks it: the opening it leaves in the deck's railing. */
const outsideFt = 4;

describe('planDeck: a 16 by 12 ft ledger deck, 3 ft up, 4 ft stairs off the front (worked by hand)', () => {
  const p = plan(deck);
  const {framing, decking} = p.levels[0];

  it('size: 192 sq ft, 56 ft around; railing 12 + 16 + 12 less the 4 ft stair opening, and both sides of the stairs', () => {
    // The stairs rise 36 in, more than 30: guarded down both sides, 44 in of run by 36 in of rise.
    const stairFt = (2 * Math.hypot(44, 36)) / 12;
    expect(p.size).toMatchObject({areaSqFt: 192, perimeterFt: 56});
    expect(p.size.deckRailingFt).toBeCloseTo(40 - outsideFt, 10);
    expect(p.size.stairRailingFt).toBeCloseTo(stairFt, 10);
    expect(p.size.railingFt).toBeCloseTo(40 - outsideFt + stairFt, 10);
  });

  it('guards: 36 in is more than 30 in above grade, so 36 in guards stopping a 4 in sphere', () => {
    expect(p.guards).toMatchObject({required: true, railings: true, heightIn: 36, sphereIn: 4});
  });

  it('framing: 13 2x8 joists (Table 2), a 2x8 ledger, a 3-2x8 beam on 3 posts 8 ft apart (Table 3A)', () => {
    const {joists, ledger, beams, posts} = framing;
    expect(joists).toMatchObject({size: '2x8', spacingIn: 16, count: 13, spanFt: 10, overhangFt: 2, lengthFt: 12});
    // Bolts at 25 in (the closer printed spacing for joists spanning up to 10 ft): 192 / 25 -> 8 spaces, 9 bolts.
    expect(ledger).toMatchObject({size: '2x8', lengthFt: 16, holdDowns: 2, bolts: 9, boltSpacingIn: 25});
    expect(beams).toMatchObject({size: '3-2x8', lines: 1, postSpacingFt: 8, flush: false});
    // 36 in less 1 in decking, a 7 1/4 in joist and a 7 1/4 in beam: 20 1/2 in; Table 4 allows 14 ft.
    expect(posts).toMatchObject({size: '6x6', count: 3, maxHeightFt: 14});
    expect(posts.heightFt * 12).toBeCloseTo(20.5, 10);
  });

  it('footings: (10 / 2 + 2) x 8 = 56 sq ft, 2,800 lb, 1.9 sq ft at 1,500 psf: Table 4 -> 20 in round, 8 in thick', () => {
    const {footings} = framing;
    expect(footings).toMatchObject({
      count: 3,
      depthIn: 12,
      houseCount: 0,
      setbackCount: 0,
      roundIn: 20,
      squareIn: 18,
      thicknessIn: 8,
    });
    expect(footings.tributarySqFt).toBeCloseTo(56, 10);
    expect(footings.loadLb).toBeCloseTo(2800, 10);
    expect(takeoff(p).levels[0].framing.footings.caption).toContain(
      'carries about 2,800 lb; on 1,500 psf clay that needs 1.9 sq ft',
    );
  });

  it('decking: 144 / 5 11/16 = 25.3 -> 26 rows of 16 ft, 416 ft laid, 26 x 1.1 -> 29 boards', () => {
    expect(decking).toMatchObject({rows: 26, linearFt: 416, stockFt: 16, boards: 29});
  });

  it('stairs: 5 risers, 4 treads, a handrail, guards (36 in of rise), closed risers only where an opening stands high', () => {
    expect(p.stairs).toMatchObject({side: 'front', risers: 5, treads: 4, handrail: {required: true}});
    expect(p.stairs!.widthFt).toBe(outsideFt);
    // Rail posts (3 1/2 in) inside the stringers (1 1/2 in) each side: 38 in clear, 34 1/2 in at the handrail.
    expect(p.stairs).toMatchObject({clearIn: 38, handrailClearIn: 34.5});
    expect(p.stairs!.guards.required).toBe(true);
    // The top tread stands 28 4/5 in up: no opening is more than 30 in above the ground.
    expect(p.stairs!.closedRisers).toBe(false);
    expect(p.stairs!.pad).toMatchObject({depthFt: 3, thicknessIn: 4, fallIn: 0});
  });

  it("estimate: exactly the calculator's, for 192 sq ft of composite with railings and stairs", () => {
    const inputs = {size: 192, material: 'composite', railings: true, stairs: true} as const;
    expect(p.estimate).toMatchObject({...estimateDeckCost(inputs), inputs});
  });

  it('drawing: joists every 16 in from the left end, the beam 10 ft out, railings around the stair gap', () => {
    const {drawing} = p;
    const [level] = drawing.levels;
    expect(level.joistsFt[0]).toBe(0);
    expect(level.joistsFt.at(-1)).toBe(16);
    expect(level.joistsFt[3]).toBeCloseTo(4, 10);
    expect(level.beamsFt).toEqual([10]);
    expect(drawing.posts).toEqual([0, 8, 16].map((x) => ({x, y: 10, heightIn: 20.5, footingIn: 20, depthIn: 12})));
    // A guard post at each corner and each side of the stair opening, none more than 6 ft apart: the 12 ft ends
    // in two sections (3 posts each), the 16 ft front in 6 ft lengths either side of the opening, corners shared.
    expect(drawing.guardPosts).toHaveLength(3 + 3 + 2 + 2 - 2);
    expect(drawing.stair).toMatchObject({side: 'front', y: 12});
    expect(drawing.stair!.h).toBeCloseTo(44 / 12, 10);
    expect(drawing.stair!.x).toBeCloseTo(8 - outsideFt / 2, 10);
    expect(drawing.stair!.w).toBeCloseTo(outsideFt, 10);
    expect(drawing.pad!.y).toBeCloseTo(12 + 44 / 12, 10);
    expect(drawing.pad!.h).toBeCloseTo(3, 10);
    expect(drawing.ledgers).toEqual([{from: {x: 0, y: 0}, to: {x: 16, y: 0}}]);
    const run = (r: (typeof drawing.railings)[number]) => Math.hypot(r.to.x - r.from.x, r.to.y - r.from.y);
    // Seen from above, the stair guards run the stairs' 44 in, not their length along the slope.
    expect(drawing.railings.reduce((sum, r) => sum + run(r), 0)).toBeCloseTo(p.size.deckRailingFt + (2 * 44) / 12, 10);
  });

  it('every line says what it rests on, and the caption reads like a sentence', () => {
    const t = takeoff(p);
    const {framing: words, decking: boards} = t.levels[0];
    for (const line of [t.size, t.guards, t.stairs!.stairs, words.joists, words.beams, words.posts, words.footings]) {
      expect(line.cite.length).toBeGreaterThan(0);
    }
    for (const line of [boards, p.estimate, ...t.notes]) expect(line.basis.length).toBeGreaterThan(0);
    expect(describePlan(p, deck)).toBe(
      `16 by 12 ft deck, 3 ft up: 45' 5 3/4" of railing, one flight of 5 risers; 2x8 joists 16 in apart on a 3-2x8 dropped beam and 3 posts`,
    );
  });
});

describe('planDeck: guards and railings', () => {
  it('at exactly 30 in no guard is required; at 31 in one is', () => {
    expect(plan({...deck, height: 2.5}).guards.required).toBe(false);
    expect(plan({...deck, height: 31 / 12}).guards.required).toBe(true);
  });

  it('a low deck has railings only when wanted, and without them may frame in 2x6', () => {
    const low = {...deck, length: 10, depth: 10, height: 2, stairs: null};
    expect(plan(low).size.railingFt).toBe(0);
    expect(plan(low).levels[0].framing.joists.size).toBe('2x6');
    expect(plan({...low, railingsWanted: true}).size.railingFt).toBe(30);
    expect(plan({...low, railingsWanted: true}).levels[0].framing.joists.size).toBe('2x8'); // guard posts: note 6
  });

  it('ground rising away from the house is held level past where it was measured: a deeper second level is railed', () => {
    // Measured 4 ft at the house and 3 ft 3 in at the first level's edge, 3 ft out. Carried on, the rise would bring
    // the ground to 18 in under the second level's front, 10 ft out; held level there, the floor stands 39 in up.
    const rising = {...deck, length: 6, depth: 3, height: 4, heightFar: 3.25, stairs: null};
    const p = plan({...rising, second: {where: 'left', length: 12, depth: 10, stepsDown: 0}});
    const front = p.drawing.railings.filter((r) => r.from.y === 10 && r.to.y === 10);
    expect(front.map((r) => Math.abs(r.to.x - r.from.x))).toEqual([12]);
  });

  it("a ledger deck's house side is never railed, whatever `open` says", () => {
    expect(plan({...deck, open: {...deck.open, back: true}}).size.deckRailingFt).toBeCloseTo(40 - outsideFt, 10);
  });
});

describe('planDeck: freestanding', () => {
  const p = plan({...deck, attachment: 'freestanding', height: 8});
  const {framing} = p.levels[0];

  it('a beam set 2 ft off the house wall in place of the ledger, the joists cantilevered back to it', () => {
    // 2 ft back, 2 ft out, 8 ft between: 2x8s; 8 ft bays at joists ≤ 8 ft: a 2-2x10 (8' 9") on each line.
    expect(framing.ledger).toBeNull();
    expect(framing.joists).toMatchObject({size: '2x8', spanFt: 8, overhangFt: 2, backOverhangFt: 2});
    expect(framing.beams).toMatchObject({lines: 2, size: '2-2x10', setOffFt: 2});
    expect(framing.posts.count).toBe(6);
    expect(framing.posts.rows.map((r) => r.yFt)).toEqual([2, 10]);
    expect(p.drawing.levels[0].beamsFt).toEqual([2, 10]);
  });

  it('its footings within 5 ft of the house go down to a basement’s footing, and its corner posts are braced both ways', () => {
    // Not sure what is under the house: planned as a basement, its footing 8 ft down.
    expect(framing.footings).toMatchObject({houseCount: 3, houseDepthIn: 96});
    expect(framing.braces).toMatchObject({along: 4, across: 4});
    expect(takeoff(p).notes.map((n) => n.caption)).toContain('Freestanding: held up and braced by its own posts');
    // On a crawl space or slab, near the frost line: 2 ft.
    const shallow = plan({
      ...deck,
      attachment: 'freestanding',
      height: 8,
      house: {wall: 'siding', foundation: 'shallow'},
    });
    expect(shallow.levels[0].framing.footings).toMatchObject({houseCount: 3, houseDepthIn: 24});
  });
});

describe('planDeck: invalid input', () => {
  it.each([
    [{length: NaN}, 'length'],
    [{length: 0}, 'length'],
    [{depth: -4}, 'depth'],
    [{depth: 101}, 'depth'],
    [{height: 0}, 'height'],
    [{height: Infinity}, 'height'],
    [{stairs: {side: 'front', width: 2.5}}, 'stairs'],
    [{stairs: {side: 'front', width: 17}}, 'stairs'],
    [{stairs: {side: 'back', width: 4}}, 'stairs'],
    [{stairs: {side: 'left', width: 4}, open: {...deck.open, left: false}}, 'stairs'],
  ] as [Partial<DeckPlanInput>, string][])('%j -> an error on %s', (change, field) => {
    const result = planDeck({...deck, ...change});
    expect(result.kind).toBe('invalid');
    expect(Object.keys((result as Extract<DeckPlan, {kind: 'invalid'}>).errors)).toEqual([field]);
  });
});

describe('planDeck: beyond the prescriptive tables', () => {
  it.each([
    ['a hot tub', {hotTub: true}],
    ['a roof', {roof: true}],
    ['joists longer than 18 ft', {length: 30, depth: 19}],
    ['deeper than it is long', {length: 10, depth: 12}],
    [
      'posts over the lowest Table 4 height (11 ft at beam ≤ 8 ft, joists ≤ 14 ft)',
      {length: 24, depth: 16, height: 14},
    ],
    ['lower than its frame is deep', {height: 0.5}],
    // 12 in: hung joists span 12 ft (2x10s), whose beam is at least 9 1/4 in deep: 3/4 in would be left under it.
    ['too low for a post base under the beam', {height: 1, stairs: null}],
  ] as [string, Partial<DeckPlanInput>][])('%s -> engineer, in words with no figures', (_, change) => {
    const input = {...deck, ...change};
    const result = planDeck(input);
    expect(result.kind).toBe('engineer');
    const {reasons, cite} = result as Extract<DeckPlan, {kind: 'engineer'}>;
    expect(reasons.length).toBeGreaterThan(0);
    expect(cite.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).not.toMatch(/\d/);
    expect(describePlan(result, input)).toContain("needs an engineer's design");
  });

  it('posts at 10 ft still fit that cell (8\' 4 1/2" against 11 ft)', () => {
    expect(plan({...deck, length: 24, depth: 16, height: 10}).levels[0].framing.posts.maxHeightFt).toBe(11);
  });

  it('a low deck hangs its joists flush from the shallowest beam at least as deep, and they span the whole depth to it', () => {
    // 12 x 10 at 12 in: 1 in decking + 5 1/2 in joist + 7 1/4 in beam will not fit on top, so the beam is flush.
    // Joists in hangers end at it (DCA 6 Figure 1B): 10 ft of span, past a 2x6's 9' 0" (Table 2), so 2x8s; the
    // beam at least 7 1/4 in deep (Table 3A note 4): 2-2x8 spans 6' 6" at 10 ft, over 6 ft bays. 3 3/4 in under it.
    const input = {...deck, length: 12, depth: 10, height: 1, stairs: null};
    const {framing} = plan(input).levels[0];
    expect(framing.joists).toMatchObject({size: '2x8', spanFt: 10, overhangFt: 0});
    expect(framing.beams).toMatchObject({flush: true, size: '2-2x8'});
    expect(framing.posts.heightFt * 12).toBeCloseTo(11 - 7.25, 10);
  });

  it('too low for posts: the beam sits in post bases on its footings, and all the framing is ground-contact lumber', () => {
    const input = {...deck, length: 12, depth: 10, height: 1, stairs: null};
    const low = plan(input);
    const {framing} = low.levels[0];
    expect(framing.posts).toMatchObject({onFootings: true, count: 3});
    const words = takeoff(low).levels[0].framing;
    expect(words.posts.caption).toMatch(/^No posts: the beam sits about 3 3\/4" above the ground, in post bases/);
    for (const line of [words.posts, words.joists, words.ledger!])
      expect(line.basis).toMatch(/ground contact \(UC4A\)/);
    expect(words.beams.caption).toMatch(/on footings 6' apart/);
    expect(describePlan(low, input)).toMatch(/flush beam in post bases on 3 footings$/);
    // 2 ft up, 8 1/2 in: posts, and no ground-contact joists.
    const posted = plan({...deck, height: 2});
    expect(posted.levels[0].framing.posts).toMatchObject({onFootings: false});
    expect(posted.levels[0].framing.posts.heightFt * 12).toBeCloseTo(8.5, 10);
    expect(takeoff(posted).levels[0].framing.joists.basis).not.toMatch(/UC4A/);
    expect(describePlan(posted, {...deck, height: 2})).toMatch(/and 3 posts$/);
  });
});
