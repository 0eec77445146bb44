import React from 'react';
import Heading from '@theme/Heading';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import Gallery from '@site/src/components/Gallery';
import LeadForm from '@site/src/components/LeadForm';
import CheckList from '@site/src/components/CheckList';
import CopyText from '@site/src/components/CopyText';
import {galleryItems} from '@site/src/data/gallery';
import type {GalleryCopy} from '@site/src/data/pageSchema';
import {itemList} from '@site/src/lib/structuredData';
import words from '@site/src/data/copy/pages/gallery.json';
import styles from '@site/src/components/Gallery/page.module.css';

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

/**
 * The gallery: its projects from Business → Gallery projects, its words from Site pages → Gallery, the build choosing
 * the words for illustrations while any project is one (build-time/pageCopy.ts).
 */
export default function GalleryPage(): React.JSX.Element {
  const copy = words as GalleryCopy;
  return (
    <Page
      title={copy.meta.title}
      description={copy.meta.description}
      keywords={copy.meta.keywords}
      schema={{type: 'ImageGallery', mainEntity: projectsJsonLd}}>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section
        id="gallery-projects"
        eyebrow={copy.projects.eyebrow}
        title={copy.projects.title}
        intro={copy.projects.intro}>
        <Gallery />
      </Section>
      <Section id="gallery-estimate" tone="white">
        <div className={styles.estimate}>
          <div className={styles.copy}>
            <p className="eyebrow">{copy.estimate.eyebrow}</p>
            <Heading as="h2" id="gallery-estimate-title">
              {copy.estimate.title}
            </Heading>
            <p className="lead">{copy.estimate.lead}</p>
            <CheckList items={copy.estimate.points} />
            <p className={styles.call}>
              <CopyText text={copy.estimate.call} />
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
