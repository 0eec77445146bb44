/**
 * Every fact about the business, in one place. The config, components,
 * MDX content and JSON-LD all read it (through src/lib/businessFacts.ts for
 * the derived wording: the hours as a sentence, the cities in words); a fork
 * for another contractor edits this file (and the content) and nothing else.
 *
 * The values below are the site's starting content (the replaced site's
 * figures): the owner changes them as the business changes. Data is a leaf:
 * it imports types only.
 */
import type {BusinessFacts} from './types';

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
    /**
     * The query key of a form field (a multi-line text field added in LeadConnector's form builder) that the
     * deck planner fills with the plan a visitor sends. Empty: the dialog shows the plan with a copy button.
     */
    planField: '',
  },
  /** The financing dialog's form (questions about paying for a deck); empty falls back to the lead form. */
  financingForm: {
    id: '',
  },
  /**
   * The Tennessee contractor license (a project of $25,000 or more needs one). Empty number: nothing
   * is claimed and check:launch lists it; once set, the footer shows it with a link to the state's
   * lookup, and the business JSON-LD names it.
   */
  license: {
    number: '',
    board: 'Tennessee Board for Licensing Contractors',
    lookup: 'https://verify.tn.gov/',
  },
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
