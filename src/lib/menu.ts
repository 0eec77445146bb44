/**
 * The site's menus (src/data/navigation.ts) filled from their data: the services and the financing programs from
 * their files (the detail pages' lists), the cities from the business, each city's link kept back until its page is
 * published (./publishedMenus.ts). The header, the footer and the tests read the same menus.
 */
import {business} from '../data/business';
import type {DetailLists} from '../data/copySchema';
import {
  mainLinks,
  resources,
  serviceAreasOverview,
  servicesOverview,
  type NavEntry,
  type NavGroup,
} from '../data/navigation';
import type {BusinessFacts} from '../data/types';
import {cityHref} from './businessFacts';
import type {CityPageOf} from './cityPages';
import {loanProgramHref, serviceHref} from './detailPaths';

export interface Menus {
  readonly services: NavGroup;
  readonly resources: NavGroup;
  readonly serviceAreas: NavGroup;
  /** The header's menu, in order. */
  readonly main: NavEntry[];
}

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** A menu link to keep: any link but a city's whose page is not published yet. */
export const linkable =
  (pageOf: CityPageOf) =>
  (link: {readonly city?: string}): boolean =>
    link.city === undefined || pageOf(link.city) !== undefined;

/** The menus for these lists and cities; with `pageOf`, a city's link only once its page is published. */
export function menus(lists: DetailLists, facts: BusinessFacts = business, pageOf?: CityPageOf): Menus {
  const services: NavGroup = {
    label: 'Services',
    overview: servicesOverview,
    items: lists.services.map((s) => ({label: s.title, href: serviceHref(s.slug), description: s.menuDescription})),
  };
  const resourcesGroup: NavGroup = {
    label: resources.label,
    overview: resources.overview,
    items: [...resources.items],
    secondary: {
      heading: resources.financing.heading,
      items: [
        resources.financing.overview,
        ...lists.loanPrograms.map((p) => ({label: p.title, href: loanProgramHref(p.slug)})),
      ],
    },
  };
  const cities = facts.cities.map((c) => ({
    label: c.name,
    href: cityHref(c.slug),
    description: `ZIP ${c.zipRange}`,
    city: c.slug,
  }));
  const serviceAreas: NavGroup = {
    label: 'Service Area',
    overview: {...serviceAreasOverview, description: `Where we build across ${facts.serviceRegion}`},
    items: pageOf ? cities.filter(linkable(pageOf)) : cities,
  };
  return {
    services,
    resources: resourcesGroup,
    serviceAreas,
    main: [mainLinks.home, services, resourcesGroup, mainLinks.about, serviceAreas, mainLinks.blog],
  };
}
