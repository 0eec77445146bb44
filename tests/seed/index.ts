/**
 * The seed contract: the labels, timings and formula the replaced site had,
 * which this site keeps exactly (PRODUCT.md at the root: the behavior kept
 * exactly). Labels and timings here belong to the code (a component's
 * button, the carousel's clock); the replaced site's DATA (business facts,
 * reviews, prices, cities) is in ./original.ts as a frozen copy, and tests
 * run the code over that copy (tests/unit/seed.test.tsx), never pin the live
 * modules: the owner changes those.
 */
import {prices} from './original';

export {
  business as originalBusiness,
  testimonials as originalTestimonials,
  prices as originalPrices,
  notFoundWords as originalNotFound,
} from './original';

/** The deck cost calculator: its defaults, placeholder and button labels. */
export const calculator = {
  defaults: {material: 'composite', railings: true, stairs: false},
  placeholder: 'e.g., 300',
  labels: {
    calculate: 'Calculate Estimate',
    quote: 'Get Accurate Quote',
    consultation: 'Get Free Consultation',
    work: 'View Our Work',
  },
} as const;

type Material = keyof typeof prices.materialPrices;

/**
 * The replaced site's formula, written out on its own (floating point, to the
 * cent, then rounded) so the calculator's exact arithmetic is checked against
 * an independent version: subtotal x (1 + railings share) + stairs, x 1.5.
 */
export function seedTotal(
  size: number,
  material: Material,
  railings: boolean,
  stairs: boolean,
  {materialPrices, formula} = prices,
): number {
  const subtotal = size * materialPrices[material].pricePerSqFt;
  const withRailings = subtotal + (railings ? (subtotal * formula.railingsPercent) / 100 : 0);
  const amount = ((withRailings + (stairs ? formula.stairsFlat : 0)) * formula.installedPercent) / 100;
  // To the cent first: 1.4 sq ft of PVC is 94.5 dollars, not 94.4999... (a half rounds up).
  return Math.round(Number(amount.toFixed(6)));
}

/** The original's words for its figures, which the frozen data must still produce through the code. */
export const originalWords = {
  hours: 'Monday-Saturday 8AM-6PM',
  headline: ['1000+', '15+', '4.9', '233+'],
  cities: {
    knoxville: '37901-37950',
    maryville: '37801-37804',
    sevierville: '37862-37876',
    'oak-ridge': '37830-37831',
    farragut: '37934',
    'lenoir-city': '37771-37772',
    clinton: '37716-37717',
  },
} as const;

/** Timings and sizes. */
export const timings = {
  carouselMs: 5000,
  reviewsShown: 4,
  menu: {openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150},
};

export const leadForm = {name: 'Website Form', height: 769};

/** The 404 page: its heading is the code's; its message and link home, the replaced site's words (./original.ts). */
export const notFound = {heading: '404', text: 'Oops! Page not found', link: 'Return to Home'};
