import React from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallButton from '@site/src/components/CallButton';
import type {HomeData} from '@site/src/data/pageSchema';
import styles from './styles.module.css';

export default function HomeWhyChoose({copy}: {copy: HomeData['whyChoose']}): React.JSX.Element {
  return (
    <Section id="home-why-choose" tone="white" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <FeatureGrid items={copy.cards} columns={3} />
      <div className={styles.action}>
        <CallButton label={copy.callLabel} variant="outline" size="lg" />
      </div>
    </Section>
  );
}
