import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import CtaBanner from '@site/src/components/CtaBanner';
import InfoNote from '@site/src/components/InfoNote';
import Sources from '@site/src/components/Sources';
import {serviceNode} from '@site/src/lib/structuredData';
import type {DetailPage as DetailPageModel} from '@site/src/data/types';
import SectionView from './SectionView';
import Related from './Related';
import styles from './styles.module.css';

/**
 * Bands alternate sand and white; a run of text sections reads as one column
 * in one band, each joined to the one before.
 */
function bands(sections: DetailPageModel['sections']) {
  let tone: 'sand' | 'white' = 'white';
  return sections.map((section, i) => {
    const joined = section.kind === 'text' && sections[i - 1]?.kind === 'text';
    if (!joined) tone = tone === 'sand' ? 'white' : 'sand';
    return {section, tone, joined};
  });
}

/**
 * The one layout of every service and loan program page (src/data/detailPages.ts):
 * hero, the page's sections in alternating bands, the other pages of its list,
 * and the closing banner. Every button opens the page's dialog; every call dials.
 */
export default function DetailPage({page}: {page: DetailPageModel}): React.JSX.Element {
  const {meta, hero, action, service} = page;
  return (
    <Page
      title={meta.title}
      description={meta.description}
      keywords={[...meta.keywords]}
      schema={service && {type: 'WebPage', mainEntity: (siteUrl) => serviceNode(siteUrl, service)}}>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        estimateLabel={action.label}
        dialog={action.dialog}
        image={hero.image}
      />
      {page.notice === 'financing' && (
        <div className="container">
          <InfoNote />
        </div>
      )}
      {bands(page.sections).map(({section, tone, joined}) => (
        <SectionView key={section.id} section={section} tone={tone} joined={joined} />
      ))}
      {(page.sources || page.lastUpdated) && (
        <div className="container">
          <Sources items={page.sources} lastUpdated={page.lastUpdated} />
        </div>
      )}
      <Related related={page.related} />
      {page.notice === 'financing' && (
        <div className={`container ${styles.smallPrint}`}>
          <InfoNote variant="small" />
        </div>
      )}
      <CtaBanner title={page.cta.title} text={page.cta.text} estimateLabel={action.label} dialog={action.dialog} />
    </Page>
  );
}
