/**
 * The Financing section ("Loan Programs"): one typed record per program.
 * Summaries live here (menu, cards, button labels); page bodies in
 * loanProgramDetails/.
 * A loan officer edits text in those two files; the types keep every
 * page's structure complete.
 */
import type {IconName} from './types';

export type LoanCategory = 'purchase' | 'refinance';

export const loanSlugs = [
  'conventional',
  'fha',
  'va',
  'usda',
  'jumbo',
  'fixed-rate',
  'arm',
  'fha-203k',
  'refinance',
  'cash-out',
  'heloc',
  'reverse',
] as const;
export type LoanSlug = (typeof loanSlugs)[number];

/** What the menu, the overview cards and the page header need: kept small, it ships on every page. */
export interface LoanProgram {
  slug: LoanSlug;
  category: LoanCategory;
  title: string;
  /** Card text on /loan-programs (one or two sentences). */
  description: string;
  icon: IconName;
  /** Label of the button that opens the application dialog. */
  ctaLabel: string;
}

export const loanCategoryLabels: Record<LoanCategory, string> = {
  purchase: 'Purchase loans',
  refinance: 'Refinance and home equity',
};

export const loanProgramHref = (slug: LoanSlug): string => `/loan-programs/${slug}`;

export const loanPrograms: readonly LoanProgram[] = [
  {
    slug: 'conventional',
    category: 'purchase',
    title: 'Conventional Loans',
    description: 'A mortgage not backed by a government agency, with down payments from 3% and no PMI at 20% down.',
    icon: 'bank',
    ctaLabel: 'Get Started',
  },
  {
    slug: 'fha',
    category: 'purchase',
    title: 'FHA Loans',
    description: 'Government-insured loans with 3.5% down at a 580+ credit score and flexible qualifying.',
    icon: 'home',
    ctaLabel: 'Apply Now',
  },
  {
    slug: 'va',
    category: 'purchase',
    title: 'VA Loans',
    description:
      '0% down and no monthly mortgage insurance for eligible veterans, service members and surviving spouses.',
    icon: 'flag',
    ctaLabel: 'Get Your COE & Pre-Approval',
  },
  {
    slug: 'usda',
    category: 'purchase',
    title: 'USDA Loans',
    description:
      'No-down-payment loans for homes in eligible rural and small-town areas, which include many East Tennessee communities.',
    icon: 'tree',
    ctaLabel: 'Check USDA Eligibility',
  },
  {
    slug: 'jumbo',
    category: 'purchase',
    title: 'Jumbo Loans',
    description:
      'Financing above the conforming loan limit, for higher-priced homes such as lakefront or mountain properties.',
    icon: 'mountain',
    ctaLabel: 'Explore Jumbo Financing',
  },
  {
    slug: 'fixed-rate',
    category: 'purchase',
    title: 'Fixed-Rate Mortgages',
    description: 'The same rate and principal-and-interest payment for the whole term, usually 15 or 30 years.',
    icon: 'calendar',
    ctaLabel: 'Compare Fixed-Rate Terms',
  },
  {
    slug: 'arm',
    category: 'purchase',
    title: 'Adjustable-Rate Mortgages',
    description: 'A lower starting rate fixed for a set period, then adjusting within published caps.',
    icon: 'percent',
    ctaLabel: 'See How an ARM Works',
  },
  {
    slug: 'fha-203k',
    category: 'purchase',
    title: 'FHA 203(k) Renovation Loans',
    description: 'One FHA loan that covers the home and its renovation, including a new or rebuilt deck.',
    icon: 'hammer',
    ctaLabel: 'Plan a 203(k) Renovation',
  },
  {
    slug: 'refinance',
    category: 'refinance',
    title: 'Rate-and-Term Refinance',
    description: 'Replace your mortgage with a lower rate or a different term.',
    icon: 'refresh',
    ctaLabel: 'Check Your Refinance Options',
  },
  {
    slug: 'cash-out',
    category: 'refinance',
    title: 'Cash-Out Refinance',
    description: 'Refinance for more than you owe and use the difference, for example to build a new deck.',
    icon: 'dollar',
    ctaLabel: 'Calculate Your Cash-Out Amount',
  },
  {
    slug: 'heloc',
    category: 'refinance',
    title: 'Home Equity Line of Credit (HELOC)',
    description:
      'A revolving credit line secured by your home equity: draw what the deck project needs, when it needs it.',
    icon: 'key',
    ctaLabel: 'Explore a HELOC',
  },
  {
    slug: 'reverse',
    category: 'refinance',
    title: 'Reverse Mortgages',
    description: 'For homeowners 62 and older: turn home equity into cash with no monthly mortgage payment.',
    icon: 'users',
    ctaLabel: 'Learn About Reverse Mortgages',
  },
];

/**
 * The programs that commonly pay for a deck (PRODUCT.md: cash-out, HELOC, FHA 203(k)), in the order
 * /loan-programs calls them out. Each program's own page says how it pays for a deck; the overview's
 * words and counts follow this list.
 */
export const deckFundingSlugs = ['cash-out', 'heloc', 'fha-203k'] as const satisfies readonly LoanSlug[];

export function loanProgramBySlug(slug: string): LoanProgram | undefined {
  return loanPrograms.find((p) => p.slug === slug);
}

/** Resources menu, Financing column: the overview, then every program. */
export const financingMenuLinks = [
  {label: 'All loan programs', href: '/loan-programs'},
  ...loanPrograms.map((p) => ({label: p.title, href: loanProgramHref(p.slug)})),
];
