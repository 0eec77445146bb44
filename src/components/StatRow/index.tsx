import React from 'react';
import clsx from 'clsx';
import type {Stat} from '@site/src/data/types';
import styles from './styles.module.css';

/**
 * Headline figures, e.g. "500+ decks built". Values come from data modules or front matter.
 * `cards` draws each figure on the site's card surface (Infima's `.card`, themed in custom.css: a
 * figure is not a titled Card); `panel` joins them into one bordered panel.
 */
export default function StatRow({
  items,
  tone = 'light',
  variant = 'cards',
  className,
}: {
  items: readonly Stat[];
  tone?: 'light' | 'dark';
  variant?: 'cards' | 'panel';
  className?: string;
}): React.JSX.Element {
  return (
    <dl className={clsx(styles.row, styles[variant], tone === 'dark' && styles.dark, className)}>
      {items.map((s) => (
        <div key={s.label} className={clsx(styles.stat, variant === 'cards' && ['card', styles.statCard])}>
          <dt className={styles.label}>{s.label}</dt>
          <dd className={styles.value}>{s.value}</dd>
          {s.note && <dd className={styles.note}>{s.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
