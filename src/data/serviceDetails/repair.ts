import {business} from '../business';
import type {DetailRecord} from '../types';

export const repair: DetailRecord = {
  meta: {
    title: 'Deck Repair in Knoxville, TN',
    description: `Deck repair in Knoxville and East Tennessee: rot, loose railings, failing stairs, ledgers and posts fixed by ${business.name}. Emergency repairs, free inspections.`,
    keywords: [
      'deck repair Knoxville',
      'emergency deck repair Knoxville',
      'deck repair near me Knoxville TN',
      'rotted deck boards',
      'deck railing repair',
      'deck inspection East Tennessee',
    ],
  },
  hero: {
    eyebrow: 'Deck repair',
    title: 'Deck repairs done properly, before small problems grow',
    lead: 'Humid summers, freeze-thaw winters and red clay that holds water are hard on decks. We find what is failing, fix it right and tell you plainly whether repair or replacement makes more sense.',
  },
  sections: [
    {
      kind: 'features',
      id: 'problems',
      eyebrow: 'What we fix',
      title: 'Common deck problems we repair',
      columns: 3,
      items: [
        {
          icon: 'droplet',
          title: 'Rotted boards and joists',
          text: 'Moisture trapped under leaves and pollen rots wood from the top down and from the joists up.',
        },
        {
          icon: 'fence',
          title: 'Loose or wobbly railings',
          text: 'Posts notched or nailed in place loosen over time. We re-anchor them with proper hardware.',
        },
        {
          icon: 'stairs',
          title: 'Failing stairs',
          text: 'Soft stringers, cracked treads and missing handrails rebuilt to current code.',
        },
        {
          icon: 'home',
          title: 'Ledger problems',
          text: 'A ledger without flashing or bolts is one of the most serious deck defects. We fix both.',
        },
        {
          icon: 'hammer',
          title: 'Popped nails and loose fasteners',
          text: 'Nails that work up and corroded connectors replaced with coated screws and hardware.',
        },
        {
          icon: 'mountain',
          title: 'Settling posts and footings',
          text: 'Red clay swells and shrinks with rain and drought, and frost heave moves shallow footings.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'warning-signs',
      eyebrow: 'Warning signs',
      title: 'Eight signs your deck needs attention',
      intro: 'If you see any of these, have the deck looked at before the next cookout.',
      columns: 2,
      items: [
        'Boards that feel soft or spongy underfoot',
        'A railing that moves when you lean on it',
        'Rust streaks or corroded joist hangers and screws',
        'A gap opening between the deck and the house',
        'Posts that lean, crack or sit in standing water',
        'Stairs that bounce or have cracked stringers',
        'Split, cupped or warped boards',
        'Nail heads rising above the surface',
      ],
      links: [{label: 'Deck maintenance guide', to: '/resources/maintenance'}],
    },
    {
      kind: 'comparison',
      id: 'repair-vs-replace',
      eyebrow: 'Repair or replace?',
      title: 'Repair versus replace: an honest answer',
      intro: 'When the structure is sound, repairs cost 50-70% less than replacement and most take 1-3 days.',
      sides: [
        {
          title: 'Repair makes sense when',
          mood: 'positive',
          points: [
            'Rot is limited to some boards or a few joists',
            'Footings and posts are solid and plumb',
            'The ledger can be flashed and bolted properly',
            "You like the deck's size and layout",
          ],
        },
        {
          title: 'Replacement is the better call when',
          mood: 'caution',
          points: [
            'Rot runs through many joists or beams',
            'Footings are undersized or have moved',
            'The frame was built well below current code',
            'Repairs would cost close to a new deck',
          ],
        },
      ],
      note: 'We show you what we find, with photos, and give you both options when both are reasonable.',
    },
    {
      kind: 'features',
      id: 'benefits',
      eyebrow: 'Why repair now',
      title: 'Six benefits of timely deck repair',
      columns: 3,
      items: [
        {
          icon: 'shield',
          title: 'A safer deck',
          text: 'Solid railings, stairs and connections protect your family and guests.',
        },
        {
          icon: 'dollar',
          title: 'Lower cost',
          text: 'Fixing a few boards today costs far less than rebuilding a frame later.',
        },
        {
          icon: 'calendar',
          title: 'Quick turnaround',
          text: 'Most repairs are done in days, not weeks, with little disruption.',
        },
        {
          icon: 'refresh',
          title: 'Longer deck life',
          text: 'Stopping rot and loose fasteners early adds years to the deck you have.',
        },
        {
          icon: 'home',
          title: 'Protects your house',
          text: 'A flashed ledger keeps water out of your rim joist and siding.',
        },
        {
          icon: 'key',
          title: 'Ready to sell or rent',
          text: 'Home inspectors and rental guests notice soft boards and loose rails.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'How it works',
      title: 'Our four-step repair process',
      steps: [
        {
          title: 'Free inspection',
          text: 'We check boards, railings, stairs, joists, posts, footings and the ledger, top and underneath.',
        },
        {
          title: 'Detailed estimate',
          text: 'You get a written estimate that lists each repair, what it costs and why it matters.',
        },
        {
          title: 'Expert repairs',
          text: 'We replace what is failing with treated lumber, coated fasteners and code-rated hardware.',
        },
        {
          title: 'Quality check',
          text: 'We check every railing and stair for movement, walk the deck with you and clean up.',
        },
      ],
    },
    {
      kind: 'callPrompt',
      id: 'urgent',
      eyebrow: 'Emergency repairs',
      title: 'Storm damage or a failing railing?',
      body: [
        `For an emergency repair, keep everyone off the damaged area and away from a loose railing or stair. Call ${business.phone.display} during office hours, say it is an emergency, and we will talk through what you are seeing and schedule a visit.`,
      ],
      callLabel: 'Call about an emergency repair',
    },
  ],
  cta: {
    title: 'Not sure what shape your deck is in?',
    text: 'Schedule a free inspection. We will tell you what needs fixing now, what can wait and what it will cost.',
  },
};
