import type {DetailRecord} from '../types';

export const va: DetailRecord = {
  meta: {
    title: 'VA Home Loans: 0% Down, Eligibility and Funding Fee',
    description:
      'VA loan basics for veterans and service members: 0% down, no monthly mortgage insurance, the service you need to qualify, and how the VA funding fee works.',
    keywords: [
      'VA loan',
      'VA home loan eligibility',
      'VA funding fee',
      'Certificate of Eligibility',
      'veteran home loan Tennessee',
    ],
  },
  hero: {
    lead: 'A VA loan is a mortgage guaranteed by the U.S. Department of Veterans Affairs for veterans, active-duty service members, members of the National Guard and Reserves, and some surviving spouses. Private lenders make the loan; the VA guarantee lets them lend with no down payment and no monthly mortgage insurance.',
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
          label: 'Monthly mortgage insurance',
          value: 'None',
        },
        {
          label: 'Active duty since Aug. 2, 1990',
          value: '24 months',
          note: 'Continuous, or the full period you were called to (at least 90 days)',
        },
        {
          label: 'Wartime service, earlier eras',
          value: '90 days',
          note: 'World War II, Korea, Vietnam',
        },
        {
          label: 'Peacetime service, earlier eras',
          value: '181 days',
          note: 'Continuous; eras through Sept. 7, 1980',
        },
      ],
      links: [
        {
          label: 'The VA’s current eligibility rules (VA.gov)',
          to: 'https://www.va.gov/home-loans/eligibility/',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'deck-funding',
      title: 'Paying for a deck with this option',
      body: [
        'A VA purchase loan pays for the home itself. Once you own it, a VA cash-out refinance lets eligible homeowners borrow against their equity for improvements such as a new deck. The lender sets how much of the home’s value you can borrow, and the funding fee applies.',
      ],
    },
    {
      kind: 'text',
      id: 'benefits',
      title: 'Benefits',
      items: [
        '0% down, and no VA loan limit for borrowers with full entitlement (the lender still decides how much you qualify for)',
        'No monthly private mortgage insurance',
        'Rates that are often lower than conventional rates',
        'Limits on the closing costs a veteran can be charged',
        'No prepayment penalty',
        'The benefit can be used more than once, and VA loans are assumable',
      ],
    },
    {
      kind: 'text',
      id: 'eligibility',
      title: 'Eligibility',
      body: [
        'You qualify through your service, with a discharge other than dishonorable. How much service you need depends on when you served. Most veterans and service members today served after August 2, 1990, the start of the Gulf War era, which has not ended; for them the rule is generally 24 continuous months of active duty. The 90-day and 181-day minimums belong to earlier eras. The VA’s rules as of November 2026:',
      ],
      items: [
        'Service since August 2, 1990 (Gulf War era to today): 24 continuous months of active duty, or the full period you were called or ordered to active duty, if at least 90 days',
        'Currently serving: 90 days of continuous active duty',
        'Wartime service in earlier eras (World War II, the Korean War and the Vietnam era): 90 days of active duty',
        'Peacetime service in earlier eras (between those wars, through September 7, 1980 for enlisted members and October 16, 1981 for officers): 181 days of continuous active duty',
        'Service from then until August 1, 1990: generally 24 continuous months, or the full period you were called to, if at least 181 days',
        'National Guard or Reserves: 6 years of service, or at least 90 days of active duty under federal orders (Title 10 or Title 32), 30 of them in a row',
        'Shorter service can still qualify in some cases, for example after a discharge for a service-connected disability, a hardship or an early out',
        'Surviving spouses of service members who died in service or from a service-connected disability may also qualify',
      ],
      note: 'The 90-day and 181-day figures are the ones this page first gave; they apply to the earlier eras above. The VA publishes the full rules on VA.gov, and your Certificate of Eligibility settles the question.',
      links: [
        {
          label: 'Eligibility for a VA home loan, by era (VA.gov)',
          to: 'https://www.va.gov/home-loans/eligibility/',
        },
      ],
    },
    {
      kind: 'text',
      id: 'your-certificate-of-eligibility',
      title: 'Your Certificate of Eligibility',
      body: [
        'Lenders confirm your eligibility with a Certificate of Eligibility (COE) from the VA. Most lenders can request it for you online, or you can request it yourself through VA.gov. We are a deck builder, not a lender: we do not issue COEs or pre-approvals. The button on this page sends your question to us; we’ll answer what we can about the project and connect you with lenders, who request the COE and handle pre-approval.',
        'The VA sets no minimum credit score, but lenders set their own, often around 620 in 2026. The VA also looks at residual income, the money left each month after major expenses, along with your debt-to-income ratio. The home must be your primary residence, and the VA appraisal checks it against minimum property requirements, including safe stairs and railings.',
      ],
    },
    {
      kind: 'text',
      id: 'funding-fee',
      title: 'Funding fee',
      body: [
        'Instead of monthly mortgage insurance, most VA borrowers pay a one-time funding fee that keeps the program running. It is a percentage of the loan amount: lower when you put money down, higher when you use the benefit again. For example, a first-time user putting less than 5% down has paid 2.15% since April 2023; check the VA’s current funding fee table.',
        'You can pay the fee at closing or add it to the loan. Some borrowers are exempt:',
      ],
      items: [
        'Veterans receiving VA disability compensation',
        'Surviving spouses receiving Dependency and Indemnity Compensation',
        'Active-duty service members who have received the Purple Heart',
      ],
    },
  ],
  related: ['cash-out', 'fha', 'usda'],
  lastUpdated: '2026-11-25',
  sources: [
    {
      label: 'VA funding fee and closing costs (U.S. Department of Veterans Affairs)',
      url: 'https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/',
    },
    {
      label: 'Eligibility for a VA home loan (U.S. Department of Veterans Affairs)',
      url: 'https://www.va.gov/housing-assistance/home-loans/eligibility/',
    },
  ],
};
