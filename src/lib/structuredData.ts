/**
 * JSON-LD builders (pure, unit tested). Business facts come from the
 * business module; no review or rating markup (Google ignores
 * self-serving reviews and may penalize them). Each node is typed with
 * schema.org's own vocabulary (schema-dts, generated from it), so a property
 * schema.org does not define for a type, or a value of the wrong kind, fails
 * the typecheck.
 */
import type {
  BreadcrumbList,
  GeneralContractor,
  Graph,
  ItemList,
  Question,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';

/** A node of a graph: a schema.org thing written out (not a bare URL). */
export type Node = Exclude<Thing, string>;

/** What a page is mainly about: one node, or several (an FAQ page's questions). */
export type MainEntity = Node | readonly Node[];
import {business} from '../data/business';
import type {DetailLists} from '../data/copySchema';
import {resources} from '../data/navigation';
import {cityState} from './businessFacts';

/**
 * JSON-LD as the text of its `<script type="application/ld+json">`: the JSON with `<`, `>` and `&` written
 * as \u003c, \u003e and \u0026, and the line separators U+2028 and U+2029 escaped too. The HTML parser ends
 * a script at `</script` whatever the JSON means, and Helmet prints the text as it is, so a title from front
 * matter holding `</script><script>…` would otherwise start a script of its own. Any JSON parser reads the
 * same data back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The business's node id: every page's JSON-LD points at it rather than repeating it. */
export const businessId = (siteUrl: string): string => `${siteUrl}/#business`;
export const businessRef = (siteUrl: string): {'@id': string} => ({'@id': businessId(siteUrl)});

/** The business as a GeneralContractor (a node, without @context). */
export function businessNode(siteUrl: string): Exclude<GeneralContractor, string> {
  const {address, geo, logo} = business;
  return {
    '@type': 'GeneralContractor',
    '@id': businessId(siteUrl),
    name: business.name,
    description: business.description,
    url: `${siteUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    image: `${siteUrl}/img/og/home.jpg`,
    logo: {'@type': 'ImageObject', url: `${siteUrl}${logo.png}`},
    address: {
      '@type': 'PostalAddress',
      ...(address.street && {streetAddress: address.street}),
      addressLocality: address.locality,
      addressRegion: address.region,
      ...(address.postalCode && {postalCode: address.postalCode}),
      addressCountry: address.country,
    },
    geo: {'@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude},
    areaServed: business.cities.map((c) => ({'@type': 'City', name: cityState(c)})),
    openingHoursSpecification: business.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    ...(business.social.length > 0 && {sameAs: business.social.map((s) => s.href)}),
    ...(business.license.number && {
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: `Tennessee contractor license ${business.license.number}`,
        recognizedBy: {'@type': 'Organization', name: business.license.board},
      },
    }),
  };
}

export function businessJsonLd(siteUrl: string): WithContext<Node> {
  return {'@context': 'https://schema.org', ...businessNode(siteUrl)};
}

/** Page types the hub pages use (schema.org WebPage subtypes). */
export type WebPageType = 'WebPage' | 'AboutPage' | 'CollectionPage' | 'ContactPage' | 'FAQPage' | 'ImageGallery';

export interface PageFacts {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

/**
 * A page's JSON-LD: the page (of the given type, published by and about the
 * business) and the business node it points to, in one graph, plus whatever
 * the page is mainly about.
 */
export function pageJsonLd(
  siteUrl: string,
  type: WebPageType,
  {path, title, description}: PageFacts,
  mainEntity?: MainEntity,
): Graph {
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      businessNode(siteUrl),
      {
        '@type': type,
        '@id': `${url}#webpage`,
        url,
        name: title,
        description,
        inLanguage: 'en-US',
        about: businessRef(siteUrl),
        publisher: businessRef(siteUrl),
        ...(mainEntity !== undefined && {mainEntity}),
      },
    ],
  };
}

/** A service the business offers, for the services hub and each service page. */
export function serviceNode(
  siteUrl: string,
  service: {slug: string; title: string; description: string},
): Exclude<Service, string> {
  return {
    '@type': 'Service',
    '@id': `${siteUrl}/services/${service.slug}#service`,
    name: service.title,
    description: service.description,
    url: `${siteUrl}/services/${service.slug}`,
    provider: businessRef(siteUrl),
    areaServed: business.cities.map((c) => ({'@type': 'City', name: cityState(c)})),
  };
}

/** Each page's social card, drawn by the build (plugins/social-cards): /img/og/blog--deck-size.jpg. */
export const cardPath = (route: string): string =>
  `/img/og/${route === '/' ? 'home' : route.slice(1).replace(/\//g, '--')}.jpg`;

export interface PostFacts {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** ISO date of publication, and of the last revision when the writer gives one (front matter last_update). */
  readonly date: string;
  readonly dateModified?: string;
  readonly keywords?: readonly string[];
  readonly category?: string;
  /** An absolute URL of a raster image: the post's photo, else its social card. */
  readonly image?: string;
}

/** A blog post, written and published by the business (an Organization, not a Person). */
export function blogPostingJsonLd(siteUrl: string, post: PostFacts): Graph {
  const url = `${siteUrl}${post.permalink}`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      businessNode(siteUrl),
      {
        '@type': 'BlogPosting',
        '@id': `${url}#article`,
        mainEntityOfPage: url,
        url,
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        dateModified: post.dateModified ?? post.date,
        author: businessRef(siteUrl),
        publisher: businessRef(siteUrl),
        image: post.image ?? `${siteUrl}${cardPath(post.permalink)}`,
        inLanguage: 'en-US',
        ...(post.keywords?.length && {keywords: post.keywords.join(', ')}),
        ...(post.category && {articleSection: post.category}),
      },
    ],
  };
}

/** A list of links (the loan programs hub, the services hub). */
export function itemList(items: readonly {name: string; url: string; item?: Node}[]): Exclude<ItemList, string> {
  return {
    '@type': 'ItemList',
    itemListElement: items.map((entry, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: entry.name,
      url: entry.url,
      ...(entry.item !== undefined && {item: entry.item}),
    })),
  };
}

/** FAQPage's main entity: each question with its answer as plain text. */
export function faqEntities(faqs: readonly {question: string; answer: string}[]): Exclude<Question, string>[] {
  return faqs.map(({question, answer}) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: {'@type': 'Answer', text: answer},
  }));
}

export interface Crumb {
  name: string;
  path: string;
}

/** The nested sections, each with its children's names by slug. */
const sectionsOf = (
  lists: DetailLists,
): Record<string, {name: string; path: string | null; children: Record<string, string>}> => ({
  services: {
    name: 'Services',
    path: '/services',
    children: Object.fromEntries(lists.services.map((s) => [s.slug, s.title])),
  },
  'service-areas': {
    name: 'Service Areas',
    path: '/service-areas',
    children: Object.fromEntries(business.cities.map((c) => [c.slug, cityState(c)])),
  },
  'loan-programs': {
    name: 'Financing',
    path: '/loan-programs',
    children: Object.fromEntries(lists.loanPrograms.map((p) => [p.slug, p.title])),
  },
  resources: {
    name: 'Resources',
    path: null,
    // The guides and tools the Resources menu lists, by their names there.
    children: Object.fromEntries(
      resources.items.flatMap((i) => (i.href.startsWith('/resources/') ? [[i.href.slice(11), i.label]] : [])),
    ),
  },
});

/** Breadcrumbs for nested pages (services, cities, financing, resources); null elsewhere. */
export function breadcrumbsFor(pathname: string, lists: DetailLists): Crumb[] | null {
  const [section, child, ...rest] = pathname.replace(/^\/|\/$/g, '').split('/');
  const entry = sectionsOf(lists)[section];
  if (!entry || !child || rest.length > 0) return null;
  const name = entry.children[child];
  if (!name) return null;
  const trail: Crumb[] = [{name: 'Home', path: '/'}];
  if (entry.path) trail.push({name: entry.name, path: entry.path});
  trail.push({name, path: `/${section}/${child}`});
  return trail;
}

export function breadcrumbJsonLd(siteUrl: string, trail: Crumb[]): WithContext<BreadcrumbList> {
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
