import React from 'react';
import Section from '@site/src/components/Section';
import Testimonials from '@site/src/components/Testimonials';
import {business} from '@site/src/data/business';

export default function HomeReviews(): React.JSX.Element {
  const {rating, reviewCount} = business.stats;
  return (
    <Section
      id="home-reviews"
      tone="cream"
      eyebrow="Reviews"
      title="What East Tennessee homeowners say"
      intro={`Rated ${rating} out of 5 from ${reviewCount} Google reviews.`}>
      <Testimonials label="Homeowner reviews" />
    </Section>
  );
}
