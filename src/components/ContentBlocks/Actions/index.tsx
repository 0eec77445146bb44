import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A row of buttons inside MDX content (wraps on small screens). */
export default function Actions({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.row}>{children}</div>;
}
