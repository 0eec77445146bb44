import React from 'react';
import type {Citation} from '@site/src/data/framing';
import styles from './Takeoff.module.css';

/** "AWC DCA 6-2015, Table 2 "Maximum Joist Spans and Overhangs", p. 4", linked where the document is online. */
export default function Cite({cite}: {cite: readonly Citation[]}): React.JSX.Element | null {
  const unique = cite.filter((c, i) => cite.findIndex((d) => d.source === c.source && d.table === c.table) === i);
  if (unique.length === 0) return null;
  return (
    <p className={styles.cite}>
      <span className={styles.citeLabel}>Source: </span>
      {unique.map((c, i) => {
        const text = [c.source, c.table, c.page].filter(Boolean).join(', ');
        return (
          <React.Fragment key={text}>
            {i > 0 && '; '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a document elsewhere, opened in place */}
            {c.url ? <a href={c.url}>{text}</a> : text}
          </React.Fragment>
        );
      })}
    </p>
  );
}
