import type {DetailRecord} from '../types';

export const fha: DetailRecord = {
  meta: {
    title: 'FHA Loans: 3.5% Down, Credit Scores and Loan Limits',
    description:
      'FHA loan basics: 3.5% down at 580+, 10% down at 500-579, mortgage insurance, and single-family limits of $541,287-$1,249,125 (2026), $498,257-$1,149,825 (2024).',
    keywords: [
      'FHA loan',
      'FHA loan requirements',
      'FHA loan limits',
      'FHA 3.5% down',
      'first-time home buyer Knoxville',
    ],
  },
  hero: {
    lead: 'An FHA loan is a mortgage insured by the Federal Housing Administration, part of HUD. Because the government insures the lender against loss, FHA loans accept lower credit scores and smaller down payments than most conventional loans, which is why many first-time buyers start here.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Down payment with 580+ credit',
          value: '3.5%',
        },
        {
          label: 'Down payment with 500-579 credit',
          value: '10%',
        },
        {
          label: 'Single-family limit, most counties (2026)',
          value: '$541,287',
          note: 'Was $498,257 in 2024',
        },
        {
          label: 'Single-family limit, high-cost areas (2026)',
          value: '$1,249,125',
          note: 'Was $1,149,825 in 2024',
        },
        {
          label: 'Typical single-family limit (2024)',
          value: '$498,257',
        },
        {
          label: 'Single-family limit in high-cost areas (2024)',
          value: '$1,149,825',
        },
      ],
      links: [
        {
          label: 'Look up the current FHA limit for your county (HUD)',
          to: 'https://entp.hud.gov/idapp/html/hicostlook.cfm',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'deck-funding',
      title: 'Paying for a deck with this option',
      body: [
        'A standard FHA purchase loan pays for the house, not for new work on it. To finance a new or rebuilt deck together with the purchase, look at the FHA 203(k), which folds the cost of repairs and improvements into the same FHA loan.',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        '3.5% down at 580+ credit, and gifts from family can cover the down payment',
        'Credit scores from 500 considered, with 10% down',
        'More room for past credit trouble, with shorter waiting periods after bankruptcy or foreclosure than many conventional loans',
        'Sellers can contribute toward your closing costs, up to 6% of the price',
        'FHA loans are assumable: a qualified buyer can take over your loan and its rate when you sell',
        'Fixed and adjustable rates, with 15- and 30-year terms the most common',
      ],
    },
    {
      kind: 'text',
      id: 'requirements',
      title: 'Requirements',
      body: [
        'FHA sets the minimums; lenders can add stricter rules of their own (overlays), and many ask for a higher credit score than FHA does. These are FHA’s rules as of 2026.',
      ],
      items: [
        'Credit score (FHA’s minimums): 3.5% down at 580+; 500-579 needs 10% down; a lender may set its own, higher minimum',
        'Debt-to-income usually at or under 43%, with higher ratios possible when you have strengths such as savings',
        'The home must be your primary residence, and you generally move in within 60 days of closing',
        'Steady income and employment, usually documented over two years',
        'An FHA appraisal that confirms the value and checks the home against HUD’s minimum property standards',
        'Mortgage insurance: an upfront premium plus an annual premium paid monthly',
      ],
    },
    {
      kind: 'text',
      id: 'mortgage-insurance',
      title: 'Mortgage insurance',
      body: [
        'Every FHA loan carries a mortgage insurance premium (MIP). The upfront premium, 1.75% of the loan amount as of 2026, is usually added to the loan. The annual premium is split into your monthly payments; HUD sets its rate and has changed it over the years, so ask your lender for the current figure.',
        'With less than 10% down, the annual premium lasts for the life of the loan; with 10% or more down, it ends after 11 years. Many owners later refinance into a conventional loan to drop it once they have 20% equity.',
      ],
    },
    {
      kind: 'text',
      id: 'limits',
      title: 'Limits',
      body: [
        'FHA caps how much you can borrow, by county and by number of units. For a single-family home the limit was typically $498,257 in 2024, and up to $1,149,825 in high-cost areas.',
        'For 2026 HUD set the single-family limit at $541,287 in most counties (the floor) and up to $1,249,125 in high-cost areas (the ceiling), in Mortgagee Letter 2025-23. HUD resets the limits every January and usually announces the next year’s in late fall, so check the current limit for your county before you shop.',
      ],
      note: 'The 2024 limits are the figures this page first quoted; the 2026 limits are current as of November 25, 2026. HUD publishes the limit for every county in its FHA loan-limit lookup.',
      links: [
        {
          label: 'Look up the current FHA limit for your county (HUD)',
          to: 'https://entp.hud.gov/idapp/html/hicostlook.cfm',
        },
      ],
      items: [
        'Limits are higher for two-, three- and four-unit homes',
        'Your county sets your limit, not your city',
        'A home priced above the limit needs a larger down payment or a different loan, such as conventional or jumbo',
      ],
    },
    {
      kind: 'text',
      id: 'decks-and-the-fha-appraisal',
      title: 'Decks and the FHA appraisal',
      body: [
        'FHA appraisers look for health and safety problems, and a deck is one of the places they check. Soft or rotted boards, loose or missing railings, or stairs without a handrail can be written up as repairs that must be finished before closing. If you are selling to an FHA buyer, or buying a home with a tired deck, having it inspected and repaired early keeps the closing on schedule.',
      ],
    },
    {
      kind: 'text',
      id: 'smaller-deck-projects',
      title: 'A smaller project? Title I and personal loans',
      body: [
        'FHA also insures loans for improving a home you already own, without refinancing it. Two loans made for a project of that size leave your mortgage alone: an FHA Title I property improvement loan, which a HUD-approved lender can make for up to $25,000 on a single-family home (HUD’s figure as of 2026, secured by the home above $7,500), and an unsecured home-improvement, or personal, loan. Our guide compares them with the home-equity options.',
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
  related: ['fha-203k', 'conventional', 'usda'],
  lastUpdated: '2026-11-25',
  sources: [
    {
      label: 'FHA loan limits by county, 2026 and each new year (HUD; 2026 limits set in Mortgagee Letter 2025-23)',
      url: 'https://entp.hud.gov/idapp/html/hicostlook.cfm',
    },
  ],
};
