import type {ServiceCity} from '@site/src/data/types';
import {cityBySlug} from '@site/src/lib/businessFacts';

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
