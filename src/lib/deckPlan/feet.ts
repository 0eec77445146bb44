/**
 * Lengths as people type them ("16' 6"", "16 ft 6 in", "16.5", "16 1/2") and as the planner prints them.
 */

/** The longest side the planner reads: a larger number is a typo or junk, not a deck. */
export const MAX_FEET = 100;

// A number: "16 1/2", "1/2", "16.5", ".5" or "16" (most specific first, so "16 1/2" is not read as "16").
const Q = String.raw`(\d+\s+\d+\/\d+|\d+\/\d+|\d+\.\d*|\.\d+|\d+)`;
const FEET_AND_INCHES = new RegExp(String.raw`^${Q}\s*'(?:\s*-?\s*${Q}\s*"?)?$`);
const INCHES = new RegExp(String.raw`^${Q}\s*"$`);
const FEET = new RegExp(String.raw`^${Q}$`);

function quantity(text: string): number {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text);
}

/** Feet and inch marks in one spelling: ' and ". Typographic primes and quotes, words and abbreviations too. */
function normalize(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2032\u2019\u2018]/g, "'")
    .replace(/[\u2033\u201d\u201c]/g, '"')
    .replace(/''/g, '"')
    .replace(/(feet|foot|ft)\.?/g, "'")
    .replace(/(inches|inch|in)\.?/g, '"')
    .replace(/\s+/g, ' ');
}

/**
 * A length in feet, or null when the text is empty, unreadable, zero, negative or over MAX_FEET.
 * Reads "16", "16'", "16' 6"", "16'6"", "16'-6"", "16.5", "16 ft 6 in", "16 1/2" (feet), "6 in" and "18"" (inches),
 * with typographic marks (′ ″ ’ ”). A bare number is feet. Inches after feet must be under 12 ("5' 14"" is a typo).
 */
export function parseFeet(text: string): number | null {
  if (typeof text !== 'string') return null;
  const t = normalize(text);
  let feet = NaN;
  let match: RegExpExecArray | null;
  if ((match = FEET_AND_INCHES.exec(t))) {
    const inches = match[2] === undefined ? 0 : quantity(match[2]);
    feet = inches < 12 ? quantity(match[1]) + inches / 12 : NaN;
  } else if ((match = INCHES.exec(t))) {
    feet = quantity(match[1]) / 12;
  } else if ((match = FEET.exec(t))) {
    feet = quantity(match[1]);
  }
  return Number.isFinite(feet) && feet > 0 && feet <= MAX_FEET ? feet : null;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Inches to the nearest 1/denominator, as a carpenter writes them: 7.2 -> "7 1/4" (eighths), 0.5 -> "1/2". */
export function formatInches(inches: number, denominator = 8): string {
  const units = Math.round(inches * denominator);
  const whole = Math.floor(units / denominator);
  const rest = units - whole * denominator;
  if (rest === 0) return String(whole);
  const g = gcd(rest, denominator);
  const fraction = `${rest / g}/${denominator / g}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/**
 * Feet and inches to the nearest 1/4 inch, the precision a tape is read to on a deck: 16.5 -> `16' 6"`,
 * 3 -> `3'`, 2.75 -> `2' 9"`, 0.5 -> `6"`, 16.3 -> `16' 3 1/2"`. parseFeet reads every result back.
 * A negative or non-finite value (never a planner output) prints as an em dash.
 */
export function formatFeet(feet: number): string {
  if (!Number.isFinite(feet) || feet < 0) return '\u2014';
  const quarters = Math.round(feet * 48);
  const whole = Math.floor(quarters / 48);
  const inches = (quarters - whole * 48) / 4;
  if (inches === 0) return `${whole}'`;
  const inchText = `${formatInches(inches, 4)}"`;
  return whole === 0 ? inchText : `${whole}' ${inchText}`;
}

/** A length for a sentence: whole feet as "36 ft", anything else as feet and inches. */
export function formatLength(feet: number): string {
  return Math.abs(feet - Math.round(feet)) < 1 / 96 ? `${Math.round(feet)} ft` : formatFeet(feet);
}

/** "16 by 12 ft", or feet and inches on both sides when either is not whole feet. */
export function formatDimensions(length: number, depth: number): string {
  const whole = (n: number) => Math.abs(n - Math.round(n)) < 1 / 96;
  return whole(length) && whole(depth)
    ? `${Math.round(length)} by ${Math.round(depth)} ft`
    : `${formatFeet(length)} by ${formatFeet(depth)}`;
}
