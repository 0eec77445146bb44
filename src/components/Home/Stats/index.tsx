import React from 'react';
import Heading from '@theme/Heading';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

const {stats} = business;

/** The four headline figures, each with a line of context. Values come only from business.stats. */
const items = [
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
] as const;

export default function HomeStats(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="home-stats-title">
      <div className="container">
        <Heading as="h2" id="home-stats-title" className="sr-only">
          {business.name} by the numbers
        </Heading>
        <dl className={styles.grid}>
          {items.map((item) => (
            <div key={item.label} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>{item.value}</dd>
              <dd className={styles.note}>{item.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
