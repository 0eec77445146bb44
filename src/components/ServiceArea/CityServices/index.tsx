import React from 'react';
import Card, {CardText} from '@site/src/components/Card';
import {useServices} from '@site/src/lib/detailLists';
import {serviceHref} from '@site/src/lib/detailPaths';
import styles from './styles.module.css';

export interface CityService {
  /** A service's slug: its file's name in src/data/copy/services. */
  service: string;
  /** What this service looks like in this city. */
  text: string;
}

/**
 * The services offered in a city, each linking to its /services page. Titles
 * and links come from the services' files (src/data/copy/services); the local text comes from the page.
 */
export default function CityServices({
  items,
  as = 'h3',
}: {
  items: readonly CityService[];
  as?: 'h3' | 'h4';
}): React.JSX.Element {
  const services = useServices();
  return (
    <ul className={styles.list}>
      {items.map(({service, text}) => {
        const summary = services.find((s) => s.slug === service);
        if (!summary) {
          throw new Error(`Unknown service "${service}" in a service-area page.`);
        }
        return (
          <Card
            as="li"
            key={service}
            title={summary.title}
            titleAs={as}
            icon={summary.icon}
            href={serviceHref(service)}>
            <CardText>{text}</CardText>
          </Card>
        );
      })}
    </ul>
  );
}
