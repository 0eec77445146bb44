import React from 'react';
import Section from '@site/src/components/Section';
import Testimonials from '@site/src/components/Testimonials';
import {business} from '@site/src/data/business';
import {testimonials} from '@site/src/data/testimonials';

/** What the reviews below are, in one sentence: never let samples read as Google reviews. */
function whoSaysSo(): string {
  const sources = new Set(testimonials.map((t) => t.source));
  if (sources.has('sample')) {
    return 'The reviews below are samples that show how this section will look, not Google reviews: our customers’ own words replace them.';
  }
  if (sources.size === 1 && sources.has('google')) return 'A few of them, copied from our Google profile.';
  return 'A few of our customers, in their own words; each review says where it comes from.';
}

export default function HomeReviews(): React.JSX.Element {
  const {rating, reviewCount} = business.stats;
  return (
    <Section
      id="home-reviews"
      tone="cream"
      eyebrow="Reviews"
      title="What East Tennessee homeowners say"
      intro={`Our Google rating: ${rating} out of 5 from ${reviewCount} reviews. ${whoSaysSo()}`}>
      <Testimonials label="Homeowner reviews" />
    </Section>
  );
}
