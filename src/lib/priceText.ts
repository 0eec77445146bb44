import {formula, installationCovers, materialsInclude, priceRanges, priceYear, type PriceFamily} from '../data/pricing';
import {listInWords} from './format';

/** A materials price per square foot as installed: times the installation percentage, to the dollar. */
export const installedPrice = (perSqFt: number): number => Math.round((perSqFt * formula.installedPercent) / 100);

/** "$15-35 per sq ft" (materials) or, installed, "$23-53 per sq ft"; a family without a top: "from $45 per sq ft". */
export function priceRangeText(family: PriceFamily, how: 'materials' | 'installed' = 'materials'): string {
  const {low, high} = priceRanges[family];
  const at = how === 'installed' ? installedPrice : (n: number) => n;
  return high === undefined ? `from $${at(low)} per sq ft` : `$${at(low)}-${at(high)} per sq ft`;
}

/** Small print under prices: their year, and what a price per square foot covers, materials and installed. */
export function priceNoteText(): string {
  return `${priceYear} prices for planning, not a quote. A price per square foot is for materials (${listInWords([...materialsInclude])}); installed, with ${listInWords([...installationCovers])}, it comes to about ${formula.installedPercent / 100} times that.`;
}

/** The price story in one paragraph of plain words (for pages, and for the FAQ's structured data). */
export function priceStoryText(): string {
  return `Prices here are ${priceYear} figures. A price per square foot is for materials: ${listInWords([...materialsInclude])}. Installed, a deck costs about ${formula.installedPercent / 100} times its materials, which pays for ${listInWords([...installationCovers])}.`;
}

/** What the calculator's figure is, in the words of the price story: its year, what it covers and the formula. */
export function calculatorPriceStory(): string {
  return `The calculator prices a simple deck on an easy yard, in ${priceYear} prices. Its price per square foot is for materials: ${listInWords([...materialsInclude])}. Railings add ${formula.railingsPercent}% of that, stairs a flat amount, and installation brings the total to ${formula.installedPercent / 100} times the materials: ${listInWords([...installationCovers])}.`;
}
