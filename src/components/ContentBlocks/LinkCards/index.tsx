import React from 'react';
import Card, {CardText} from '@site/src/components/Card';
import type {IconName} from '@site/src/data/types';
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
          <Card as="li" key={item.to} title={item.title} titleAs={as} icon={item.icon} href={item.to}>
            <CardText>{item.text}</CardText>
          </Card>
        ))}
      </ul>
    </div>
  );
}
