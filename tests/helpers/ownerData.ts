import {business} from '../../src/data/business';
import {formula, materialPrices, type Material} from '../../src/data/pricing';
import {galleryItems} from '../../src/data/gallery';
import type {OwnerData} from './variedValues';

/** The owner's data as src/data holds it now: what the varied copy's draw (drawVaried) changes. */
export const ownerData = (): OwnerData => ({
  cities: business.cities,
  home: business.address.locality,
  prices: Object.fromEntries(Object.entries(materialPrices).map(([m, p]) => [m, p.pricePerSqFt])) as Record<
    Material,
    number
  >,
  stairsFlat: formula.stairsFlat,
  projects: galleryItems.map((g) => g.slug),
});
