import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import {services, serviceHref, type ServiceSlug} from '@site/src/data/services';
import styles from './styles.module.css';

export interface CityService {
  service: ServiceSlug;
  /** What this service looks like in this city. */
  text: string;
}

/**
 * The services offered in a city, each linking to its /services page. Titles
 * and links come from src/data/services.ts; the local text comes from the page.
 */
export default function CityServices({
  items,
  as = 'h3',
}: {
  items: readonly CityService[];
  as?: 'h3' | 'h4';
}): React.JSX.Element {
  return (
    <ul className={styles.list}>
      {items.map(({service, text}) => {
        const summary = services.find((s) => s.slug === service);
        if (!summary) {
          throw new Error(`Unknown service "${service}" in a service-area page.`);
        }
        return (
          <li key={service} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={summary.icon} size={22} />
            </span>
            <div>
              <Heading as={as} className={styles.title}>
                <Link to={serviceHref(service)}>{summary.title}</Link>
              </Heading>
              <p className={styles.text}>{text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
