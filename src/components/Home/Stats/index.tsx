import React from 'react';
import StatRow from '@site/src/components/StatRow';
import type {Stat} from '@site/src/data/types';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

const {stats} = business;

/** The four headline figures, each with a line of context. Values come only from business.stats. */
const items: readonly Stat[] = [
  {
    value: stats.decksBuilt,
    label: 'Decks built',
    note: 'New decks, rebuilds and remodels across Knoxville and East Tennessee.',
  },
  {
    value: stats.yearsInBusiness,
    label: 'Years in business',
    note: 'Building through humid summers, pollen seasons and freeze-thaw winters.',
  },
  {value: stats.rating, label: 'Star rating', note: 'The average rating homeowners give us on Google.'},
  {value: stats.reviewCount, label: 'Google reviews', note: 'Written by neighbors we have built for.'},
];

export default function HomeStats(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="home-stats-title">
      <div className="container">
        {/* A plain h2, not @theme/Heading: a hidden heading must not carry a focusable anchor link. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id="home-stats-title" className="sr-only">
          {business.name} by the numbers
        </h2>
        <StatRow items={items} variant="panel" />
      </div>
    </section>
  );
}
