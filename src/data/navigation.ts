/**
 * The site's menu, used by the header (desktop and mobile) and the footer.
 * Cities and services come from their own modules, never retyped here.
 */
import {business} from './business';
import {services, serviceHref} from './services';
import {financingMenuLinks} from './loanPrograms';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
  /** A city's page: left out of the menus until it is published (src/lib/cityPages). */
  city?: string;
}

export interface NavGroup {
  label: string;
  /** Overview page for the group, listed first in its menu. */
  overview: NavLink;
  items: NavLink[];
  /** An optional second column (Resources: financing). */
  secondary?: {heading: string; items: NavLink[]};
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

export const servicesMenu: NavGroup = {
  label: 'Services',
  overview: {label: 'All services', href: '/services', description: 'Everything we build, repair and remodel'},
  items: services.map((s) => ({label: s.title, href: serviceHref(s.slug), description: s.menuDescription})),
};

export const resourcesMenu: NavGroup = {
  label: 'Resources',
  overview: {label: 'Help center', href: '/help', description: 'How estimates work, contact and hours'},
  items: [
    {label: 'Deck Materials Guide', href: '/resources/materials', description: 'Wood, composite and PVC compared'},
    {
      label: 'Deck Maintenance Guide',
      href: '/resources/maintenance',
      description: 'Seasonal care for Tennessee weather',
    },
    {label: 'Deck Cost Calculator', href: '/resources/calculator', description: 'A rough price in under a minute'},
    {
      label: 'Deck Planner',
      href: '/resources/deck-planner',
      description: 'Framing, stairs, railings and price from your sizes',
    },
    {
      label: 'Paying for a Deck',
      href: '/resources/paying-for-a-deck',
      description: 'Title I, home-improvement and home-equity loans',
    },
    {label: 'FAQs', href: '/faqs', description: 'Straight answers to common questions'},
    {label: 'How We Build', href: '/construction', description: 'Permits, footings, framing and inspections'},
  ],
  secondary: {heading: 'Financing', items: financingMenuLinks},
};

export const serviceAreaMenu: NavGroup = {
  label: 'Service Area',
  overview: {
    label: 'All service areas',
    href: '/service-areas',
    description: `Where we build across ${business.serviceRegion}`,
  },
  items: business.cities.map((c) => ({
    label: c.name,
    href: `/service-areas/${c.slug}`,
    description: `ZIP ${c.zipRange}`,
    city: c.slug,
  })),
};

export const mainMenu: NavEntry[] = [
  {label: 'Home', href: '/'},
  servicesMenu,
  resourcesMenu,
  {label: 'About', href: '/about'},
  serviceAreaMenu,
  {label: 'Blog', href: '/blog'},
];
