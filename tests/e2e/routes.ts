/**
 * Every public route of the site, one per line. The route suite checks each
 * renders with its own metadata, and that sitemap.xml lists exactly these.
 * Adding a page? Add its path here.
 */
import {business} from '../../src/data/business';
import {loanPrograms} from '../../src/data/loanPrograms';
import {services} from '../../src/data/services';

export const blogSlugs = [
  'deck-design-trends',
  'composite-vs-wood',
  'deck-lighting',
  'multi-level-decks',
  'deck-maintenance-tips',
  'deck-railing-options',
  'deck-size',
  'pergola-shade',
  'deck-roi',
  'seasonal-deck-care',
  'safety-codes',
  'color-trends',
] as const;

export const routes: string[] = [
  '/',
  '/about',
  '/services',
  ...services.map((s) => `/services/${s.slug}`),
  '/gallery',
  '/resources/materials',
  '/resources/maintenance',
  '/resources/calculator',
  '/service-areas',
  ...business.cities.map((c) => `/service-areas/${c.slug}`),
  '/blog',
  ...blogSlugs.map((s) => `/blog/${s}`),
  '/faqs',
  '/help',
  '/construction',
  '/loan-programs',
  ...loanPrograms.map((p) => `/loan-programs/${p.slug}`),
];

/** The replaced site's paths that must land on their canonical pages. */
export const legacyPaths: Record<string, string> = {
  '/fha': '/loan-programs/fha',
  '/va': '/loan-programs/va',
  '/refinance': '/loan-programs/refinance',
  '/cash-out': '/loan-programs/cash-out',
};

export const siteUrl = 'https://www.knoxvilledeckbuilders.com';
