/**
 * The table look-ups against cases worked by hand from the printed cells (Southern pine, joists 16 in o.c.).
 * Overhang planned: the lesser of the table's L_O and L/4 of the span, i.e. of L_O and depth / 5.
 */
import fc from 'fast-check';
import {footingTable, footingTableBeamSpansFt, footingTableJoistSpansFt, joistSpans} from '@site/src/data/framing';
import {chooseBeam, chooseJoist, footingCell, postSpacing} from '@site/src/lib/deckPlan';
import {joistSizes} from '@site/src/lib/deckPlan/framing';

describe('DCA 6 Table 2: joists', () => {
  it('Table 2, 2x8 @ 16 in: a 12 ft deep deck spans 10 ft with a 2 ft overhang', () => {
    // 144 in. 2x6: overhang min(13, 28.8) = 13, span 131 > 108 (9'-0"): too long.
    // 2x8: overhang min(24, 28.8) = 24 (2'-0"), span 120 <= 142 (11'-10").
    expect(chooseJoist(144, '2x6')).toEqual({
      size: '2x8',
      spacingIn: 16,
      spanIn: 120,
      overhangIn: 24,
      backIn: 0,
      tableSpanIn: 142,
      tableOverhangIn: 24,
    });
  });

  it('a freestanding level at the house: 2 ft cantilevered back past a beam set off the wall, each cantilever ≤ L/4', () => {
    // 12 ft deep, 2x8 at 16 in: back 24 (≤ L_O 24, ≤ 144/5), then out min(24, (144 − 24)/5 = 24, 144 − 120 = 24):
    // 24 in, leaving 96 in of span between the beams, a quarter of which is the 24 in each way.
    expect(chooseJoist(144, '2x8', 16, 'dropped', true, 24, 8)).toMatchObject({
      size: '2x8',
      spanIn: 96,
      overhangIn: 24,
      backIn: 24,
    });
    // 8 ft deep: the back cantilever can be at most 96/5 = 19.2 in, and then nothing is left to overhang the front.
    expect(chooseJoist(96, '2x8', 16, 'dropped', true, 24, 8)).toMatchObject({
      backIn: 19.2,
      overhangIn: 0,
      spanIn: 76.8,
    });
    // Under 8 in back, no size sets the beam off the wall: 3 ft deep allows 7.2 in.
    expect(chooseJoist(36, '2x8', 16, 'dropped', true, 24, 8)).toBeNull();
  });

  it('Table 2 at 12 in: joists closer than the decking asks span farther (2x8: 13\' 1" against 11\' 10")', () => {
    expect(chooseJoist(144, '2x8', 12, 'flush')).toMatchObject({
      size: '2x8',
      spacingIn: 12,
      spanIn: 144,
      tableSpanIn: 157,
    });
    expect(chooseJoist(144, '2x8', 16, 'flush')).toMatchObject({size: '2x10'});
  });

  it('Table 2, 2x6 @ 16 in (9\' 0" + 1\' 1"): a 10 ft deep deck with no guard posts', () => {
    // 120 in: overhang min(13, 24) = 13, span 107 <= 108. Guard posts on the joists make it a 2x8 (note 6).
    expect(chooseJoist(120, '2x6')).toMatchObject({size: '2x6', spanIn: 107, overhangIn: 13});
    expect(chooseJoist(120, '2x8')).toMatchObject({size: '2x8', overhangIn: 24, spanIn: 96});
  });

  it('Table 2, 2x8 @ 16 in: 13\' 10" is the deepest deck a 2x8 frames; 13\' 11" takes a 2x10', () => {
    // 166 in - 24 = 142 = 11'-10". 167 - 24 = 143 > 142; 2x10: overhang min(41, 33.4), span 133.6 <= 168.
    expect(chooseJoist(166, '2x8')?.size).toBe('2x8');
    expect(chooseJoist(167, '2x8')).toMatchObject({size: '2x10', overhangIn: 33.4});
  });

  it('Table 2, 2x10 @ 16 in (14\' 0" + 3\' 5"): 17\' 5" deep is the limit, then a 2x12', () => {
    // 209 - min(41, 41.8) = 168 = 14'-0". 210 - 41 = 169 > 168; 2x12: 210 - min(50, 42) = 168 <= 198.
    expect(chooseJoist(209, '2x8')).toMatchObject({size: '2x10', spanIn: 168, overhangIn: 41});
    expect(chooseJoist(210, '2x8')).toMatchObject({size: '2x12', spanIn: 168, overhangIn: 42});
  });

  it('Table 2, 2x12 @ 16 in: an 18 ft deep deck, where L/4 governs the printed 4\' 2" overhang', () => {
    // 216 in: overhang min(50, 43.2) = 43.2, span 172.8, and 43.2 is exactly 172.8 / 4.
    const joist = chooseJoist(216, '2x8');
    expect(joist).toMatchObject({size: '2x12', tableOverhangIn: 50});
    expect(joist?.overhangIn).toBeCloseTo(43.2, 10);
    expect(joist?.overhangIn).toBeCloseTo((joist?.spanIn ?? 0) / 4, 10);
  });

  it('Table 2: past a 2x12 (16\' 6" + L/4) there is no joist', () => {
    expect(chooseJoist(260, '2x8')).toBeNull(); // 260 - 50 = 210 > 198
  });

  it('holds the printed Southern pine cells at 16 in (ft-in -> in)', () => {
    expect(joistSizes.map((s) => [joistSpans[s][16].spanIn, joistSpans[s][16].overhangIn])).toEqual([
      [108, 13],
      [142, 24],
      [168, 41],
      [198, 50],
    ]);
  });

  it('a deeper deck (a longer span) never gets a smaller joist', () => {
    fc.assert(
      fc.property(
        fc.double({min: 12, max: 216, noNaN: true}),
        fc.double({min: 12, max: 216, noNaN: true}),
        fc.constantFrom('2x6' as const, '2x8' as const),
        (a, b, min) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const rank = (depth: number) => joistSizes.indexOf(chooseJoist(depth, min)?.size ?? '2x12');
          expect(rank(short)).toBeLessThanOrEqual(rank(long));
          const joist = chooseJoist(long, min);
          if (joist) expect(joist.overhangIn).toBeLessThanOrEqual(joist.spanIn / 4 + 1e-9);
        },
      ),
    );
  });
});

describe('DCA 6 Table 3A: beams', () => {
  it('Table 3A, 2-2x10 at joist span ≤ 10 ft (7\' 9"): posts 7 ft apart', () => {
    // 84 in: 2-2x6 61, 2-2x8 78, 3-2x6 77 fall short; 2-2x10 93 covers it.
    expect(chooseBeam(84, 120)).toEqual({size: '2-2x10', tableSpanIn: 93, joistColumnFt: 10});
  });

  it('Table 3A, 3-2x8 at joist span ≤ 10 ft (8\' 3"): posts 8 ft apart outgrow a 2-2x10', () => {
    expect(chooseBeam(96, 120)).toEqual({size: '3-2x8', tableSpanIn: 99, joistColumnFt: 10});
  });

  it('Table 3A: a joist span of 10\' 1" rounds up to the ≤ 12 ft column (2-2x10, 7\' 1")', () => {
    expect(chooseBeam(84, 121)).toEqual({size: '2-2x10', tableSpanIn: 85, joistColumnFt: 12});
  });

  it('Table 3A, 3-2x12 at joist span ≤ 18 ft (8\' 7"): the one beam for posts 8 ft apart', () => {
    expect(chooseBeam(96, 216)).toEqual({size: '3-2x12', tableSpanIn: 103, joistColumnFt: 18});
  });

  it('Table 3A note 4: a flush beam carrying 2x10 joists in hangers is at least a 2x10', () => {
    expect(chooseBeam(60, 120)?.size).toBe('2-2x6'); // 5'-1" covers 5 ft
    expect(chooseBeam(60, 120, 9.25)?.size).toBe('2-2x10');
  });

  it('Table 3A: joists over 18 ft, or a spacing no beam covers, are beyond the table', () => {
    expect(chooseBeam(60, 217)).toBeNull();
    expect(chooseBeam(181, 72)).toBeNull(); // 3-2x12 at <= 6 ft spans 15'-0"
  });

  it('posts at most 8 ft apart, center to center, in equal bays', () => {
    expect(postSpacing(16)).toEqual({bays: 2, spacingFt: 8});
    expect(postSpacing(17)).toEqual({bays: 3, spacingFt: 17 / 3});
    expect(postSpacing(6)).toEqual({bays: 1, spacingFt: 6});
  });
});

describe('DCA 6 Table 4: footings and post heights', () => {
  it('Table 4, beam span ≤ 8 ft, joist span ≤ 10 ft -> 20 in round, 18 in square, 8 in thick; posts to 14 ft', () => {
    expect(footingCell(8, 10)).toMatchObject({
      cell: {roundIn: 20, squareIn: 18, thicknessIn: 8},
      beamRowFt: 8,
      joistColumnFt: 10,
      maxPostHeightFt: 14,
    });
  });

  it('Table 4, beam span ≤ 6 ft, joist span ≤ 14 ft -> 21 in round or 18 in square (as AWC worked it for 14 ft joists)', () => {
    expect(footingCell(5.5, 12.8)?.cell).toMatchObject({roundIn: 21, squareIn: 18, thicknessIn: 8});
  });

  it('Table 4, beam span ≤ 8 ft, joist span ≤ 14 ft -> 24 in round; 6x6 to 11 ft, the lowest species column', () => {
    // Printed heights 14, 14, 14, 14, 11: the limit holds whichever column is Southern pine.
    expect(footingCell(7.5, 10.5)).toMatchObject({cell: {roundIn: 24, thicknessIn: 10}, maxPostHeightFt: 11});
  });

  it('Table 4, beam span ≤ 8 ft, joist span ≤ 18 ft -> 27 in round, 11 in thick; 6x6 to 8 ft', () => {
    expect(footingCell(8, 16)).toMatchObject({cell: {roundIn: 27, squareIn: 24, thicknessIn: 11}, maxPostHeightFt: 8});
  });

  it('Table 4, beam span ≤ 18 ft, joist span ≤ 18 ft: one column prints NP, so no height is allowed', () => {
    expect(footingCell(18, 18)).toMatchObject({cell: {roundIn: 42}, maxPostHeightFt: 0});
  });

  it('Table 4: beyond 18 ft either way there is no cell', () => {
    expect(footingCell(18.5, 10)).toBeNull();
    expect(footingCell(8, 18.5)).toBeNull();
  });

  it('every Table 4 footing has the bearing area its row and column need (L_B x 3/4 L_J x 50 psf / 1,500 psf)', () => {
    // A check on the transcription: a center post carries L_B by half the span plus an L_J/4 overhang (note 1).
    footingTableBeamSpansFt.forEach((beamFt, row) =>
      footingTableJoistSpansFt.forEach((joistFt, col) => {
        const needSqFt = (beamFt * 0.75 * joistFt * 50) / 1500;
        const {roundIn, squareIn} = footingTable[row][col];
        expect(Math.PI * (roundIn / 24) ** 2).toBeGreaterThanOrEqual(needSqFt);
        expect((squareIn / 12) ** 2).toBeGreaterThanOrEqual(needSqFt);
      }),
    );
  });
});
