import React, {type ReactNode} from 'react';
import StatRow from '@site/src/components/StatRow';
import type {Stat} from '@site/src/data/types';
import styles from './styles.module.css';

/**
 * A city's figures (from the page's `stats` front matter) beside a short note.
 * Renders nothing when a city has no stats.
 */
export default function CityStats({
  items,
  note,
}: {
  items?: readonly Stat[];
  note?: ReactNode;
}): React.JSX.Element | null {
  if (!items || items.length === 0) {
    return null;
  }
  return (
    <div className={styles.panel}>
      {note && <p className={styles.note}>{note}</p>}
      <StatRow items={items} />
    </div>
  );
}
