import {business} from '../business';
import type {DetailRecord} from '../types';

/**
 * Design-specific figures from the replaced site ("500+ custom designs, 100% client
 * satisfaction"). They describe design work, not the headline decks-built
 * count, so they live here; years of experience comes from the business module.
 */
export const customDesignStats = {
  customDesigns: '500+',
  clientSatisfaction: '100%',
} as const;

export const customDesign: DetailRecord = {
  meta: {
    title: 'Custom Deck Design in Knoxville, TN',
    description: `Custom deck design in Knoxville and East Tennessee: multi-level decks, pergolas, outdoor kitchens and 3D plans drawn for your lot by ${business.name}.`,
    keywords: [
      'custom deck design Knoxville',
      'deck designer Knoxville TN',
      '3D deck design',
      'multi-level deck East Tennessee',
      'pergola deck design',
    ],
  },
  hero: {
    eyebrow: 'Custom deck design',
    title: 'A deck designed around your view and your lot',
    lead: 'Steep backyards, mountain views, lake frontage and old hardwoods: East Tennessee lots rarely suit an off-the-shelf plan. We design each deck for its site and show it to you in 3D before a board is cut.',
  },
  sections: [
    {
      kind: 'features',
      id: 'strengths',
      eyebrow: 'Our approach',
      title: 'What goes into a custom design',
      body: [
        'A good deck design starts outside, not at a desk. Where does the afternoon sun land? Which way does the yard drain after a summer storm? Can you see Mount LeConte, House Mountain or the lake from the kitchen, and how high does the deck need to be to keep that view above the railing? We answer those questions first, then draw.',
      ],
      columns: 3,
      items: [
        {
          icon: 'grid',
          title: '3D visualization',
          text: 'Walk around your deck on screen, see it from the kitchen window and change it before it is built.',
        },
        {
          icon: 'mountain',
          title: 'Designed for the view',
          text: 'Heights, railings and seating placed to frame the Smokies, the lake or the treeline.',
        },
        {
          icon: 'ruler',
          title: 'Made for your slope',
          text: 'Multi-level layouts and stairs that work with a steep grade instead of fighting it.',
        },
        {
          icon: 'home',
          title: 'Matched to your home',
          text: 'Colors, railings and trim chosen to suit your house, from Craftsman bungalows to lake houses.',
        },
        {
          icon: 'users',
          title: 'Built for how you live',
          text: 'Room for the grill, the dining table, the hot tub and the kids, with clear paths between them.',
        },
        {
          icon: 'dollar',
          title: 'Honest budgeting',
          text: 'We price as we design, so the plan you fall in love with is one you can build.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'How it works',
      title: 'Our four-step design process',
      steps: [
        {
          title: 'Discovery meeting',
          text: 'We talk about how you want to use the space, the look you like and the budget you have in mind.',
        },
        {
          title: 'Site analysis',
          text: 'We measure the house and yard, check slope, sun, drainage, trees and setbacks, and note the views worth framing.',
        },
        {
          title: 'Design development',
          text: 'You review 3D drawings and material options, and we refine them together until the plan feels right.',
        },
        {
          title: 'Final plans',
          text: 'You get construction drawings and a written estimate, with the drawings ready for the permit office.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'elements',
      eyebrow: 'Ideas',
      title: 'Popular custom elements',
      intro: 'Mix and match. Most of our designs combine three or four of these.',
      columns: 3,
      items: [
        'Multi-level decks',
        'Wraparound decks',
        'Pergolas and shade structures',
        'Built-in benches',
        'Planter boxes',
        'Outdoor kitchens and grill stations',
        'Gas fire table areas',
        'Hot tub platforms with reinforced framing',
        'Privacy screens',
        'Deck and stair lighting',
        'Cable and aluminum railings',
        'Curved edges and picture-frame borders',
      ],
      links: [
        {label: 'Multi-level deck ideas', to: '/blog/multi-level-decks'},
        {label: 'Pergolas and shade', to: '/blog/pergola-shade'},
        {label: 'See our gallery', to: '/gallery'},
      ],
    },
    {
      kind: 'stats',
      id: 'stats',
      eyebrow: 'Experience',
      title: 'Design experience you can count on',
      body: [
        'From small cottage decks in Fountain City to multi-level cabin decks on Sevier County hillsides, our designs are drawn by people who also build them, so every plan is one a crew can actually put together on your lot.',
      ],
      items: [
        {value: customDesignStats.customDesigns, label: 'Custom designs', counts: 'decks'},
        // Nobody can show a satisfaction rate yet: a stand-in the launch check lists until the owner confirms it.
        {value: customDesignStats.clientSatisfaction, label: 'Client satisfaction', counts: 'share', sample: true},
        {value: business.stats.yearsInBusiness, label: 'Years of design experience', counts: 'years'},
      ],
    },
  ],
  cta: {
    title: 'Start designing your deck',
    text: 'Book a free design consultation. Bring photos you like, or just an idea, and we will take it from there.',
  },
};
