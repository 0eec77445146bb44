import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

/** A list with check marks; `columns` splits it on wide screens. */
export default function CheckList({
  items,
  columns = 1,
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
  className?: string;
}): React.JSX.Element {
  return (
    <ul className={clsx(styles.list, styles[`cols${columns}`], className)}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
