import type {DetailRecord} from '../types';

export const arm: DetailRecord = {
  meta: {
    title: 'Adjustable-Rate Mortgages (ARMs): How They Work',
    description:
      'How an adjustable-rate mortgage works: a fixed introductory period, then adjustments tied to an index and limited by rate caps. Who an ARM suits, and the risks.',
    keywords: ['adjustable-rate mortgage', 'ARM loan', '5/6 ARM', 'ARM rate caps', 'ARM vs fixed-rate'],
  },
  hero: {
    lead: 'An adjustable-rate mortgage (ARM) starts with a rate that is fixed for a set number of years, usually lower than a comparable fixed rate. After that the rate adjusts on a schedule, up or down, following a market index and limited by caps written into the loan.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Introductory fixed period',
          value: '3, 5, 7 or 10 years',
        },
        {
          label: 'Adjusts after that',
          value: 'Every 6 or 12 months',
        },
        {
          label: 'Most common index',
          value: 'SOFR',
        },
        {
          label: 'Limits on each change',
          value: 'Rate caps',
        },
      ],
    },
    {
      kind: 'text',
      id: 'how-it-works',
      title: 'How it works',
      body: [
        'An ARM is named for its schedule. A 5/6 ARM, for example, has a fixed rate for five years and then adjusts every six months; a 7/1 ARM is fixed for seven years and then adjusts once a year.',
        'At each adjustment the new rate is the index plus a margin. The index moves with the market; most new ARMs use the Secured Overnight Financing Rate (SOFR). The margin is set in your loan documents and does not change.',
      ],
    },
    {
      kind: 'text',
      id: 'rate-caps',
      title: 'Rate caps',
      body: ['Caps limit how far the rate can move. They are often written as three numbers, for example 2/1/5:'],
      items: [
        'First adjustment cap: the most the rate can change at the first adjustment (2 percentage points in this example)',
        'Periodic cap: the most it can change at each later adjustment (1 point)',
        'Lifetime cap: the most it can ever rise above the starting rate (5 points)',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'A lower starting rate and payment during the fixed period',
        'Can suit buyers who expect to sell, move or refinance before the fixed period ends',
        'If rates fall, the payment can fall without refinancing',
        'Available as conventional, FHA, VA and jumbo loans',
      ],
    },
    {
      kind: 'text',
      id: 'risks-to-weigh',
      title: 'Risks to weigh',
      items: [
        'The payment can rise after the fixed period, sometimes by a lot',
        'Plans change: a move or a refinance you counted on may not happen',
        'Refinancing later depends on your credit, income and home value at that time',
        'Your Loan Estimate shows the highest payment the loan could reach; read that number before you decide',
      ],
    },
    {
      kind: 'text',
      id: 'who-an-arm-suits',
      title: 'Who an ARM suits',
      body: [
        'An ARM can make sense for a buyer who expects to be in the home for less time than the fixed period, for example someone whose job will move them in five years. If you plan to stay for decades, compare it carefully with a fixed-rate loan and ask yourself whether you could afford the payment at the lifetime cap.',
      ],
    },
  ],
  related: ['fixed-rate', 'jumbo', 'refinance'],
  lastUpdated: '2026-11-24',
};
