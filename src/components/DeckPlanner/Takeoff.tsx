import React, {useMemo} from 'react';
import Heading from '@theme/Heading';
import type {Framing, FramingWords, Grounded, PlaceLine, Plan, Takeoff as Words} from '@site/src/lib/deckPlan';
import {takeoff} from '@site/src/lib/deckPlan/takeoff';
import {citeSummary} from '@site/src/lib/deckPlan/cites';
import Cite from './Cite';
import sheet from './Sheet.module.css';
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
function FrameLines({framing, words}: {framing: Framing; words: FramingWords}): React.JSX.Element {
  return (
    <>
      <Line term="Joists" line={words.joists} />
      {words.ledger && <Line term="Ledger" line={words.ledger} />}
      <Line term={framing.beams.lines > 1 ? 'Beams' : 'Beam'} line={words.beams} />
      <Line term="Posts" line={words.posts} />
      <Line term="Footings" line={words.footings} />
      <Line term="Braces" line={words.braces} />
    </>
  );
}

/** Every line of a takeoff, in the order it reads them (and the printed sources list them). */
export function takeoffLines(t: Words): Grounded[] {
  return [
    t.place,
    t.size,
    t.guards,
    ...(t.join ? [t.join] : []),
    ...(t.stairs
      ? [t.stairs.stairs, t.stairs.guards, t.stairs.handrail, t.stairs.risers, t.stairs.stringers, t.stairs.pad]
      : []),
    ...(t.stairs?.landings ?? []),
    ...t.levels.flatMap((l) => [...Object.values(l.framing).filter((x): x is Grounded => x !== null), l.decking]),
    ...t.notes,
  ];
}

/** The plan's takeoff, every line with what it rests on. */
function Takeoff({plan, headingId}: {plan: Plan; headingId: string}): React.JSX.Element {
  const t = useMemo(() => takeoff(plan), [plan]);
  const two = plan.levels.length > 1;
  return (
    <div className={sheet.sheet}>
      <Heading as="h2" id={headingId} className={sheet.title}>
        Framing takeoff
      </Heading>
      <dl className={styles.lines}>
        <Line term="Where" line={t.place}>
          <Offices place={t.place} />
        </Line>
        <Line term="Size" line={t.size} />
        <Line term="Guards" line={t.guards} />
        {t.join && <Line term="Between levels" line={t.join} />}
        {t.stairs ? (
          <>
            <Line term="Stairs" line={t.stairs.stairs} />
            <Line term="Stair guards" line={t.stairs.guards} />
            <Line term="Handrail" line={t.stairs.handrail} />
            <Line term="Risers" line={t.stairs.risers} />
            <Line term="Stringers" line={t.stairs.stringers} />
            <Line term="Foot of the stairs" line={t.stairs.pad} />
            {t.stairs.landings.map((landing, i) => (
              <Line key={i} term="Landing" line={landing} />
            ))}
            <Line term="Stairs’ price" line={t.stairs.price} />
          </>
        ) : null}
        {!two && <FrameLines framing={plan.levels[0].framing} words={t.levels[0].framing} />}
        {!two && <Line term="Decking" line={t.levels[0].decking} />}
      </dl>
      {two &&
        plan.levels.map((level, i) => (
          <section key={level.index} className={styles.level} aria-labelledby={`${headingId}-level-${level.index}`}>
            <Heading as="h3" id={`${headingId}-level-${level.index}`} className={styles.levelTitle}>
              {level.name}
            </Heading>
            <dl className={styles.lines}>
              <FrameLines framing={level.framing} words={t.levels[i].framing} />
              <Line term="Decking" line={t.levels[i].decking} />
            </dl>
          </section>
        ))}
      <dl className={styles.lines}>
        {t.notes.map((note) => (
          <Line key={note.caption} term="Note" line={note} />
        ))}
      </dl>
      {/* Printed, the sources go on one line at the end instead of under each line: the sheet stays short. */}
      <p className={styles.printSources}>
        <span className={styles.citeLabel}>Sources: </span>
        {citeSummary(takeoffLines(t).flatMap((line) => line.cite))
          .map(({source, refs}) => `${source}: ${refs.join(', ')}`)
          .join('; ')}
        .
      </p>
    </div>
  );
}

/** Drawn again only when the plan changes, not on every keystroke that leaves it as it was. */
export default React.memo(Takeoff);
