import React from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import type {Feature} from '@site/src/data/types';

const values: readonly Feature[] = [
  {
    icon: 'shield',
    title: 'Build it right the first time',
    text: 'Code-compliant footings, framing and railings on every job, including the parts that disappear under the boards.',
  },
  {
    icon: 'dollar',
    title: 'Say plainly what it costs',
    text: 'A written, line-by-line estimate before work starts, and an honest answer when a repair makes more sense than a new deck.',
  },
  {
    icon: 'home',
    title: 'Treat your home like ours',
    text: 'Careful with lawns, beds and siding, easy to reach while the work is under way, and tidy at the end of each day.',
  },
  {
    icon: 'mountain',
    title: 'Build for East Tennessee',
    text: 'Materials and details chosen for humidity, pollen, red clay, freeze-thaw winters and the steep lots our region is known for.',
  },
];

export default function AboutValues(): React.JSX.Element {
  return (
    <Section
      id="about-values"
      tone="white"
      eyebrow="What we stand for"
      title="Four values behind every deck"
      intro="The standards we hold ourselves to on every project, large or small.">
      <FeatureGrid items={values} columns={4} />
    </Section>
  );
}
