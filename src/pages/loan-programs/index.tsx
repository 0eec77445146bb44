import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import ProcessSteps from '@site/src/components/ProcessSteps';
import CtaBanner from '@site/src/components/CtaBanner';
import CopyText from '@site/src/components/CopyText';
import EstimateButton from '@site/src/components/EstimateButton';
import InfoNote from '@site/src/components/InfoNote';
import type {LoanProgramsData} from '@site/src/data/pageSchema';
import {loanProgramHref} from '@site/src/lib/detailPaths';
import {itemList} from '@site/src/lib/structuredData';
import words from '@site/src/data/copy/pages/loan-programs.json';
import ProgramGrid from './_components/ProgramGrid';
import styles from './styles.module.css';

/**
 * /loan-programs: the ways to pay for a deck, then every program by kind (each a file: /admin → Financing pages). Its
 * words are /admin → Site pages → Financing overview, counted and with the programs' cards put in by the build
 * (build-time/pageCopy.ts): a program whose page is gone is in no list and no count.
 */
export default function LoanPrograms(): React.JSX.Element {
  // The file as the build hands it over: its deck programs with their cards (build-time/pageCopy.ts).
  const copy = words as unknown as LoanProgramsData;
  const programs = copy.programCards;
  const purchase = programs.filter((p) => p.category === 'purchase');
  const refinance = programs.filter((p) => p.category === 'refinance');
  return (
    <Page
      title={copy.meta.title}
      description={copy.meta.description}
      keywords={copy.meta.keywords}
      schema={{
        type: 'CollectionPage',
        mainEntity: (siteUrl) =>
          itemList(programs.map((p) => ({name: p.title, url: `${siteUrl}${loanProgramHref(p.slug)}`}))),
      }}>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        image={{src: copy.hero.image, alt: copy.hero.imageAlt}}
        lead={<p>{copy.hero.lead}</p>}
        estimateLabel={copy.hero.button}
        dialog="financing"
      />

      <div className="container">
        <InfoNote />
      </div>

      <Section id="paying-for-a-deck" eyebrow={copy.deck.eyebrow} title={copy.deck.title} intro={copy.deck.intro}>
        <ProgramGrid
          programs={copy.deck.programs.map((d) => d.card)}
          texts={Object.fromEntries(copy.deck.programs.map((d) => [d.card.slug, d.text]))}
          columns={3}
          featured
          label={copy.deck.label}
        />
        <p className={styles.guideLink}>
          <CopyText text={copy.deck.guide} />
        </p>
        <div className={styles.steps}>
          <SectionHeader as="h3" title={copy.deck.stepsTitle} intro={copy.deck.stepsIntro} />
          <ProcessSteps steps={copy.deck.steps} as="h4" />
        </div>
      </Section>

      <Section
        id="purchase-loans"
        tone="white"
        eyebrow={copy.purchase.eyebrow}
        title={copy.purchase.title}
        align="start"
        intro={copy.purchase.intro}>
        <ProgramGrid programs={purchase} columns={4} />
      </Section>

      <Section
        id="refinance-and-home-equity"
        tone="cream"
        eyebrow={copy.refinance.eyebrow}
        title={copy.refinance.title}
        align="start"
        intro={copy.refinance.intro}>
        <ProgramGrid programs={refinance} columns={4} />
      </Section>

      <div className={styles.smallPrint}>
        <div className="container">
          <InfoNote variant="small" />
        </div>
      </div>

      <CtaBanner title={copy.cta.title} text={copy.cta.text}>
        <EstimateButton size="lg">{copy.cta.estimateLabel}</EstimateButton>
        <EstimateButton size="lg" dialog="financing" variant="on-dark">
          {copy.cta.financingLabel}
        </EstimateButton>
      </CtaBanner>
    </Page>
  );
}
