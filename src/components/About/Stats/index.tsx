import React from 'react';
import SectionHeader from '@site/src/components/SectionHeader';
import StatRow, {type Stat} from '@site/src/components/StatRow';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

const {stats} = business;

const items: readonly Stat[] = [
  {value: stats.decksBuilt, label: 'Decks built'},
  {value: stats.yearsInBusiness, label: 'Years in business'},
  {value: stats.rating, label: 'Google star rating'},
  {value: stats.reviewCount, label: 'Google reviews'},
];

export default function AboutStats(): React.JSX.Element {
  return (
    <section className={`section ${styles.band}`} aria-labelledby="about-stats-title">
      <div className="container">
        <div className={styles.header}>
          <SectionHeader id="about-stats-title" eyebrow="By the numbers" title="A track record you can check" />
        </div>
        <StatRow items={items} tone="dark" />
      </div>
    </section>
  );
}
