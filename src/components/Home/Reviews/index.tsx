import React from 'react';
import Section from '@site/src/components/Section';
import Testimonials from '@site/src/components/Testimonials';
import type {HomeData} from '@site/src/data/pageSchema';
import {testimonials, type Testimonial} from '@site/src/data/testimonials';

/**
 * What the reviews below are, in one sentence, claiming no more than the data:
 * samples never read as Google reviews, and one review is not "a few".
 */
export function whoSaysSo(reviews: readonly Testimonial[] = testimonials): string {
  const sources = new Set(reviews.map((t) => t.source));
  if (sources.has('sample')) {
    return 'The reviews below are samples that show how this section will look, not Google reviews: our customers’ own words replace them.';
  }
  const some = reviews.length === 1 ? 'One of them' : 'Some of them';
  if (sources.size === 1 && sources.has('google')) return `${some}, copied from our Google profile.`;
  return reviews.length === 1
    ? 'One of our customers, in their own words; the review says where it comes from.'
    : 'Some of our customers, in their own words; each review says where it comes from.';
}

export default function HomeReviews({copy}: {copy: HomeData['reviews']}): React.JSX.Element | null {
  if (testimonials.length === 0) return null;
  return (
    <Section
      id="home-reviews"
      tone="cream"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={`${copy.intro} ${whoSaysSo()}`}>
      <Testimonials label={copy.label} />
    </Section>
  );
}
