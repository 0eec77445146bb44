import {
  MAX_DECK_SIZE,
  defaultDeckOptions,
  describeDeck,
  estimateDeckCost,
  formatUsd,
  fromQuery,
  materialPrices,
  materials,
  parseDeckSize,
  toQuery,
  type DeckInputs,
  type Material,
} from '@site/src/lib/deckEstimate';
import {calculator, originalPrices, seedTotal} from '../seed';
import {formula as siteFormula} from '@site/src/data/pricing';

/** A small seeded generator so the "many random inputs" cases are the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sumOfParts = (e: ReturnType<typeof estimateDeckCost>) => e.materials + e.railings + e.stairs + e.installation;

/**
 * The arithmetic is proved with the replaced site's prices (tests/seed/original.ts), so
 * its exact cases stay exact whatever the owner charges; the site's own prices
 * go through the same code.
 */
describe('the site’s prices', () => {
  it('are what the calculator uses when no prices are given', () => {
    const input: DeckInputs = {size: 312.5, material: materials[0], railings: true, stairs: true};
    expect(estimateDeckCost(input)).toEqual(estimateDeckCost(input, {materialPrices, formula: siteFormula}));
  });

  it("defaults to the replaced site's choices", () => {
    expect(defaultDeckOptions).toEqual(calculator.defaults);
  });
});

describe('estimateDeckCost against the seed formula', () => {
  it.each(materials.flatMap((m) => [true, false].flatMap((r) => [true, false].map((st) => [m, r, st] as const))))(
    '300 sq ft of %s, railings %s, stairs %s',
    (material, railings, stairs) => {
      expect(estimateDeckCost({size: 300, material, railings, stairs}, originalPrices).total).toBe(
        seedTotal(300, material, railings, stairs),
      );
    },
  );
});

describe('estimateDeckCost with prices in cents and percentages with decimals', () => {
  const prices = {
    materialPrices: {
      ...originalPrices.materialPrices,
      composite: {...originalPrices.materialPrices.composite, pricePerSqFt: 32.5},
    },
    formula: {railingsPercent: 27.5, stairsFlat: 850.25, installedPercent: 162.5},
  };

  it('is exact: 300 sq ft at $32.50 with railings at 27.5% and $850.25 stairs, x 1.625', () => {
    // 9750 + 2681.25 + 850.25 = 13281.50; x 1.625 = 21582.4375 -> 21582
    expect(estimateDeckCost({size: 300, material: 'composite', railings: true, stairs: true}, prices)).toEqual({
      materials: 9750,
      railings: 2681,
      stairs: 850,
      installation: 21582 - 9750 - 2681 - 850,
      total: 21582,
    });
  });

  it('never returns NaN or a negative line for any size', () => {
    for (const size of [0.01, 0.5, 1, 33.3, 999.99, MAX_DECK_SIZE]) {
      const e = estimateDeckCost({size, material: 'composite', railings: true, stairs: false}, prices);
      expect(Object.values(e).every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
      expect(e.materials + e.railings + e.stairs + e.installation).toBe(e.total);
    }
  });
});

describe('estimateDeckCost: the total', () => {
  it.each([
    // size, material, railings, stairs, unrounded, rounded
    [150.5, 'composite', true, false, 10271.625, 10272],
    [0.5, 'pressure-treated', false, false, 11.25, 11],
    [12.25, 'cedar', false, true, 1751.25, 1751],
    [99.9, 'pvc', true, true, 9966.225, 9966],
    [1234.56, 'pressure-treated', true, false, 36110.88, 36111],
  ] as const)(
    'prices a fractional size: %s sq ft %s, railings %s, stairs %s: %s rounds to %s',
    (size, material, railings, stairs, unrounded, rounded) => {
      const {materialPrices: rates, formula} = originalPrices;
      const expected =
        ((size * rates[material].pricePerSqFt * (railings ? 100 + formula.railingsPercent : 100)) / 100 +
          (stairs ? formula.stairsFlat : 0)) *
        (formula.installedPercent / 100);
      expect(expected).toBeCloseTo(unrounded, 6);
      expect(estimateDeckCost({size, material, railings, stairs}, originalPrices).total).toBe(rounded);
    },
  );

  // Inputs whose true unrounded total ends in exactly .5. Several of these
  // come out as x.4999999 in naive floating point (1.4 x 45 x 1.5 is
  // 94.49999999999999 in a double) and would round down; the spec's rule is half up.
  it.each([
    [1, 'pressure-treated', false, false, 22.5, 23],
    [3, 'pressure-treated', false, false, 67.5, 68],
    [1.4, 'pvc', false, false, 94.5, 95],
    [4.1, 'cedar', false, false, 184.5, 185],
    [8.2, 'pressure-treated', false, false, 184.5, 185],
    [10, 'composite', true, false, 682.5, 683],
    [64.6, 'pvc', false, true, 5560.5, 5561],
    [66.6, 'pvc', false, true, 5695.5, 5696],
  ] as const)(
    'rounds half up at .5: %s sq ft %s, railings %s, stairs %s: %s -> %s',
    (size, material, railings, stairs, _unrounded, rounded) => {
      expect(estimateDeckCost({size, material, railings, stairs}, originalPrices).total).toBe(rounded);
    },
  );

  it('handles the largest allowed size without overflow or float drift', () => {
    const estimate = estimateDeckCost(
      {size: MAX_DECK_SIZE, material: 'pvc', railings: true, stairs: true},
      originalPrices,
    );
    expect(estimate.total).toBe(878_700); // (450000 x 1.3 + 800) x 1.5
    expect(formatUsd(estimate.total)).toBe('$878,700');
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, MAX_DECK_SIZE + 0.01, 1e308])(
    'refuses an out-of-range size (%s) instead of returning NaN',
    (size) => {
      expect(() =>
        estimateDeckCost({size, material: 'composite', railings: true, stairs: false}, originalPrices),
      ).toThrow(RangeError);
    },
  );

  it('refuses an unknown material', () => {
    expect(() =>
      estimateDeckCost({size: 300, material: 'oak' as Material, railings: true, stairs: false}, originalPrices),
    ).toThrow(RangeError);
  });
});

describe('estimateDeckCost: the breakdown', () => {
  it('itemizes 300 sq ft of composite with railings and stairs', () => {
    expect(estimateDeckCost({size: 300, material: 'composite', railings: true, stairs: true}, originalPrices)).toEqual({
      materials: 10500,
      railings: 3150,
      stairs: 800,
      installation: 7225,
      total: 21675,
    });
  });

  it('shows $0 for railings and stairs that were not chosen', () => {
    const e = estimateDeckCost({size: 300, material: 'cedar', railings: false, stairs: false}, originalPrices);
    expect(e).toEqual({materials: 9000, railings: 0, stairs: 0, installation: 4500, total: 13500});
  });

  it('puts dropped cents into installation so the lines still add up', () => {
    // 150.5 x 35 = 5267.50 -> 5267; railings 1580.25 -> 1580; total 10272.
    expect(
      estimateDeckCost({size: 150.5, material: 'composite', railings: true, stairs: false}, originalPrices),
    ).toEqual({
      materials: 5267,
      railings: 1580,
      stairs: 0,
      installation: 3425,
      total: 10272,
    });
  });

  it('sums exactly to the total, in whole non-negative dollars, for 5,000 random inputs', () => {
    const random = mulberry32(20250601);
    for (let i = 0; i < 5000; i += 1) {
      // A mix of whole, 1-3 decimal and tiny sizes across the full range.
      const decimals = Math.floor(random() * 4);
      const magnitude = random() < 0.1 ? 5 : MAX_DECK_SIZE;
      const size = Math.max(0.001, Number((random() * magnitude).toFixed(decimals)) || 0.001);
      const input: DeckInputs = {
        size,
        material: materials[Math.floor(random() * materials.length)],
        railings: random() < 0.5,
        stairs: random() < 0.5,
      };
      const e = estimateDeckCost(input);
      const context = JSON.stringify(input);
      expect({context, sum: sumOfParts(e)}).toEqual({context, sum: e.total});
      for (const part of [e.materials, e.railings, e.stairs, e.installation, e.total]) {
        expect(Number.isInteger(part) && part >= 0).toBe(true);
      }
      // The total matches the formula to within rounding, with the site's own figures (pricing.ts).
      const {railingsPercent, stairsFlat, installedPercent} = siteFormula;
      const unrounded =
        (size * materialPrices[input.material].pricePerSqFt * (input.railings ? 1 + railingsPercent / 100 : 1) +
          (input.stairs ? stairsFlat : 0)) *
        (installedPercent / 100);
      expect(Math.abs(e.total - unrounded)).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it('stays whole and non-negative for sizes under one square foot', () => {
    for (const size of [0.001, 0.01, 0.05, 0.1, 0.3333, 0.5, 0.6667, 0.99]) {
      for (const material of materials) {
        for (const railings of [false, true]) {
          const e = estimateDeckCost({size, material, railings, stairs: false}, originalPrices);
          expect(sumOfParts(e)).toBe(e.total);
          expect(e.installation).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('parseDeckSize', () => {
  it.each([
    ['300', 300],
    [' 300 ', 300],
    ['150.5', 150.5],
    ['.5', 0.5],
    ['300.', 300],
    ['1,200', 1200],
    ['3e2', 300],
    ['10000', 10000],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDeckSize(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '0',
    '0.0',
    '-5',
    '-0',
    'abc',
    '300abc',
    '30 0',
    '1e400',
    '1e308',
    '1e-400',
    'Infinity',
    'NaN',
    '0x1F',
    '1,2',
    '12,34,567',
    '10000.01',
    '99999',
    '$300',
    'three hundred',
  ])('rejects %j', (input) => {
    expect(parseDeckSize(input)).toBeNull();
  });

  it('caps sizes at MAX_DECK_SIZE (10,000 sq ft): larger sizes are invalid, not clamped', () => {
    expect(MAX_DECK_SIZE).toBe(10_000);
    expect(parseDeckSize(String(MAX_DECK_SIZE))).toBe(MAX_DECK_SIZE);
    expect(parseDeckSize(String(MAX_DECK_SIZE + 1))).toBeNull();
  });

  it('survives pasted text of any length', () => {
    expect(parseDeckSize('9'.repeat(400))).toBeNull();
    expect(parseDeckSize(`300\n\tsq ft`)).toBeNull();
  });
});

describe('formatUsd and describeDeck', () => {
  it('formats whole dollars with thousands separators', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(800)).toBe('$800');
    expect(formatUsd(20475)).toBe('$20,475');
    expect(formatUsd(1317450)).toBe('$1,317,450');
    expect(formatUsd(22.5)).toBe('$23');
  });

  it('never prints NaN or Infinity', () => {
    expect(formatUsd(Number.NaN)).not.toMatch(/NaN/);
    expect(formatUsd(Number.POSITIVE_INFINITY)).not.toMatch(/Infinity|∞/);
  });

  it('describes the inputs in words', () => {
    // The material as the owner names it (Business → Prices and rates).
    expect(describeDeck({size: 1200, material: 'pressure-treated', railings: false, stairs: true})).toBe(
      `1,200 sq ft of ${materialPrices['pressure-treated'].label.toLowerCase()}, no railings, with stairs`,
    );
  });
});

describe('query string', () => {
  it('writes the shareable query', () => {
    expect(toQuery({size: 300, material: 'composite', railings: true, stairs: false})).toBe(
      '?size=300&material=composite&railings=yes&stairs=no',
    );
  });

  it('round-trips every combination', () => {
    for (const material of materials) {
      for (const railings of [false, true]) {
        for (const stairs of [false, true]) {
          for (const size of [1, 150.5, 300, 0.25, 1e-7, MAX_DECK_SIZE]) {
            const input = {size, material, railings, stairs};
            expect(fromQuery(toQuery(input))).toEqual(input);
          }
        }
      }
    }
  });

  it('reads a query without the leading ?', () => {
    expect(fromQuery('size=120&material=cedar&railings=no&stairs=yes')).toEqual({
      size: 120,
      material: 'cedar',
      railings: false,
      stairs: true,
    });
  });

  it('ignores bad values and falls back to the defaults', () => {
    expect(fromQuery('?size=abc&material=oak&railings=maybe&stairs=')).toEqual({
      size: null,
      material: 'composite',
      railings: true,
      stairs: false,
    });
    expect(fromQuery('?size=1e400&material=toString')).toMatchObject({size: null, material: 'composite'});
    expect(fromQuery('?size=-5')).toMatchObject({size: null});
    expect(fromQuery('?size=20000')).toMatchObject({size: null});
    expect(fromQuery('')).toEqual({size: null, ...defaultDeckOptions});
    expect(fromQuery('?%%%&&=')).toEqual({size: null, ...defaultDeckOptions});
  });

  it('is forgiving about case and spacing in hand-edited links', () => {
    expect(fromQuery('?size=%20300%20&material=PVC&railings=No&stairs=YES')).toEqual({
      size: 300,
      material: 'pvc',
      railings: false,
      stairs: true,
    });
  });
});
