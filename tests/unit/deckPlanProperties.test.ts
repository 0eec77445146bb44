import fc from 'fast-check';
import {estimateDeckCost, materials} from '@site/src/lib/deckEstimate';
import {describePlan, planDeck, railingLengthFt, type DeckPlanInput} from '@site/src/lib/deckPlan';

/** Decks of every kind, most of them within the tables (shallower than long, at most 18 1/2 ft deep, an open front). */
function arbitraryInput() {
  const feet = (min: number, max: number) => fc.double({min, max, noNaN: true});
  return fc
    .record({
      length: feet(3, 60),
      depthRatio: feet(0.3, 1.05),
      height: feet(1, 14),
      attachment: fc.constantFrom('ledger' as const, 'freestanding' as const),
      open: fc.record({left: fc.boolean(), front: fc.constant(true), right: fc.boolean(), back: fc.boolean()}),
      side: fc.constantFrom('front' as const, 'front' as const, 'left' as const, 'right' as const, 'back' as const),
      width: fc.option(feet(3, 6)),
      material: fc.constantFrom(...materials),
      // Mostly decks the tables cover, so the properties below mostly check plans.
      hotTub: fc.constantFrom(false, false, false, false, true),
      roof: fc.constantFrom(false, false, false, false, true),
      railingsWanted: fc.boolean(),
    })
    .map(({side, width, depthRatio, ...rest}): DeckPlanInput => ({
      ...rest,
      depth: Math.min(18.5, rest.length * depthRatio),
      stairs: width === null ? null : {side, width},
    }));
}

describe('planDeck over many decks', () => {
  it('railing length never exceeds the perimeter', () => {
    fc.assert(
      fc.property(arbitraryInput(), (input) => {
        const railing = railingLengthFt(input, true);
        expect(railing).toBeGreaterThanOrEqual(0);
        expect(railing).toBeLessThanOrEqual(2 * (input.length + input.depth));
      }),
    );
  });

  it('the total always equals estimateDeckCost for the same area, railings and stairs', () => {
    let plans = 0;
    fc.assert(
      fc.property(arbitraryInput(), (input) => {
        const result = planDeck(input);
        if (result.kind !== 'plan') return;
        plans++;
        const expected = estimateDeckCost({
          size: input.length * input.depth,
          material: input.material,
          railings: result.size.railingFt > 0,
          stairs: input.stairs !== null,
        });
        expect(result.estimate).toMatchObject(expected);
        expect(result.size.railingFt).toBeLessThanOrEqual(result.size.perimeterFt);
      }),
      {numRuns: 500},
    );
    expect(plans).toBeGreaterThan(30); // about 1 in 5 is a plan; the rest are engineer or invalid cases
  });

  it('never throws, and a plan never has a post taller than its cell allows', () => {
    fc.assert(
      fc.property(arbitraryInput(), (input) => {
        const result = planDeck(input);
        expect(typeof describePlan(result, input)).toBe('string');
        if (result.kind === 'plan') {
          const {posts} = result.framing;
          expect(posts.heightFt).toBeLessThanOrEqual(posts.maxHeightFt);
          expect(posts.heightFt).toBeGreaterThanOrEqual(0);
        }
      }),
      {numRuns: 300},
    );
  });
});
