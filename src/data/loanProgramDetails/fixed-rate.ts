import type {DetailRecord} from '../types';

export const fixedRate: DetailRecord = {
  meta: {
    title: 'Fixed-Rate Mortgages: 15-Year and 30-Year Terms',
    description:
      'How a fixed-rate mortgage works: one rate and one principal-and-interest payment for the whole term, how 15- and 30-year terms compare, and who it suits.',
    keywords: [
      'fixed-rate mortgage',
      '30-year fixed mortgage',
      '15-year fixed mortgage',
      '15 vs 30 year mortgage',
      'mortgage amortization',
    ],
  },
  hero: {
    lead: 'A fixed-rate mortgage keeps the same interest rate for the life of the loan, so the principal-and-interest part of your payment never changes. It is the most popular kind of home loan in the United States, and it is available as a conventional, FHA, VA, USDA or jumbo loan.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Interest rate',
          value: 'Same for the full term',
        },
        {
          label: 'Most common terms',
          value: '15 or 30 years',
        },
        {
          label: 'Also offered',
          value: '10 or 20 years',
        },
      ],
    },
    {
      kind: 'text',
      id: 'how-it-works',
      title: 'How it works',
      body: [
        'Each monthly payment covers that month’s interest and repays part of the balance. Early on most of the payment goes to interest; over the years more of it goes to principal. That schedule is called amortization, and your lender can show you the full table.',
        'Your total payment can still change if property taxes or homeowners insurance go up, because many lenders collect those through an escrow account along with the mortgage payment.',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'A predictable payment for budgeting, whatever rates do',
        'Protection if rates rise, and the option to refinance if they fall',
        'Easy to compare between lenders: rate, points and fees',
        'Extra principal payments shorten the loan; most mortgages today have no prepayment penalty, but check yours',
      ],
    },
    {
      kind: 'text',
      id: '15-year-or-30-year',
      title: '15-year or 30-year?',
      body: [
        'A 30-year term gives the lowest monthly payment and the most room in your budget. A 15-year term has a higher payment but usually a lower rate, and you pay far less interest overall and own the home outright in half the time. Terms of 10 and 20 years sit either side.',
      ],
      items: [
        'Choose 30 years for flexibility; you can always pay extra',
        'Choose 15 years if the higher payment fits comfortably and you want the home paid off sooner',
        'Either way, keep savings for upkeep: a house always needs something, from a water heater to new deck boards',
      ],
    },
    {
      kind: 'text',
      id: 'when-a-fixed-rate-fits-best',
      title: 'When a fixed rate fits best',
      items: [
        'You plan to stay in the home for many years',
        'You want the same payment every month',
        'You would rather not watch the market or plan around rate changes',
      ],
    },
    {
      kind: 'text',
      id: 'trade-offs',
      title: 'Trade-offs',
      items: [
        'The starting rate is usually higher than an adjustable-rate loan’s introductory rate',
        'If rates fall, getting the lower rate means refinancing, with closing costs',
      ],
    },
  ],
  related: ['arm', 'conventional', 'refinance'],
  lastUpdated: '2026-11-24',
};
