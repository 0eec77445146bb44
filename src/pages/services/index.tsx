import React from 'react';
import Link from '@docusaurus/Link';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CtaBanner from '@site/src/components/CtaBanner';
import ServiceCard from '@site/src/components/ServiceCard';
import {services} from '@site/src/data/services';
import {business} from '@site/src/data/business';
import {cityNames} from '@site/src/lib/businessFacts';
import {pickSellingPoints} from '@site/src/data/sellingPoints';
import {itemList, serviceNode} from '@site/src/lib/structuredData';
import styles from './styles.module.css';

/** The three points the original site's Why Choose section named. */
const whyChoose = pickSellingPoints('licensed', 'materials', 'craftsmanship');

export default function Services(): React.JSX.Element {
  return (
    <Page
      title="Deck Services in Knoxville, TN"
      description={`Deck installation, remodeling, composite decking, custom design and repair from ${business.name}, serving ${cityNames}.`}
      keywords={[
        'deck services Knoxville',
        'deck builder Knoxville TN',
        'deck installation',
        'deck remodeling',
        'composite decking',
        'custom deck design',
        'deck repair East Tennessee',
      ]}
      schema={{
        type: 'CollectionPage',
        mainEntity: (siteUrl) =>
          itemList(
            services.map((s) => ({name: s.title, url: `${siteUrl}/services/${s.slug}`, item: serviceNode(siteUrl, s)})),
          ),
      }}>
      <Hero
        eyebrow="Our services"
        title="Everything your deck needs, from one local builder"
        lead={
          <p>
            New decks, remodels, composite upgrades, custom designs and repairs for homes and vacation rentals across{' '}
            {cityNames}. One team handles design, permits, building and cleanup.
          </p>
        }
      />
      <Section
        id="services-list"
        eyebrow="What we do"
        title="Five ways we can help"
        intro="Not sure which one you need? Start with a free estimate: we will look at your deck or your yard and tell you what makes sense.">
        <ul className={styles.grid}>
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} className={styles.item} />
          ))}
        </ul>
      </Section>
      <Section
        id="why-choose"
        tone="white"
        eyebrow="Why choose us"
        title={`Why choose ${business.name}`}
        intro="A deck is part of your house. We build it that way.">
        <FeatureGrid items={whyChoose} columns={3} />
        <p className={styles.more}>
          Curious how we build? Read <Link to="/construction">how we build a deck</Link>, browse{' '}
          <Link to="/gallery">our gallery</Link> or see the <Link to="/service-areas">areas we serve</Link>.
        </p>
      </Section>
      <CtaBanner
        title="Get a free estimate for your deck"
        text="Tell us about your project. We will visit, measure and give you a written estimate at no cost."
      />
    </Page>
  );
}
