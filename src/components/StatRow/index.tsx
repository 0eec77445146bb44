import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, e.g. "500+ decks built". Values come from data modules or front matter. */
export default function StatRow({
  items,
  tone = 'light',
  className,
}: {
  items: readonly Stat[];
  tone?: 'light' | 'dark';
  className?: string;
}): React.JSX.Element {
  return (
    <dl className={clsx(styles.row, tone === 'dark' && styles.dark, className)}>
      {items.map((s) => (
        <div key={s.label} className={styles.stat}>
          <dt className={styles.label}>{s.label}</dt>
          <dd className={styles.value}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
