/**
 * The site's menus as the header (desktop and mobile) and the footer show them: their names, their overview links
 * and the Resources menu's guides. The services, the financing programs and the cities fill the rest from their own
 * data (src/lib/menu.ts), never retyped here.
 */

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

export const servicesOverview: NavLink = {
  label: 'All services',
  href: '/services',
  description: 'Everything we build, repair and remodel',
};

/** The Resources menu: the help center, the guides and tools, and the financing column's overview. */
export const resources = {
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
  financing: {heading: 'Financing', overview: {label: 'All loan programs', href: '/loan-programs'}},
} as const satisfies {label: string; overview: NavLink; items: readonly NavLink[]; financing: object};

export const serviceAreasOverview = {label: 'All service areas', href: '/service-areas'} as const;

/** The main menu's own links, around its three groups. */
export const mainLinks = {
  home: {label: 'Home', href: '/'},
  about: {label: 'About', href: '/about'},
  blog: {label: 'Blog', href: '/blog'},
} as const satisfies Record<string, NavLink>;
