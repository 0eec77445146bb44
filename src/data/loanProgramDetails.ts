/**
 * The body of each Financing page (/loan-programs/{slug}), in the shape every
 * detail page shares (src/data/types.ts). Summaries (title, card text, icon,
 * button label) live in loanPrograms.ts; src/data/detailPages.ts puts the two
 * together, and each page gets only its own record as route props, so none of
 * this ships in the menu bundle.
 *
 * Rules for editors:
 * - Figures from the original site (conventional, FHA, VA, refinance and
 *   cash-out) stay exactly as written; tests check them.
 * - Anything that changes yearly (loan limits, fees, caps) carries its year
 *   and a link to where the current figure is published. No current rates.
 * - The business builds decks; it is not a lender. Never promise approval.
 */
import type {LoanSlug} from './loanPrograms';
import type {DetailRecord} from './types';

export const loanProgramDetails: Record<LoanSlug, DetailRecord> = {
  conventional: {
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
  },
  fha: {
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
  },
  va: {
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
  },
  usda: {
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
  },
  jumbo: {
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
  },
  'fixed-rate': {
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
  },
  arm: {
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
  },
  'fha-203k': {
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
  },
  refinance: {
    meta: {
      title: 'Rate-and-Term Refinance: When It Makes Sense',
      description:
        'When refinancing your mortgage makes sense: a rate at least 0.5% lower, a shorter term, or dropping mortgage insurance, and how to find your break-even point.',
      keywords: [
        'mortgage refinance',
        'rate and term refinance',
        'when to refinance',
        'refinance break-even',
        'refinance Knoxville TN',
      ],
    },
    hero: {
      lead: 'A rate-and-term refinance replaces your current mortgage with a new one that has a different rate, a different term, or both, without taking cash out. The new loan pays off the old one, and you make payments on the new terms from then on.',
    },
    sections: [
      {
        kind: 'stats',
        id: 'key-facts',
        title: 'At a glance',
        items: [
          {
            label: 'Rule-of-thumb rate drop',
            value: 'At least 0.5%',
          },
          {
            label: 'Typical closing costs',
            value: '2-5% of the loan',
          },
          {
            label: 'Cash to you at closing',
            value: 'None',
          },
        ],
      },
      {
        kind: 'text',
        id: 'reasons-to-refinance',
        title: 'Reasons to refinance',
        items: [
          'Lower your rate: the usual rule of thumb is a rate at least 0.5% lower than the one you have',
          'Lower your monthly payment, through a lower rate or a longer term',
          'Shorten your term, for example from 30 years to 15, to pay the home off sooner',
          'Switch from an adjustable rate to a fixed one before the adjustments start',
          'Drop FHA mortgage insurance by moving to a conventional loan once you have 20% equity',
          'Remove a borrower from the loan, for example after a divorce',
        ],
      },
      {
        kind: 'text',
        id: 'benefits',
        title: 'Benefits',
        items: [
          'Less interest paid over the life of the loan',
          'More room in the monthly budget',
          'A payment you can count on, if you move to a fixed rate',
          'Streamlined options for some existing loans: the FHA Streamline and the VA Interest Rate Reduction Refinance Loan (IRRRL) need less paperwork',
        ],
      },
      {
        kind: 'text',
        id: 'find-your-break-even-point',
        title: 'Find your break-even point',
        body: [
          'Refinancing has closing costs, often 2-5% of the loan amount. Divide those costs by what you save each month to see how long it takes to come out ahead. For example, $4,000 in costs and $150 a month in savings breaks even in about 27 months. If you expect to move before then, refinancing may not pay.',
          'Starting a new 30-year term can lower the payment but add interest overall. Ask for a term that matches the years you have left, or a shorter one.',
        ],
      },
      {
        kind: 'text',
        id: 'what-lenders-look-at',
        title: 'What lenders look at',
        items: [
          'Credit score and payment history',
          'Debt-to-income ratio',
          'Equity in the home, usually confirmed by an appraisal',
          'Income and employment documentation',
        ],
      },
      {
        kind: 'text',
        id: 'planning-a-deck-or-another-project',
        title: 'Planning a deck or another project?',
        body: [
          'A rate-and-term refinance does not put cash in your hand, so it cannot pay for a deck by itself. If the project is part of the plan, compare a cash-out refinance, which does both in one loan, with a HELOC, which leaves your current mortgage alone.',
        ],
      },
    ],
    related: ['cash-out', 'heloc', 'fixed-rate'],
    lastUpdated: '2026-11-24',
  },
  'cash-out': {
    meta: {
      title: 'Cash-Out Refinance: Use Home Equity for a New Deck',
      description:
        'How a cash-out refinance works and what it can pay for, a new deck included. Typical requirements: at most 80% loan-to-value, credit 620+, DTI under 43%.',
      keywords: [
        'cash-out refinance',
        'cash-out refinance requirements',
        'home equity for a deck',
        'pay for a deck',
        'cash-out refinance Tennessee',
      ],
    },
    hero: {
      lead: 'A cash-out refinance replaces your mortgage with a larger one and pays you the difference in cash at closing. It turns part of the equity you have built into money you can use, and it is one of the common ways homeowners pay for a large project such as a new deck.',
    },
    sections: [
      {
        kind: 'stats',
        id: 'key-facts',
        title: 'At a glance',
        items: [
          {
            label: 'Maximum loan-to-value',
            value: '80%',
          },
          {
            label: 'Common lender credit score (2026)',
            value: '620+',
          },
          {
            label: 'Debt-to-income',
            value: 'Under 43%',
          },
        ],
      },
      {
        kind: 'callout',
        id: 'deck-funding',
        title: 'Paying for a deck with this option',
        body: [
          'Start with a written estimate, so you know the figure to borrow, including stairs, railings and permits. The cash arrives at closing, so you can pay for the deck as you would from savings. A deck is a long-lived improvement, and spreading its cost over a mortgage term can make sense, but remember you pay interest on it for that whole term; for a smaller project a HELOC may cost less.',
        ],
      },
      {
        kind: 'text',
        id: 'how-it-works',
        title: 'How it works',
        body: [
          'The lender appraises your home and lets you borrow up to a share of its value: at most 80% loan-to-value for most cash-out loans. The new loan pays off your current mortgage, and what is left, minus closing costs, comes to you.',
          'For example, a home appraised at $400,000 allows a loan of up to $320,000 (80%). If you owe $220,000, you could take out up to $100,000 before closing costs.',
        ],
      },
      {
        kind: 'text',
        id: 'uses',
        title: 'Uses',
        items: [
          'A new deck, or a larger one with stairs to the yard, lighting or a covered area',
          'Replacing an aging wood deck with low-maintenance composite',
          'Other home improvements, such as a kitchen, a roof or a screened porch',
          'Paying off higher-interest debt, such as credit cards',
          'Education costs or an emergency fund',
        ],
      },
      {
        kind: 'text',
        id: 'requirements',
        title: 'Requirements',
        items: [
          'At most 80% loan-to-value after the new loan, for most conventional and FHA cash-out loans',
          'Credit score of 620+, the minimum most lenders set in 2026 (Fannie Mae dropped its own 620 floor for loans run through its Desktop Underwriter on November 16, 2025, but lenders and mortgage insurers still set theirs)',
          'Debt-to-income under 43%',
          'Owning the home for a minimum period first, set by the loan program',
          'An appraisal and full income documentation',
        ],
      },
      {
        kind: 'text',
        id: 'things-to-weigh',
        title: 'Things to weigh',
        items: [
          'You give up your current rate; if it is well below today’s rates, a HELOC may cost less',
          'Closing costs are similar to a purchase loan, often 2-5% of the loan',
          'Your home secures the larger loan, so borrow what the project needs',
          'Interest on money used to buy, build or substantially improve your home may be tax-deductible; ask a tax professional',
          'Eligible veterans can look at a VA cash-out refinance, where lenders may allow a higher loan-to-value',
        ],
      },
      {
        kind: 'text',
        id: 'smaller-deck-projects',
        title: 'A smaller project? Title I and personal loans',
        body: [
          'A deck often costs $15,000-40,000, less than a cash-out refinance is usually worth its closing costs. Two loans made for a project of that size leave your mortgage alone: an FHA Title I property improvement loan, which a HUD-approved lender can make for up to $25,000 on a single-family home (HUD’s figure as of 2026, secured by the home above $7,500), and an unsecured home-improvement, or personal, loan. Our guide compares them with the home-equity options.',
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
    related: ['heloc', 'refinance', 'fha-203k'],
    lastUpdated: '2026-11-25',
  },
  heloc: {
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
  },
  reverse: {
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
  },
};
