import React from 'react';
import Link from '@docusaurus/Link';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import type {Feature} from '@site/src/data/types';
import CtaBanner from '@site/src/components/CtaBanner';
import DeckCalculator from '@site/src/components/DeckCalculator';
import {formula, installationCovers, materialsInclude, priceYear} from '@site/src/data/pricing';
import {listInWords} from '@site/src/lib/format';

/** What moves a real price away from the calculator's figure in East Tennessee. */
const priceFactors: readonly Feature[] = [
  {
    icon: 'mountain',
    title: 'The slope of your lot',
    text: 'Many Knoxville back yards fall away from the house, from West Hills to the ridges above Fort Loudoun Lake. A deck that leaves the back door level on a steep lot ends up well above the ground, with taller posts, more bracing and more hours of work.',
  },
  {
    icon: 'ruler',
    title: 'How high the deck sits',
    text: 'Height changes the rules. A deck floor more than 30 inches above grade needs guards at least 36 inches high that pass the 4-inch sphere rule, and a tall deck needs a longer stair, sometimes with a landing.',
  },
  {
    icon: 'layers',
    title: 'Footings in red clay',
    text: 'East Tennessee red clay holds water, swells when wet and shrinks in dry spells. Footings go below the frost line onto firm, undisturbed soil, and rock ledges or loose fill found while digging add time and concrete.',
  },
  {
    icon: 'home',
    title: 'Getting materials to the site',
    text: 'A wide side yard lets us wheel lumber straight to the back. Lake lots on Tellico and Norris, tight lots in older neighborhoods and mountain cabins near Gatlinburg with steep drives mean carrying every board by hand.',
  },
  {
    icon: 'shield',
    title: 'Permits and inspections',
    text: 'Most new and rebuilt decks need a building permit, with inspections of the footings, the framing and the finished deck. The calculator allows for a typical permit; fees and rules vary between Knoxville, Knox County and the surrounding cities.',
  },
  {
    icon: 'sparkle',
    title: 'The details you choose',
    text: 'Picture-frame borders, hidden fasteners, cable or aluminum railing, built-in benches, lighting and a pergola for shade all raise the price per square foot, and each is worth pricing on its own.',
  },
];

export default function CalculatorPage(): React.JSX.Element {
  return (
    <Page
      title="Deck Cost Calculator"
      description="Estimate what a new deck costs in Knoxville and East Tennessee: enter the size, choose pressure-treated, cedar, composite or PVC, add railings and stairs, and see a rough total with a line-by-line breakdown."
      keywords={[
        'deck cost calculator',
        'deck cost Knoxville',
        'how much does a deck cost Tennessee',
        'composite deck cost per square foot',
        'deck estimate East Tennessee',
      ]}>
      <Hero
        eyebrow="Resources"
        title="Deck Cost Calculator"
        lead={
          <p>
            Enter your deck's size, choose a material and see a rough total with a line-by-line breakdown. Share the
            link with your family, then book a free on-site estimate for an exact price.
          </p>
        }
        estimateLabel={null}
      />

      <Section id="deck-cost-calculator" label="Deck cost calculator">
        <DeckCalculator />
      </Section>

      <Section
        id="how-we-estimate"
        tone="white"
        eyebrow="How we estimate"
        title="What moves the price of a deck in East Tennessee"
        intro={`The calculator prices a simple deck on an easy yard, in ${priceYear} prices. Its price per square foot is for materials: ${listInWords([...materialsInclude])}. Railings add ${formula.railingsPercent}% of that, stairs a flat amount, and installation brings the total to ${formula.installedPercent / 100} times the materials: ${listInWords([...installationCovers])}. Real yards around Knoxville are rarely that simple. These are the things that move a written quote up or down.`}>
        <FeatureGrid items={priceFactors} columns={3} />
        <p className="margin-top--lg">
          Still choosing boards? Compare them in our <Link to="/resources/materials">deck materials guide</Link>, see
          what they cost to keep up in the <Link to="/resources/maintenance">maintenance guide</Link>, or read about{' '}
          <Link to="/loan-programs">ways to finance a deck</Link>.
        </p>
      </Section>

      <CtaBanner
        title="Get an exact price for your deck"
        text="A free on-site visit turns this rough number into a written estimate for your yard, your design and your materials."
      />
    </Page>
  );
}
