import {
  breadcrumbJsonLd,
  breadcrumbsFor,
  businessId,
  businessJsonLd,
  blogPostingJsonLd,
  businessNode,
  faqEntities,
  itemList,
  pageJsonLd,
  serviceNode,
} from '@site/src/lib/structuredData';
import {business} from '@site/src/data/business';
import type {DetailLists} from '@site/src/data/copySchema';

const site = 'https://example.test';
/** A service and a program, made here: the breadcrumbs name whatever the files name them. */
const lists = {
  services: [{slug: 'repair', title: 'Deck Repair'}],
  loanPrograms: [{slug: 'fha-203k', title: 'FHA 203(k) Renovation Loans'}],
} as unknown as DetailLists;
const city = business.cities[business.cities.length - 1];

describe('business JSON-LD', () => {
  const data = businessJsonLd(site) as Record<string, any>;

  it('describes a GeneralContractor from the business module', () => {
    expect(data['@type']).toBe('GeneralContractor');
    expect(data.name).toBe(business.name);
    expect(data.telephone).toBe(business.phone.e164);
    expect(data.url).toBe('https://example.test/');
  });

  it("serves the business's cities and states its opening hours, each set of days as given", () => {
    expect(data.areaServed.map((a: {name: string}) => a.name)).toEqual(
      business.cities.map((c) => `${c.name}, ${business.address.region}`),
    );
    expect(data.openingHoursSpecification).toEqual(
      business.hours.map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...h.days],
        opens: h.opens,
        closes: h.closes,
      })),
    );
  });

  it('carries no self-serving review or rating markup', () => {
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/aggregateRating|"review"/i);
  });
});

describe('breadcrumbs', () => {
  it.each([
    ['/services/repair', ['Home', 'Services', 'Deck Repair']],
    [`/service-areas/${city.slug}`, ['Home', 'Service Areas', `${city.name}, ${business.address.region}`]],
    ['/loan-programs/fha-203k', ['Home', 'Financing', 'FHA 203(k) Renovation Loans']],
    ['/resources/calculator', ['Home', 'Deck Cost Calculator']],
  ])('%s', (path, names) => {
    expect(breadcrumbsFor(path, lists)?.map((c) => c.name)).toEqual(names);
  });

  it.each(['/', '/services', '/about', '/services/unknown', '/blog/deck-size', '/services/repair/extra'])(
    'has none for %s',
    (path) => expect(breadcrumbsFor(path, lists)).toBeNull(),
  );

  it('builds a BreadcrumbList with absolute URLs and positions', () => {
    const data = breadcrumbJsonLd(site, breadcrumbsFor('/services/repair', lists)!) as Record<string, any>;
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Deck Repair',
      item: 'https://example.test/services/repair',
    });
  });
});

describe('page JSON-LD', () => {
  it('puts the page and the business in one graph, the page pointing at the business', () => {
    const data = pageJsonLd(site, 'AboutPage', {
      path: '/about',
      title: 'About Us',
      description: 'Who we are.',
    }) as Record<string, any>;
    const [org, page] = data['@graph'];
    expect(org['@type']).toBe('GeneralContractor');
    expect(page).toMatchObject({
      '@type': 'AboutPage',
      url: 'https://example.test/about',
      name: 'About Us',
      publisher: {'@id': org['@id']},
      about: {'@id': org['@id']},
    });
  });

  it('gives the business a raster logo, map coordinates and the address fields that are set', () => {
    const org = businessNode(site) as Record<string, any>;
    expect(org.logo.url).toBe(`https://example.test${business.logo.png}`);
    expect(org.geo).toMatchObject({latitude: business.geo.latitude, longitude: business.geo.longitude});
    expect(org.address.addressLocality).toBe(business.address.locality);
    expect('streetAddress' in org.address).toBe(Boolean(business.address.street));
  });

  it('describes a service with the business as provider, and FAQs as questions with answers', () => {
    const service = serviceNode(site, {slug: 'repair', title: 'Deck Repair', description: 'Fixes.'}) as Record<
      string,
      any
    >;
    expect(service).toMatchObject({
      '@type': 'Service',
      url: 'https://example.test/services/repair',
      provider: {'@id': businessId(site)},
    });
    expect(faqEntities([{question: 'Q?', answer: 'A.'}])).toEqual([
      {'@type': 'Question', name: 'Q?', acceptedAnswer: {'@type': 'Answer', text: 'A.'}},
    ]);
    expect((itemList([{name: 'a', url: 'u'}]) as Record<string, any>).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'a',
      url: 'u',
    });
  });
});

describe('blog post JSON-LD', () => {
  const post = {
    permalink: '/blog/deck-size',
    title: 'How Big?',
    description: 'Sizing.',
    date: '2025-10-19',
    keywords: ['deck size'],
    category: 'Planning',
  };

  it('is written and published by the business, with an absolute raster image (the card by default)', () => {
    const [org, article] = (blogPostingJsonLd(site, post) as Record<string, any>)['@graph'];
    expect(org['@type']).toBe('GeneralContractor');
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://example.test/blog/deck-size',
      author: {'@id': org['@id']},
      publisher: {'@id': org['@id']},
      image: 'https://example.test/img/og/blog--deck-size.jpg',
      datePublished: '2025-10-19',
      dateModified: '2025-10-19',
      articleSection: 'Planning',
    });
  });

  it('uses the photo and the revision date when there are', () => {
    const [, article] = (
      blogPostingJsonLd(site, {
        ...post,
        image: 'https://example.test/assets/photos/x-1200.jpg',
        dateModified: '2026-02-01',
      }) as Record<string, any>
    )['@graph'];
    expect(article.image).toBe('https://example.test/assets/photos/x-1200.jpg');
    expect(article.dateModified).toBe('2026-02-01');
  });
});
