import React, {type ReactNode} from 'react';
import Card, {CardText} from '@site/src/components/Card';
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
 * Labeled, so they read as practical advice, not marketing.
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
    <div className={styles.notes}>
      <p className={styles.label}>
        <Icon name="lightbulb" size={18} />
        {label}
      </p>
      <ul className={styles.list}>
        {items.map((n) => (
          <Card as="li" key={n.title} title={n.title} titleAs={as} icon={n.icon ?? 'checkCircle'}>
            <CardText>{n.text}</CardText>
          </Card>
        ))}
      </ul>
    </div>
  );
}
