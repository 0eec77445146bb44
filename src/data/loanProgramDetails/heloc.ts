import type {DetailRecord} from '../types';

export const heloc: DetailRecord = {
  meta: {
    title: 'HELOC: A Home Equity Line of Credit for Your Deck',
    description:
      'How a home equity line of credit works: draw and repayment periods, variable rates, typical requirements, and paying for a deck project in stages.',
    keywords: [
      'HELOC',
      'home equity line of credit',
      'HELOC for a deck',
      'HELOC requirements',
      'home equity loan vs HELOC',
    ],
  },
  hero: {
    lead: 'A home equity line of credit (HELOC) is a revolving line of credit secured by your home. You are approved for a limit, draw money as you need it, pay interest only on what you have drawn, and can borrow again as you repay. Your first mortgage, and its rate, stay as they are.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Typical draw period',
          value: '10 years',
        },
        {
          label: 'Typical repayment period',
          value: '10-20 years',
        },
        {
          label: 'Interest rate',
          value: 'Variable',
        },
        {
          label: 'Common limit for mortgage plus line',
          value: '80-85% of value',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'deck-funding',
      title: 'Paying for a deck with this option',
      body: [
        'A HELOC matches the way most deck projects are paid for: in stages. Draw what you need for each payment as the build moves along, and pay interest only on what you have drawn. If you decide to add lighting or a set of stairs partway through, the line is already there. Get a written estimate first and ask for a limit with some room above it.',
      ],
    },
    {
      kind: 'text',
      id: 'how-it-works',
      title: 'How it works',
      body: [
        'During the draw period, often 10 years, you can borrow up to your limit, and many lenders let you pay interest only. In the repayment period that follows, often 10-20 years, you can no longer draw and you repay principal and interest, so the payment rises.',
        'Most HELOCs have a variable rate: the prime rate plus a margin. Some lenders let you lock part of the balance at a fixed rate.',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        'Keep your current mortgage and its rate',
        'Pay interest only on what you actually use',
        'Closing costs are usually lower than for a refinance, and some lenders cover them',
        'Borrow again as you repay, for the next project',
      ],
    },
    {
      kind: 'text',
      id: 'typical-requirements',
      title: 'Typical requirements',
      items: [
        'Equity: many lenders allow your mortgage plus the line up to 80-85% of the home’s value',
        'Credit score: often 680 or higher in 2026; each lender sets its own minimum, and no agency sets one for HELOCs',
        'Debt-to-income usually under 43%',
        'An appraisal or an automated valuation of the home',
      ],
    },
    {
      kind: 'text',
      id: 'risks-to-weigh',
      title: 'Risks to weigh',
      items: [
        'A variable rate means the payment can rise',
        'The payment rises again when the draw period ends',
        'Your home secures the line, so missed payments put it at risk',
        'Lenders can freeze or reduce the line if home values fall',
        'Interest on money used to buy, build or substantially improve your home may be tax-deductible; ask a tax professional',
      ],
    },
    {
      kind: 'text',
      id: 'heloc-or-home-equity-loan',
      title: 'HELOC or home equity loan?',
      body: [
        'A home equity loan is the fixed-rate alternative: one lump sum, a fixed rate and a fixed payment from the start. It suits a project with a settled price. A HELOC suits a project paid in stages, or one whose scope may still change.',
      ],
    },
    {
      kind: 'text',
      id: 'smaller-deck-projects',
      title: 'A smaller project? Title I and personal loans',
      body: [
        'If your deck costs $15,000-40,000 and you would rather not borrow against your equity at a variable rate, there are other routes. Two loans made for a project of that size leave your mortgage alone: an FHA Title I property improvement loan, which a HUD-approved lender can make for up to $25,000 on a single-family home (HUD’s figure as of 2026, secured by the home above $7,500), and an unsecured home-improvement, or personal, loan. Our guide compares them with the home-equity options.',
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
  related: ['cash-out', 'fha-203k', 'refinance'],
  lastUpdated: '2026-11-25',
};
