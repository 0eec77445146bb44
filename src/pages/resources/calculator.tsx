import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CtaBanner from '@site/src/components/CtaBanner';
import CopyText from '@site/src/components/CopyText';
import DeckCalculator from '@site/src/components/DeckCalculator';
import type {CalculatorCopy} from '@site/src/data/pageSchema';
import words from '@site/src/data/copy/pages/calculator.json';

/** The deck cost calculator's page: its words in /admin → Site pages, what its prices cover from Prices (the build's). */
export default function CalculatorPage(): React.JSX.Element {
  const copy = words as CalculatorCopy;
  return (
    <Page title={copy.meta.title} description={copy.meta.description} keywords={copy.meta.keywords}>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={<p>{copy.hero.lead}</p>} estimateLabel={null} />

      <Section id="deck-cost-calculator" label={copy.calculatorLabel}>
        <DeckCalculator />
      </Section>

      <Section
        id="how-we-estimate"
        tone="white"
        eyebrow={copy.factors.eyebrow}
        title={copy.factors.title}
        intro={copy.factors.intro}>
        <FeatureGrid items={copy.factors.items} columns={3} />
        <p className="margin-top--lg">
          <CopyText text={copy.factors.more} />
        </p>
      </Section>

      <CtaBanner title={copy.cta.title} text={copy.cta.text} />
    </Page>
  );
}
