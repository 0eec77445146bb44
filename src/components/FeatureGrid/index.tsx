import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface Feature {
  title: string;
  text: string;
  icon?: IconName;
}

interface Props {
  items: readonly Feature[];
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
  /** Heading level of each card title. */
  as?: 'h3' | 'h4';
  className?: string;
}

/** Cards of icon, title and text: benefits, values, differentiators. */
export default function FeatureGrid({items, columns = 3, as = 'h3', className}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.grid, styles[`cols${columns}`], className)}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.icon && (
            <span className={styles.icon}>
              <Icon name={item.icon} size={24} />
            </span>
          )}
          <Heading as={as} className={styles.title}>
            {item.title}
          </Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
