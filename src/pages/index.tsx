import React from 'react';
import Page from '@site/src/components/Page';
import HomeHero from '@site/src/components/Home/Hero';
import {business} from '@site/src/data/business';

export default function Home(): React.JSX.Element {
  return (
    <Page
      title={`Deck Builder in Knoxville, TN`}
      description={`${business.name} designs, builds and repairs custom wood and composite decks in Knoxville and East Tennessee. Free on-site estimates.`}
      keywords={['deck builder Knoxville', 'Knoxville deck contractor', 'composite decks Knoxville TN', 'deck repair East Tennessee']}>
      <HomeHero />
    </Page>
  );
}
