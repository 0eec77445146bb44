import React from 'react';
import StatRow from '@site/src/components/StatRow';
import type {Stat} from '@site/src/data/types';
import type {HomeData} from '@site/src/data/pageSchema';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

/** The four headline figures, each with a line of context. Values come only from business.stats. */
export default function HomeStats({copy}: {copy: HomeData['stats']}): React.JSX.Element {
  const {stats} = business;
  const items: readonly Stat[] = [
    {value: stats.decksBuilt, ...copy.decksBuilt},
    {value: stats.yearsInBusiness, ...copy.yearsInBusiness},
    {value: stats.rating, ...copy.rating},
    {value: stats.reviewCount, ...copy.reviewCount},
  ];
  return (
    <section className={styles.section} aria-labelledby="home-stats-title">
      <div className="container">
        {/* A plain h2, not @theme/Heading: a hidden heading must not carry a focusable anchor link. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id="home-stats-title" className="sr-only">
          {copy.title}
        </h2>
        <StatRow items={items} variant="panel" />
      </div>
    </section>
  );
}
