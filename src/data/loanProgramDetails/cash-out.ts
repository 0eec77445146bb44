import type {DetailRecord} from '../types';

export const cashOut: DetailRecord = {
  meta: {
    title: 'Cash-Out Refinance: Use Home Equity for a New Deck',
    description:
      'How a cash-out refinance works and what it can pay for, a new deck included. Typical requirements: at most 80% loan-to-value, credit 620+, DTI under 43%.',
    keywords: [
      'cash-out refinance',
      'cash-out refinance requirements',
      'home equity for a deck',
      'pay for a deck',
      'cash-out refinance Tennessee',
    ],
  },
  hero: {
    lead: 'A cash-out refinance replaces your mortgage with a larger one and pays you the difference in cash at closing. It turns part of the equity you have built into money you can use, and it is one of the common ways homeowners pay for a large project such as a new deck.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Maximum loan-to-value',
          value: '80%',
        },
        {
          label: 'Common lender credit score (2026)',
          value: '620+',
        },
        {
          label: 'Debt-to-income',
          value: 'Under 43%',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'deck-funding',
      title: 'Paying for a deck with this option',
      body: [
        'Start with a written estimate, so you know the figure to borrow, including stairs, railings and permits. The cash arrives at closing, so you can pay for the deck as you would from savings. A deck is a long-lived improvement, and spreading its cost over a mortgage term can make sense, but remember you pay interest on it for that whole term; for a smaller project a HELOC may cost less.',
      ],
    },
    {
      kind: 'text',
      id: 'how-it-works',
      title: 'How it works',
      body: [
        'The lender appraises your home and lets you borrow up to a share of its value: at most 80% loan-to-value for most cash-out loans. The new loan pays off your current mortgage, and what is left, minus closing costs, comes to you.',
        'For example, a home appraised at $400,000 allows a loan of up to $320,000 (80%). If you owe $220,000, you could take out up to $100,000 before closing costs.',
      ],
    },
    {
      kind: 'text',
      id: 'uses',
      title: 'Uses',
      items: [
        'A new deck, or a larger one with stairs to the yard, lighting or a covered area',
        'Replacing an aging wood deck with low-maintenance composite',
        'Other home improvements, such as a kitchen, a roof or a screened porch',
        'Paying off higher-interest debt, such as credit cards',
        'Education costs or an emergency fund',
      ],
    },
    {
      kind: 'text',
      id: 'requirements',
      title: 'Requirements',
      items: [
        'At most 80% loan-to-value after the new loan, for most conventional and FHA cash-out loans',
        'Credit score of 620+, the minimum most lenders set in 2026 (Fannie Mae dropped its own 620 floor for loans run through its Desktop Underwriter on November 16, 2025, but lenders and mortgage insurers still set theirs)',
        'Debt-to-income under 43%',
        'Owning the home for a minimum period first, set by the loan program',
        'An appraisal and full income documentation',
      ],
    },
    {
      kind: 'text',
      id: 'things-to-weigh',
      title: 'Things to weigh',
      items: [
        'You give up your current rate; if it is well below today’s rates, a HELOC may cost less',
        'Closing costs are similar to a purchase loan, often 2-5% of the loan',
        'Your home secures the larger loan, so borrow what the project needs',
        'Interest on money used to buy, build or substantially improve your home may be tax-deductible; ask a tax professional',
        'Eligible veterans can look at a VA cash-out refinance, where lenders may allow a higher loan-to-value',
      ],
    },
    {
      kind: 'text',
      id: 'smaller-deck-projects',
      title: 'A smaller project? Title I and personal loans',
      body: [
        'A deck often costs $15,000-40,000, less than a cash-out refinance is usually worth its closing costs. Two loans made for a project of that size leave your mortgage alone: an FHA Title I property improvement loan, which a HUD-approved lender can make for up to $25,000 on a single-family home (HUD’s figure as of 2026, secured by the home above $7,500), and an unsecured home-improvement, or personal, loan. Our guide compares them with the home-equity options.',
      ],
      links: [
        {label: 'Read: paying for a deck, Title I and home-improvement loans', to: '/resources/paying-for-a-deck'},
        {
          label: 'Title I home improvement loans (HUD)',
          to: 'https://www.hud.gov/program_offices/housing/sfh/title/ti_abou',
        },
      ],
    },
  ],
  related: ['heloc', 'refinance', 'fha-203k'],
  lastUpdated: '2026-11-25',
};
