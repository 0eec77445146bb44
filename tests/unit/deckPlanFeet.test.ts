import fc from 'fast-check';
import {MAX_FEET, formatFeet, formatInches, formatLength, parseFeet} from '@site/src/lib/deckPlan';

describe('parseFeet', () => {
  it.each([
    ['16', 16],
    ["16'", 16],
    [`16' 6"`, 16.5],
    [`16'6"`, 16.5],
    [`16'-6"`, 16.5],
    ['16.5', 16.5],
    ['16 ft 6 in', 16.5],
    ['16 feet 6 inches', 16.5],
    ['16 ft. 6 in.', 16.5],
    ["16' 6", 16.5],
    ['16\u2019 6\u201d', 16.5],
    ['16\u2032 6\u2033', 16.5],
    ['16 1/2', 16.5],
    [`16' 1/4"`, 16 + 1 / 48],
    [`16' 6 1/2"`, 16 + 6.5 / 12],
    ['6 in', 0.5],
    ['18"', 1.5],
    ["18''", 1.5],
    ['.5', 0.5],
    ['  12 FT  ', 12],
    ['100', 100],
  ])('%s -> %s ft', (text, feet) => {
    expect(parseFeet(text)).toBeCloseTo(feet, 10);
  });

  it.each(['', '   ', 'junk', 'sixteen', '0', '0\' 0"', '-5', "-16'", '16 x 12', '1e2', '0x10', 'Infinity', 'NaN'])(
    'reads %j as nothing',
    (text) => {
      expect(parseFeet(text)).toBeNull();
    },
  );

  it('refuses sizes over MAX_FEET, a zero denominator and inches of a foot or more after feet', () => {
    expect(parseFeet(String(MAX_FEET + 0.01))).toBeNull();
    expect(parseFeet('1/0')).toBeNull();
    expect(parseFeet(`5' 12"`)).toBeNull();
    expect(parseFeet(`5' 14"`)).toBeNull();
  });

  it('never throws on anything it is handed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const feet = parseFeet(text);
        expect(feet === null || (feet > 0 && feet <= MAX_FEET)).toBe(true);
      }),
    );
    expect(parseFeet(undefined as unknown as string)).toBeNull();
  });
});

describe('formatFeet (nearest 1/4 in)', () => {
  it.each([
    [16.5, `16' 6"`],
    [3, `3'`],
    [2.75, `2' 9"`],
    [0.5, `6"`],
    [16.3, `16' 3 1/2"`], // 3.6 in -> 3 1/2 to the nearest quarter
    [11.99, `12'`], // 11' 11.88" rounds up into the next foot
    [10 + 1 / 48, `10' 1/4"`],
    [0, `0'`],
  ])('%s ft -> %s', (feet, text) => {
    expect(formatFeet(feet)).toBe(text);
  });

  it('prints an em dash for a value no plan produces', () => {
    expect(formatFeet(-1)).toBe('\u2014');
    expect(formatFeet(NaN)).toBe('\u2014');
  });

  it('round trips through parseFeet within 1/4 in', () => {
    fc.assert(
      fc.property(fc.double({min: 1 / 48, max: MAX_FEET, noNaN: true}), (feet) => {
        const back = parseFeet(formatFeet(feet));
        expect(back).not.toBeNull();
        expect(Math.abs((back as number) - feet) * 12).toBeLessThanOrEqual(0.25);
      }),
    );
  });
});

describe('formatInches and formatLength', () => {
  it('writes inches as a carpenter does', () => {
    expect(formatInches(7.2)).toBe('7 1/4'); // 57.6 eighths -> 58/8
    expect(formatInches(7.75)).toBe('7 3/4');
    expect(formatInches(0.1875, 16)).toBe('3/16');
    expect(formatInches(6)).toBe('6');
  });

  it('says whole feet as "ft" and anything else in feet and inches', () => {
    expect(formatLength(36)).toBe('36 ft');
    expect(formatLength(3.5)).toBe(`3' 6"`);
  });
});
