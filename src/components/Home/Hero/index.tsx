import React from 'react';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import LeadForm from '@site/src/components/LeadForm';
import CallButton from '@site/src/components/CallButton';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

const promises = [
  'Free on-site consultation and written estimate',
  'Licensed and insured, permits handled',
  'Wood, composite and PVC decks',
];

export default function HomeHero(): React.JSX.Element {
  const {stats} = business;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      {/* Decorative backdrop; a photo with the same name (.jpg/.webp) can replace it. */}
      <ResponsiveImage
        className={styles.backdrop}
        src="/img/hero/home-hero-deck-at-dusk.svg"
        alt=""
        sizes="100vw"
        priority
      />
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className="eyebrow">Custom decks in Knoxville &amp; {business.serviceRegion}</p>
          <Heading as="h1" id="home-hero-title" className={styles.title}>
            Decks built for the way East Tennessee lives outside
          </Heading>
          <p className={styles.lead}>
            We design, build and repair wood and composite decks that stand up to Tennessee humidity, red clay and four
            real seasons, so your evenings on the porch last for decades.
          </p>
          <ul className={styles.promises}>
            {promises.map((p) => (
              <li key={p}>
                <Icon name="checkCircle" size={20} />
                {p}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <CallButton label="Talk to a deck designer" variant="primary" size="lg" />
          </div>
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
        </div>
        <div className={styles.formCard} id="estimate-form">
          <Heading as="h2" className={styles.formTitle}>
            Get your free estimate
          </Heading>
          <p className={styles.formIntro}>Tell us about your project. A designer will call to set up a visit.</p>
          <LeadForm placement="home-hero" />
        </div>
      </div>
    </section>
  );
}
