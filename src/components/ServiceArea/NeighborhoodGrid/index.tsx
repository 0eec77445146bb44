import React from 'react';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface Neighborhood {
  name: string;
  /** The neighborhood's ZIP code. */
  zip: string;
  /** What building a deck there usually involves. */
  text: string;
}

/** Neighborhood cards with their ZIP codes (Knoxville's neighborhood grid). */
export default function NeighborhoodGrid({
  items,
  as = 'h3',
}: {
  items: readonly Neighborhood[];
  as?: 'h3' | 'h4';
}): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {items.map((n) => (
        <li key={n.name} className={styles.card}>
          <div className={styles.head}>
            <Heading as={as} className={styles.name}>
              {n.name}
            </Heading>
            <span className={styles.zip}>
              <Icon name="pin" size={14} />
              <span className="sr-only">ZIP code </span>
              {n.zip}
            </span>
          </div>
          <p className={styles.text}>{n.text}</p>
        </li>
      ))}
    </ul>
  );
}
