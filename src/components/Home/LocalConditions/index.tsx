import React from 'react';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import type {HomeData} from '@site/src/data/pageSchema';
import styles from './styles.module.css';

/** Why us: decks designed for East Tennessee conditions, not a catalog plan. */
export default function HomeLocalConditions({copy}: {copy: HomeData['whyUs']}): React.JSX.Element {
  return (
    <Section id="home-why-us">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <p className="eyebrow">{copy.eyebrow}</p>
          <Heading as="h2" id="home-why-us-title">
            {copy.title}
          </Heading>
          <p className="lead">{copy.lead}</p>
          <p className={styles.text}>{copy.text}</p>
        </div>
        <FeatureGrid items={copy.conditions} columns={2} className={styles.grid} />
      </div>
    </Section>
  );
}
