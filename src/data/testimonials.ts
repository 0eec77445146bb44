/**
 * Homeowner reviews shown in the home page carousel, as many as there are,
 * each with its own rating (1 to 5 stars) and in the customer's own words:
 * real reviews are shown as written, never edited or filtered by stars.
 *
 * Each review says where it comes from, and the site labels it so: a review
 * copied from the business's Google profile ('google'), one a customer gave
 * us directly ('direct'), or a sample written to show the section
 * ('sample'). Samples are stand-ins, like the 555 phone number:
 * `npm run check:launch` lists them until real reviews replace them.
 */
import type {ReviewData} from './schema';
import reviews from './owner/reviews.json';

export type ReviewSource = 'sample' | 'google' | 'direct';

/** Every review says where it comes from: a sample is never passed off as a customer's or a Google review. */
export const sourceLabels: Record<ReviewSource, string> = {
  sample: 'Sample review',
  google: 'Google review',
  direct: 'Customer review',
};

/** Stars out of five, as the customer gave them. */
export type StarRating = 1 | 2 | 3 | 4 | 5;

export interface Testimonial {
  /** As the reviewer signs (the samples use first name and initial). */
  name: string;
  /** The review, word for word: one or more paragraphs, separated by a blank line. */
  text: string;
  rating: StarRating;
  source: ReviewSource;
  /** Town or neighborhood, e.g. "Farragut". */
  location?: string;
  /** Short project label, e.g. "Composite deck and stairs". */
  project?: string;
  /** When it was written (YYYY-MM-DD), where known. */
  date?: string;
}

/** The reviews, newest first as the owner adds them in /admin → Business → Reviews (src/data/owner/reviews.json). */
export const testimonials: readonly Testimonial[] = (reviews as {reviews: readonly ReviewData[]}).reviews.map(
  // The schema keeps rating to a whole number from 1 to 5.
  (r) => ({...r, rating: r.rating as StarRating}),
);
