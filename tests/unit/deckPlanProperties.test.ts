import fc from 'fast-check';
import {estimateDeckCost, materials} from '@site/src/lib/deckEstimate';
import {places} from '@site/src/lib/buildingOffices';
import {codeFigures as code} from '@site/src/data/framing';
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
      place: fc.constantFrom(...places().map((p) => p.value)),
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
        expect(result.size.deckRailingFt).toBeLessThanOrEqual(result.size.perimeterFt);
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

  it('frames what an inspector signs: joists end at a flush beam, stairs keep every limit, guards where treads are high', () => {
    let stairs = 0;
    fc.assert(
      fc.property(arbitraryInput(), (input) => {
        const result = planDeck(input);
        if (result.kind !== 'plan') return;
        const {joists, beams} = result.framing;
        // A joist in a hanger ends at the beam; one resting on a beam overhangs at most a quarter of its span.
        if (beams.flush) expect(joists.overhangFt).toBe(0);
        else expect(joists.overhangFt).toBeLessThanOrEqual(joists.spanFt / 4 + 1e-9);
        const s = result.stairs;
        if (!s) return;
        stairs++;
        expect(s.flights.length).toBe(s.landings.length + 1);
        for (const f of s.flights) {
          expect(f.riseIn).toBeLessThanOrEqual(code.maxFlightRiseIn.value + 1e-9);
          expect(f.longestSpanIn).toBeLessThanOrEqual(code.maxCutStringerSpanIn.value + 1e-9);
          // Every tread more than 30 in up is on a guarded flight.
          const riser = s.riserIn;
          for (let k = 1; k <= f.treads; k++) {
            if (f.baseIn + k * riser > code.guardsAboveIn.value + 1e-9) expect(f.guarded).toBe(true);
          }
          if (f.guarded) expect(result.size.stairRailingFt).toBeGreaterThan(0);
        }
        expect(s.riserIn).toBeLessThanOrEqual(code.maxRiserIn.value + 1e-9);
        expect(s.stringers.throatIn).toBeGreaterThanOrEqual(code.minThroatIn.value - 1e-9);
        for (const landing of s.landings) expect(landing.depthFt * 12).toBeGreaterThanOrEqual(36 - 1e-9);
        // The run printed is the flights' treads and the landings between them, as drawn.
        const flightsIn = s.flights.reduce((sum, f) => sum + f.runIn, 0);
        const landingsIn = s.landings.reduce((sum, l) => sum + l.depthFt * 12, 0);
        expect(s.runFt * 12).toBeCloseTo(flightsIn + landingsIn, 9);
        expect(s.treads).toBe(s.risers - s.flights.length);
      }),
      {numRuns: 500},
    );
    expect(stairs).toBeGreaterThan(20);
  });
});
