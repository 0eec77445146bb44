import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  items: readonly string[];
  /** Split the list into columns on wide screens. */
  columns?: 1 | 2 | 3;
  /** Tighter lines and no space after, for a list inside a card. */
  compact?: boolean;
  /** The mark before each line (a check by default). */
  icon?: IconName;
  className?: string;
}

/** Every list of short points led by a mark, such as a check. */
export default function CheckList({
  items,
  columns = 1,
  compact = false,
  icon = 'check',
  className,
}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.list, styles[`cols${columns}`], compact && styles.compact, className)}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={18} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
