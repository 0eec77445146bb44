import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Page from '@site/src/components/Page';
import PageHero from '@site/src/components/PageHero';
import EstimateButton from '@site/src/components/EstimateButton';
import CallLink from '@site/src/components/CallButton/CallLink';
import StatRow from '@site/src/components/StatRow';
import CheckList from '@site/src/components/CheckList';
import CtaBanner from '@site/src/components/CtaBanner';
import Icon from '@site/src/components/Icon';
import {slugify} from '@site/src/lib/slug';
import type {LoanCategory, LoanProgram, LoanProgramDetails, LoanSection} from '@site/src/data/loanPrograms';
import InfoNote from '@site/src/components/InfoNote';
import RelatedPrograms from './RelatedPrograms';
import styles from './styles.module.css';

/** Route props set by plugins/loan-program-pages.ts. */
export interface LoanProgramPageProps {
  program: LoanProgram;
  details: LoanProgramDetails;
}

export const categoryLabels: Record<LoanCategory, string> = {
  purchase: 'Purchase loans',
  refinance: 'Refinance and home equity',
};

/** Short lists of short items read better in two columns on wide screens. */
function listColumns(items: readonly string[]): 1 | 2 {
  return items.length >= 4 && items.every((item) => item.length <= 70) ? 2 : 1;
}

function ProgramSection({section}: {section: LoanSection}): React.JSX.Element {
  const id = slugify(section.heading);
  return (
    <section className={styles.block} aria-labelledby={id}>
      <Heading as="h2" id={id} className={styles.blockTitle}>
        {section.heading}
      </Heading>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items && section.items.length > 0 && (
        <CheckList items={section.items} columns={listColumns(section.items)} className={styles.list} />
      )}
    </section>
  );
}

function DeckPanel({text}: {text: string}): React.JSX.Element {
  return (
    <section className={styles.deckPanel} aria-labelledby="deck-funding">
      <span className={styles.deckIcon}>
        <Icon name="hammer" size={26} />
      </span>
      <p className={clsx('eyebrow', styles.deckEyebrow)}>For your deck project</p>
      <Heading as="h2" id="deck-funding" className={styles.deckTitle}>
        Paying for a deck with this option
      </Heading>
      <p className={styles.deckText}>{text}</p>
      <div className={styles.deckActions}>
        <EstimateButton variant="estimate">Get Free Estimate</EstimateButton>
        <Link to="/resources/calculator" className={styles.deckLink}>
          Try the deck cost calculator
        </Link>
      </div>
    </section>
  );
}

/** The one layout for every /loan-programs/{slug} page. */
export default function LoanProgramPage({program, details}: LoanProgramPageProps): React.JSX.Element {
  const {ctaLabel} = program;
  return (
    <Page title={details.metaTitle} description={details.metaDescription} keywords={details.keywords}>
      <PageHero
        eyebrow={`Financing \u00b7 ${categoryLabels[program.category]}`}
        title={program.title}
        lead={<p>{details.intro}</p>}
        estimateLabel={ctaLabel}
        dialog="application"
      />

      <div className="container">
        <InfoNote />
      </div>

      <section className={styles.factsSection} aria-labelledby="key-facts">
        <div className="container">
          <Heading as="h2" id="key-facts" className={styles.factsTitle}>
            {program.title} at a glance
          </Heading>
          <StatRow items={details.keyFacts} className={styles.facts} />
        </div>
      </section>

      <div className={clsx('container', styles.layout)}>
        <div className={styles.main}>
          {details.deckFunding && <DeckPanel text={details.deckFunding} />}
          {details.sections.map((section) => (
            <ProgramSection key={section.heading} section={section} />
          ))}
        </div>
        <aside className={styles.aside} aria-label="Next step">
          <div className={styles.asideCard}>
            <p className={styles.asideTitle}>Ready for the next step?</p>
            <p className={styles.asideText}>
              Tell us what you are planning and how you would like to pay for it. If a deck is part of the plan, a free
              written estimate gives you the number to take to a lender.
            </p>
            <EstimateButton dialog="application" variant="primary" className={styles.asideButton}>
              {ctaLabel}
            </EstimateButton>
            <p className={styles.asideCall}>
              Or call <CallLink />
            </p>
            <Link to="/loan-programs" className={styles.asideLink}>
              Compare all loan programs
            </Link>
          </div>
        </aside>
      </div>

      <RelatedPrograms program={program} related={details.related} />

      <div className={clsx('container', styles.smallPrint)}>
        <InfoNote variant="small" />
      </div>

      <CtaBanner
        title="Plan the project, then the payment"
        text="Start your application and tell us what you have in mind. If a deck is part of it, a free written estimate gives you the figure to borrow."
        dialog="application"
        estimateLabel={ctaLabel}
      />
    </Page>
  );
}
