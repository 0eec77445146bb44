import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import ServiceCard from '@site/src/components/ServiceCard';
import {services, type ServiceSlug, type ServiceSummary} from '@site/src/data/services';
import styles from './styles.module.css';

/** The four services featured on the home page; all five are on /services. */
export const featuredServiceSlugs: readonly ServiceSlug[] = ['installation', 'composite', 'remodeling', 'repair'];

const featured = featuredServiceSlugs
  .map((slug) => services.find((s) => s.slug === slug))
  .filter((s): s is ServiceSummary => Boolean(s));

export default function HomeServices(): React.JSX.Element {
  return (
    <Section
      id="home-services"
      tone="white"
      eyebrow="What we build"
      title="Deck services, start to finish"
      intro="New decks, composite upgrades, remodels and repairs, all designed, permitted and built by the same local team.">
      <ul className={styles.grid}>
        {featured.map((service) => (
          <ServiceCard key={service.slug} service={service} variant="summary" />
        ))}
      </ul>
      <p className={styles.all}>
        <Link to="/services" className="button button--primary button--outline">
          See all deck services
        </Link>
      </p>
    </Section>
  );
}
