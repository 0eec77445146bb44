import {cityBySlug, type ServiceCity} from '@site/src/data/business';

/**
 * The city for a page's `city` front matter slug. Throws on an unknown slug so a
 * typo in an MDX file fails the build instead of rendering an empty hero.
 */
export function requireCity(slug: string): ServiceCity {
  const city = cityBySlug(slug);
  if (!city) {
    throw new Error(
      `Unknown service-area city slug "${slug}". Use a slug from business.cities in src/data/business.ts.`,
    );
  }
  return city;
}

/** "ZIP codes 37901-37950" or "ZIP code 37934", from the city's ZIP range. */
export function zipLabel(city: ServiceCity): string {
  return city.zipRange.includes('-') ? `ZIP codes ${city.zipRange}` : `ZIP code ${city.zipRange}`;
}

/** "Knoxville, TN" */
export function cityState(city: ServiceCity): string {
  return `${city.name}, ${city.state}`;
}
