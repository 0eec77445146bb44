import type {DetailRecord} from '../types';

export const refinance: DetailRecord = {
  meta: {
    title: 'Rate-and-Term Refinance: When It Makes Sense',
    description:
      'When refinancing your mortgage makes sense: a rate at least 0.5% lower, a shorter term, or dropping mortgage insurance, and how to find your break-even point.',
    keywords: [
      'mortgage refinance',
      'rate and term refinance',
      'when to refinance',
      'refinance break-even',
      'refinance Knoxville TN',
    ],
  },
  hero: {
    lead: 'A rate-and-term refinance replaces your current mortgage with a new one that has a different rate, a different term, or both, without taking cash out. The new loan pays off the old one, and you make payments on the new terms from then on.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Rule-of-thumb rate drop',
          value: 'At least 0.5%',
        },
        {
          label: 'Typical closing costs',
          value: '2-5% of the loan',
        },
        {
          label: 'Cash to you at closing',
          value: 'None',
        },
      ],
    },
    {
      kind: 'text',
      id: 'reasons-to-refinance',
      title: 'Reasons to refinance',
      items: [
        'Lower your rate: the usual rule of thumb is a rate at least 0.5% lower than the one you have',
        'Lower your monthly payment, through a lower rate or a longer term',
        'Shorten your term, for example from 30 years to 15, to pay the home off sooner',
        'Switch from an adjustable rate to a fixed one before the adjustments start',
        'Drop FHA mortgage insurance by moving to a conventional loan once you have 20% equity',
        'Remove a borrower from the loan, for example after a divorce',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'Less interest paid over the life of the loan',
        'More room in the monthly budget',
        'A payment you can count on, if you move to a fixed rate',
        'Streamlined options for some existing loans: the FHA Streamline and the VA Interest Rate Reduction Refinance Loan (IRRRL) need less paperwork',
      ],
    },
    {
      kind: 'text',
      id: 'find-your-break-even-point',
      title: 'Find your break-even point',
      body: [
        'Refinancing has closing costs, often 2-5% of the loan amount. Divide those costs by what you save each month to see how long it takes to come out ahead. For example, $4,000 in costs and $150 a month in savings breaks even in about 27 months. If you expect to move before then, refinancing may not pay.',
        'Starting a new 30-year term can lower the payment but add interest overall. Ask for a term that matches the years you have left, or a shorter one.',
      ],
    },
    {
      kind: 'text',
      id: 'what-lenders-look-at',
      title: 'What lenders look at',
      items: [
        'Credit score and payment history',
        'Debt-to-income ratio',
        'Equity in the home, usually confirmed by an appraisal',
        'Income and employment documentation',
      ],
    },
    {
      kind: 'text',
      id: 'planning-a-deck-or-another-project',
      title: 'Planning a deck or another project?',
      body: [
        'A rate-and-term refinance does not put cash in your hand, so it cannot pay for a deck by itself. If the project is part of the plan, compare a cash-out refinance, which does both in one loan, with a HELOC, which leaves your current mortgage alone.',
      ],
    },
  ],
  related: ['cash-out', 'heloc', 'fixed-rate'],
  lastUpdated: '2026-11-24',
};
