import {business, cityBySlug, proseFacts} from '@site/src/data/business';
import {slugify} from '@site/src/lib/slug';
import * as seed from '../seed';

describe('business module', () => {
  it('holds the phone number in display and dialable forms that agree', () => {
    const digits = business.phone.display.replace(/\D/g, '');
    expect(digits).toHaveLength(10);
    expect(business.phone.e164).toBe(`+1${digits}`);
    expect(business.phone.href).toBe(`tel:${business.phone.e164}`);
  });

  it('states the headline claims once, with the figures the old site used', () => {
    expect(seed.headline.decksBuilt).toContain(business.stats.decksBuilt);
    expect(seed.headline.yearsInBusiness).toContain(business.stats.yearsInBusiness);
    expect(business.stats.rating).toBe(seed.headline.rating);
    expect(business.stats.reviewCount).toBe(seed.headline.reviewCount);
    expect(business.hours.label).toBe(seed.hours);
  });

  it('keeps the ZIP ranges of the seven East Tennessee cities', () => {
    for (const [slug, city] of Object.entries(seed.cities)) {
      expect(cityBySlug(slug)).toMatchObject({name: city.name, zipRange: city.zipRange});
    }
  });

  it.each(business.cities.map((c) => [c.name, c] as const))('%s: a Tennessee city with a card blurb', (_, c) => {
    expect(c.state).toBe('TN');
    expect(c.zipRange).toMatch(/^\d{5}(-\d{5})?$/);
    expect(c.blurb.length).toBeGreaterThan(40);
    expect(c.blurb.length).toBeLessThanOrEqual(160);
  });

  it('derives each city slug from its name, unique', () => {
    expect(new Set(business.cities.map((c) => c.slug)).size).toBe(business.cities.length);
    business.cities.forEach((c) => expect(c.slug).toBe(slugify(c.name)));
    business.cities.forEach((c) => expect(cityBySlug(c.slug)).toBe(c));
    expect(cityBySlug('not-a-city')).toBeUndefined();
  });

  it('configures the hosted lead form with the old form name and height', () => {
    expect(business.leadForm.name).toBe(seed.leadForm.name);
    expect(business.leadForm.height).toBe(seed.leadForm.height);
    expect(business.leadForm.origin).toMatch(/^https:\/\//);
  });

  it('gives MDX prose the same facts, as words', () => {
    expect(proseFacts.CallLink).toBe(business.phone.display);
    expect(proseFacts.BusinessHours).toBe(business.hours.label);
    for (const c of business.cities) expect(proseFacts.CityNames).toContain(c.name);
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
