/**
 * The site's one price story. Every page that quotes a deck price reads it
 * from here: the calculator, the materials guide, the cost FAQ, the
 * composite page and the posts. A price per square foot always means the
 * same thing, and an installed price is always reached the same way.
 *
 * - A price per square foot is for MATERIALS: decking boards, the
 *   pressure-treated frame (posts, beams and joists), footings, and the
 *   fasteners and hardware.
 * - The INSTALLED price is that times 1.5 (installedPercent): the other half
 *   again pays for labor, permits and inspections, site preparation and
 *   delivery, and cleanup. Railings and stairs are added before it.
 *
 * The per-square-foot figures and the formula start as the replaced site's
 * (a frozen copy is in tests/seed/original.ts); the owner updates them in
 * /admin → Business → Prices (src/data/owner/prices.json, checked against
 * ./schema) as prices change, and the year says when they were last checked.
 */
import type {PricesData} from './schema';
import type {PriceFamily} from './types';
import prices from './owner/prices.json';

export type {PriceFamily} from './types';

const data = prices as PricesData;

/** The year the prices below were last checked against real jobs and suppliers. */
export const priceYear: number = data.year;

/** What a price per square foot covers. */
export const materialsInclude = [
  'decking boards',
  'the pressure-treated frame (posts, beams and joists)',
  'footings',
  'fasteners and hardware',
] as const;

/** What the installed price adds to the materials. */
export const installationCovers = [
  'labor',
  'permits and inspections',
  'site preparation and delivery',
  'cleanup',
] as const;

export type Material = 'pressure-treated' | 'cedar' | 'composite' | 'pvc';

export interface MaterialPrice {
  /** Name shown to visitors. */
  readonly label: string;
  /** Whole dollars per square foot of deck, for materials. */
  readonly pricePerSqFt: number;
  /** The family the guides quote a range for. */
  readonly family: PriceFamily;
}

/** The calculator's four materials and their prices. Order is display order. */
export const materialPrices: Readonly<Record<Material, MaterialPrice>> = data.materials;

/** The rest of the formula. Whole numbers on purpose: the calculator's exact arithmetic relies on it. */
export interface PriceFormula {
  /** Railings add this percentage of the materials. */
  readonly railingsPercent: number;
  /** Stairs add this many dollars, after railings and before installation. */
  readonly stairsFlat: number;
  /** Materials (with railings and stairs) times this percentage (150% = x 1.5) is the installed price. */
  readonly installedPercent: number;
}

export const formula: PriceFormula = data.formula;

/** The typical materials price per square foot of each family, as the guides quote it. */
export const priceRanges: Readonly<Record<PriceFamily, {readonly low: number; readonly high?: number}>> = data.ranges;
