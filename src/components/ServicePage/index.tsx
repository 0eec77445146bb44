import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Page from '@site/src/components/Page';
import PageHero from '@site/src/components/PageHero';
import CtaBanner from '@site/src/components/CtaBanner';
import {services, serviceHref} from '@site/src/data/services';
import type {ServiceDetail} from '@site/src/data/serviceDetails/types';
import Icon from '@site/src/components/Icon';
import {serviceNode} from '@site/src/lib/structuredData';
import SectionView from './SectionView';
import styles from './styles.module.css';

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
      <nav className={clsx('section', styles.related)} aria-labelledby="related-services-title">
        <div className="container">
          <Heading as="h2" id="related-services-title" className={styles.relatedTitle}>
            More deck services
          </Heading>
          <ul className={styles.relatedList}>
            {others.map((s) => (
              <li key={s.slug}>
                <Link to={serviceHref(s.slug)} className={styles.relatedLink}>
                  <span className={styles.relatedIcon}>
                    <Icon name={s.icon} size={22} />
                  </span>
                  <span>
                    <span className={styles.relatedName}>{s.title}</span>
                    <span className={styles.relatedText}>{s.menuDescription}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.allServices}>
            <Link to="/services">All deck services</Link>
          </p>
        </div>
      </nav>
      <CtaBanner
        title={detail.cta.title}
        text={detail.cta.text}
        estimateLabel={detail.cta.estimateLabel ?? 'Get Free Estimate'}
        callLabel={detail.cta.callLabel ?? 'Call Now'}
      />
    </Page>
  );
}
