/**
 * JSON-LD builders (pure, unit tested). Business facts come from the
 * business module; no review or rating markup (Google ignores
 * self-serving reviews and may penalise them).
 */
import {business} from '../data/business';
import {services} from '../data/services';
import {loanPrograms} from '../data/loanPrograms';

export function businessJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    description: business.description,
    url: `${siteUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    image: `${siteUrl}/img/og/default.jpg`,
    logo: `${siteUrl}/img/favicon.svg`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    areaServed: business.cities.map((c) => ({'@type': 'City', name: `${c.name}, ${c.state}`})),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...business.hours.days],
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    sameAs: business.social.map((s) => s.href),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

const sections: Record<string, {name: string; path: string | null; children: Record<string, string>}> = {
  services: {
    name: 'Services',
    path: '/services',
    children: Object.fromEntries(services.map((s) => [s.slug, s.title])),
  },
  'service-areas': {
    name: 'Service Areas',
    path: '/service-areas',
    children: Object.fromEntries(business.cities.map((c) => [c.slug, `${c.name}, ${c.state}`])),
  },
  'loan-programs': {
    name: 'Financing',
    path: '/loan-programs',
    children: Object.fromEntries(loanPrograms.map((p) => [p.slug, p.title])),
  },
  resources: {
    name: 'Resources',
    path: null,
    children: {materials: 'Deck Materials Guide', maintenance: 'Deck Maintenance Guide', calculator: 'Deck Cost Calculator'},
  },
};

/** Breadcrumbs for nested pages (services, cities, financing, resources); null elsewhere. */
export function breadcrumbsFor(pathname: string): Crumb[] | null {
  const [section, child, ...rest] = pathname.replace(/^\/|\/$/g, '').split('/');
  const entry = sections[section];
  if (!entry || !child || rest.length > 0) return null;
  const name = entry.children[child];
  if (!name) return null;
  const trail: Crumb[] = [{name: 'Home', path: '/'}];
  if (entry.path) trail.push({name: entry.name, path: entry.path});
  trail.push({name, path: `/${section}/${child}`});
  return trail;
}

export function breadcrumbJsonLd(siteUrl: string, trail: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  };
}
