import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SectionHeader from '@site/src/components/SectionHeader';
import Icon from '@site/src/components/Icon';
import {serviceHref, services, type ServiceSlug, type ServiceSummary} from '@site/src/data/services';
import styles from './styles.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

/** The four services featured on the home page; all five are on /services. */
export const featuredServiceSlugs: readonly ServiceSlug[] = ['installation', 'composite', 'remodeling', 'repair'];

const featured = featuredServiceSlugs
  .map((slug) => services.find((s) => s.slug === slug))
  .filter((s): s is ServiceSummary => Boolean(s));

export default function HomeServices(): React.JSX.Element {
  return (
    <section className="section section--white" aria-labelledby="home-services-title">
      <div className="container">
        <SectionHeader
          id="home-services-title"
          eyebrow="What we build"
          title="Deck services, start to finish"
          intro="New decks, composite upgrades, remodels and repairs, all designed, permitted and built by the same local team."
        />
        <ul className={styles.grid}>
          {featured.map((service) => (
            <li key={service.slug} className={styles.card}>
              <div className={styles.media}>
                <ResponsiveImage
                  src={service.image}
                  alt={service.imageAlt}
                  sizes="(min-width: 997px) 33vw, (min-width: 600px) 50vw, 100vw"
                />
              </div>
              <div className={styles.body}>
                <span className={styles.icon}>
                  <Icon name={service.icon} size={22} />
                </span>
                <Heading as="h3" className={styles.title}>
                  <Link to={serviceHref(service.slug)} className={styles.link}>
                    {service.title}
                  </Link>
                </Heading>
                <p className={styles.text}>{service.description}</p>
                <span className={styles.more} aria-hidden="true">
                  Learn more
                  <Icon name="arrowRight" size={16} />
                </span>
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.all}>
          <Link to="/services" className="button button--primary button--outline">
            See all deck services
          </Link>
        </p>
      </div>
    </section>
  );
}
