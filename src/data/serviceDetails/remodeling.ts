import {business} from '../business';
import type {DetailRecord} from '../types';

export const remodeling: DetailRecord = {
  meta: {
    title: 'Deck Remodeling in Knoxville, TN',
    description: `Deck remodeling in Knoxville and East Tennessee: resurfacing, new railings and stairs, structural repairs, lighting, benches and pergolas from ${business.name}.`,
    keywords: [
      'deck remodeling Knoxville',
      'deck resurfacing Knoxville TN',
      'deck railing replacement',
      'composite deck resurfacing',
      'deck renovation East Tennessee',
    ],
  },
  hero: {
    eyebrow: 'Deck remodeling',
    title: 'Give the deck you have a second life',
    lead: 'If the frame under your deck is sound, you may not need a new deck at all. We keep the structure that still works and replace what Tennessee sun, humidity and pollen have worn out.',
  },
  sections: [
    {
      kind: 'features',
      id: 'benefits',
      eyebrow: 'Why remodel',
      title: 'Six reasons to remodel instead of rebuild',
      columns: 3,
      items: [
        {
          icon: 'dollar',
          title: 'Lower cost',
          text: 'Reusing sound joists, beams and footings saves a large share of what a new deck costs.',
        },
        {
          icon: 'calendar',
          title: 'Less disruption',
          text: 'Less demolition and no new footings means a shorter project and less mess in the yard.',
        },
        {
          icon: 'shield',
          title: 'A safer deck',
          text: 'We check and reinforce the ledger, posts and railings while the boards are off.',
        },
        {
          icon: 'leaf',
          title: 'Less upkeep',
          text: 'New composite boards end the cycle of pressure washing, sanding and staining.',
        },
        {
          icon: 'sparkle',
          title: 'A fresh look',
          text: 'New colors, a picture-frame border and modern railings make an old deck look new.',
        },
        {
          icon: 'home',
          title: 'Better everyday use',
          text: 'Add the lighting, seating or shade that makes you want to use the deck after dinner.',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'before-after',
      eyebrow: 'Before and after',
      title: 'What a remodel changes',
      intro: 'A typical project on a 15-to-20-year-old deck in West Knoxville or Maryville.',
      sides: [
        {
          title: 'Before',
          mood: 'caution',
          points: [
            'Gray, cupped boards that splinter and hold green mildew',
            'Railing posts that move when you lean on them',
            'Stairs that bounce, with stringers soft at the bottom',
            'Dark after sunset and no shade in the afternoon',
          ],
        },
        {
          title: 'After',
          mood: 'positive',
          points: [
            'Composite decking over reinforced, re-fastened framing',
            'Solid aluminum or composite railings at code height',
            'Rebuilt stairs with new stringers and lit treads',
            'LED lighting, a built-in bench and a pergola for shade',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'services',
      eyebrow: 'What we do',
      title: 'Our remodeling services',
      columns: 4,
      items: [
        {
          icon: 'layers',
          title: 'Resurfacing',
          text: 'New wood or composite decking laid over your existing, inspected frame.',
        },
        {
          icon: 'fence',
          title: 'Railing replacement',
          text: 'Wood, composite, aluminum or cable railings built to current code.',
        },
        {
          icon: 'hammer',
          title: 'Structural reinforcement',
          text: 'Sistered joists, new posts and beams, and a properly flashed ledger.',
        },
        {
          icon: 'stairs',
          title: 'Staircase rebuilding',
          text: 'New stringers, treads and handrails, with a landing where the grade calls for one.',
        },
        {
          icon: 'grid',
          title: 'Multi-levels',
          text: 'A lower platform for a grill or fire table, stepping down toward the yard.',
        },
        {
          icon: 'home',
          title: 'Built-in benches and planters',
          text: 'Seating and planter boxes built in and finished to match the decking.',
        },
        {icon: 'lightbulb', title: 'Lighting', text: 'Low-voltage post caps, stair risers and under-rail lights.'},
        {
          icon: 'sun',
          title: 'Privacy screens and pergolas',
          text: 'Screens for close neighbors and pergolas for afternoon shade.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'How it works',
      title: 'Our four-step remodeling process',
      steps: [
        {
          title: 'Inspection',
          text: 'We check footings, posts, joists and the ledger to find out what can stay and what has to go.',
        },
        {
          title: 'Design and planning',
          text: 'We lay out the new surface, railings and extras, then give you a written estimate with options.',
        },
        {
          title: 'Renovation',
          text: 'We remove the old decking, make structural repairs, then install boards, railings and upgrades.',
        },
        {
          title: 'Final walkthrough',
          text: 'We walk the finished deck with you, explain the care your new materials need and settle any last items.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'upgrades',
      eyebrow: 'Upgrade materials',
      title: 'Upgrades that make the biggest difference',
      body: [
        'Resurfacing only works on a sound frame. Some older decks were framed with joists farther apart than composite boards allow (most need 16 inches on center or less), so we check the spacing and add joists where needed before new boards go down.',
      ],
      columns: 3,
      items: [
        {
          icon: 'layers',
          title: 'Composite decking',
          text: 'Capped boards that resist fading, stains and mold, in dozens of colors. A wash in spring and fall replaces a weekend of staining.',
        },
        {
          icon: 'fence',
          title: 'Aluminum railings',
          text: 'Powder-coated aluminum will not rot, warp or need paint, and slim balusters keep the view open.',
        },
        {
          icon: 'lightbulb',
          title: 'LED lighting',
          text: 'Low-voltage LED lights on posts, stairs and rails make the deck safe and inviting after dark.',
        },
      ],
      links: [
        {label: 'Railing options explained', to: '/blog/deck-railing-options'},
        {label: 'Deck lighting ideas', to: '/blog/deck-lighting'},
      ],
    },
  ],
  cta: {
    title: 'Find out what your deck can become',
    text: 'We will inspect your deck, tell you honestly whether it is worth remodeling, and give you a free written estimate.',
  },
};
