import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface Area {
  name: string;
  /** One short line on what the area is like to build in. */
  note?: string;
}

/**
 * A compact list of the towns, communities or neighborhoods served from a
 * city page (the "nine-area list"). Names are not headings: they are list items.
 */
export default function AreaList({
  items,
  label,
  columns = 3,
}: {
  items: readonly Area[];
  label?: string;
  columns?: 2 | 3;
}): React.JSX.Element {
  return (
    <ul className={clsx(styles.list, columns === 3 && styles.cols3)} aria-label={label}>
      {items.map((a) => (
        <li key={a.name} className={styles.item}>
          <Icon name="pin" size={18} className={styles.icon} />
          <span>
            <strong className={styles.name}>{a.name}</strong>
            {a.note && <span className={styles.note}>{a.note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
