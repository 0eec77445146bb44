import React from 'react';
import Page from '@site/src/components/Page';
import PageHero from '@site/src/components/PageHero';
import CtaBanner from '@site/src/components/CtaBanner';
import {services} from '@site/src/data/services';
import type {ServiceDetail} from '@site/src/data/serviceDetails/types';
import {serviceNode} from '@site/src/lib/structuredData';
import RelatedServices from './RelatedServices';
import SectionView from './SectionView';

interface Props {
  detail: ServiceDetail;
}

/**
 * The one layout every service page shares: hero (headline, free estimate,
 * call), the page's content sections, links to the other services, and a
 * closing call-to-action banner. Content comes from src/data/serviceDetails.
 */
export default function ServicePage({detail}: Props): React.JSX.Element {
  const summary = services.find((s) => s.slug === detail.slug);
  const others = services.filter((s) => s.slug !== detail.slug);
  return (
    <Page
      title={detail.meta.title}
      description={detail.meta.description}
      keywords={[...detail.meta.keywords]}
      schema={{type: 'WebPage', mainEntity: summary && ((siteUrl) => serviceNode(siteUrl, summary))}}>
      <PageHero
        eyebrow={detail.hero.eyebrow}
        title={detail.hero.title}
        lead={<p>{detail.hero.lead}</p>}
        estimateLabel={detail.hero.estimateLabel ?? 'Get Free Estimate'}
        callLabel={detail.hero.callLabel ?? 'Call Now'}
        image={summary?.image}
        imageAlt={summary?.imageAlt}
      />
      {detail.sections.map((section, index) => (
        <SectionView key={section.id} section={section} tone={section.tone ?? (index % 2 === 0 ? 'sand' : 'white')} />
      ))}
      <RelatedServices others={others} />
      <CtaBanner
        title={detail.cta.title}
        text={detail.cta.text}
        estimateLabel={detail.cta.estimateLabel ?? 'Get Free Estimate'}
        callLabel={detail.cta.callLabel ?? 'Call Now'}
      />
    </Page>
  );
}
