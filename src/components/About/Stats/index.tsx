import React from 'react';
import Section from '@site/src/components/Section';
import StatRow from '@site/src/components/StatRow';
import type {Stat} from '@site/src/data/types';
import type {AboutCopy} from '@site/src/data/pageSchema';
import {business} from '@site/src/data/business';

export default function AboutStats({copy}: {copy: AboutCopy['stats']}): React.JSX.Element {
  const {stats} = business;
  const items: readonly Stat[] = [
    {value: stats.decksBuilt, label: copy.decksBuilt},
    {value: stats.yearsInBusiness, label: copy.yearsInBusiness},
    {value: stats.rating, label: copy.rating},
    {value: stats.reviewCount, label: copy.reviewCount},
  ];
  return (
    <Section id="about-stats" tone="evergreen" eyebrow={copy.eyebrow} title={copy.title}>
      <StatRow items={items} tone="dark" />
    </Section>
  );
}
