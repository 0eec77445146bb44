import React from 'react';
import SectionHeader from '@site/src/components/SectionHeader';
import Testimonials from '@site/src/components/Testimonials';
import {business} from '@site/src/data/business';

export default function HomeReviews(): React.JSX.Element {
  const {rating, reviewCount} = business.stats;
  return (
    <section className="section section--cream" aria-labelledby="home-reviews-title">
      <div className="container">
        <SectionHeader
          id="home-reviews-title"
          eyebrow="Reviews"
          title="What East Tennessee homeowners say"
          intro={`Rated ${rating} out of 5 from ${reviewCount} Google reviews.`}
        />
        <Testimonials label="Homeowner reviews" />
      </div>
    </section>
  );
}
