import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CheckList from '@site/src/components/CheckList';
import Icon from '@site/src/components/Icon';
import {serviceHref, type ServiceSummary} from '@site/src/data/services';
import styles from './styles.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

interface Props {
  service: ServiceSummary;
  /** Heading level of the card title (h3 under a page section's h2). */
  as?: 'h2' | 'h3';
  className?: string;
}

/** A service card: illustration, title, description, four features and a Learn More link. */
export default function ServiceCard({service, as = 'h3', className}: Props): React.JSX.Element {
  return (
    <article className={clsx(styles.card, className)}>
      <ResponsiveImage
        src={service.image}
        alt={service.imageAlt}
        sizes="(min-width: 997px) 33vw, (min-width: 600px) 50vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <Heading as={as} className={styles.title}>
          {service.title}
        </Heading>
        <p className={styles.description}>{service.description}</p>
        <CheckList items={service.features} className={styles.features} />
        <Link to={serviceHref(service.slug)} className={styles.more}>
          Learn More<span className="sr-only"> about {service.title}</span>
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </article>
  );
}
