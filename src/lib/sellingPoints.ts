/**
 * What sets the business apart, each claim worded once (src/data/copy/pages/selling-points.json, /admin → Site pages
 * → Selling points): the home page, /services, the service pages and MDX pages pick them by key, so the claims cannot
 * drift apart.
 */
import type {SellingPoint} from '../data/pageSchema';
import type {Feature} from '../data/types';

/** The cards for these keys, in their order; a key no point has any more is left out (the content check names it). */
export function pickSellingPoints(keys: readonly string[], points: readonly SellingPoint[]): Feature[] {
  return keys.flatMap((key) => {
    const point = points.find((p) => p.id === key);
    return point ? [{icon: point.icon, title: point.title, text: point.text}] : [];
  });
}
