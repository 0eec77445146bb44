import React from 'react';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import Hero from '@site/src/components/Hero';
import LeadForm from '@site/src/components/LeadForm';
import CallButton from '@site/src/components/CallButton';
import {business} from '@site/src/data/business';
import type {HomeData} from '@site/src/data/pageSchema';
import styles from './styles.module.css';

/** The home page's hero: the promise, proof in numbers, and the estimate form beside it. */
export default function HomeHero({copy}: {copy: HomeData['hero']}): React.JSX.Element {
  const {stats} = business;
  return (
    <Hero
      titleId="home-hero-title"
      backdrop="/img/hero/home-hero-deck-at-dusk.svg"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={
        <>
          <p>{copy.lead}</p>
          <ul className={styles.promises}>
            {copy.promises.map((p) => (
              <li key={p}>
                <Icon name="checkCircle" size={20} />
                {p}
              </li>
            ))}
          </ul>
        </>
      }
      actions={<CallButton label={copy.callLabel} variant="primary" size="lg" className={styles.call} />}
      aside={
        <div className={styles.formCard} id="estimate-form">
          <Heading as="h2" className={styles.formTitle}>
            {copy.formTitle}
          </Heading>
          <p className={styles.formIntro}>{copy.formIntro}</p>
          <LeadForm placement="home-hero" />
        </div>
      }>
      <dl className={styles.proof}>
        <div>
          <dt>{copy.figures.decksBuilt}</dt>
          <dd>{stats.decksBuilt}</dd>
        </div>
        <div>
          <dt>{copy.figures.yearsInBusiness}</dt>
          <dd>{stats.yearsInBusiness}</dd>
        </div>
        <div>
          <dt>{copy.figures.rating}</dt>
          <dd>
            {stats.rating}
            <span className={styles.proofNote}> {copy.figures.ratingNote}</span>
          </dd>
        </div>
      </dl>
    </Hero>
  );
}
