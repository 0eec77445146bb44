import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface LinkCard {
  title: string;
  text: React.ReactNode;
  /** An existing route, e.g. /faqs. */
  to: string;
  icon?: IconName;
}

/** Cards that each lead to another page; the whole card is one link. */
export default function LinkCards({
  items,
  as = 'h3',
}: {
  items: readonly LinkCard[];
  as?: 'h3' | 'h4';
}): React.JSX.Element {
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.to} className={styles.cell}>
            <Link to={item.to} className={styles.card}>
              {item.icon && (
                <span className={styles.icon}>
                  <Icon name={item.icon} size={22} />
                </span>
              )}
              <Heading as={as} className={styles.title}>
                {item.title}
              </Heading>
              <p className={styles.text}>{item.text}</p>
              <Icon name="arrowRight" size={20} className={styles.arrow} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
