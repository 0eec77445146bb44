import React from 'react';
import Card, {CardText} from '@site/src/components/Card';
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
        <Card
          as="li"
          key={n.name}
          title={n.name}
          titleAs={as}
          eyebrow={
            <>
              <Icon name="pin" size={14} />
              <span className="sr-only">ZIP code </span>
              <span className={styles.zip}>{n.zip}</span>
            </>
          }>
          <CardText>{n.text}</CardText>
        </Card>
      ))}
    </ul>
  );
}
