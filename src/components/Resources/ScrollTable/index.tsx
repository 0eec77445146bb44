import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Accessible name for the scrollable region, e.g. "Composite, wood and PVC compared". */
  label: string;
  children: ReactNode;
}

/**
 * Wraps a markdown table so it scrolls sideways on narrow phones instead of
 * squeezing its columns; keyboard users can focus the region to scroll it.
 */
export default function ScrollTable({label, children}: Props): React.JSX.Element {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
