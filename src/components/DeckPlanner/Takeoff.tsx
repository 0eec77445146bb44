import React from 'react';
import Heading from '@theme/Heading';
import type {Framing, Grounded, PlaceLine, Plan} from '@site/src/lib/deckPlan';
import {citeSummary} from '@site/src/lib/deckPlan/cites';
import Cite from './Cite';
import styles from './Takeoff.module.css';

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

/** One frame's members, each a line. */
function FrameLines({framing}: {framing: Framing}): React.JSX.Element {
  return (
    <>
      <Line term="Joists" line={framing.joists} />
      {framing.ledger && <Line term="Ledger" line={framing.ledger} />}
      <Line term={framing.beams.lines > 1 ? 'Beams' : 'Beam'} line={framing.beams} />
      <Line term="Posts" line={framing.posts} />
      <Line term="Footings" line={framing.footings} />
    </>
  );
}

/** Every line of a plan, in the order the takeoff reads them (and the printed sources list them). */
export function planLines(plan: Plan): Grounded[] {
  const {place, size, guards, join, stairs, levels, notes} = plan;
  return [
    place,
    size,
    guards,
    ...(join ? [join] : []),
    ...(stairs
      ? [stairs, stairs.guards, stairs.handrail, stairs.risersLine, stairs.stringers, stairs.pad, ...stairs.landings]
      : []),
    ...levels.flatMap((l) => [...Object.values(l.framing).filter((x): x is Grounded => x !== null), l.decking]),
    ...notes,
  ];
}

/** The plan's takeoff, every line with what it rests on. */
function Takeoff({plan, headingId}: {plan: Plan; headingId: string}): React.JSX.Element {
  const {place, size, guards, join, stairs, levels, notes} = plan;
  const two = levels.length > 1;
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
        {join && <Line term="Between levels" line={join} />}
        {stairs ? (
          <>
            <Line term="Stairs" line={stairs} />
            <Line term="Stair guards" line={stairs.guards} />
            <Line term="Handrail" line={stairs.handrail} />
            <Line term="Risers" line={stairs.risersLine} />
            <Line term="Stringers" line={stairs.stringers} />
            <Line term="Foot of the stairs" line={stairs.pad} />
            {stairs.landings.map((landing, i) => (
              <Line key={i} term="Landing" line={landing} />
            ))}
            <Line term="Stairs’ price" line={stairs.price} />
          </>
        ) : null}
        {!two && <FrameLines framing={levels[0].framing} />}
        {!two && <Line term="Decking" line={levels[0].decking} />}
      </dl>
      {two &&
        levels.map((level) => (
          <section key={level.index} className={styles.level} aria-labelledby={`${headingId}-level-${level.index}`}>
            <Heading as="h3" id={`${headingId}-level-${level.index}`} className={styles.levelTitle}>
              {level.name}
            </Heading>
            <dl className={styles.lines}>
              <FrameLines framing={level.framing} />
              <Line term="Decking" line={level.decking} />
            </dl>
          </section>
        ))}
      <dl className={styles.lines}>
        {notes.map((note) => (
          <Line key={note.caption} term="Note" line={note} />
        ))}
      </dl>
      {/* Printed, the sources go on one line at the end instead of under each line: the sheet stays short. */}
      <p className={styles.printSources}>
        <span className={styles.citeLabel}>Sources: </span>
        {citeSummary(planLines(plan).flatMap((line) => line.cite))
          .map(({source, refs}) => `${source}: ${refs.join(', ')}`)
          .join('; ')}
        .
      </p>
    </div>
  );
}

/** Drawn again only when the plan changes, not on every keystroke that leaves it as it was. */
export default React.memo(Takeoff);
