import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CtaBanner from '@site/src/components/CtaBanner';
import CopyText from '@site/src/components/CopyText';
import ServiceCard from '@site/src/components/ServiceCard';
import type {ServicesData} from '@site/src/data/pageSchema';
import {serviceHref} from '@site/src/lib/detailPaths';
import {itemList, serviceNode} from '@site/src/lib/structuredData';
import words from '@site/src/data/copy/pages/services.json';
import styles from './styles.module.css';

/**
 * /services: every service's card (each service is a file: /admin → Service pages), and why choose us; its words in
 * /admin → Site pages → Services overview, with the cards, finished by the build (build-time/pageCopy.ts).
 */
export default function Services(): React.JSX.Element {
  const copy = words as ServicesData;
  const services = copy.serviceCards;
  return (
    <Page
      title={copy.meta.title}
      description={copy.meta.description}
      keywords={copy.meta.keywords}
      schema={{
        type: 'CollectionPage',
        mainEntity: (siteUrl) =>
          itemList(
            services.map((s) => ({
              name: s.title,
              url: `${siteUrl}${serviceHref(s.slug)}`,
              item: serviceNode(siteUrl, s),
            })),
          ),
      }}>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={<p>{copy.hero.lead}</p>} />
      <Section id="services-list" eyebrow={copy.list.eyebrow} title={copy.list.title} intro={copy.list.intro}>
        <ul className={styles.grid}>
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </ul>
      </Section>
      <Section
        id="why-choose"
        tone="white"
        eyebrow={copy.whyChoose.eyebrow}
        title={copy.whyChoose.title}
        intro={copy.whyChoose.intro}>
        <FeatureGrid items={copy.whyChoose.cards} columns={3} />
        <p className={styles.more}>
          <CopyText text={copy.whyChoose.more} />
        </p>
      </Section>
      <CtaBanner title={copy.cta.title} text={copy.cta.text} />
    </Page>
  );
}
