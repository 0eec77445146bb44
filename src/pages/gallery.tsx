import React from 'react';
import Heading from '@theme/Heading';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import Gallery from '@site/src/components/Gallery';
import LeadForm from '@site/src/components/LeadForm';
import CallLink from '@site/src/components/CallButton/CallLink';
import CheckList from '@site/src/components/CheckList';
import {business} from '@site/src/data/business';
import {galleryItems, isIllustration} from '@site/src/data/gallery';
import {itemList} from '@site/src/lib/structuredData';
import styles from '@site/src/components/Gallery/page.module.css';
import {hoursText} from '@site/src/lib/businessFacts';
import {listInWords} from '@site/src/lib/format';

/** The projects as images with their captions. */
const projectsJsonLd = (siteUrl: string) =>
  itemList(
    galleryItems.map((item) => ({
      name: item.title,
      url: `${siteUrl}/gallery`,
      item: {
        '@type': 'ImageObject',
        contentUrl: `${siteUrl}${item.image}`,
        name: item.title,
        caption: item.alt,
        description: item.description,
        contentLocation: item.location,
      },
    })),
  );

/** Where the projects shown are ("Sequoyah Hills, Knoxville" counts as Knoxville), for the description. */
const places = listInWords([...new Set(galleryItems.map((item) => item.location.split(',').pop()!.trim()))]);

/** Illustrations are shown as what they are: the kinds of decks we build, until photos of real projects replace them. */
const illustrated = galleryItems.some(isIllustration);

export default function GalleryPage(): React.JSX.Element {
  return (
    <Page
      title="Deck Project Gallery"
      description={`Composite, wood, multi-level and remodeled decks built by ${business.name} in ${places}.`}
      keywords={[
        'deck gallery Knoxville',
        'composite deck ideas',
        'multi-level deck East Tennessee',
        'deck remodel before and after',
        'Knoxville deck builder projects',
      ]}
      schema={{type: 'ImageGallery', mainEntity: projectsJsonLd}}>
      <Hero
        eyebrow="Project gallery"
        title={illustrated ? 'The decks we build across East Tennessee' : 'Decks we have built across East Tennessee'}
        lead={
          illustrated
            ? 'Composite decks under old oaks, cedar and pergolas, multi-level decks on steep lots and cabin rebuilds in the mountains, drawn as illustrations until photos of the finished decks replace them. Filter by type and open any one for a closer look.'
            : 'Composite decks under old oaks, cedar and pergolas, multi-level decks on steep lots and cabin rebuilds in the mountains. Filter by type and open any project for a closer look.'
        }
      />
      <Section
        id="gallery-projects"
        eyebrow={illustrated ? 'Deck types' : 'Recent projects'}
        title="Browse by deck type"
        intro="Each deck is designed for its lot, its house and the way its owners want to live outside.">
        <Gallery />
      </Section>
      <Section id="gallery-estimate" tone="white">
        <div className={styles.estimate}>
          <div className={styles.copy}>
            <p className="eyebrow">Free estimate</p>
            <Heading as="h2" id="gallery-estimate-title">
              Like what you see? Let&apos;s plan yours.
            </Heading>
            <p className="lead">
              Tell us about your yard and your ideas. A designer will call to set up a free on-site visit.
            </p>
            <CheckList
              items={[
                'Free on-site consultation and measurements',
                'A drawn plan and a written, line-by-line estimate',
                'Wood, composite and PVC options compared honestly',
              ]}
            />
            <p className={styles.call}>
              Prefer to talk? Call <CallLink /> ({hoursText()}).
            </p>
          </div>
          <div className={styles.formCard}>
            <LeadForm placement="gallery" lazy />
          </div>
        </div>
      </Section>
    </Page>
  );
}
