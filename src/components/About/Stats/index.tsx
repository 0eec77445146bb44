import React from 'react';
import Section from '@site/src/components/Section';
import StatRow from '@site/src/components/StatRow';
import type {Stat} from '@site/src/data/types';
import {business} from '@site/src/data/business';

const {stats} = business;

const items: readonly Stat[] = [
  {value: stats.decksBuilt, label: 'Decks built'},
  {value: stats.yearsInBusiness, label: 'Years in business'},
  {value: stats.rating, label: 'Google star rating'},
  {value: stats.reviewCount, label: 'Google reviews'},
];

export default function AboutStats(): React.JSX.Element {
  return (
    <Section id="about-stats" tone="evergreen" eyebrow="By the numbers" title="A track record you can check">
      <StatRow items={items} tone="dark" />
    </Section>
  );
}
