import React from 'react';
import SectionHeader from '@site/src/components/SectionHeader';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import CallButton from '@site/src/components/CallButton';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

const reasons: readonly Feature[] = [
  {
    icon: 'shield',
    title: 'Licensed and insured',
    text: 'Fully licensed and insured, with permits and inspections handled for every project that needs them.',
  },
  {
    icon: 'layers',
    title: 'Quality materials',
    text: 'Ground-contact lumber for framing, coated or stainless fasteners, and composite and PVC boards from established brands.',
  },
  {
    icon: 'hammer',
    title: 'Expert craftsmanship',
    text: 'Square framing, tight joints and clean cuts on the parts you will never see as well as the parts you will.',
  },
  {
    icon: 'dollar',
    title: 'Clear written estimates',
    text: 'A line-by-line price before work begins, so you know what you are paying for and why.',
  },
  {
    icon: 'home',
    title: 'Respect for your home',
    text: 'Lawns, flower beds and siding protected while we work, and the work area tidied at the end of each day.',
  },
  {
    icon: 'pin',
    title: 'Local and easy to reach',
    text: `Based in Knoxville and building across ${business.serviceRegion}. Call us ${business.hours.label}.`,
  },
];

export default function HomeWhyChoose(): React.JSX.Element {
  return (
    <section className="section section--white" aria-labelledby="home-why-choose-title">
      <div className="container">
        <SectionHeader
          id="home-why-choose-title"
          eyebrow={`Why choose ${business.name}`}
          title="A deck builder you will be glad you hired"
          intro="The things that still matter long after the last board goes down."
        />
        <FeatureGrid items={reasons} columns={3} />
        <div className={styles.action}>
          <CallButton label="Talk to a deck designer" variant="outline" size="lg" />
        </div>
      </div>
    </section>
  );
}
