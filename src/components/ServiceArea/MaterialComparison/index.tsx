import React from 'react';
import Heading from '@theme/Heading';
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
        <li key={m.name} className={styles.card}>
          <div className={styles.head}>
            <span className={styles.icon}>
              <Icon name={m.icon ?? 'layers'} size={22} />
            </span>
            <div>
              <Heading as={as} className={styles.name}>
                {m.name}
              </Heading>
              <p className={styles.tier}>{m.tier}</p>
            </div>
          </div>
          <p className={styles.text}>{m.text}</p>
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
        </li>
      ))}
    </ul>
  );
}
