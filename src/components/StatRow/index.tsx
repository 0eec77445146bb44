import React from 'react';
import clsx from 'clsx';
import type {Stat} from '@site/src/data/types';
import styles from './styles.module.css';

/** Longer than "Under 43%": a figure in words ("Above the conforming limit"). */
const wordyLength = 9;
const wordy = (items: readonly Stat[]) => items.some((s) => s.value.length > wordyLength);

/**
 * Headline figures, e.g. "500+ decks built". Values come from data modules or front matter.
 * `cards` draws each figure on the site's card surface (Infima's `.card`, themed in custom.css: a
 * figure is not a titled Card); `panel` joins them into one bordered panel. Figures wrap;
 * a row with a figure in words sets all its figures smaller, so each fits its card.
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
}): React.JSX.Element | null {
  // A sample claim (a stand-in nobody can check yet) never shows: the launch check lists it until the owner confirms it.
  const shown = items.filter((s) => !s.sample);
  if (shown.length === 0) return null;
  return (
    <dl
      className={clsx(
        styles.row,
        styles[variant],
        tone === 'dark' && styles.dark,
        wordy(shown) && styles.wordy,
        className,
      )}>
      {shown.map((s) => (
        <div key={s.label} className={clsx(styles.stat, variant === 'cards' && ['card', styles.statCard])}>
          <dt className={styles.label}>{s.label}</dt>
          <dd className={styles.value}>{s.value}</dd>
          {s.note && <dd className={styles.note}>{s.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
