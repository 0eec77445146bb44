/**
 * The Financing section ("Loan Programs"): one typed record per program,
 * rendered by one layout (src/components/LoanProgramPage). A loan officer
 * edits text here; the type keeps every page's structure complete.
 */
import type {IconName} from '../components/Icon';

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

export interface LoanSection {
  heading: string;
  /** Optional paragraph(s) before the list. */
  paragraphs?: string[];
  items?: string[];
}

export interface LoanProgram {
  slug: LoanSlug;
  category: LoanCategory;
  title: string;
  /** Card text on /loan-programs (one or two sentences). */
  description: string;
  icon: IconName;
  /** <title> and meta description/keywords for the program page. */
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  /** Label of the button that opens the application dialog. */
  ctaLabel: string;
  /** Hero paragraph. */
  intro: string;
  /** Key figures shown as a row of facts, e.g. {label: 'Minimum credit score', value: '620'}. */
  keyFacts: {label: string; value: string}[];
  /** How this option can pay for a deck, where it can. */
  deckFunding?: string;
  sections: LoanSection[];
}

export const loanProgramHref = (slug: LoanSlug): string => `/loan-programs/${slug}`;

export const loanPrograms: readonly LoanProgram[] = [
  {
    slug: 'conventional',
    category: 'purchase',
    title: 'Conventional Loans',
    description: 'A mortgage not backed by a government agency, with down payments from 3% and no PMI at 20% down.',
    icon: 'bank',
    metaTitle: 'Conventional Loans',
    metaDescription: 'A mortgage not backed by a government agency, with down payments from 3% and no PMI at 20% down.',
    keywords: [],
    ctaLabel: 'Get Started',
    intro: 'A mortgage not backed by a government agency, with down payments from 3% and no PMI at 20% down.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'fha',
    category: 'purchase',
    title: 'FHA Loans',
    description: 'Government-insured loans with 3.5% down at a 580+ credit score and flexible qualifying.',
    icon: 'home',
    metaTitle: 'FHA Loans',
    metaDescription: 'Government-insured loans with 3.5% down at a 580+ credit score and flexible qualifying.',
    keywords: [],
    ctaLabel: 'Apply Now',
    intro: 'Government-insured loans with 3.5% down at a 580+ credit score and flexible qualifying.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'va',
    category: 'purchase',
    title: 'VA Loans',
    description: '0% down and no monthly mortgage insurance for eligible veterans, service members and surviving spouses.',
    icon: 'flag',
    metaTitle: 'VA Loans',
    metaDescription: '0% down and no monthly mortgage insurance for eligible veterans, service members and surviving spouses.',
    keywords: [],
    ctaLabel: 'Get Your COE & Pre-Approval',
    intro: '0% down and no monthly mortgage insurance for eligible veterans, service members and surviving spouses.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'usda',
    category: 'purchase',
    title: 'USDA Loans',
    description: 'No-down-payment loans for eligible rural and suburban homes, including much of East Tennessee outside the city limits.',
    icon: 'tree',
    metaTitle: 'USDA Loans',
    metaDescription: 'No-down-payment loans for eligible rural and suburban homes, including much of East Tennessee outside the city limits.',
    keywords: [],
    ctaLabel: 'Check USDA Eligibility',
    intro: 'No-down-payment loans for eligible rural and suburban homes, including much of East Tennessee outside the city limits.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'jumbo',
    category: 'purchase',
    title: 'Jumbo Loans',
    description: 'Financing above the conforming loan limit for higher-priced homes.',
    icon: 'award',
    metaTitle: 'Jumbo Loans',
    metaDescription: 'Financing above the conforming loan limit for higher-priced homes.',
    keywords: [],
    ctaLabel: 'Explore Jumbo Financing',
    intro: 'Financing above the conforming loan limit for higher-priced homes.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'fixed-rate',
    category: 'purchase',
    title: 'Fixed-Rate Mortgages',
    description: 'The same rate and principal-and-interest payment for the whole term, usually 15 or 30 years.',
    icon: 'calendar',
    metaTitle: 'Fixed-Rate Mortgages',
    metaDescription: 'The same rate and principal-and-interest payment for the whole term, usually 15 or 30 years.',
    keywords: [],
    ctaLabel: 'Compare Fixed-Rate Terms',
    intro: 'The same rate and principal-and-interest payment for the whole term, usually 15 or 30 years.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'arm',
    category: 'purchase',
    title: 'Adjustable-Rate Mortgages',
    description: 'A lower starting rate fixed for a set period, then adjusting within published caps.',
    icon: 'percent',
    metaTitle: 'Adjustable-Rate Mortgages',
    metaDescription: 'A lower starting rate fixed for a set period, then adjusting within published caps.',
    keywords: [],
    ctaLabel: 'See How an ARM Works',
    intro: 'A lower starting rate fixed for a set period, then adjusting within published caps.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'fha-203k',
    category: 'purchase',
    title: 'FHA 203(k) Renovation Loans',
    description: 'One FHA loan that covers the home and its renovation, including a new or rebuilt deck.',
    icon: 'hammer',
    metaTitle: 'FHA 203(k) Renovation Loans',
    metaDescription: 'One FHA loan that covers the home and its renovation, including a new or rebuilt deck.',
    keywords: [],
    ctaLabel: 'Plan a 203(k) Renovation',
    intro: 'One FHA loan that covers the home and its renovation, including a new or rebuilt deck.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'refinance',
    category: 'refinance',
    title: 'Rate-and-Term Refinance',
    description: 'Replace your mortgage with a lower rate or a different term.',
    icon: 'refresh',
    metaTitle: 'Rate-and-Term Refinance',
    metaDescription: 'Replace your mortgage with a lower rate or a different term.',
    keywords: [],
    ctaLabel: 'Check Your Refinance Options',
    intro: 'Replace your mortgage with a lower rate or a different term.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'cash-out',
    category: 'refinance',
    title: 'Cash-Out Refinance',
    description: 'Refinance for more than you owe and use the difference, for example to build a new deck.',
    icon: 'dollar',
    metaTitle: 'Cash-Out Refinance',
    metaDescription: 'Refinance for more than you owe and use the difference, for example to build a new deck.',
    keywords: [],
    ctaLabel: 'Calculate Your Cash-Out Amount',
    intro: 'Refinance for more than you owe and use the difference, for example to build a new deck.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'heloc',
    category: 'refinance',
    title: 'Home Equity Line of Credit (HELOC)',
    description: 'A revolving credit line secured by your home equity: draw what the deck project needs, when it needs it.',
    icon: 'key',
    metaTitle: 'Home Equity Line of Credit (HELOC)',
    metaDescription: 'A revolving credit line secured by your home equity: draw what the deck project needs, when it needs it.',
    keywords: [],
    ctaLabel: 'Explore a HELOC',
    intro: 'A revolving credit line secured by your home equity: draw what the deck project needs, when it needs it.',
    keyFacts: [],
    sections: [],
  },
  {
    slug: 'reverse',
    category: 'refinance',
    title: 'Reverse Mortgages',
    description: 'For homeowners 62 and older: turn home equity into cash with no monthly mortgage payment.',
    icon: 'users',
    metaTitle: 'Reverse Mortgages',
    metaDescription: 'For homeowners 62 and older: turn home equity into cash with no monthly mortgage payment.',
    keywords: [],
    ctaLabel: 'Learn About Reverse Mortgages',
    intro: 'For homeowners 62 and older: turn home equity into cash with no monthly mortgage payment.',
    keyFacts: [],
    sections: [],
  },
];


export function loanProgramBySlug(slug: string): LoanProgram | undefined {
  return loanPrograms.find((p) => p.slug === slug);
}

/** Resources menu, Financing column: the overview, then every program. */
export const financingMenuLinks = [
  {label: 'All loan programs', href: '/loan-programs'},
  ...loanPrograms.map((p) => ({label: p.title, href: loanProgramHref(p.slug)})),
];
