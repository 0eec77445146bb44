import React from 'react';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import Icon from '@site/src/components/Icon';
import patterns from '@site/src/css/patterns.module.css';
import styles from './styles.module.css';

export interface MaterialCare {
  material: string;
  /** How often the main care is due, e.g. "Wash twice a year". */
  frequency: string;
  tasks: readonly string[];
}

/** Care by material: what each decking material needs, and how often. */
export default function CareCards({items}: {items: readonly MaterialCare[]}): React.JSX.Element {
  return (
    <div className={patterns.proseBlock}>
      <ul className={patterns.grid2}>
        {items.map((c) => (
          <Card as="li" key={c.material} title={c.material} accent="cedar">
            <p className={styles.frequency}>
              <Icon name="calendar" size={18} className={styles.freqIcon} />
              <span>
                <strong>How often:</strong> {c.frequency}
              </span>
            </p>
            <CheckList items={c.tasks} compact />
          </Card>
        ))}
      </ul>
    </div>
  );
}
