import type {DetailRecord} from '../types';

export const fha203k: DetailRecord = {
  meta: {
    title: 'FHA 203(k) Renovation Loans: Finance a Home and a Deck',
    description:
      'How an FHA 203(k) loan rolls a home and its repairs, such as a new or rebuilt deck, into one mortgage, and how the Limited and Standard versions differ.',
    keywords: [
      'FHA 203k loan',
      '203k renovation loan',
      'limited 203k',
      'finance a deck with a mortgage',
      'renovation loan Knoxville',
    ],
  },
  hero: {
    lead: 'An FHA 203(k) loan combines the purchase of a home, or the refinance of one you own, with the cost of repairing and improving it, in one FHA-insured mortgage. It is built for the house that is right except for its condition: tired systems, a dated kitchen, or a deck that needs rebuilding.',
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
          label: 'Use it to',
          value: 'Buy or refinance',
        },
        {
          label: 'Versions',
          value: 'Limited or Standard',
        },
        {
          label: 'Renovation money',
          value: 'Paid in draws',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'deck-funding',
      title: 'Paying for a deck with this option',
      body: [
        'A 203(k) can pay for a new deck, a larger one, or the replacement of an unsafe one as part of your mortgage. The work goes into the loan from a contractor’s written bid; after closing, the money is held in escrow and paid out as the work is completed and inspected. Replacing or repairing a deck often fits the Limited 203(k), while a large new deck on new footings, or a deck as part of a bigger remodel, may need the Standard version; the lender decides. Ask us for a written, itemized estimate to share with your lender.',
      ],
    },
    {
      kind: 'text',
      id: 'how-it-works',
      title: 'How it works',
      body: [
        'You choose the home and get written bids for the work. The lender appraises the home at its expected value after the improvements and sets the loan from the price plus the cost of the work, within FHA limits. At closing the purchase is paid, and the renovation money goes into an escrow account that pays contractors in stages as the work is done and inspected.',
        'Lenders usually add a contingency reserve, often 10-20% of the repair cost, for surprises found once work starts, such as rot behind an old deck ledger.',
      ],
    },
    {
      kind: 'text',
      id: 'limited-or-standard',
      title: 'Limited or Standard',
      items: [
        'Limited 203(k): smaller, non-structural repairs and improvements up to a dollar cap, with no HUD consultant required. HUD raised that cap from $35,000 to $75,000 in 2024 (Mortgagee Letter 2024-13); check the current cap before you plan',
        'Standard 203(k): larger and structural projects, with a minimum repair cost of $5,000 and a HUD-approved consultant who reviews the plans and inspects the work before each draw',
        'Both: FHA loan limits for your county and the same credit and down payment rules as any FHA loan',
      ],
      links: [
        {
          label: 'The current 203(k) rules and caps (HUD)',
          to: 'https://www.hud.gov/program_offices/housing/sfh/203k',
        },
      ],
    },
    {
      kind: 'text',
      id: 'requirements',
      title: 'Requirements',
      items: [
        '3.5% down at 580+ credit, FHA’s minimums as for a standard FHA loan; lenders may ask for more',
        'The home must be your primary residence',
        'Work done by contractors with written bids; doing the work yourself is generally not allowed',
        'Work finished within the time set in your loan, typically several months; ask your lender for the current deadline',
        'Luxury items, such as a new swimming pool, are not eligible; ask your lender before adding extras like an outdoor kitchen',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'One application, one closing and one monthly payment for the house and the work',
        'The loan is based on the home’s value after improvements, not only its current value',
        'A way to buy a home other buyers pass over because of its condition',
        'The low FHA down payment and flexible credit rules',
      ],
    },
    {
      kind: 'text',
      id: 'smaller-deck-projects',
      title: 'A smaller project? Title I and personal loans',
      body: [
        'Already own the home? A 203(k) is built around a purchase or a refinance, and a deck alone rarely justifies one. Two loans made for a project of that size leave your mortgage alone: an FHA Title I property improvement loan, which a HUD-approved lender can make for up to $25,000 on a single-family home (HUD’s figure as of 2026, secured by the home above $7,500), and an unsecured home-improvement, or personal, loan. Our guide compares them with the home-equity options.',
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
  related: ['fha', 'cash-out', 'heloc'],
  lastUpdated: '2026-11-25',
  sources: [
    {
      label: 'FHA 203(k) rehabilitation mortgage insurance (HUD)',
      url: 'https://www.hud.gov/program_offices/housing/sfh/203k',
    },
    {label: 'FHA loan limits by county (HUD)', url: 'https://entp.hud.gov/idapp/html/hicostlook.cfm'},
  ],
};
