/**
 * A frozen copy of the replaced site's data: the business facts, the eight
 * reviews, the calculator's prices and the 404 page's words as the original spec gave them. The
 * seed contract (tests/unit/seed.test.tsx) runs the site's code over this
 * copy, never over the live modules in src/data, so the owner changing a
 * fact, a price or a review can never turn it red. Do not update it when the
 * business changes: it is the original, not the present.
 */
import type {BusinessFacts} from '@site/src/data/types';
import type {Testimonial} from '@site/src/data/testimonials';
import type {Material, MaterialPrice, PriceFormula} from '@site/src/data/pricing';
import type {NotFoundCopy} from '@site/src/data/pageSchema';

export const business: BusinessFacts = {
  name: 'Knoxville Deck Builders',
  tagline: 'Custom decks built for East Tennessee living',
  description:
    'Knoxville Deck Builders designs and builds custom wood and composite decks, and repairs and remodels existing ones, for homeowners across Knoxville and East Tennessee.',
  phone: {
    display: '(865) 555-0142',
    href: 'tel:+18655550142',
    e164: '+18655550142',
  },
  /** The mark (an SVG in static/); the build makes the PNGs from it. */
  logo: {svg: '/img/favicon.svg', png: '/img/logo-512.png', appleTouchIcon: '/img/apple-touch-icon.png'},
  /** The public address of the site (canonical host: www). SITE_URL overrides it for a build. */
  url: 'https://www.knoxvilledeckbuilders.com',
  email: 'hello@knoxvilledeckbuilders.com',
  /** Opening hours, one entry per set of days with the same times (24-hour "HH:MM"). */
  hours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '08:00',
      closes: '18:00',
    },
  ],
  /** The office. Empty street and postal code: not set yet (npm run check:launch lists them). */
  address: {
    street: '',
    locality: 'Knoxville',
    region: 'TN',
    regionName: 'Tennessee',
    postalCode: '',
    country: 'US',
  },
  /** Map coordinates for local search: downtown Knoxville until the office's own are set with its address. */
  geo: {latitude: 35.9606, longitude: -83.9207},
  serviceRegion: 'East Tennessee',
  /** The headline claims, used the same everywhere. City pages' own figures are parts of these. */
  stats: {
    decksBuilt: '1000+',
    yearsInBusiness: '15+',
    rating: '4.9',
    reviewCount: '233+',
  },
  /**
   * Which headline claims the owner has checked against the business's records
   * (jobs on file, the Google Business Profile). Until then each is a stand-in,
   * like the 555 phone number: `npm run check:launch` lists it.
   */
  statsChecked: {
    decksBuilt: false,
    yearsInBusiness: false,
    rating: false,
    reviewCount: false,
  },
  /** Hosted lead form (GoHighLevel / LeadConnector). Empty id = call fallback. */
  leadForm: {
    id: 'kdb-website-form',
    name: 'Website Form',
    height: 769,
    origin: 'https://api.leadconnectorhq.com',
    embedScriptSrc: 'https://link.msgsndr.com/js/form_embed.js',
    /** The replaced site had no planner: no field for a plan. */
    planField: '',
  },
  /** The financing dialog's form; empty falls back to the lead form. */
  financingForm: {
    id: '',
  },
  // The replaced site showed no license number.
  license: {number: '', board: 'Tennessee Board for Licensing Contractors', lookup: 'https://verify.tn.gov/'},
  /** Chat widget loader. Empty widget id = no chat script at all. */
  chatWidget: {
    id: 'kdb-chat-widget',
    loaderSrc: 'https://widgets.leadconnectorhq.com/loader.js',
    /** The account's API host: the widget's config, attribution and messages. */
    apiOrigin: 'https://services.leadconnectorhq.com',
    /**
     * Set to true only if the widget is switched to "live chat" in LeadConnector:
     * that mode opens a websocket and loads socket.io, which the CSP then allows.
     */
    liveChat: false,
  },
  /**
   * Google Analytics 4 measurement id ("G-XXXXXXX"). Empty: no analytics script
   * at all, and the Content-Security-Policy allows none of Google's origins.
   */
  analytics: {
    ga4Id: '',
  },
  social: [
    {name: 'Facebook', href: 'https://www.facebook.com/knoxvilledeckbuilders'},
    {name: 'Instagram', href: 'https://www.instagram.com/knoxvilledeckbuilders'},
  ],
  cities: [
    {
      name: 'Knoxville',
      slug: 'knoxville',
      zipRange: '37901-37950',
      blurb: 'From Sequoyah Hills to Fountain City: sloped lots, mature trees and decks that open onto ridge views.',
    },
    {
      name: 'Maryville',
      slug: 'maryville',
      zipRange: '37801-37804',
      blurb: 'Blount County homes in the shadow of the Smokies, where a deck is the best seat for the mountain view.',
    },
    {
      name: 'Sevierville',
      slug: 'sevierville',
      zipRange: '37862-37876',
      blurb: 'Cabins and vacation rentals that need decks built for guests, hot tubs and steep mountain grades.',
    },
    {
      name: 'Oak Ridge',
      slug: 'oak-ridge',
      zipRange: '37830-37831',
      blurb: 'Mid-century homes and wooded lots, with deck designs that respect older framing and tree roots.',
    },
    {
      name: 'Farragut',
      slug: 'farragut',
      zipRange: '37934',
      blurb:
        "Luxury outdoor living for established neighborhoods, built to HOA guidelines and the town's permit rules.",
    },
    {
      name: 'Lenoir City',
      slug: 'lenoir-city',
      zipRange: '37771-37772',
      blurb: 'Lakeside decks on Fort Loudoun and Tellico, built to handle humidity, sun and a long season outdoors.',
    },
    {
      name: 'Clinton',
      slug: 'clinton',
      zipRange: '37716-37717',
      blurb: 'Anderson County homes near Norris Lake, with practical decks and repairs done right the first time.',
    },
  ],
};

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Karen W.',
    location: 'Farragut',
    project: 'Composite deck and stairs',
    rating: 5,
    source: 'sample',
    text: 'Our old deck had gone soft where it met the house. They took it down to the footings, flashed the ledger properly and built a composite deck with wider stairs to the yard. The crew cleaned up every evening and the inspection passed without a single note.',
  },
  {
    name: 'Marcus T.',
    location: 'Maryville',
    project: 'Two-level deck',
    rating: 5,
    source: 'sample',
    text: 'Our lot drops off hard behind the house and we had been told to settle for a small landing. They designed a two-level deck, grill up top and fire pit below, and walked us through the 3D plan before a board was cut. We eat outside most nights now, facing the Smokies.',
  },
  {
    name: 'Linda P.',
    location: 'Sevierville',
    project: 'Cabin deck rebuild',
    rating: 5,
    source: 'sample',
    text: 'We rent out a cabin near Pigeon Forge and the sagging deck was the first thing guests mentioned. They scheduled the rebuild between bookings, framed it for the hot tub and used composite that handles heavy guest traffic. It was done before our next check-in.',
  },
  {
    name: 'David R.',
    location: 'Oak Ridge',
    project: 'Deck repair',
    rating: 5,
    source: 'sample',
    text: 'I expected to hear we needed a whole new deck. Instead they replaced the rotted joists, reset two posts that were sitting on bare red clay and tightened the stair railing, with photos of every problem they found. Straight answers and a fair price.',
  },
  {
    name: 'Jennifer S.',
    location: 'Sequoyah Hills, Knoxville',
    project: 'Cedar deck with pergola',
    rating: 5,
    source: 'sample',
    text: 'We wanted a cedar deck that looked like it came with our 1950s house. The design follows the roofline, the pergola shades us on August afternoons, and the board spacing lets oak leaves and spring pollen sweep right off. Every question got a clear answer.',
  },
  {
    name: 'Tom H.',
    location: 'Lenoir City',
    project: 'Lakeside composite deck',
    rating: 5,
    source: 'sample',
    text: 'Our deck faces Fort Loudoun Lake and takes full afternoon sun. They steered us to a lighter composite color that stays cooler underfoot and slim aluminum balusters that keep the water view open. Two summers on, it still looks the way it did the day they finished.',
  },
  {
    name: 'Angela B.',
    location: 'Clinton',
    project: 'Railings and stairs',
    rating: 5,
    source: 'sample',
    text: 'The grandkids visit every summer and our old railing was too low, with gaps a toddler could slip through. They rebuilt the stairs and railings to code with a handrail on both sides. The estimate was written out line by line and the final bill matched it.',
  },
  {
    name: 'Brian K.',
    location: 'Powell',
    project: 'Deck resurfacing',
    rating: 5,
    source: 'sample',
    text: 'Our frame was still solid, so they recommended resurfacing instead of a rebuild: new composite boards, new rails and small lights on the stair risers. They covered the flower beds along the house and were finished in about a week. It looks like a brand new deck.',
  },
];

/** The calculator's prices and formula as the original had them. */
export const prices: {materialPrices: Readonly<Record<Material, MaterialPrice>>; formula: PriceFormula} = {
  materialPrices: {
    'pressure-treated': {label: 'Pressure-treated', pricePerSqFt: 15, family: 'wood'},
    cedar: {label: 'Cedar', pricePerSqFt: 30, family: 'wood'},
    composite: {label: 'Composite', pricePerSqFt: 35, family: 'composite'},
    pvc: {label: 'PVC', pricePerSqFt: 45, family: 'pvc'},
  },
  formula: {railingsPercent: 30, stairsFlat: 800, installedPercent: 150},
};

/** The 404 page's words (src/data/copy/pages/not-found.json), as the replaced site said them. */
export const notFoundWords: NotFoundCopy = {
  title: 'Oops! Page not found',
  text: 'The page you asked for is not here.',
  homeLabel: 'Return to Home',
  linksLabel: 'Popular pages',
  links: [],
};
