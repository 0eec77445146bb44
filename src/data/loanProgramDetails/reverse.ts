import type {DetailRecord} from '../types';

export const reverse: DetailRecord = {
  meta: {
    title: 'Reverse Mortgages (HECM) for Homeowners 62 and Older',
    description:
      'How a reverse mortgage works for homeowners 62 and older: ways to receive the money, required counseling, ongoing costs, and when the loan is repaid.',
    keywords: [
      'reverse mortgage',
      'HECM',
      'reverse mortgage requirements',
      'reverse mortgage 62',
      'home equity for retirees',
    ],
  },
  hero: {
    lead: 'A reverse mortgage lets homeowners 62 and older turn part of their home equity into cash with no monthly mortgage payment. Instead of you paying the lender, the balance grows over time and is repaid when you sell, move out or pass away. Most are Home Equity Conversion Mortgages (HECMs), insured by the FHA.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'key-facts',
      title: 'At a glance',
      items: [
        {
          label: 'Minimum age',
          value: '62',
        },
        {
          label: 'Monthly mortgage payment',
          value: 'None required',
        },
        {
          label: 'Counseling before applying',
          value: 'Required',
        },
        {
          label: 'Most common type',
          value: 'HECM',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'deck-funding',
      title: 'Paying for a deck with this option',
      body: [
        'Reverse mortgage money can be spent as you choose, so some older homeowners use it to replace an aging deck with one that is safer and easier to live with: wider stairs with sturdy handrails, a gentle ramp, low-maintenance composite boards and good lighting. Keeping the home in good repair is also one of the loan’s conditions. Weigh the growing balance against paying from savings or a HELOC.',
      ],
    },
    {
      kind: 'text',
      id: 'how-it-works',
      title: 'How it works',
      links: [
        {
          label: 'The current HECM limit, with the FHA limits (HUD)',
          to: 'https://entp.hud.gov/idapp/html/hicostlook.cfm',
        },
      ],
      body: [
        'How much you can borrow depends on the age of the youngest borrower or eligible spouse, current interest rates, and your home’s value up to the FHA’s HECM limit, which is reset every year: $1,249,125 for 2026, the same in every county. The older you are and the more equity you have, the more you can receive.',
        'Interest and mortgage insurance are added to the balance each month, so the loan grows while your equity shrinks.',
      ],
    },
    {
      kind: 'text',
      id: 'ways-to-receive-the-money',
      title: 'Ways to receive the money',
      items: [
        'A lump sum at closing',
        'Monthly payments for a set term, or for as long as you live in the home',
        'A line of credit whose unused portion grows over time',
        'A combination of these',
      ],
    },
    {
      kind: 'text',
      id: 'requirements',
      title: 'Requirements',
      items: [
        'At least one borrower 62 or older',
        'The home is your primary residence',
        'Significant equity; any existing mortgage is paid off from the proceeds',
        'A session with a HUD-approved counselor before you apply',
        'You keep paying property taxes, homeowners insurance and any HOA dues, and keep the home in good repair',
      ],
    },
    {
      kind: 'text',
      id: 'when-the-loan-is-repaid',
      title: 'When the loan is repaid',
      body: [
        'The loan comes due when the last borrower sells the home, dies, or moves out for more than 12 months in a row, for example into assisted living. It can also come due if taxes or insurance go unpaid.',
        'A HECM is non-recourse: you or your heirs never owe more than the home is worth when it is sold. Heirs who want to keep the home can pay off the loan or 95% of its appraised value, whichever is less.',
      ],
    },
    {
      kind: 'text',
      id: 'things-to-weigh',
      title: 'Things to weigh',
      items: [
        'Upfront costs are high: mortgage insurance, origination and closing costs',
        'Less equity remains for you or your heirs',
        'A spouse who is not on the loan is protected only if certain conditions are met; ask your counselor',
        'Compare it with a HELOC, downsizing or other options before deciding',
      ],
    },
  ],
  related: ['heloc', 'cash-out', 'fha'],
  lastUpdated: '2026-11-25',
  sources: [
    {
      label: 'FHA loan limits by county, which cap a HECM (HUD)',
      url: 'https://entp.hud.gov/idapp/html/hicostlook.cfm',
    },
  ],
};
