/** The wording helpers of src/lib/format.ts: counts, lists and reading times as a sentence says them. */
import {formatReadTime, listInWords, numberInWords, plural} from '@site/src/lib/format';

describe('numberInWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [3, 'three'],
    [8, 'eight'],
    [12, 'twelve'],
    [19, 'nineteen'],
    [20, 'twenty'],
    [21, 'twenty-one'],
    [45, 'forty-five'],
    [99, 'ninety-nine'],
  ])('%i in words: "%s"', (n, words) => expect(numberInWords(n)).toBe(words));

  it.each([
    [100, '100'],
    [1250, '1250'],
    [-2, '-2'],
    [2.5, '2.5'],
  ])('%d in figures: "%s"', (n, figures) => expect(numberInWords(n)).toBe(figures));
});

describe('the other wording helpers', () => {
  it('say a count with its noun, a list and a reading time', () => {
    expect([plural(1, 'project'), plural(6, 'project'), plural(2, 'city', 'cities')]).toEqual([
      '1 project',
      '6 projects',
      '2 cities',
    ]);
    expect(listInWords(['cash-out refinance', 'HELOC', 'FHA 203(k)'])).toBe('cash-out refinance, HELOC and FHA 203(k)');
    expect([formatReadTime(undefined), formatReadTime(0.4), formatReadTime(6.6)]).toEqual([
      '1 min read',
      '1 min read',
      '7 min read',
    ]);
  });
});
