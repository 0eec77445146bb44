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
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Karen W.',
    location: 'Farragut',
    project: 'Composite deck and stairs',
    rating: 5,
    source: 'sample',
    text: 'Our old deck had gone soft where it met the house. They took it down to the footings, flashed the ledger properly and built a composite deck with wider stairs to the yard. The crew cleaned up every evening and the inspection passed without a single note.',
  },
  {
    name: 'Marcus T.',
    location: 'Maryville',
    project: 'Two-level deck',
    rating: 5,
    source: 'sample',
    text: 'Our lot drops off hard behind the house and we had been told to settle for a small landing. They designed a two-level deck, grill up top and fire pit below, and walked us through the 3D plan before a board was cut. We eat outside most nights now, facing the Smokies.',
  },
  {
    name: 'Linda P.',
    location: 'Sevierville',
    project: 'Cabin deck rebuild',
    rating: 5,
    source: 'sample',
    text: 'We rent out a cabin near Pigeon Forge and the sagging deck was the first thing guests mentioned. They scheduled the rebuild between bookings, framed it for the hot tub and used composite that handles heavy guest traffic. It was done before our next check-in.',
  },
  {
    name: 'David R.',
    location: 'Oak Ridge',
    project: 'Deck repair',
    rating: 5,
    source: 'sample',
    text: 'I expected to hear we needed a whole new deck. Instead they replaced the rotted joists, reset two posts that were sitting on bare red clay and tightened the stair railing, with photos of every problem they found. Straight answers and a fair price.',
  },
  {
    name: 'Jennifer S.',
    location: 'Sequoyah Hills, Knoxville',
    project: 'Cedar deck with pergola',
    rating: 5,
    source: 'sample',
    text: 'We wanted a cedar deck that looked like it came with our 1950s house. The design follows the roofline, the pergola shades us on August afternoons, and the board spacing lets oak leaves and spring pollen sweep right off. Every question got a clear answer.',
  },
  {
    name: 'Tom H.',
    location: 'Lenoir City',
    project: 'Lakeside composite deck',
    rating: 5,
    source: 'sample',
    text: 'Our deck faces Fort Loudoun Lake and takes full afternoon sun. They steered us to a lighter composite color that stays cooler underfoot and slim aluminum balusters that keep the water view open. Two summers on, it still looks the way it did the day they finished.',
  },
  {
    name: 'Angela B.',
    location: 'Clinton',
    project: 'Railings and stairs',
    rating: 5,
    source: 'sample',
    text: 'The grandkids visit every summer and our old railing was too low, with gaps a toddler could slip through. They rebuilt the stairs and railings to code with a handrail on both sides. The estimate was written out line by line and the final bill matched it.',
  },
  {
    name: 'Brian K.',
    location: 'Powell',
    project: 'Deck resurfacing',
    rating: 5,
    source: 'sample',
    text: 'Our frame was still solid, so they recommended resurfacing instead of a rebuild: new composite boards, new rails and small lights on the stair risers. They covered the flower beds along the house and were finished in about a week. It looks like a brand new deck.',
  },
];
