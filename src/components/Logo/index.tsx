import React from 'react';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

/** Wordmark: a ridge line over deck boards, and the business name. */
export default function Logo({inverted = false}: {inverted?: boolean}): React.JSX.Element {
  return (
    <span className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" className={styles.markBg} />
        <path d="M6 21 14 12l5 5 5-7 10 11" className={styles.ridge} />
        <path d="M8 26h24M8 30.5h24M8 35h24" className={styles.boards} />
      </svg>
      <span className={styles.name}>{business.name}</span>
    </span>
  );
}
