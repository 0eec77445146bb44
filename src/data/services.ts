import type {IconName} from './types';

export type ServiceSlug = 'installation' | 'remodeling' | 'composite' | 'custom-design' | 'repair';

export interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  /** Short line for menus. */
  menuDescription: string;
  /** Card description on /services and the home page. */
  description: string;
  features: readonly [string, string, string, string];
  icon: IconName;
  /** Illustration under static/img/services/; drop a photo with the same name to replace it. */
  image: string;
  imageAlt: string;
  /** The label of the button that opens the estimate dialog on the service's page. */
  ctaLabel: string;
}

export const services: readonly ServiceSummary[] = [
  {
    slug: 'installation',
    title: 'Deck Installation',
    menuDescription: 'New decks designed and built from the footings up',
    description:
      'A new deck built to fit your home, your lot and the way you live outside, from permit and footings to the last railing cap.',
    features: [
      'Custom measurements and design',
      'Permits and inspections handled',
      'Code-compliant footings and framing',
      'Wood, composite or PVC',
    ],
    icon: 'hammer',
    ctaLabel: 'Get Free Estimate',
    image: '/img/services/deck-installation.svg',
    imageAlt:
      'Illustration of a newly built wood deck with railings and stairs off the back of a house, mountains behind',
  },
  {
    slug: 'remodeling',
    title: 'Deck Remodeling',
    menuDescription: 'Resurfacing, new railings, stairs and upgrades',
    description:
      'Keep the sound structure, replace what has worn out: new decking, railings, stairs, lighting and built-ins on the deck you already have.',
    features: [
      'Resurfacing with composite or wood',
      'Railing and staircase replacement',
      'Structural reinforcement',
      'Lighting, benches and pergolas',
    ],
    icon: 'refresh',
    ctaLabel: 'Get Free Estimate',
    image: '/img/services/deck-remodeling.svg',
    imageAlt: 'Illustration of a deck half resurfaced, old gray boards beside new composite boards',
  },
  {
    slug: 'composite',
    title: 'Composite Decking',
    menuDescription: 'Low-maintenance boards from leading brands',
    description:
      'Composite boards that shrug off Tennessee humidity, pollen and sun: no staining, no splinters and warranties of 25 years to lifetime.',
    features: [
      'No staining or sealing',
      'Resists rot, insects and fading',
      '25-year to lifetime warranties',
      'Dozens of colors and textures',
    ],
    icon: 'layers',
    ctaLabel: 'Get Free Estimate',
    image: '/img/services/composite-decking.svg',
    imageAlt:
      'Illustration of a brown composite deck with a picture-frame border, hidden fasteners and three board color samples',
  },
  {
    slug: 'custom-design',
    title: 'Custom Deck Design',
    menuDescription: 'Multi-level decks, pergolas and 3D plans',
    description:
      'A deck designed around your view, your slope and your plans for it, shown to you in 3D before a single board is cut.',
    features: [
      '3D visualization before building',
      'Multi-level and wraparound decks',
      'Pergolas, kitchens and fire features',
      'Plans drawn for your lot',
    ],
    icon: 'pencil',
    ctaLabel: 'Book Free Consultation',
    image: '/img/services/custom-deck-design.svg',
    imageAlt: 'Illustration of a multi-level deck with a pergola and built-in seating looking toward the mountains',
  },
  {
    slug: 'repair',
    title: 'Deck Repair',
    menuDescription: 'Rot, loose railings, wobbly stairs and emergency repairs',
    description:
      'Rotted boards, loose railings, soft stairs and failing ledgers fixed properly, usually for far less than a new deck.',
    features: [
      'Free safety inspection',
      'Board, joist and post replacement',
      'Railing and stair repairs',
      'Ledger flashing and fastening',
    ],
    icon: 'wrench',
    ctaLabel: 'Schedule Free Inspection',
    image: '/img/services/deck-repair.svg',
    imageAlt: 'Illustration of a deck with a few replaced boards and a new support post',
  },
];

export const serviceHref = (slug: ServiceSlug): string => `/services/${slug}`;
