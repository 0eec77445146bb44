/**
 * Every fact about the business, in one place. The config, components,
 * MDX content and JSON-LD all read it (through src/lib/businessFacts.ts for
 * the derived wording: the hours as a sentence, the cities in words).
 *
 * What the owner keeps current (name, phone, hours, address, license, the
 * cities, the form and chat ids) is src/data/owner/business.json, edited in
 * /admin → Business and checked against ./schema by the content check. What
 * stays here is the developer's: the site's address, the mark, and the
 * third-party origins the Content-Security-Policy allows, which no editor
 * field may change. Data is a leaf: it imports types only (and JSON).
 */
import type {OwnerBusiness} from './schema';
import type {BusinessFacts} from './types';
import owner from './owner/business.json';

const data = owner as OwnerBusiness;

/** The phone as shown, as a tel: link and in E.164, all from the one number the owner types. */
const phoneDigits = `+1${data.phone.replace(/\D/g, '')}`;

export const business: BusinessFacts = {
  ...data,
  phone: {display: data.phone, href: `tel:${phoneDigits}`, e164: phoneDigits},
  /** The mark (an SVG in static/); the build makes the PNGs from it. */
  logo: {svg: '/img/favicon.svg', png: '/img/logo-512.png', appleTouchIcon: '/img/apple-touch-icon.png'},
  /** The public address of the site (canonical host: www). SITE_URL overrides it for a build. */
  url: 'https://www.knoxvilledeckbuilders.com',
  /** Hosted lead form (GoHighLevel / LeadConnector). Empty id = call fallback. */
  leadForm: {
    ...data.leadForm,
    origin: 'https://api.leadconnectorhq.com',
    embedScriptSrc: 'https://link.msgsndr.com/js/form_embed.js',
  },
  /**
   * The Tennessee contractor license (a project of $25,000 or more needs one). Empty number: nothing
   * is claimed and check:launch lists it; once set, the footer shows it with a link to the state's
   * lookup, and the business JSON-LD names it.
   */
  license: {
    number: data.license.number,
    board: 'Tennessee Board for Licensing Contractors',
    lookup: 'https://verify.tn.gov/',
  },
  /** Chat widget loader. Empty widget id = no chat script at all; live chat opens a websocket the CSP then allows. */
  chatWidget: {
    ...data.chatWidget,
    loaderSrc: 'https://widgets.leadconnectorhq.com/loader.js',
    /** The account's API host: the widget's config, attribution and messages. */
    apiOrigin: 'https://services.leadconnectorhq.com',
  },
  cities: data.cities.map(({name, slug, zipRange, blurb}) => ({name, slug, zipRange, blurb})),
};
