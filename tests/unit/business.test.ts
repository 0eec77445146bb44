import {business, cityBySlug} from '@site/src/data/business';
import {slugify} from '@site/src/lib/slug';

describe('business module', () => {
  it('holds the phone number in display and dialable forms that agree', () => {
    expect(business.phone.display).toBe('(865) 555-0142');
    expect(business.phone.href).toBe('tel:+18655550142');
    expect(business.phone.href.replace(/\D/g, '')).toBe(`1${business.phone.display.replace(/\D/g, '')}`);
  });

  it('states the headline claims once, as the product decided', () => {
    expect(business.stats).toEqual({decksBuilt: '500+', yearsInBusiness: '15+', rating: '4.9', reviewCount: '233+'});
    expect(business.hours.label).toBe('Monday-Saturday 8AM-6PM');
  });

  it('lists the seven East Tennessee cities with the spec ZIP ranges', () => {
    expect(business.cities.map((c) => [c.name, c.zipRange])).toEqual([
      ['Knoxville', '37901-37950'],
      ['Maryville', '37801-37804'],
      ['Sevierville', '37862-37876'],
      ['Oak Ridge', '37830-37831'],
      ['Farragut', '37934'],
      ['Lenoir City', '37771-37772'],
      ['Clinton', '37716-37717'],
    ]);
    business.cities.forEach((c) => {
      expect(c.state).toBe('TN');
      expect(c.blurb.length).toBeGreaterThan(40);
    });
  });

  it('derives each city slug from its name', () => {
    expect(new Set(business.cities.map((c) => c.slug)).size).toBe(business.cities.length);
    business.cities.forEach((c) => expect(c.slug).toBe(slugify(c.name)));
    business.cities.forEach((c) => expect(cityBySlug(c.slug)).toBe(c));
    expect(cityBySlug('new-york')).toBeUndefined();
  });

  it('configures the hosted lead form as the spec describes', () => {
    expect(business.leadForm.name).toBe('Website Form');
    expect(business.leadForm.height).toBe(769);
    expect(business.leadForm.origin).toMatch(/^https:\/\//);
  });
});

describe('slugify', () => {
  it.each([
    ['Knoxville', 'knoxville'],
    ['Oak Ridge', 'oak-ridge'],
    ['Lenoir City', 'lenoir-city'],
    ['  Sequoyah   Hills ', 'sequoyah-hills'],
    ["Coeur d'Alene", 'coeur-d-alene'],
    ['Café Row', 'cafe-row'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
