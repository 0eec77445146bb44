import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Source} from '@site/src/data/types';
import styles from './styles.module.css';

/** "November 24, 2026" from a YAML date (a Date) or "2026-11-24". */
export function formatDay(day: Date | string): string {
  const date = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day;
  return date.toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
}

interface Props {
  items?: readonly Source[];
  /** When the page was last checked; pages whose figures change yearly say so. */
  lastUpdated?: Date | string;
}

/** The published sources a page leans on, and when it was last checked, at the foot of the page (one a page: #sources). */
export default function Sources({items = [], lastUpdated}: Props): React.JSX.Element | null {
  if (items.length === 0 && !lastUpdated) return null;
  return (
    <aside
      className={styles.sources}
      aria-labelledby={items.length > 0 ? 'sources' : undefined}
      // Other sites' pages and a date: nothing a visitor searches this site for.
      data-search-skip>
      {items.length > 0 && (
        <>
          <Heading as="h2" id="sources" className={styles.title}>
            Sources
          </Heading>
          <ul className={styles.list}>
            {items.map((source) => (
              <li key={source.url}>
                <Link href={source.url}>{source.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {lastUpdated && (
        <p className={styles.updated}>
          Last updated{' '}
          <time dateTime={typeof lastUpdated === 'string' ? lastUpdated : lastUpdated.toISOString().slice(0, 10)}>
            {formatDay(lastUpdated)}
          </time>
        </p>
      )}
    </aside>
  );
}
