import React from 'react';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import type {IconName} from '@site/src/data/types';
import patterns from '@site/src/css/patterns.module.css';
import styles from './styles.module.css';

export interface Season {
  season: string;
  /** e.g. "March-May" */
  months: string;
  tasks: readonly string[];
  icon?: IconName;
}

/** A year of deck care, one card per season. */
export default function SeasonCalendar({seasons}: {seasons: readonly Season[]}): React.JSX.Element {
  return (
    <div className={patterns.proseBlock}>
      <ol className={patterns.grid2}>
        {seasons.map((s) => (
          <Card as="li" key={s.season} title={s.season} icon={s.icon}>
            <p className={styles.months}>{s.months}</p>
            <CheckList items={s.tasks} compact />
          </Card>
        ))}
      </ol>
    </div>
  );
}
