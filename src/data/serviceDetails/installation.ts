import {business} from '../business';
import {pickSellingPoints} from '../sellingPoints';
import type {DetailRecord} from '../types';

export const installation: DetailRecord = {
  meta: {
    title: 'Deck Installation in Knoxville, TN',
    description: `New decks in Knoxville and East Tennessee by ${business.name}: custom design, permits, footings, framing and railings handled, in wood, composite or PVC.`,
    keywords: [
      'deck installation Knoxville',
      'new deck builder Knoxville TN',
      'deck contractor East Tennessee',
      'composite deck installation',
      'deck permits Knox County',
    ],
  },
  hero: {
    eyebrow: 'Deck installation',
    title: 'New decks built from the footings up',
    lead: 'We design and build decks that fit your house, your lot and the way you spend an evening outside, from the first measurement to the last railing cap. Sloped yards, red clay and ridge views are what we work with every week.',
  },
  sections: [
    {
      kind: 'features',
      id: 'differentiators',
      eyebrow: 'Why homeowners hire us',
      title: 'What sets our installations apart',
      intro: 'A deck is a structure attached to your home. We build it that way.',
      columns: 3,
      items: [
        {
          icon: 'ruler',
          title: 'Custom measurements',
          text: 'We measure your house, doors, windows and grade on site, so the deck lands at the right height and the stairs fall where you walk.',
        },
        {
          icon: 'layers',
          title: 'Structural integrity',
          text: 'Footings below the frost line, properly sized beams and joists, and a flashed, bolted ledger keep the deck solid through freeze-thaw winters.',
        },
        {
          icon: 'users',
          title: 'Expert team',
          text: 'The crew that builds your deck builds decks every week, and one crew lead is your contact on site from layout to cleanup.',
        },
        {
          icon: 'award',
          title: 'Our quality commitment',
          text: 'Before we call the job done, we walk the finished deck with you and fix anything that is not right.',
        },
        {
          icon: 'calendar',
          title: 'Timely completion',
          text: 'You get a written schedule before work starts, and a call from us when weather or an inspection moves a date.',
        },
        {
          icon: 'checkCircle',
          title: 'Code compliant',
          text: 'Every deck is built to the residential code your city or county enforces, with railings, stairs and footings that pass inspection.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'How it works',
      title: 'Our six-step installation process',
      steps: [
        {
          title: 'Free consultation',
          text: 'We visit, look at your yard and house, and talk through how you want to use the deck and what you want to spend.',
        },
        {
          title: 'Custom design',
          text: 'We draw a plan sized to your lot, with the layout, height, stairs and railings worked out before anything is priced.',
        },
        {
          title: 'Material selection',
          text: 'You choose boards, railings and lighting with samples in hand, and get a written estimate you can compare.',
        },
        {
          title: 'Professional installation',
          text: 'We pull the permit, set footings, frame, deck and rail, and keep the site tidy each day.',
        },
        {
          title: 'Final inspection',
          text: 'The building inspector signs off, then we walk the deck with you and settle any punch-list items.',
        },
        {
          title: 'Enjoy your deck',
          text: 'You get care instructions for your materials and a number to call if you ever have a question.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'materials',
      eyebrow: 'Materials',
      title: 'Materials we install',
      intro: 'Each one makes sense for a different budget and a different amount of upkeep.',
      columns: 4,
      items: [
        {
          icon: 'tree',
          title: 'Pressure-treated wood',
          text: 'The most affordable choice. Strong and familiar, but it needs cleaning and sealing every few years in our humidity.',
        },
        {
          icon: 'leaf',
          title: 'Cedar and redwood',
          text: 'Warm color and grain, lighter than pine; the heartwood resists decay above ground. Sealing every 2-3 years keeps its color.',
        },
        {
          icon: 'layers',
          title: 'Composite',
          text: 'Capped boards that resist fading, staining and mold. No sanding or sealing, just an occasional wash.',
        },
        {
          icon: 'droplet',
          title: 'PVC',
          text: 'All-polymer boards that will not absorb water. A strong fit for lakeside decks, hot tubs and shaded lots.',
        },
      ],
      links: [
        {label: 'Compare deck materials', to: '/resources/materials'},
        {label: 'Estimate your deck cost', to: '/resources/calculator'},
      ],
    },
    {
      kind: 'features',
      id: 'handled',
      eyebrow: 'One contractor, start to finish',
      title: 'Permits, excavation, foundation, framing and railings: handled',
      body: [
        'Knoxville, Knox County and the surrounding towns each have their own permit office and inspection schedule. We file the drawings, book the inspections and meet the inspector on site, so you are not taking time off work.',
      ],
      columns: 3,
      items: [
        {
          icon: 'book',
          title: 'Permits',
          text: 'Drawings, applications and inspections for your city or county, filed and scheduled by us.',
        },
        {
          icon: 'pin',
          title: 'Excavation',
          text: 'Tennessee 811 utility locates requested before we dig, then footing holes dug through red clay and rock.',
        },
        {
          icon: 'home',
          title: 'Foundation',
          text: 'Concrete footings sized for the load and set below the frost line so posts do not heave.',
        },
        {
          icon: 'hammer',
          title: 'Framing',
          text: 'Ground-contact lumber, galvanized or stainless connectors and a ledger flashed against water.',
        },
        {
          icon: 'fence',
          title: 'Railings',
          text: 'Railings and stair rails built to code height and spacing in wood, composite, aluminum or cable.',
        },
      ],
      links: [{label: 'How we build a deck', to: '/construction'}],
    },
    {
      kind: 'features',
      id: 'assurances',
      eyebrow: 'Who comes to your home',
      title: 'A team you can trust on your property',
      columns: 4,
      items: pickSellingPoints('licensed', 'backgroundChecked', 'training', 'safety'),
    },
  ],
  sources: [{label: 'Tennessee 811: call or click before you dig', url: 'https://www.tn811.com/'}],
  cta: {
    title: 'Ready to plan your new deck?',
    text: 'Tell us about your yard and what you have in mind. We will set up a free on-site visit and a written estimate.',
  },
};
