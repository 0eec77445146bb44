import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import ServiceCard from '@site/src/components/ServiceCard';
import type {ServiceSummary} from '@site/src/data/copySchema';
import type {HomeData} from '@site/src/data/pageSchema';
import styles from './styles.module.css';

/** The services whose file says "On the home page", in their order; all of them are on /services. */
export default function HomeServices({
  copy,
  services,
}: {
  copy: HomeData['services'];
  services: readonly ServiceSummary[];
}): React.JSX.Element {
  return (
    <Section id="home-services" tone="white" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className={styles.grid}>
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} variant="summary" />
        ))}
      </ul>
      <p className={styles.all}>
        <Link to="/services" className="button button--primary button--outline">
          {copy.allLabel}
        </Link>
      </p>
    </Section>
  );
}
