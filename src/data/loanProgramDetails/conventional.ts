import type {DetailRecord} from '../types';

export const conventional: DetailRecord = {
  meta: {
    title: 'Conventional Loans: Credit, Down Payment and PMI',
    description:
      'Conventional mortgage basics: 620 credit at most lenders, debt-to-income under 43%, down payments from 3%, no PMI at 20% down, and 10/15/20/30 year terms.',
    keywords: [
      'conventional loan',
      'conventional mortgage requirements',
      'conventional loan Tennessee',
      'PMI 20 percent down',
      'Knoxville home loan options',
    ],
  },
  hero: {
    lead: 'A conventional loan is a mortgage that no government agency insures. Most follow the rules set by Fannie Mae and Freddie Mac, and they are the most common kind of home loan in the country, used for everything from a first house to a second home on the lake.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Common lender minimum credit score (2026)',
          value: '620',
          note: 'Set by lenders; Fannie Mae dropped its own 620 floor in DU on Nov. 16, 2025',
        },
        {
          label: 'Debt-to-income ratio',
          value: 'Under 43%',
        },
        {
          label: 'Minimum down payment',
          value: '3%',
        },
        {
          label: 'Down payment that avoids PMI',
          value: '20%',
        },
        {
          label: 'Loan terms',
          value: '10/15/20/30 years',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'deck-funding',
      title: 'Paying for a deck with this option',
      body: [
        'Buying a house that needs a deck, or owning one that does? Renovation versions of the conventional loan, such as Fannie Mae HomeStyle Renovation and Freddie Mac CHOICERenovation, let a buyer or a homeowner who refinances roll the cost of improvements, a new deck included, into one mortgage. Not every lender offers them, and the lender will want a contractor’s written, itemized bid before closing.',
      ],
    },
    {
      kind: 'text',
      id: 'how-a-conventional-loan-works',
      title: 'How a conventional loan works',
      links: [
        {
          label: 'Current conforming loan limits by county (FHFA)',
          to: 'https://www.fhfa.gov/data/conforming-loan-limit',
        },
      ],
      body: [
        'Private lenders make and fund conventional loans, and most sell them to Fannie Mae or Freddie Mac afterward. To be sold that way a loan must stay within the conforming loan limit, which the Federal Housing Finance Agency resets every year; a larger loan is a jumbo loan. For 2026 the baseline limit for a one-unit home is $832,750 in most counties (up from $806,500 in 2025), and up to $1,249,125 in high-cost areas. The agency announces the next year’s limits each November, so check the current figure before you shop.',
        'A conventional loan can buy a primary home, a second home or an investment property, including a vacation rental in Sevierville or Pigeon Forge. Second homes and rentals need larger down payments and stronger credit than a home you live in.',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'Down payment from 3% for eligible buyers, often first-time buyers or those using programs such as Fannie Mae HomeReady and Freddie Mac Home Possible',
        'Put 20% down and you avoid private mortgage insurance (PMI) altogether',
        'With less than 20% down, you can ask to cancel PMI once your balance reaches 80% of the home’s original value, and it ends automatically at 78%',
        'Terms of 10/15/20/30 years, with a fixed or an adjustable rate',
        'No upfront government funding fee or guarantee fee',
        'Works for primary homes, second homes and investment properties',
      ],
    },
    {
      kind: 'text',
      id: 'qualifications',
      title: 'Qualifications',
      body: [
        'Lenders look at the whole file, but these are the usual thresholds. Each lender sets its own minimums on top of Fannie Mae’s and Freddie Mac’s rules (these extra rules are called overlays), so two lenders can answer the same file differently.',
      ],
      items: [
        'Credit score: 620 minimum at most lenders in 2026; higher scores get better pricing. For years 620 was also Fannie Mae’s floor for loans run through its Desktop Underwriter system; Fannie Mae removed that floor for new loan files from November 16, 2025, but many lenders and mortgage insurers still require 620 or more',
        'Debt-to-income ratio: under 43% is the usual target, and some lenders allow up to 50% with strong credit or savings',
        'Down payment: from 3%, and 20% avoids PMI',
        'Steady, documented income, usually with two years of history',
        'Cash for closing costs and, for some loans, a few months of payments in reserve',
        'An appraisal that supports the price you are paying',
      ],
    },
    {
      kind: 'text',
      id: 'choosing-a-term',
      title: 'Choosing a term',
      body: [
        'A 30-year term keeps the monthly payment lowest. A 15-year or 10-year term costs more each month but usually carries a lower rate and far less interest over the life of the loan. A 20-year term sits in between. Many owners take the 30-year term for flexibility and pay extra principal when they can.',
      ],
    },
  ],
  related: ['fha', 'fixed-rate', 'jumbo'],
  lastUpdated: '2026-11-25',
  sources: [
    {
      label: 'Conforming loan limits, 2026 and each new year (Federal Housing Finance Agency)',
      url: 'https://www.fhfa.gov/data/conforming-loan-limit',
    },
    {
      label: 'Fannie Mae Selling Guide: credit score requirements (Fannie Mae)',
      url: 'https://selling-guide.fanniemae.com/',
    },
    {
      label: 'Fannie Mae removes the 620 minimum score in DU from Nov. 16, 2025 (National Mortgage News)',
      url: 'https://www.nationalmortgagenews.com/news/fannie-mae-changes-language-in-underwriting-guide-update',
    },
  ],
};
