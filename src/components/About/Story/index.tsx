import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import Card from '@site/src/components/Card';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';
import {useCityPage} from '@site/src/lib/cityPages';

/** Who we are: a local deck builder, told plainly. Figures come from business.stats. */
export default function AboutStory(): React.JSX.Element {
  const {decksBuilt, yearsInBusiness} = business.stats;
  const cityPage = useCityPage();
  return (
    <Section id="about-story">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <p className="eyebrow">Our story</p>
          <Heading as="h2" id="about-story-title">
            Decks are what we do, and Knoxville is where we do it
          </Heading>
          <p className="lead">
            {business.name} started {yearsInBusiness} years ago building decks for cabins and homes in Sevier County,
            and moved its shop to Knoxville as the work grew. {decksBuilt} decks later, we build across{' '}
            {business.serviceRegion}.
          </p>
          <p>
            Over those years we have learned what East Tennessee does to a deck. Summer humidity keeps framing damp,
            spring pollen and fallen leaves sit on the boards, red clay shifts under posts that were not set on firm
            soil, and freeze-thaw winters find every ledger that was not flashed.
          </p>
          <p>
            So we build for it. Footings go to firm soil, ledgers are flashed, hardware is rated for treated lumber, and
            every deck is designed for the lot it sits on, whether that is a lake house on Tellico, a rental cabin in
            Sevierville or a family home in Farragut. We tell you what a project needs, what it costs, and what it does
            not need.
          </p>
          <p className={styles.more}>
            <Link to="/construction">How we build a deck</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/services">Our deck services</Link>
          </p>
        </div>
        <Card
          as="aside"
          title="Where we build"
          titleId="about-areas-title"
          size="lg"
          accent="evergreen"
          className={styles.card}>
          <p className={styles.cardText}>Homeowners and vacation-rental owners across {business.serviceRegion}:</p>
          <ul className={styles.cities}>
            {business.cities.map((city) => {
              const page = cityPage(city.slug);
              return (
                <li key={city.slug}>
                  <Icon name="pin" size={16} />
                  {page ? <Link to={page}>{city.name}</Link> : city.name}
                </li>
              );
            })}
          </ul>
          <p className={styles.cardMeta}>
            <Icon name="clock" size={16} />
            {hoursText()}
          </p>
        </Card>
      </div>
    </Section>
  );
}
