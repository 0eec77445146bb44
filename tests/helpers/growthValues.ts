/**
 * A year on: what the owner and the writers change in a copy of the site (tests/writer/growth.test.ts),
 * and what its build tells the browser suite (tests/e2e/grown).
 */
import {materialPrices, type Material} from '../../src/data/pricing';
import type {Testimonial} from '../../src/data/testimonials';
import type {CopyManifest} from './siteCopy';
import postsFile from '../fixtures/grown/posts.json';
import reviewsFile from '../fixtures/grown/reviews.json';

/** A city the business now serves; its page is tests/fixtures/grown/powell.mdx. */
export const city = {
  name: 'Powell',
  slug: 'powell',
  zipRange: '37849',
  blurb: 'North Knox County neighborhoods on rolling clay lots, where many houses are ready for a bigger, safer deck.',
};

/** The seventh gallery project, shown from a phone photo. */
export const project = {
  slug: 'powell-walkout-deck',
  title: 'Walkout deck with a wide stair',
  category: 'Composite',
  image: '/img/gallery/powell-walkout-deck.jpg',
  alt: 'Photo of a composite deck a full story up off a walkout basement, with a wide stair and black railings',
  description:
    'A deck off the kitchen of a walkout-basement house, a full story above the yard, with a wide stair and a landing.',
  location: 'Powell',
};

/** The owner's new prices: about a tenth more than today's, in whole dollars. */
export const newPrices = (): Record<Material, number> =>
  Object.fromEntries(Object.entries(materialPrices).map(([m, p]) => [m, Math.round(p.pricePerSqFt * 1.1)])) as Record<
    Material,
    number
  >;

/** Three reviews pasted from the profile, one of them 3 stars. */
export const grownReviews = reviewsFile as Testimonial[];

/** Posts 13 to 24, as writers filled in the new-post template. */
export const posts: readonly {title: string; description: string; tag: string; section: string; text: string}[] =
  postsFile;

/** The hosted form's field for a plan sent from the deck planner, by its query key (business.leadForm.planField). */
export const planField = 'deck_plan';

/** The 25th post, started with npm run new:post. */
export const latestTitle = 'Spring Deck Checklist for East Tennessee';

/** Markup a writer pasted: if any of it ever ran, window.__pwned says which field it came from. */
const script = (from: string) => `</script><script>__pwned='${from}'</script>`;
export const hostile = {
  title: `Decks & Docks ${script('title')}`,
  description: `Boards, <b>bold</b> claims, <img src=x onerror="__pwned='description'"> and ${script('description')}.`,
  category: `Projects ${script('category')}`,
  question: `Can a deck hold ${script('question')} a grill?`,
};

/** What the browser suite checks on this copy. */
export interface GrownManifest extends CopyManifest {
  readonly city: typeof city;
  readonly project: typeof project;
  readonly prices: Readonly<Record<Material, number>>;
  readonly reviews: readonly Testimonial[];
  readonly latestPost: {readonly route: string; readonly title: string};
  readonly planField: string;
  readonly hostile: typeof hostile & {readonly post: string; readonly categoryPage: string; readonly faq: string};
}
