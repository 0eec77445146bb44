import React from 'react';
import Heading from '@theme/Heading';
import type {Citation} from '@site/src/data/framing';
import type {Grounded, Plan} from '@site/src/lib/deckPlan';
import styles from './Takeoff.module.css';

/** "AWC DCA 6-2015, Table 2 "Maximum Joist Spans and Overhangs", p. 4", linked where the document is online. */
export function Cite({cite}: {cite: readonly Citation[]}): React.JSX.Element | null {
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

/** One line of the takeoff: what it is, the figures in words, why, and where the rule is printed. */
function Line({term, line}: {term: string; line: Grounded}): React.JSX.Element {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>
        <p className={styles.caption}>{line.caption}</p>
        <p className={styles.basis}>{line.basis}</p>
        <Cite cite={line.cite} />
      </dd>
    </>
  );
}

/** The plan's takeoff, every line with what it rests on. */
function Takeoff({plan, headingId}: {plan: Plan; headingId: string}): React.JSX.Element {
  const {size, guards, stairs, framing, decking, notes} = plan;
  return (
    <div className={styles.takeoff}>
      <Heading as="h2" id={headingId} className={styles.title}>
        Framing takeoff
      </Heading>
      <dl className={styles.lines}>
        <Line term="Size" line={size} />
        <Line term="Guards" line={guards} />
        {stairs ? (
          <>
            <Line term="Stairs" line={stairs} />
            <Line term="Handrail" line={stairs.handrail} />
          </>
        ) : null}
        <Line term="Joists" line={framing.joists} />
        {framing.ledger && <Line term="Ledger" line={framing.ledger} />}
        <Line term={framing.beams.lines > 1 ? 'Beams' : 'Beam'} line={framing.beams} />
        <Line term="Posts" line={framing.posts} />
        <Line term="Footings" line={framing.footings} />
        <Line term="Decking" line={decking} />
        {notes.map((note) => (
          <Line key={note.caption} term="Note" line={note} />
        ))}
      </dl>
    </div>
  );
}

/** Drawn again only when the plan changes, not on every keystroke that leaves it as it was. */
export default React.memo(Takeoff);
