import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import {serviceHref, type ServiceSummary} from '@site/src/data/services';
import styles from './RelatedServices.module.css';

/** The other services, as compact links at the foot of a service page. */
export default function RelatedServices({others}: {others: readonly ServiceSummary[]}): React.JSX.Element {
  return (
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
  );
}
