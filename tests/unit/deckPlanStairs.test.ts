import fc from 'fast-check';
import {PLANNED_TREAD_IN, maxPlannedRiserIn, parseFeet, stairCounts, throatIn} from '@site/src/lib/deckPlan';
import {planStairs as plan} from '@site/src/lib/deckPlan/stairLines';
import {stairLines} from '@site/src/lib/deckPlan/stairWords';
import type {Material} from '@site/src/data/pricing';
import type {Side} from '@site/src/lib/deckPlan';

/** Stairs off level ground, from a floor `heightFt` up. */
const planStairs = (heightFt: number, side: Side, widthFt: number, material: Material) =>
  plan({
    level: 1,
    side,
    widthFt,
    material,
    houseIn: heightFt * 12,
    ground: level(heightFt * 12),
    dropIn: null,
  })!;

/** Level ground under a floor `startIn` up. */
const level = (startIn: number) => ({startIn, aboveAt: () => startIn, fallMost: 0});
/** Ground falling `fall` inches an inch as the stair runs out. */
const falling = (startIn: number, fall: number) => ({
  startIn,
  aboveAt: (t: number) => startIn + fall * t,
  fallMost: fall,
});

describe('risers: at most 7 3/4 in (R311.7.5.1), and short enough for a 2x12 stringer to keep 5 in below its notches', () => {
  it('the tallest riser planned: an 11 in tread notched into a 2x12 leaves 5 in at about 7.6 in', () => {
    // notch = R·11/√(R² + 121) = 11 1/4 − 5 = 6 1/4 -> R = 6.25 · 11 / √(121 − 39.06) = 7.595 in.
    expect(maxPlannedRiserIn()).toBeCloseTo(7.595, 3);
    expect(throatIn(maxPlannedRiserIn())).toBeCloseTo(5, 10);
    // At the code's own 7 3/4 in, the notch would leave under 5 in: 11.25 − 85.25 / 13.46 = 4.91.
    expect(throatIn(7.75)).toBeCloseTo(4.91, 2);
  });

  it('rise 36 in -> 5 risers of 7 1/5 in (7 3/16 to the nearest 1/16), 4 treads, a 3\' 8" run', () => {
    const stairs = planStairs(3, 'front', 4, 'composite');
    expect(stairs).toMatchObject({riseIn: 36, risers: 5, riserIn: 7.2, riserText: '7 3/16', treads: 4, treadIn: 11});
    expect(stairs.runFt * 12).toBeCloseTo(44, 10);
    expect(stairs.treadBoards).toBe(8);
    expect(stairs.handrail).toMatchObject({required: true, minIn: 34, maxIn: 38});
  });

  it('rise 31 in -> 5 risers of 6 1/5 in: 4 of 7 3/4 in would leave a 2x12 stringer under 5 in of wood', () => {
    expect(stairCounts(31 / 12)).toEqual({riseIn: 31, risers: 5, riserIn: 6.2, treads: 4});
    expect(planStairs(31 / 12, 'left', 3, 'cedar').handrail.required).toBe(true);
  });

  it('rise 18 in -> 3 risers of 6 in and no handrail', () => {
    const stairs = planStairs(1.5, 'right', 4, 'pvc');
    expect(stairs).toMatchObject({risers: 3, riserIn: 6, treads: 2});
    expect(stairs.handrail.required).toBe(false);
  });

  it('rise 6 in -> a single step, no tread', () => {
    expect(stairCounts(0.5)).toEqual({riseIn: 6, risers: 1, riserIn: 6, treads: 0});
  });

  it('rise 8 ft -> 13 risers of 7 3/8 in (96 / 13 = 7.38)', () => {
    expect(planStairs(8, 'front', 4, 'composite')).toMatchObject({risers: 13, riserText: '7 3/8', treads: 12});
  });

  it('on falling ground the stair rises to the ground where it lands: the fewest risers that reach it', () => {
    // 36 in up, the ground falling 1 in every 4 in along the run: 5 risers run 44 in (rise 47 in: 9.4 in each, too
    // tall); 7 risers run 66 in, rise 52.5 in, 7.5 in each.
    const s = plan({
      level: 1,
      side: 'front',
      widthFt: 4,
      material: 'cedar',
      houseIn: 36,
      ground: falling(36, 0.25),
      dropIn: null,
    })!;
    expect(s).toMatchObject({risers: 7, riseIn: 36 + 0.25 * 66});
    expect(stairLines({...s, landings: []}, 'cedar', 0).stairs.caption).toMatch(
      /the ground falls 1' 4 1\/2" under them, so they rise 4' 4 1\/2" in all$/,
    );
    // The ground falling faster than stairs can step down: none.
    expect(
      plan({
        level: 1,
        side: 'front',
        widthFt: 4,
        material: 'cedar',
        houseIn: 36,
        ground: falling(36, 0.8),
        dropIn: null,
      }),
    ).toBeNull();
  });

  it('to a drop the homeowner measured: the fewest risers for it, wherever the ground under the deck would have put them', () => {
    // 36 in up at the deck's edge, 57 in to the ground where they land: 8 risers of 7 1/8 in, 7 treads, 77 in of run.
    const s = plan({
      level: 1,
      side: 'front',
      widthFt: 4,
      material: 'cedar',
      houseIn: 36,
      ground: level(36),
      dropIn: 57,
    })!;
    expect(s).toMatchObject({risers: 8, riseIn: 57, treads: 7, dropGiven: true});
    expect(stairLines({...s, landings: []}, 'cedar', 0).stairs.caption).toMatch(
      /they drop 4' 9" to the ground where they land, as you measured it$/,
    );
  });

  it('the clear width as built: a 4 ft stair with rails is 38 in between its posts and 34 1/2 in at the handrail', () => {
    // 48 in over the stringers, less two 1 1/2 in stringers and two 3 1/2 in posts; the handrail 3 1/2 in into it.
    expect(planStairs(3, 'front', 4, 'composite')).toMatchObject({widthFt: 4, clearIn: 38, handrailClearIn: 34.5});
    // 18 in of rise: 3 risers, no rail and no posts: the whole 36 in is clear.
    expect(planStairs(1.5, 'front', 3, 'composite')).toMatchObject({clearIn: 36, handrailClearIn: null});
  });

  it('plans 11 in treads, above the 10 in minimum', () => {
    expect(PLANNED_TREAD_IN).toBeGreaterThanOrEqual(10);
  });

  it('risers x riser height equals the rise within 1/8 in, with the fewest risers the planned maximum allows', () => {
    fc.assert(
      fc.property(fc.double({min: 0.1, max: 30, noNaN: true}), (heightFt) => {
        const {riseIn, risers, riserIn, treads} = stairCounts(heightFt);
        const most = maxPlannedRiserIn();
        expect(Math.abs(risers * riserIn - riseIn)).toBeLessThanOrEqual(1 / 8);
        expect(riserIn).toBeLessThanOrEqual(most + 1e-9);
        if (risers > 1) expect(riseIn / (risers - 1)).toBeGreaterThan(most - 1e-9);
        expect(treads).toBe(risers - 1);
        // The riser as printed ("7 3/16") is the exact one to the nearest 1/16 in.
        const shownIn = (parseFeet(`${planStairs(heightFt, 'front', 4, 'composite').riserText}"`) ?? NaN) * 12;
        expect(Math.abs(shownIn - riserIn)).toBeLessThanOrEqual(1 / 32 + 1e-9);
      }),
    );
  });
});
