import type {DetailRecord} from '../types';

export const usda: DetailRecord = {
  meta: {
    title: 'USDA Loans: No Down Payment in Eligible Areas',
    description:
      'USDA home loan basics: no down payment for homes in eligible rural and small-town areas, household income limits, guarantee fees and who qualifies.',
    keywords: [
      'USDA loan',
      'USDA rural development loan',
      'USDA eligibility map',
      'no down payment mortgage',
      'USDA loan East Tennessee',
    ],
  },
  hero: {
    lead: 'USDA loans are mortgages backed by the U.S. Department of Agriculture through its Rural Development program. They help low- and moderate-income households buy a home in an eligible rural or small-town area with no down payment. Eligible areas are broader than the word “rural” suggests, so it is worth checking an address before you rule it out.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Down payment',
          value: '0%',
        },
        {
          label: 'Loan term',
          value: '30-year fixed',
        },
        {
          label: 'Typical household income limit',
          value: '115% of area median',
        },
        {
          label: 'Property',
          value: 'Primary home',
        },
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'No down payment required',
        'Guarantee fees that are often lower than FHA mortgage insurance',
        'A fixed rate for the full 30-year term',
        'Closing costs can be added to the loan when the appraisal comes in above the price, and sellers can contribute toward them',
      ],
    },
    {
      kind: 'text',
      id: 'who-qualifies',
      title: 'Who qualifies',
      items: [
        'The home is in a USDA-eligible area; check the exact address on the USDA eligibility map',
        'Household income is at or below the limit for the county, generally 115% of the area median, counting the income of everyone in the household',
        'The home will be your primary residence; vacation rentals and investment properties do not qualify',
        'Credit: USDA’s automated underwriting system generally looks for a score of 640 or more, and many lenders set that as their own minimum (as of 2026); below it, some lenders review the file by hand',
        'Debt-to-income commonly around 41%, higher with strong compensating factors',
        'U.S. citizenship, or qualifying non-citizen status',
      ],
    },
    {
      kind: 'text',
      id: 'fees',
      title: 'Fees',
      body: [
        'USDA charges an upfront guarantee fee and an annual fee instead of mortgage insurance. For example, since fiscal year 2017 the upfront fee has been 1% of the loan and the annual fee 0.35%, paid monthly. USDA can change these each fiscal year, so check current figures with your lender.',
      ],
    },
    {
      kind: 'text',
      id: 'guaranteed-and-direct-loans',
      title: 'Guaranteed and Direct loans',
      body: [
        'Most buyers use the Guaranteed program, where a private lender makes the loan and USDA backs it. USDA also lends directly to low- and very-low-income households through its Section 502 Direct program, applied for at a local Rural Development office, with payment assistance that can lower the effective rate.',
      ],
    },
    {
      kind: 'text',
      id: 'eligible-areas-in-east-tennessee',
      title: 'Eligible areas in East Tennessee',
      body: [
        'Eligibility is drawn address by address, and maps are updated as towns grow. Larger cities are generally not eligible, while many small towns and rural stretches of the counties around Knoxville can be. Check the address before you make an offer, and again if the listing is near a town line.',
      ],
    },
  ],
  related: ['fha', 'va', 'conventional'],
  lastUpdated: '2026-11-25',
  sources: [
    {
      label: 'USDA property and income eligibility (U.S. Department of Agriculture)',
      url: 'https://eligibility.sc.egov.usda.gov/eligibility/welcomeAction.do',
    },
  ],
};
