import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import CtaBanner from '@site/src/components/CtaBanner';
import AboutStory from '@site/src/components/About/Story';
import AboutValues from '@site/src/components/About/Values';
import AboutStats from '@site/src/components/About/Stats';
import AboutProcess from '@site/src/components/About/Process';
import AboutBeforeAfter from '@site/src/components/About/BeforeAfter';
import {business} from '@site/src/data/business';

export default function About(): React.JSX.Element {
  const {yearsInBusiness, decksBuilt} = business.stats;
  return (
    <Page
      title="About Us"
      description={`${business.name} is a Knoxville-based deck builder: ${yearsInBusiness} years building across East Tennessee and ${decksBuilt} decks built. Meet the team, our values and how we work.`}
      keywords={[
        'about Knoxville Deck Builders',
        'local deck builder Knoxville',
        'Knoxville deck contractor',
        'East Tennessee deck company',
      ]}
      schema={{type: 'AboutPage'}}>
      <Hero
        eyebrow="About us"
        title={`An East Tennessee deck builder for ${yearsInBusiness} years`}
        lead={`We design, build and repair decks for homeowners across ${business.serviceRegion}: local people, straight answers and work built to last in our climate.`}
        estimateLabel="Get Free Estimate"
        image={{
          src: '/img/gallery/maryville-multi-level-deck.svg',
          alt: 'Illustration of a two-level deck with a wide staircase on a sloped lot, mountain ridges on the horizon',
        }}
      />
      <AboutStory />
      <AboutValues />
      <AboutStats />
      <AboutProcess />
      <AboutBeforeAfter />
      <CtaBanner
        title="Let's talk about your deck"
        text="New build, remodel or repair: we will visit, measure and give you a written estimate, free."
        estimateLabel="Get Free Estimate"
      />
    </Page>
  );
}
