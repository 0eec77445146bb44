import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import CtaBanner from '@site/src/components/CtaBanner';
import AboutStory from '@site/src/components/About/Story';
import AboutValues from '@site/src/components/About/Values';
import AboutStats from '@site/src/components/About/Stats';
import AboutProcess from '@site/src/components/About/Process';
import AboutBeforeAfter from '@site/src/components/About/BeforeAfter';
import type {AboutCopy} from '@site/src/data/pageSchema';
import words from '@site/src/data/copy/pages/about.json';

/** About: its sections' layout in components/About, their words in /admin → Site pages → About (build-time/pageCopy.ts). */
export default function About(): React.JSX.Element {
  const copy = words as AboutCopy;
  return (
    <Page
      title={copy.meta.title}
      description={copy.meta.description}
      keywords={copy.meta.keywords}
      schema={{type: 'AboutPage'}}>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        estimateLabel={copy.hero.button}
        image={{src: copy.hero.image, alt: copy.hero.imageAlt}}
      />
      <AboutStory copy={copy.story} />
      <AboutValues copy={copy.values} />
      <AboutStats copy={copy.stats} />
      <AboutProcess copy={copy.process} />
      <AboutBeforeAfter copy={copy.beforeAfter} />
      <CtaBanner title={copy.cta.title} text={copy.cta.text} estimateLabel={copy.cta.button} />
    </Page>
  );
}
