/**
 * The Deck Cost Calculator's formula (the replaced site's, kept exactly: tests/seed), as pure,
 * typed functions with no React. The prices and the formula's figures are the
 * site's one price story (src/data/pricing.ts).
 *
 *   subtotal  = size (sq ft) x price per sq ft
 *   railings  = + 30% of the subtotal (when chosen)
 *   stairs    = + $800 flat, added after railings (when chosen)
 *   total     = that amount x 1.5, rounded to a whole dollar, half up
 *
 * Exactness: sizes may be fractional (150.5 sq ft), and binary floating point
 * cannot hold most decimals exactly (150.1 x 1.95 is not exactly 292.695 in a
 * double). So the arithmetic runs on exact fractions (BigInt) of the decimals
 * the visitor and pricing.ts wrote, and "rounded half up" means exactly what
 * Math.round does to the true value: an unrounded total of $22.50 is $23,
 * never $22 because of a stray 0.4999999.
 */

import {formula, materialPrices, type Material, type MaterialPrice, type PriceFormula} from '../data/pricing';

export {materialPrices, type Material};

/** The prices an estimate uses: the site's (src/data/pricing.ts) unless a caller brings its own. */
export interface Prices {
  readonly materialPrices: Readonly<Record<Material, MaterialPrice>>;
  readonly formula: PriceFormula;
}

const sitePrices: Prices = {materialPrices, formula};

/** The materials in display order. */
export const materials = Object.keys(materialPrices) as Material[];

/**
 * The largest size the calculator prices, in square feet. A residential deck
 * is rarely over 1,000 sq ft; 10,000 leaves room for a commercial deck or a
 * big dock while keeping out typos and junk (1e308, pasted numbers).
 * Decision: a larger size is treated as INVALID, exactly like an empty or
 * zero size (Calculate does nothing and shows nothing). We do not clamp,
 * because clamping would show a price for a deck the visitor did not ask about.
 */
export const MAX_DECK_SIZE = 10_000;

export interface DeckInputs {
  /** Square feet; a positive finite number no larger than MAX_DECK_SIZE. */
  readonly size: number;
  readonly material: Material;
  readonly railings: boolean;
  readonly stairs: boolean;
}

/** The form's starting choices (as the replaced site had them). */
export const defaultDeckOptions: Readonly<Omit<DeckInputs, 'size'>> = {
  material: 'composite',
  railings: true,
  stairs: false,
};

/**
 * The estimate in whole dollars. The four parts always add up exactly to the
 * total, and none is negative (with an installed price of at least 100% of
 * the materials, which the content check holds pricing.ts to).
 *
 * Allocation (documented because the original only had a total):
 * - materials: size x price per sq ft (the subtotal), in whole dollars, rounded down;
 * - railings: 30% of the subtotal, whole dollars rounded down (0 when not chosen);
 * - stairs: the flat $800 (0 when not chosen);
 * - installation: everything else, i.e. total - (materials + railings + stairs).
 *   That is the x 1.5 uplift (half of the pre-multiplier amount) plus the
 *   cents the three lines above dropped, so the table sums to the total.
 *   Never negative: the total is at least 1.5 x (the unrounded three lines)
 *   - 0.5, and the rounded-down lines are at most that unrounded amount, so
 *   installation >= 0.5 x amount - 0.5, which is >= 0 once the amount reaches
 *   $1; below $1 the rounded-down lines are all 0.
 */
export interface DeckEstimate {
  readonly materials: number;
  readonly railings: number;
  readonly stairs: number;
  readonly installation: number;
  readonly total: number;
}

/**
 * A size typed or pasted by a visitor, or read from a URL, as square feet;
 * null when it is not a positive number the calculator prices.
 * Accepts plain decimals ("300", "150.5", ".5", "300."), thousands separators
 * in the usual places ("1,200") and exponent form ("3e2", which a number
 * input can produce). Rejects empty or blank text, zero, negatives, words,
 * hex, Infinity/NaN, anything that overflows ("1e400") and sizes above
 * MAX_DECK_SIZE.
 */
export function parseDeckSize(input: string): number | null {
  if (typeof input !== 'string') return null;
  let text = input.trim();
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) text = text.replace(/,/g, '');
  if (!/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const size = Number(text);
  if (!Number.isFinite(size) || size <= 0 || size > MAX_DECK_SIZE) return null;
  return size;
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** True when `size` is a size estimateDeckCost accepts. */
export function isValidDeckSize(size: number): boolean {
  return typeof size === 'number' && Number.isFinite(size) && size > 0 && size <= MAX_DECK_SIZE;
}

/** An exact non-negative rational: numerator / denominator, both BigInt. */
interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

/** A finite non-negative number as the exact decimal it prints as (150.1 is 1501/10, 1e-7 is 1/10^7). */
function exact(value: number): Exact {
  // String(n) is the shortest decimal that reads back as n: 150.1 -> "150.1", 1e-7 -> "1e-7".
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Not a non-negative decimal: ${value}`);
  const [, whole, fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? {n: digits, d: 10n ** BigInt(scale)} : {n: digits * 10n ** BigInt(-scale), d: 1n};
}

const times = (a: Exact, b: Exact): Exact => ({n: a.n * b.n, d: a.d * b.d});
const plus = (a: Exact, b: Exact): Exact => ({n: a.n * b.d + b.n * a.d, d: a.d * b.d});
const percent = (a: Exact, p: number): Exact => times(a, times(exact(p), {n: 1n, d: 100n}));
const floor = (a: Exact): number => Number(a.n / a.d);
/** Rounded half up, as Math.round rounds the true value. */
const round = (a: Exact): number => Number((2n * a.n + a.d) / (2n * a.d));

/**
 * The estimate for a valid size (see parseDeckSize). Throws a RangeError for a
 * size that is not a positive finite number up to MAX_DECK_SIZE, or for an
 * unknown material, so a bug can never show NaN or Infinity.
 * The total is the formula's amount rounded half up to a whole dollar. Every
 * figure may have cents or decimals (a price of $32.50, railings at 27.5%):
 * the arithmetic is exact rational arithmetic on the decimals as written.
 */
export function estimateDeckCost(input: DeckInputs, prices: Prices = sitePrices): DeckEstimate {
  const {materialPrices, formula} = prices;
  if (!isValidDeckSize(input.size)) throw new RangeError(`Deck size out of range: ${input.size}`);
  if (!hasOwn(materialPrices, input.material)) throw new RangeError(`Unknown material: ${input.material}`);

  const subtotal = times(exact(input.size), exact(materialPrices[input.material].pricePerSqFt));
  const railings = input.railings ? percent(subtotal, formula.railingsPercent) : {n: 0n, d: 1n};
  const stairs = input.stairs ? exact(formula.stairsFlat) : {n: 0n, d: 1n};
  const total = round(percent(plus(plus(subtotal, railings), stairs), formula.installedPercent));

  const parts = {materials: floor(subtotal), railings: floor(railings), stairs: floor(stairs)};
  return {...parts, installation: total - parts.materials - parts.railings - parts.stairs, total};
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Whole dollars with thousands separators: 20475 -> "$20,475". Fractions are
 * rounded half up first (Math.round). A non-finite value, which the
 * calculator never produces, renders as an em dash rather than "$NaN".
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '\u2014';
  return usd.format(Math.round(amount));
}

const cents = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

/** A rate as the price list writes it: $35, or $32.50 when it has cents (never rounded to a dollar). */
export function formatRate(amount: number): string {
  return Number.isInteger(amount) ? formatUsd(amount) : cents.format(amount);
}

const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

/** A size for display: 1200 -> "1,200 sq ft", 150.5 -> "150.5 sq ft". */
export function formatSize(size: number): string {
  return `${sqFt.format(size)} sq ft`;
}

/** One line describing the inputs: "300 sq ft of composite, with railings, no stairs". */
export function describeDeck(input: DeckInputs): string {
  return [
    `${formatSize(input.size)} of ${materialPrices[input.material].label.toLowerCase()}`,
    input.railings ? 'with railings' : 'no railings',
    input.stairs ? 'with stairs' : 'no stairs',
  ].join(', ');
}

/** Calculator inputs read from a URL: size is null when missing or invalid. */
export interface DeckQuery {
  readonly size: number | null;
  readonly material: Material;
  readonly railings: boolean;
  readonly stairs: boolean;
}

const yesNo = (value: boolean): 'yes' | 'no' => (value ? 'yes' : 'no');

/**
 * The shareable query string for an estimate, with its leading "?":
 * { size: 300, material: 'composite', railings: true, stairs: false }
 * -> "?size=300&material=composite&railings=yes&stairs=no".
 */
export function toQuery(input: DeckInputs): string {
  const params = new URLSearchParams({
    size: String(input.size),
    material: input.material,
    railings: yesNo(input.railings),
    stairs: yesNo(input.stairs),
  });
  return `?${params.toString()}`;
}

function readYesNo(value: string | null, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (text === 'yes') return true;
  if (text === 'no') return false;
  return fallback;
}

/**
 * Inputs from a query string (with or without the "?"). Anything missing or
 * not understood falls back: size to null (no estimate), the rest to
 * defaultDeckOptions. Never throws.
 */
export function fromQuery(search: string): DeckQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(typeof search === 'string' ? search : '');
  } catch {
    params = new URLSearchParams();
  }
  const material = params.get('material')?.trim().toLowerCase() ?? '';
  return {
    size: parseDeckSize(params.get('size') ?? ''),
    material: hasOwn(materialPrices, material) ? (material as Material) : defaultDeckOptions.material,
    railings: readYesNo(params.get('railings'), defaultDeckOptions.railings),
    stairs: readYesNo(params.get('stairs'), defaultDeckOptions.stairs),
  };
}
