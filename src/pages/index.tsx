import React from 'react';
import Page from '@site/src/components/Page';
import HomeHero from '@site/src/components/Home/Hero';
import HomeStats from '@site/src/components/Home/Stats';
import HomeLocalConditions from '@site/src/components/Home/LocalConditions';
import HomeServices from '@site/src/components/Home/Services';
import HomeProcess from '@site/src/components/Home/Process';
import HomeReviews from '@site/src/components/Home/Reviews';
import HomeWhyChoose from '@site/src/components/Home/WhyChoose';
import CtaBanner from '@site/src/components/CtaBanner';
import {business} from '@site/src/data/business';

export default function Home(): React.JSX.Element {
  return (
    <Page
      title="Custom Decks, Repairs and Remodels in East Tennessee"
      description={`${business.name} designs, builds and repairs custom wood and composite decks in Knoxville and East Tennessee. Free on-site estimates.`}
      keywords={[
        'deck builder Knoxville',
        'Knoxville deck contractor',
        'composite decks Knoxville TN',
        'deck repair East Tennessee',
      ]}>
      <HomeHero />
      <HomeStats />
      <HomeLocalConditions />
      <HomeServices />
      <HomeProcess />
      <HomeReviews />
      <HomeWhyChoose />
      <CtaBanner
        title="Ready to plan your deck?"
        text="Tell us what you have in mind. We will visit, measure and give you a written estimate, free and with no pressure."
        estimateLabel="Get your free estimate"
      />
    </Page>
  );
}
