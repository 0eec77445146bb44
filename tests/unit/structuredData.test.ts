import {breadcrumbJsonLd, breadcrumbsFor, businessJsonLd} from '@site/src/lib/structuredData';
import {business} from '@site/src/data/business';

const site = 'https://example.test';

describe('business JSON-LD', () => {
  const data = businessJsonLd(site) as Record<string, any>;

  it('describes a GeneralContractor from the business module', () => {
    expect(data['@type']).toBe('GeneralContractor');
    expect(data.name).toBe(business.name);
    expect(data.telephone).toBe('+18655550142');
    expect(data.url).toBe('https://example.test/');
  });

  it('serves the seven cities and states the opening hours', () => {
    expect(data.areaServed.map((a: {name: string}) => a.name)).toEqual(business.cities.map((c) => `${c.name}, TN`));
    expect(data.openingHoursSpecification[0]).toMatchObject({opens: '08:00', closes: '18:00'});
    expect(data.openingHoursSpecification[0].dayOfWeek).toHaveLength(6);
  });

  it('carries no self-serving review or rating markup', () => {
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/aggregateRating|"review"/i);
  });
});

describe('breadcrumbs', () => {
  it.each([
    ['/services/repair', ['Home', 'Services', 'Deck Repair']],
    ['/service-areas/oak-ridge', ['Home', 'Service Areas', 'Oak Ridge, TN']],
    ['/loan-programs/fha-203k', ['Home', 'Financing', 'FHA 203(k) Renovation Loans']],
    ['/resources/calculator', ['Home', 'Deck Cost Calculator']],
  ])('%s', (path, names) => {
    expect(breadcrumbsFor(path)?.map((c) => c.name)).toEqual(names);
  });

  it.each(['/', '/services', '/about', '/services/unknown', '/blog/deck-size', '/services/repair/extra'])(
    'has none for %s',
    (path) => expect(breadcrumbsFor(path)).toBeNull(),
  );

  it('builds a BreadcrumbList with absolute URLs and positions', () => {
    const data = breadcrumbJsonLd(site, breadcrumbsFor('/services/repair')!) as Record<string, any>;
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Deck Repair',
      item: 'https://example.test/services/repair',
    });
  });
});
