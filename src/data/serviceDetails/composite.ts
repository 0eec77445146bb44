import {business} from '../business';
import type {DetailRecord} from '../types';

export const composite: DetailRecord = {
  meta: {
    title: 'Composite Decking in Knoxville, TN',
    description: `Composite decks by ${business.name}: Trex, TimberTech, Fiberon and Deckorators boards, wood versus composite costs, and colors for East Tennessee homes.`,
    keywords: [
      'composite decking Knoxville',
      'Trex deck builder Knoxville',
      'TimberTech installer Tennessee',
      'composite vs wood deck cost',
      'low maintenance deck East Tennessee',
    ],
  },
  hero: {
    eyebrow: 'Composite decking',
    title: 'Composite decks that shrug off Tennessee weather',
    lead: 'Humid summers, heavy spring pollen and shaded lots are hard on wood. Capped composite boards keep their color, resist mold and never need staining, so your weekends go to the deck, not into it.',
  },
  sections: [
    {
      kind: 'features',
      id: 'advantages',
      eyebrow: 'Why composite',
      title: 'Six advantages of composite decking',
      columns: 3,
      items: [
        {
          icon: 'droplet',
          title: 'No staining or sealing',
          text: 'A protective cap keeps water out, so there is nothing to sand, stain or seal.',
        },
        {
          icon: 'shield',
          title: 'Resists rot and insects',
          text: 'No rot, no termites and no carpenter bees tunneling into the boards.',
        },
        {
          icon: 'sun',
          title: 'Holds its color',
          text: 'Capped boards resist fading and staining under strong summer sun.',
        },
        {
          icon: 'leaf',
          title: 'Resists mold',
          text: 'Pollen and mildew wash off instead of soaking in, even on shaded decks.',
        },
        {icon: 'home', title: 'Splinter-free', text: 'Comfortable for bare feet, kids and pets, year after year.'},
        {
          icon: 'refresh',
          title: 'Recycled content',
          text: 'Most composite boards are made partly from recycled plastic and wood fiber.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'cost-comparison',
      eyebrow: 'Cost comparison',
      title: 'Wood versus composite: what you really pay',
      intro: 'Composite costs more to build. Wood costs more to keep.',
      caption: 'Typical wood and composite deck costs',
      columns: ['Cost', 'Wood', 'Composite'],
      rows: [
        {label: 'Materials, per sq ft', cells: [{price: 'wood'}, {price: 'composite'}]},
        {
          label: 'Installed, about',
          cells: [
            {price: 'wood', installed: true},
            {price: 'composite', installed: true},
          ],
        },
        {
          label: 'Staining and sealing',
          cells: ['Every 2-3 years at $500-2,000, about $170-1,000 a year', 'Not needed'],
        },
        {
          label: 'Yearly wash and check',
          cells: ['About $330-500 paid to a pro', 'Washing once or twice a year, usually done yourself'],
        },
        {
          label: 'Yearly maintenance',
          cells: ['$500-1,500 per year paid to a pro: the two rows above added', 'Washing once or twice a year'],
        },
        {label: 'Rot and insects', cells: ['Boards and posts need watching', 'Boards resist both']},
      ],
      body: [
        'Over the years you own the deck, the upkeep on wood closes much of the price gap, and composite boards keep their look with nothing more than washing.',
        'How the wood figure adds up: a stain at $500 every 3 years is about $170 a year, and at $2,000 every 2 years $1,000 a year; add a yearly professional wash and check at about $330-500, and paid upkeep comes to about $500-1,500 a year. Doing it yourself costs less.',
      ],
      priceNote: true,
      note: 'Your price depends on size, height, railings, stairs and the site.',
      links: [
        {label: 'Read: composite vs. wood', to: '/blog/composite-vs-wood'},
        {label: 'All four materials compared: the deck materials guide', to: '/resources/materials'},
        {label: 'How upkeep adds up: the maintenance guide', to: '/resources/maintenance#what-upkeep-costs'},
        {label: 'Try the deck cost calculator', to: '/resources/calculator'},
      ],
    },
    {
      kind: 'brands',
      id: 'brands',
      eyebrow: 'Brands we install',
      title: 'Leading composite brands',
      intro:
        'We install boards from four of the best-known composite makers in the country and help you compare collections side by side.',
      brands: [
        {
          name: 'Trex',
          summary: 'One of the longest-established composite brands, with collections from entry level to premium.',
          features: [
            'Capped boards made largely from recycled materials',
            'Wide range of solid and multi-tone colors',
            'Matching railing and hidden fastener systems',
          ],
          warranty: '25-year limited residential warranty on core lines such as Trex Enhance',
        },
        {
          name: 'TimberTech',
          summary: 'Capped composite and all-polymer PVC decking, known for realistic wood-grain looks.',
          features: [
            'Composite and PVC lines for any budget',
            'Multi-tone wood-grain finishes and wide boards',
            'Matching railings, fascia and trim',
          ],
          warranty: 'Limited lifetime warranty on its Advanced PVC decking',
        },
        {
          name: 'Fiberon',
          summary: 'Capped composite and PVC boards with a broad palette of natural-looking tones.',
          features: [
            'Several collections from value to premium',
            'Recycled content in its composite boards',
            'Matching fascia, railing and fasteners',
          ],
          warranty: 'Limited warranties that vary by collection',
        },
        {
          name: 'Deckorators',
          summary: 'Known for railings and for mineral-based composite boards.',
          features: [
            'Mineral-based composite in some lines, built to limit moisture absorption',
            'Textured, slip-resistant surfaces',
            'Aluminum and composite railing systems',
          ],
          warranty: 'Limited warranties that vary by collection',
        },
      ],
      note: "Warranty terms differ by product line and change over time; check the manufacturer's current warranty terms before you choose.",
    },
    {
      kind: 'features',
      id: 'colors',
      eyebrow: 'Colors and textures',
      title: 'Colors and textures for every house',
      columns: 3,
      items: [
        {
          icon: 'tree',
          title: 'Warm browns',
          text: 'Cedar, walnut and teak tones that suit brick homes and wooded lots.',
        },
        {
          icon: 'mountain',
          title: 'Cool grays',
          text: 'Weathered and driftwood grays that fit modern farmhouses and lake houses.',
        },
        {
          icon: 'layers',
          title: 'Multi-tone streaking',
          text: 'Boards with natural color variation, so the deck reads as wood, not plastic.',
        },
        {
          icon: 'grid',
          title: 'Wood-grain and brushed finishes',
          text: 'Embossed grain or a brushed texture that adds grip when wet.',
        },
        {
          icon: 'ruler',
          title: 'Picture-frame borders',
          text: 'A contrasting border board around the edge for a finished look.',
        },
        {
          icon: 'sun',
          title: 'Lighter colors for sun',
          text: 'Light boards stay noticeably cooler underfoot on a south-facing deck.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'lifestyle',
      eyebrow: 'Low-maintenance living',
      title: 'What owning a composite deck looks like',
      columns: 2,
      items: [
        'Wash with soap, water and a soft brush once or twice a year',
        'Rinse off spring pollen with a garden hose',
        'Sweep leaves so they do not sit in the gaps',
        'No sanding, staining or sealing, ever',
        'Spills and grill grease clean up with a mild cleaner',
        'Quick turnover between guests at a Sevierville or Gatlinburg rental',
      ],
    },
    {
      kind: 'checklist',
      id: 'installation',
      eyebrow: 'Professional installation',
      title: 'Installed the way the manufacturer requires',
      body: [
        "Composite boards expand and contract with temperature, need the right joist spacing and need air under the deck. When they are installed wrong, they can buckle, gap or lose warranty coverage. We follow each manufacturer's installation guide on every job.",
      ],
      columns: 2,
      items: [
        'Joist spacing checked for the board and the pattern',
        'Gaps at ends and edges set for temperature',
        'Hidden fasteners or color-matched screws',
        'Ventilation under low, ground-level decks',
      ],
    },
  ],
  cta: {
    title: 'See composite samples at your house',
    text: 'We bring board samples to your free consultation so you can see colors against your siding and in your own light.',
  },
};
