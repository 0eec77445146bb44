import fc from 'fast-check';
import {PLANNED_TREAD_IN, parseFeet, stairCounts} from '@site/src/lib/deckPlan';
import {planStairs} from '@site/src/lib/deckPlan/stairs';

describe('stairs: risers at most 7 3/4 in (R311.7.5.1), treads at least 10 in (R311.7.5.2)', () => {
  it('rise 36 in -> 5 risers of 7 1/5 in (7 1/4 to the nearest 1/8), 4 treads, a 3\' 8" run', () => {
    // 36 / 7.75 = 4.65 -> 5 risers; 36 / 5 = 7.2 in; 4 treads x 11 in = 44 in.
    const stairs = planStairs(3, 'front', 4);
    expect(stairs).toMatchObject({riseIn: 36, risers: 5, riserIn: 7.2, riserText: '7 1/4', treads: 4, treadIn: 11});
    expect(stairs.runFt * 12).toBeCloseTo(44, 10);
    expect(stairs.treadBoards).toBe(8);
    expect(stairs.handrail).toMatchObject({required: true, minIn: 34, maxIn: 38});
  });

  it('rise 31 in -> exactly 4 risers of 7 3/4 in, and a handrail (4 or more risers, R311.7.8)', () => {
    // 31 / 7.75 = 4 exactly: no fifth riser for a rounding hair (2' 7" typed as feet).
    expect(stairCounts(31 / 12)).toEqual({riseIn: 31, risers: 4, riserIn: 7.75, treads: 3});
    expect(planStairs(31 / 12, 'left', 3).handrail.required).toBe(true);
  });

  it('rise 18 in -> 3 risers of 6 in and no handrail', () => {
    const stairs = planStairs(1.5, 'right', 4);
    expect(stairs).toMatchObject({risers: 3, riserIn: 6, treads: 2});
    expect(stairs.handrail.required).toBe(false);
  });

  it('rise 6 in -> a single step, no tread', () => {
    expect(stairCounts(0.5)).toEqual({riseIn: 6, risers: 1, riserIn: 6, treads: 0});
  });

  it('rise 8 ft -> 13 risers of 7 3/8 in (96 / 13 = 7.38)', () => {
    expect(planStairs(8, 'front', 4)).toMatchObject({risers: 13, riserText: '7 3/8', treads: 12});
  });

  it('plans 11 in treads, above the 10 in minimum', () => {
    expect(PLANNED_TREAD_IN).toBeGreaterThanOrEqual(10);
  });

  it('risers x riser height equals the rise within 1/8 in, with the fewest risers the maximum allows', () => {
    fc.assert(
      fc.property(fc.double({min: 0.1, max: 30, noNaN: true}), (heightFt) => {
        const {riseIn, risers, riserIn, treads} = stairCounts(heightFt);
        expect(Math.abs(risers * riserIn - riseIn)).toBeLessThanOrEqual(1 / 8);
        expect(riserIn).toBeLessThanOrEqual(7.75 + 1e-9);
        if (risers > 1) expect(riseIn / (risers - 1)).toBeGreaterThan(7.75 - 1e-9);
        expect(treads).toBe(risers - 1);
        // The riser as printed ("7 1/4") is the exact one to the nearest 1/8 in.
        const shownIn = (parseFeet(`${planStairs(heightFt, 'front', 4).riserText}"`) ?? NaN) * 12;
        expect(Math.abs(shownIn - riserIn)).toBeLessThanOrEqual(1 / 16 + 1e-9);
      }),
    );
  });
});
