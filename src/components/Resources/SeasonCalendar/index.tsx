import React from 'react';
import Heading from '@theme/Heading';
import CheckList from '@site/src/components/CheckList';
import Icon from '@site/src/components/Icon';
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
          <li key={s.season} className={styles.card}>
            <div className={styles.head}>
              {s.icon && (
                <span className={styles.icon}>
                  <Icon name={s.icon} size={22} />
                </span>
              )}
              <div>
                <Heading as="h3" className={styles.title}>
                  {s.season}
                </Heading>
                <p className={styles.months}>{s.months}</p>
              </div>
            </div>
            <CheckList items={s.tasks} compact />
          </li>
        ))}
      </ol>
    </div>
  );
}
