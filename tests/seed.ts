/**
 * The seed contract: the figures, labels and timings this site keeps exactly
 * as the site it replaced had them. Homeowners, the owner and the lenders'
 * pages already quote them, so a test may pin them; these are the ONLY
 * strings and numbers the suite pins. Everything else a test checks comes
 * from the sources (src/data, the content) or is a rule over every record.
 * Change a value here only when the business changes the fact itself.
 */

/** The deck cost calculator: dollars per square foot and the formula. */
export const calculator = {
  pricePerSqFt: {'pressure-treated': 15, cedar: 30, composite: 35, pvc: 45},
  /** Railings add this share of the subtotal. */
  railingsShare: 0.3,
  /** Stairs add a flat amount after railings. */
  stairs: 800,
  /** The total is the amount times this, rounded to a whole dollar. */
  multiplier: 1.5,
  defaults: {material: 'composite', railings: true, stairs: false},
  placeholder: 'e.g., 300',
  labels: {
    calculate: 'Calculate Estimate',
    quote: 'Get Accurate Quote',
    consultation: 'Get Free Consultation',
    work: 'View Our Work',
  },
} as const;

type Material = keyof typeof calculator.pricePerSqFt;

/** The formula, written out on its own so the calculator's code is checked against it. */
export function seedTotal(size: number, material: Material, railings: boolean, stairs: boolean): number {
  const subtotal = size * calculator.pricePerSqFt[material];
  const withRailings = subtotal + (railings ? subtotal * calculator.railingsShare : 0);
  // To the cent first: 1.4 sq ft of PVC is 94.5 dollars, not 94.4999... (a half rounds up).
  return Math.round(Number(((withRailings + (stairs ? calculator.stairs : 0)) * calculator.multiplier).toFixed(6)));
}

/** The blog table: date shown (where the old site showed one), read time and closing button. */
export const blogTable: readonly {slug: string; date?: string; readTime?: number; button?: string}[] = [
  {slug: 'deck-design-trends'},
  {slug: 'composite-vs-wood'},
  {slug: 'deck-lighting', readTime: 6, button: 'Get Lighting Consultation'},
  {slug: 'multi-level-decks', readTime: 7, button: 'Start Your Design'},
  {slug: 'deck-maintenance-tips', date: '2025-10-25', readTime: 8, button: 'Schedule Maintenance Service'},
  {slug: 'deck-railing-options', date: '2025-10-22', readTime: 7, button: 'Get Railing Quote'},
  {slug: 'deck-size', date: '2025-10-19', readTime: 6, button: 'Get Your Free Consultation'},
  {slug: 'pergola-shade', date: '2025-10-16', readTime: 7, button: 'Request Shade Consultation'},
  {slug: 'deck-roi', date: '2025-10-13', readTime: 8, button: 'Get Investment Consultation'},
  {slug: 'seasonal-deck-care', date: '2025-10-10', readTime: 9, button: 'Schedule Seasonal Care'},
  {slug: 'safety-codes', date: '2025-10-07', readTime: 7, button: 'Get Compliant Build Quote'},
  {slug: 'color-trends', date: '2025-10-04', readTime: 6, button: 'Get Color Consultation'},
];

/** The seven cities: ZIP ranges and the figures each city page shows. */
export const cities: Record<string, {name: string; zipRange: string; stats: readonly string[]}> = {
  knoxville: {name: 'Knoxville', zipRange: '37901-37950', stats: ['500+', '10+']},
  maryville: {name: 'Maryville', zipRange: '37801-37804', stats: ['250+']},
  sevierville: {name: 'Sevierville', zipRange: '37862-37876', stats: ['300+', '15+']},
  'oak-ridge': {name: 'Oak Ridge', zipRange: '37830-37831', stats: ['200+', '10+']},
  farragut: {name: 'Farragut', zipRange: '37934', stats: ['150+', '$2M+']},
  'lenoir-city': {name: 'Lenoir City', zipRange: '37771-37772', stats: ['100+', '10+']},
  clinton: {name: 'Clinton', zipRange: '37716-37717', stats: []},
};

/** Knoxville's neighborhood grid. */
export const knoxvilleNeighborhoods: readonly [name: string, zip: string][] = [
  ['Sequoyah Hills', '37919'],
  ['West Hills', '37909'],
  ['Farragut', '37934'],
  ['Bearden', '37919'],
  ['Downtown Knoxville', '37902'],
  ['Fountain City', '37918'],
];

/** The headline claims: the old site used either figure of the first two; rating and review count as given. */
export const headline = {
  decksBuilt: ['500+', '1000+'],
  yearsInBusiness: ['15+', '20+'],
  rating: '4.9',
  reviewCount: '233+',
};

/** The financing pages: each described program's button label and figures. */
export const financing: Record<string, {button: string; figures: readonly string[]}> = {
  conventional: {button: 'Get Started', figures: ['620', '43%', '50%', '3%', '20%', '10/15/20/30']},
  fha: {button: 'Apply Now', figures: ['3.5%', '580', '500-579', '10%', '$498,257', '$1,149,825']},
  va: {button: 'Get Your COE & Pre-Approval', figures: ['0%', '90 days', '181 days', '6 years']},
  refinance: {button: 'Check Your Refinance Options', figures: ['0.5%']},
  'cash-out': {button: 'Calculate Your Cash-Out Amount', figures: ['80%', '620', '43%']},
};

/** Other figures, with the page each belongs on. */
export const figuresByRoute: Record<string, readonly string[]> = {
  '/services/composite': ['$15-35', '$30-45', '$500-1,500', '2-3 years', '$500-2,000', '25-year', 'lifetime'],
  '/services/repair': ['50-70%', '1-3 days'],
  '/services/custom-design': ['500+', '100%', '15+'],
  '/resources/maintenance': ['1200-1500 PSI'],
  '/construction': ['30 inches', '36 inches', '4-inch', '200 lb'],
  '/blog/deck-size': ['15-20%'],
};

/** Timings and sizes. */
export const timings = {
  carouselMs: 5000,
  reviewsShown: 4,
  reviews: 8,
  menu: {openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150},
};

export const leadForm = {name: 'Website Form', height: 769};

export const notFound = {heading: '404', text: 'Oops! Page not found', link: 'Return to Home'};

/** The hours, as the old site wrote them. */
export const hours = 'Monday-Saturday 8AM-6PM';
