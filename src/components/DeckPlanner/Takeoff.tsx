import React from 'react';
import Heading from '@theme/Heading';
import type {Citation} from '@site/src/data/framing';
import type {Grounded, PlaceLine, Plan} from '@site/src/lib/deckPlan';
import {citeSummary} from '@site/src/lib/deckPlan/cites';
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
function Line({term, line, children}: {term: string; line: Grounded; children?: React.ReactNode}): React.JSX.Element {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>
        <p className={styles.caption}>{line.caption}</p>
        <p className={styles.basis}>{line.basis}</p>
        {children}
        <Cite cite={line.cite} />
      </dd>
    </>
  );
}

/** The offices' own pages, where a homeowner reads what a deck permit needs. */
function Offices({place}: {place: PlaceLine}): React.JSX.Element | null {
  const offices = [place.office, ...(place.outside ? [place.outside] : [])].filter((o) => o.url);
  if (offices.length === 0) return null;
  return (
    <p className={styles.basis}>
      Permits:{' '}
      {offices.map((o, i) => (
        <React.Fragment key={o.name}>
          {i > 0 && '; '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- another site's page */}
          <a href={o.url!}>{o.name.replace(/^the /, '')}</a>
        </React.Fragment>
      ))}
    </p>
  );
}

/** The plan's takeoff, every line with what it rests on. */
function Takeoff({plan, headingId}: {plan: Plan; headingId: string}): React.JSX.Element {
  const {place, size, guards, stairs, framing, decking, notes} = plan;
  const lines: readonly (Grounded | null)[] = [
    place,
    size,
    guards,
    ...(stairs ? [stairs, stairs.guards, stairs.handrail, stairs.stringers, ...stairs.landings] : []),
    ...Object.values(framing),
    decking,
    ...notes,
  ];
  return (
    <div className={styles.takeoff}>
      <Heading as="h2" id={headingId} className={styles.title}>
        Framing takeoff
      </Heading>
      <dl className={styles.lines}>
        <Line term="Where" line={place}>
          <Offices place={place} />
        </Line>
        <Line term="Size" line={size} />
        <Line term="Guards" line={guards} />
        {stairs ? (
          <>
            <Line term="Stairs" line={stairs} />
            <Line term="Stair guards" line={stairs.guards} />
            <Line term="Handrail" line={stairs.handrail} />
            <Line term="Stringers" line={stairs.stringers} />
            {stairs.landings.map((landing, i) => (
              <Line key={i} term="Landing" line={landing} />
            ))}
            <Line term="Stairs’ price" line={stairs.price} />
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
      {/* Printed, the sources go on one line at the end instead of under each line: the sheet stays one page. */}
      <p className={styles.printSources}>
        <span className={styles.citeLabel}>Sources: </span>
        {citeSummary(lines.flatMap((line) => line?.cite ?? []))
          .map(({source, refs}) => `${source}: ${refs.join(', ')}`)
          .join('; ')}
        .
      </p>
    </div>
  );
}

/** Drawn again only when the plan changes, not on every keystroke that leaves it as it was. */
export default React.memo(Takeoff);
