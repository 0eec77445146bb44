import React from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import type {AboutCopy} from '@site/src/data/pageSchema';

export default function AboutValues({copy}: {copy: AboutCopy['values']}): React.JSX.Element {
  return (
    <Section id="about-values" tone="white" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <FeatureGrid items={copy.items} columns={4} />
    </Section>
  );
}
