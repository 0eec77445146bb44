import type {DetailRecord} from '../types';

export const jumbo: DetailRecord = {
  meta: {
    title: 'Jumbo Loans: Financing Above the Conforming Limit',
    description:
      'Jumbo loan basics: borrowing above the conforming loan limit, typical down payment, credit and cash reserve requirements, and what to compare.',
    keywords: [
      'jumbo loan',
      'jumbo mortgage requirements',
      'conforming loan limit',
      'lake home mortgage Tennessee',
      'luxury home loan Knoxville',
    ],
  },
  hero: {
    lead: 'A jumbo loan is a mortgage larger than the conforming loan limit, the cap on loans that Fannie Mae and Freddie Mac will buy. Because no agency backs them, each lender sets its own rules. In East Tennessee that can mean a lakefront home on Fort Loudoun or Tellico Lake, a larger house in West Knoxville or Farragut, or a mountain property near the Smokies.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Loan size',
          value: 'Above the conforming limit',
        },
        {
          label: 'Baseline conforming limit (2026)',
          value: '$832,750',
          note: 'Up to $1,249,125 in high-cost areas',
        },
        {
          label: 'Typical down payment',
          value: '10-20%',
        },
        {
          label: 'Common lender minimum credit score',
          value: '700+',
        },
        {
          label: 'Typical cash reserves',
          value: '6-12 months',
        },
      ],
      links: [
        {
          label: 'Current conforming loan limits by county (FHFA)',
          to: 'https://www.fhfa.gov/data/conforming-loan-limit',
        },
      ],
    },
    {
      kind: 'text',
      id: 'how-jumbo-loans-work',
      title: 'How jumbo loans work',
      body: [
        'The Federal Housing Finance Agency sets the conforming limit every year. For 2026 it is $832,750 for a one-unit home in most counties (it was $806,500 in 2025), and up to $1,249,125 in high-cost areas. The agency announces the next year’s limits each November and publishes the limit for every county. A loan above your county’s limit is a jumbo loan.',
        'Jumbo loans come as fixed-rate and adjustable-rate mortgages. Their rates are sometimes close to conforming rates and sometimes higher, depending on the lender and the market.',
      ],
      links: [
        {
          label: 'Current conforming loan limits by county (FHFA)',
          to: 'https://www.fhfa.gov/data/conforming-loan-limit',
        },
      ],
    },
    {
      kind: 'text',
      id: 'typical-requirements',
      title: 'Typical requirements',
      body: [
        'No agency sets jumbo rules: each lender sets its own, they are usually stricter than for conforming loans, and they change with the market. Typical figures in 2026:',
      ],
      items: [
        'Down payment often 10-20%, sometimes more for the largest loans',
        'Credit score often 700 or higher',
        'Debt-to-income often 43% or lower',
        'Cash reserves, often 6-12 months of payments, in savings or investment accounts',
        'Full income and asset documentation; self-employed borrowers usually show two years of tax returns',
        'A detailed appraisal, and for larger loans sometimes a second one',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'One loan for a higher-priced home, instead of a first mortgage plus a second',
        'Fixed and adjustable options, with terms up to 30 years',
        'Available for primary homes, second homes and, with some lenders, investment properties',
      ],
    },
    {
      kind: 'text',
      id: 'things-to-weigh',
      title: 'Things to weigh',
      items: [
        'On a large loan small differences in rate add up, so compare several lenders',
        'Some lenders accept less than 20% down with private mortgage insurance; others require 20% or more',
        'A conforming first mortgage plus a smaller second loan can sometimes cost less overall',
        'Lakefront and mountain homes can be harder to appraise, because fewer similar homes have sold nearby',
      ],
    },
    {
      kind: 'text',
      id: 'preparing-to-apply',
      title: 'Preparing to apply',
      body: [
        'Gather two years of tax returns, recent pay stubs and statements for every account you will use for the down payment and reserves. Large deposits need a paper trail, so avoid moving money between accounts without records in the months before you apply.',
      ],
    },
  ],
  related: ['conventional', 'arm', 'fixed-rate'],
  lastUpdated: '2026-11-25',
  sources: [
    {
      label: 'Conforming loan limits, 2026 and each new year (Federal Housing Finance Agency)',
      url: 'https://www.fhfa.gov/data/conforming-loan-limit',
    },
  ],
};
