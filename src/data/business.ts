/**
 * Every fact about the business, in one place. The config, components,
 * MDX content and JSON-LD all import from here; a fork for another
 * contractor edits this file (and the content) and nothing else.
 */
import {listInWords} from '../lib/format';
import {slugify} from '../lib/slug';

export interface ServiceCity {
  readonly name: string;
  readonly state: 'TN';
  readonly zipRange: string;
  readonly slug: string;
  /** One or two sentences for the city card. */
  readonly blurb: string;
}

function city(name: string, zipRange: string, blurb: string): ServiceCity {
  return {name, state: 'TN', zipRange, slug: slugify(name), blurb};
}

export const business = {
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
  hours: {
    label: 'Monday-Saturday 8AM-6PM',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '08:00',
    closes: '18:00',
  },
  /** The office. Empty street and postal code: not set yet (npm run check:launch lists them). */
  address: {
    street: '' as string,
    locality: 'Knoxville',
    region: 'TN',
    regionName: 'Tennessee',
    postalCode: '' as string,
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
    decksBuilt: false as boolean,
    yearsInBusiness: false as boolean,
    rating: false as boolean,
    reviewCount: false as boolean,
  },
  /** Hosted lead form (GoHighLevel / LeadConnector). Empty id = call fallback. */
  leadForm: {
    id: 'kdb-website-form',
    name: 'Website Form',
    height: 769,
    origin: 'https://api.leadconnectorhq.com',
    embedScriptSrc: 'https://link.msgsndr.com/js/form_embed.js',
  },
  /** Financing application form; empty falls back to the lead form. */
  applicationForm: {
    id: '',
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
    liveChat: false as boolean,
  },
  /**
   * Google Analytics 4 measurement id ("G-XXXXXXX"). Empty: no analytics script
   * at all, and the Content-Security-Policy allows none of Google's origins.
   */
  analytics: {
    ga4Id: '' as string,
  },
  social: [
    {label: 'Facebook', href: 'https://www.facebook.com/knoxvilledeckbuilders'},
    {label: 'Instagram', href: 'https://www.instagram.com/knoxvilledeckbuilders'},
  ],
  cities: [
    city(
      'Knoxville',
      '37901-37950',
      'From Sequoyah Hills to Fountain City: sloped lots, mature trees and decks that open onto ridge views.',
    ),
    city(
      'Maryville',
      '37801-37804',
      'Blount County homes in the shadow of the Smokies, where a deck is the best seat for the mountain view.',
    ),
    city(
      'Sevierville',
      '37862-37876',
      'Cabins and vacation rentals that need decks built for guests, hot tubs and steep mountain grades.',
    ),
    city(
      'Oak Ridge',
      '37830-37831',
      'Mid-century homes and wooded lots, with deck designs that respect older framing and tree roots.',
    ),
    city(
      'Farragut',
      '37934',
      "Luxury outdoor living for established neighborhoods, built to HOA guidelines and the town's permit rules.",
    ),
    city(
      'Lenoir City',
      '37771-37772',
      'Lakeside decks on Fort Loudoun and Tellico, built to handle humidity, sun and a long season outdoors.',
    ),
    city(
      'Clinton',
      '37716-37717',
      'Anderson County homes near Norris Lake, with practical decks and repairs done right the first time.',
    ),
  ],
} as const;

export type Business = typeof business;

/** "Knoxville, Maryville, ... and Clinton", for sentences. */
export const cityNames = listInWords(business.cities.map((c) => c.name));

/**
 * What the fact components in MDX prose (<CityNames />, <CallLink /> ...)
 * stand for, as words: for the places that need text, such as JSON-LD.
 */
export const proseFacts: Readonly<Record<string, string>> = {
  BusinessHours: business.hours.label,
  CallLink: business.phone.display,
  CityNames: cityNames,
  EmailLink: business.email,
  ServiceRegion: business.serviceRegion,
};

export function cityBySlug(slug: string): ServiceCity | undefined {
  return business.cities.find((c) => c.slug === slug);
}
