import React from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallButton from '@site/src/components/CallButton';
import {business} from '@site/src/data/business';
import {pickSellingPoints} from '@site/src/data/sellingPoints';
import styles from './styles.module.css';

const reasons = pickSellingPoints('licensed', 'materials', 'craftsmanship', 'estimates', 'respect', 'local');

export default function HomeWhyChoose(): React.JSX.Element {
  return (
    <Section
      id="home-why-choose"
      tone="white"
      eyebrow={`Why choose ${business.name}`}
      title="A deck builder you will be glad you hired"
      intro="The things that still matter long after the last board goes down.">
      <FeatureGrid items={reasons} columns={3} />
      <div className={styles.action}>
        <CallButton label="Talk to a deck designer" variant="outline" size="lg" />
      </div>
    </Section>
  );
}
