import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import styles from './styles.module.css';

export interface LocalNote {
  title: string;
  text: ReactNode;
  icon?: IconName;
}

/**
 * "Good to know" notes for a city: permits, HOA review, terrain, weather.
 * A labeled panel so it reads as practical advice, not marketing.
 */
export default function LocalNotes({
  label,
  items,
  as = 'h3',
}: {
  label: string;
  items: readonly LocalNote[];
  as?: 'h3' | 'h4';
}): React.JSX.Element {
  return (
    <div className={styles.panel}>
      <p className={styles.label}>
        <Icon name="lightbulb" size={18} />
        {label}
      </p>
      <div className={styles.list}>
        {items.map((n) => (
          <div key={n.title} className={styles.item}>
            <Heading as={as} className={styles.title}>
              <Icon name={n.icon ?? 'checkCircle'} size={20} className={styles.icon} />
              {n.title}
            </Heading>
            <p className={styles.text}>{n.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
