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
import type {HomeData} from '@site/src/data/pageSchema';
import words from '@site/src/data/copy/pages/home.json';

/**
 * The home page: its sections' layout here and in components/Home, their words in /admin → Site pages → Home page
 * (finished by the build: build-time/pageCopy.ts).
 */
export default function Home(): React.JSX.Element {
  const copy = words as HomeData;
  return (
    <Page title={copy.meta.title} description={copy.meta.description} keywords={copy.meta.keywords}>
      <HomeHero copy={copy.hero} />
      <HomeStats copy={copy.stats} />
      <HomeLocalConditions copy={copy.whyUs} />
      <HomeServices copy={copy.services} services={copy.serviceCards} />
      <HomeProcess copy={copy.process} />
      <HomeReviews copy={copy.reviews} />
      <HomeWhyChoose copy={copy.whyChoose} />
      <CtaBanner title={copy.cta.title} text={copy.cta.text} estimateLabel={copy.cta.button} />
    </Page>
  );
}
