import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  children: ReactNode;
  /** 'reading' keeps long text to a comfortable measure; 'wide' fits card grids. */
  width?: 'reading' | 'wide';
  className?: string;
}

/**
 * The body of an MDX page (/faqs, /help, /construction): the content box, with the
 * site's reading styles (`markdown`: headings, lists, tables) applied.
 */
export default function PageBody({children, width = 'reading', className}: Props): React.JSX.Element {
  return (
    <div className={clsx('markdown', styles.body, width === 'wide' ? styles.wide : styles.reading, className)}>
      {children}
    </div>
  );
}
