import fc from 'fast-check';
import {estimateDeckCost} from '@site/src/lib/deckEstimate';
import {codeFigures as code, limits} from '@site/src/data/framing';
import {describePlan, planDeck, type DeckPlanInput, type Plan} from '@site/src/lib/deckPlan';
import {houseFootingDepthIn, houseOf} from '@site/src/lib/deckPlan/house';
import {dropWithin3Ft, farEdgeFt, groundOf, levelsOf} from '@site/src/lib/deckPlan/levels';
import {orderList} from '@site/src/lib/deckPlan/order';
import {arbitraryInput} from '../helpers/planner';

/** Runs the property over many decks, and proves enough of them were plans. */
function overPlans(runs: number, check: (plan: Plan, input: DeckPlanInput) => void, least = 30) {
  let plans = 0;
  fc.assert(
    fc.property(arbitraryInput(), (input) => {
      const result = planDeck(input);
      expect(typeof describePlan(result, input)).toBe('string');
      if (result.kind !== 'plan') return;
      plans++;
      check(result, input);
    }),
    {numRuns: runs},
  );
  expect(plans).toBeGreaterThan(least);
}

describe('planDeck over many decks', () => {
  it('the total always equals estimateDeckCost for the same area, railings and stairs', () => {
    overPlans(500, (plan, input) => {
      const area = input.length * input.depth + (input.second ? input.second.length * input.second.depth : 0);
      const expected = estimateDeckCost({
        size: area,
        material: input.material,
        railings: plan.size.railingFt > 0,
        stairs: input.stairs !== null,
      });
      expect(plan.estimate).toMatchObject(expected);
      expect(plan.size.deckRailingFt).toBeLessThanOrEqual(plan.size.perimeterFt + 1e-9);
    });
  });

  it('never throws, and no post stands taller than its cell allows or lower than a post base needs', () => {
    overPlans(500, (plan) => {
      for (const {framing} of plan.levels) {
        expect(framing.posts.heightFt).toBeLessThanOrEqual(framing.posts.maxHeightFt);
        for (const row of framing.posts.rows) expect(row.heightFt * 12).toBeGreaterThanOrEqual(3 - 1e-9);
      }
    });
  });

  it('guards wherever the floor stands more than 30 in above the grade within 36 in (R312.1.1)', () => {
    overPlans(500, (plan, input) => {
      // The ground as measured, held level past the first level's far edge, and as carried on under a deeper level.
      const grounds = [groundOf(input), groundOf(input, farEdgeFt(levelsOf(input)))];
      const covered = (x: number, y: number) =>
        plan.drawing.railings.some(
          (r) =>
            Math.min(r.from.x, r.to.x) - 1e-6 <= x &&
            x <= Math.max(r.from.x, r.to.x) + 1e-6 &&
            Math.min(r.from.y, r.to.y) - 1e-6 <= y &&
            y <= Math.max(r.from.y, r.to.y) + 1e-6,
        );
      const opening = plan.drawing.stair;
      for (const level of levelsOf(input)) {
        for (const edge of level.edges.filter((e) => e.kind === 'open')) {
          for (let t = 0.05; t < 1; t += 0.1) {
            const p = {x: edge.from.x + (edge.to.x - edge.from.x) * t, y: edge.from.y + (edge.to.y - edge.from.y) * t};
            const inOpening =
              opening &&
              p.x >= opening.x - 1e-6 &&
              p.x <= opening.x + opening.w + 1e-6 &&
              p.y >= opening.y - 1e-6 &&
              p.y <= opening.y + opening.h + 1e-6;
            const dropIn = Math.max(...grounds.map((ground) => dropWithin3Ft(ground, level, p))) * 12;
            if (!inOpening && dropIn > code.guardsAboveIn.value + 1e-6) {
              expect(covered(p.x, p.y)).toBe(true);
            }
          }
        }
      }
    });
  });

  it('frames what an inspector signs: joists end at a flush beam, stairs keep every limit', () => {
    let stairs = 0;
    overPlans(500, (plan) => {
      for (const {framing} of plan.levels) {
        const {joists, beams} = framing;
        // A joist in a hanger ends at the beam; one resting on a beam overhangs at most a quarter of its span.
        if (beams.flush) expect(joists.overhangFt + joists.backOverhangFt).toBe(0);
        else expect(Math.max(joists.overhangFt, joists.backOverhangFt)).toBeLessThanOrEqual(joists.spanFt / 4 + 1e-9);
      }
      const s = plan.stairs;
      if (!s) return;
      stairs++;
      expect(s.flights.length).toBe(s.landings.length + 1);
      // Clear width as built: 36 in between the rail posts, 31 1/2 in at a one-side handrail (R311.7.1).
      expect(s.clearIn).toBeGreaterThanOrEqual(code.minStairWidthIn.value - 1e-9);
      if (s.handrail.required) expect(s.handrailClearIn).toBeGreaterThanOrEqual(code.clearAtHandrailIn.value - 1e-9);
      expect(s.clearIn).toBeLessThanOrEqual(s.widthFt * 12 + 1e-9);
      for (const f of s.flights) {
        expect(f.riseIn).toBeLessThanOrEqual(Math.min(code.maxFlightRiseIn.value, 144) + 1e-9);
        expect(f.longestSpanIn).toBeLessThanOrEqual(code.maxCutStringerSpanIn.value + 1e-9);
        // No open riser above 30 in, and no tread over 30 in without a guard.
        if (f.topTreadIn > code.openRiserAboveIn.value + 1e-9) expect(f.closedRisers).toBe(true);
        if (f.topTreadIn > code.guardsAboveIn.value + 1e-9) expect(f.guarded).toBe(true);
        if (f.guarded) expect(plan.size.stairRailingFt).toBeGreaterThan(0);
        // No required handrail left out of the count.
        if (f.risers >= code.handrailFromRisers.value) {
          expect(s.handrail.required).toBe(true);
          expect(plan.size.handrailFt * 12).toBeGreaterThanOrEqual(f.stringerIn - 1e-9);
        }
      }
      expect(s.riserIn).toBeLessThanOrEqual(code.maxRiserIn.value + 1e-9);
      expect(s.stringers.throatIn).toBeGreaterThanOrEqual(code.minThroatIn.value - 1e-9);
      // No overhang under a stringer's bearing: each landing's joists end on the beam at its edge.
      for (const landing of s.landings) {
        expect(landing.depthFt * 12).toBeGreaterThanOrEqual(36 - 1e-9);
        expect(landing.framing.joists.overhangFt).toBe(0);
        expect(landing.framing.posts.count).toBeGreaterThanOrEqual(4);
      }
      // The run printed is the flights' treads and the landings between them, as drawn.
      const flightsIn = s.flights.reduce((sum, f) => sum + f.runIn, 0);
      const landingsIn = s.landings.reduce((sum, l) => sum + l.depthFt * 12, 0);
      expect(s.runFt * 12).toBeCloseTo(flightsIn + landingsIn, 9);
      expect(s.treads).toBe(s.risers - s.flights.length);
      expect(s.risers * s.riserIn).toBeCloseTo(s.riseIn, 9);
      expect(s.pad.widthFt).toBe(s.widthFt);
    });
    expect(stairs).toBeGreaterThan(20);
  });

  it('no stair whose foot is off grade: it lands on the ground at its foot, graded level within a riser', () => {
    let landed = 0;
    overPlans(
      800,
      (plan, input) => {
        const s = plan.stairs;
        if (!s) return;
        expect(s.pad.fallIn).toBeLessThanOrEqual(s.riserIn + 1e-9);
        if (s.dropGiven) return expect(s.riseIn).toBeCloseTo(input.stairs!.dropFt! * 12, 9);
        // The floor it leaves stands `riseIn` over the ground where its last riser lands (the pad's near edge).
        const levels = levelsOf({...input, attachment: plan.levels[0].framing.ledger ? 'ledger' : 'freestanding'});
        const ground = groundOf(input, farEdgeFt(levels));
        const level = levels[s.level - 1];
        const pad = plan.drawing.pad!;
        const footY = s.side === 'front' ? pad.y : s.side === 'back' ? pad.y + pad.h : pad.y + pad.h / 2;
        expect(s.riseIn).toBeCloseTo((ground.below(footY) - level.dropFt) * 12, 6);
        landed++;
      },
      20,
    );
    expect(landed).toBeGreaterThan(10);
  });

  it('no plan on a slope steeper than 1 in 2, and on one steeper than 1 in 3 every footing keeps its setback', () => {
    let steep = 0;
    overPlans(800, (plan, input) => {
      const levels = levelsOf(input);
      const ground = groundOf(input, farEdgeFt(levels));
      const slope = Math.abs(ground.fall);
      expect(slope).toBeLessThanOrEqual(limits.steepSlope.value + 1e-9);
      if (slope <= limits.slope.value + 1e-9) return;
      steep++;
      const toe = ground.fall > 0 ? ground.toFt : ground.fromFt;
      for (const post of plan.drawing.posts) {
        // R403.1.7: its bottom edge a third of the slope's height below it in from the face (the face is depth/slope away).
        const setbackFt = Math.min(40, Math.abs(ground.below(toe) - ground.below(post.y)) / 3);
        expect(post.depthIn).toBeGreaterThanOrEqual(slope * (setbackFt + post.footingIn / 24) * 12 - 1e-6);
      }
    });
    expect(steep).toBeGreaterThan(5);
  });

  it('no footing within 5 ft of the house stands above the house’s own footing', () => {
    overPlans(400, (plan, input) => {
      const ground = groundOf(input, farEdgeFt(levelsOf(input)));
      const houseIn = houseFootingDepthIn[houseOf(input).foundation];
      for (const post of plan.drawing.posts) {
        if (post.y - post.footingIn / 24 >= limits.houseZoneFt.value) continue;
        // Its bottom at or below the house's: as deep, less what the ground falls between the wall and it.
        expect(post.depthIn).toBeGreaterThanOrEqual(houseIn - (ground.below(post.y) - ground.below(0)) * 12 - 1e-6);
      }
    });
  });

  it('orders what it draws: a hanger or tie for every joist end on a beam, a base for every post, a board for every tread', () => {
    overPlans(400, (plan) => {
      const items = orderList(plan).groups.flatMap((g) => g.items);
      const count = (re: RegExp) => items.filter((i) => re.test(i.item)).reduce((n, i) => n + i.count, 0);
      const posts = plan.levels.reduce((n, l) => n + l.framing.posts.count, 0);
      const landings = plan.stairs?.landings.reduce((n, l) => n + l.framing.posts.count, 0) ?? 0;
      const supports = (plan.stairs?.stringers.supports ?? 0) * 2;
      expect(count(/^6x6 post bases/)).toBe(posts + landings + supports);
      const joists = plan.levels.reduce((n, l) => n + l.framing.joists.count, 0);
      expect(count(/joist hangers|hurricane ties/)).toBeGreaterThanOrEqual(joists);
      if (plan.stairs) {
        expect(count(/^stringer hangers/)).toBe(
          plan.stairs.stringers.count * plan.stairs.flights.length + (plan.join?.stringers ?? 0),
        );
      }
      // A guard post's hold-down and two bolts each; two bolts a stair rail post.
      expect(count(/^guard post hold-downs/)).toBe(plan.guardPosts.deck);
      expect(plan.guardPosts.stairs).toBe(plan.drawing.stairRailPosts.length);
      expect(count(/bags of concrete/)).toBeGreaterThan(0);
    });
  });
});
