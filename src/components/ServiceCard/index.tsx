import React from 'react';
import Card, {CardText} from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import type {ServiceSummary} from '@site/src/data/copySchema';
import {serviceHref} from '@site/src/lib/detailPaths';
import styles from './styles.module.css';

interface Props {
  service: ServiceSummary;
  /** Heading level of the card title (h3 under a page section's h2). */
  as?: 'h2' | 'h3';
  /** full (the services page): the four features under the description; summary (home): an icon instead. */
  variant?: 'full' | 'summary';
}

/** A service card: illustration, title, description, its features or its icon, and a Learn More link. */
export default function ServiceCard({service, as = 'h3', variant = 'full'}: Props): React.JSX.Element {
  return (
    <Card
      as="li"
      title={service.title}
      titleAs={as}
      icon={variant === 'summary' ? service.icon : undefined}
      image={{
        src: service.image,
        alt: service.imageAlt,
        sizes: '(min-width: 997px) 33vw, (min-width: 600px) 50vw, 100vw',
      }}
      href={serviceHref(service.slug)}
      more="Learn More">
      <CardText>{service.description}</CardText>
      {variant === 'full' && <CheckList items={service.features} compact className={styles.features} />}
    </Card>
  );
}
