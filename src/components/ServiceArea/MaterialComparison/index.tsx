import React from 'react';
import Card, {CardText} from '@site/src/components/Card';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import styles from './styles.module.css';

export interface MaterialOption {
  name: string;
  /** A plain-words cost position, e.g. "Lowest upfront cost". */
  tier: string;
  text: string;
  /** Short points in its favour. */
  pros: readonly string[];
  /** The trade-off to know about. */
  watch: string;
  icon?: IconName;
}

/** Side-by-side decking materials with pros and the trade-off (a city page's material comparison). */
export default function MaterialComparison({
  items,
  as = 'h3',
}: {
  items: readonly MaterialOption[];
  as?: 'h3' | 'h4';
}): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {items.map((m) => (
        <Card
          as="li"
          key={m.name}
          title={m.name}
          titleAs={as}
          icon={m.icon ?? 'layers'}
          eyebrow={m.tier}
          accent="cedar">
          <CardText>{m.text}</CardText>
          <ul className={styles.pros}>
            {m.pros.map((p) => (
              <li key={p}>
                <Icon name="check" size={16} className={styles.check} />
                <span>{p}</span>
              </li>
            ))}
          </ul>
          <p className={styles.watch}>
            <strong>Keep in mind:</strong> {m.watch}
          </p>
        </Card>
      ))}
    </ul>
  );
}
