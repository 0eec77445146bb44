import React from 'react';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import Hero from '@site/src/components/Hero';
import LeadForm from '@site/src/components/LeadForm';
import CallButton from '@site/src/components/CallButton';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

const promises = [
  'Free on-site consultation and written estimate',
  'Licensed and insured, permits handled',
  'Wood, composite and PVC decks',
];

/** The home page's hero: the promise, proof in numbers, and the estimate form beside it. */
export default function HomeHero(): React.JSX.Element {
  const {stats} = business;
  return (
    <Hero
      titleId="home-hero-title"
      backdrop="/img/hero/home-hero-deck-at-dusk.svg"
      eyebrow={`Custom decks in Knoxville & ${business.serviceRegion}`}
      title="Decks built for the way East Tennessee lives outside"
      lead={
        <>
          <p>
            We design, build and repair wood and composite decks that stand up to Tennessee humidity, red clay and four
            real seasons.
          </p>
          <ul className={styles.promises}>
            {promises.map((p) => (
              <li key={p}>
                <Icon name="checkCircle" size={20} />
                {p}
              </li>
            ))}
          </ul>
        </>
      }
      actions={<CallButton label="Talk to a deck designer" variant="primary" size="lg" className={styles.call} />}
      aside={
        <div className={styles.formCard} id="estimate-form">
          <Heading as="h2" className={styles.formTitle}>
            Get your free estimate
          </Heading>
          <p className={styles.formIntro}>Tell us about your project. A designer will call to set up a visit.</p>
          <LeadForm placement="home-hero" />
        </div>
      }>
      <dl className={styles.proof}>
        <div>
          <dt>Decks built</dt>
          <dd>{stats.decksBuilt}</dd>
        </div>
        <div>
          <dt>Years in business</dt>
          <dd>{stats.yearsInBusiness}</dd>
        </div>
        <div>
          <dt>Google rating</dt>
          <dd>
            {stats.rating}
            <span className={styles.proofNote}> from {stats.reviewCount} reviews</span>
          </dd>
        </div>
      </dl>
    </Hero>
  );
}
