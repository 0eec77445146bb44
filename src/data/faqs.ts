/**
 * The ten questions on /faqs. Business facts (cities, phone) are read from
 * business.ts; prices and repair figures are the ones used site-wide.
 */
import {business} from './business';

export interface FaqLink {
  label: string;
  to: string;
}

export interface Faq {
  /** Stable id: used as the accordion value and the question's anchor (/faqs#permits). */
  id: string;
  question: string;
  /** Plain text, one paragraph. */
  answer: string;
  /** Optional follow-up links shown under the answer (existing routes only). */
  links?: readonly FaqLink[];
}

const cityNames = business.cities.map((c) => c.name);
const cityList = `${cityNames.slice(0, -1).join(', ')} and ${cityNames[cityNames.length - 1]}`;

export const faqs: readonly Faq[] = [
  {
    id: 'cost',
    question: 'How much does a new deck cost in Knoxville?',
    answer:
      'It depends on size, height, material, railings, stairs and the lot. As a guide, wood decks typically run $15-35 per sq ft installed and composite decks $30-45 per sq ft, with PVC above that. Railings, stairs, multiple levels, lighting and built-in seating add to the total, and a steep lot in the hills or on a lake bank needs taller posts, more bracing and more labor than a flat backyard. The deck cost calculator gives you a rough range in a minute; your written estimate after the site visit gives you the real number.',
    links: [{label: 'Try the deck cost calculator', to: '/resources/calculator'}],
  },
  {
    id: 'timeline',
    question: 'How long does it take to build a deck?',
    answer:
      'A simple ground-level deck can be built in a few days once the permit is issued; a large multi-level deck with stairs, lighting and a pergola can take several weeks on site. Before work starts there is design, material ordering and permit review, and each permit office sets its own pace. Spring and early summer are the busiest months in East Tennessee, so planning over the winter usually gets you the most choice of start dates. Your written estimate includes a realistic schedule for your project.',
  },
  {
    id: 'permits',
    question: 'Do I need a permit to build a deck?',
    answer:
      'Almost always. Under the residential building code that Knox County, the City of Knoxville and the surrounding counties and towns adopt, a deck generally needs a permit if it is attached to the house, more than 30 inches above the ground, larger than 200 square feet, or serves an exit door. Each jurisdiction has its own local amendments and inspection schedule. We prepare the drawings, apply for the permit and book the footing, framing and final inspections. If you live under an HOA, as many Farragut and west Knoxville neighborhoods do, its approval is a separate step we can help you prepare for.',
    links: [{label: 'How we build to code', to: '/construction'}],
  },
  {
    id: 'materials',
    question: 'Which decking material should I choose?',
    answer:
      'Pressure-treated pine costs least up front but needs cleaning and staining to last. Cedar looks beautiful and resists decay naturally, with similar upkeep. Capped composite costs more but needs only washing, which suits busy households and vacation rentals. PVC is the lightest and most moisture-proof, a strong choice for shaded lots and lakefront homes. Whatever the surface, the frame underneath is pressure-treated lumber built to code. Our materials guide compares all four side by side.',
    links: [{label: 'Read the deck materials guide', to: '/resources/materials'}],
  },
  {
    id: 'financing',
    question: 'What financing options are there for a deck?',
    answer:
      'Many homeowners pay for a deck from savings; others use the equity in their home. A cash-out refinance, a home equity line of credit (HELOC) or an FHA 203(k) renovation loan can each fund a deck, and each works differently. Our Loan Programs pages explain these options in plain language; they are information only, not a loan offer, so talk to a lender about rates and terms. We can give you a written, itemized estimate to take to your lender.',
    links: [{label: 'Explore loan programs', to: '/loan-programs'}],
  },
  {
    id: 'warranty',
    question: 'What warranty comes with a new deck?',
    answer:
      'The decking itself carries the manufacturer\'s warranty. For composite and PVC boards these are long: 25 years to lifetime, depending on the brand and product line, usually covering fading, staining and structural defects. Those warranties depend on the boards being installed to the manufacturer\'s instructions for joist spacing, board gaps and fasteners, which is how we install them. Pressure-treated lumber and cedar come with far more limited coverage, which is one reason upkeep matters. Anything we commit to about our own work is written into your contract, so you can read it before you sign.',
  },
  {
    id: 'maintenance',
    question: 'How much maintenance does a deck need?',
    answer:
      'A wood deck needs a yearly wash and inspection and a fresh coat of stain or sealer every 2-3 years. Budget $500-1,500 per year for upkeep on a wood deck, with the stain itself the largest item: staining every 2-3 years at $500-2,000 depending on size and condition. Composite and PVC decks need a wash in spring to clear the pollen and another in fall, and nothing more. On every deck, check railings, stairs and fasteners each spring.',
    links: [{label: 'Read the deck maintenance guide', to: '/resources/maintenance'}],
  },
  {
    id: 'service-area',
    question: 'Which areas do you serve?',
    answer: `We build and repair decks across ${business.serviceRegion}: ${cityList}, and the communities in between, from Sequoyah Hills and Fountain City to lake homes on Fort Loudoun, Tellico and Norris and mountain cabins around the Smokies. If your home is near the edge of that map, call us and ask.`,
    links: [{label: 'See our service areas', to: '/service-areas'}],
  },
  {
    id: 'repair-or-replace',
    question: 'Should I repair my deck or replace it?',
    answer:
      'If the footings, posts, beams and ledger are sound, repair is usually the better value: repairs often cost 50-70% less than replacement, and most take 1-3 days. Replacement makes sense when rot has spread through the joists or ledger, footings have settled, or the deck was built without flashing, proper hardware or adequate railings. A free inspection tells you which one your deck needs, with the reasons written down.',
    links: [{label: 'Deck repair services', to: '/services/repair'}],
  },
  {
    id: 'estimate',
    question: 'How does the free estimate work?',
    answer: `Send the form on this site or call ${business.phone.display}. We call you back to schedule a visit, then meet you at your home to measure, look at the slope, the soil, where the deck meets the house and how materials will get to the back yard, and talk through what you want and what you want to spend. You then receive a written estimate with the scope, materials and price. The estimate is free, and you decide in your own time.`,
    links: [{label: 'What happens after you ask', to: '/help'}],
  },
];
