import React from 'react';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import type {Feature} from '@site/src/data/types';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

const conditions: readonly Feature[] = [
  {
    icon: 'droplet',
    title: 'Humidity and pollen',
    text: 'Boards gapped and framing ventilated so the deck dries out after summer storms, with surfaces that rinse clean after the spring pollen.',
  },
  {
    icon: 'layers',
    title: 'Red clay soil',
    text: 'Footings dug to firm, undisturbed soil below the frost line, never set in the loose clay backfill beside your foundation.',
  },
  {
    icon: 'refresh',
    title: 'Freeze-thaw winters',
    text: 'Flashed ledgers, sealed cut ends and hardware rated for treated lumber, so winter water is kept out from behind the ledger and rim board.',
  },
  {
    icon: 'mountain',
    title: 'Slopes and views',
    text: 'Posts, bracing and stairs planned for steep Knoxville lots and mountain cabins, with railings that keep the view open.',
  },
];

/** Why us: decks designed for East Tennessee conditions, not a catalog plan. */
export default function HomeLocalConditions(): React.JSX.Element {
  return (
    <Section id="home-why-us">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <p className="eyebrow">Why us</p>
          <Heading as="h2" id="home-why-us-title">
            Built for East Tennessee, not copied from a catalog
          </Heading>
          <p className="lead">
            For {business.stats.yearsInBusiness} years we have built decks for the weather, soil and hillsides of East
            Tennessee, from Sevier County cabins to Knoxville homes.
          </p>
          <p className={styles.text}>
            A deck that looks fine on paper can fail here in a few seasons: joists that stay damp all summer, posts that
            settle in wet clay, ledgers that rot where the water runs behind them. We design around those problems from
            the first visit, so the deck we build is the deck you keep.
          </p>
        </div>
        <FeatureGrid items={conditions} columns={2} className={styles.grid} />
      </div>
    </Section>
  );
}
