import React from 'react';
import clsx from 'clsx';
import Card, {CardText} from '@site/src/components/Card';
import type {Feature} from '@site/src/data/types';
import styles from './styles.module.css';

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
        <Card as="li" key={item.title} title={item.title} titleAs={as} icon={item.icon} size="lg">
          <CardText>{item.text}</CardText>
        </Card>
      ))}
    </ul>
  );
}
