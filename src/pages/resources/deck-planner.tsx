import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CallButton from '@site/src/components/CallButton';
import CopyText from '@site/src/components/CopyText';
import FormPanel from '@site/src/components/ContentBlocks/FormPanel';
import LeadForm from '@site/src/components/LeadForm';
import Sources from '@site/src/components/Sources';
import DeckPlanner from '@site/src/components/DeckPlanner';
import type {PlannerCopy} from '@site/src/data/pageSchema';
import {dca6Url} from '@site/src/data/framing';
import {servedOffices} from '@site/src/lib/buildingOffices';
import words from '@site/src/data/copy/pages/deck-planner.json';

/** When the planner's tables and code figures were last checked against their sources. */
const checked = '2026-12-01';

/**
 * The deck planner's page: the planner, what it assumes, and a free estimate. Its words are /admin → Site pages →
 * Deck planner, with the figures the planner plans by (src/data/framing.ts) put in by the build (build-time/pageCopy.ts).
 */
export default function DeckPlannerPage(): React.JSX.Element {
  const copy = words as PlannerCopy;
  return (
    <Page title={copy.meta.title} description={copy.meta.description} keywords={copy.meta.keywords}>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={<p>{copy.hero.lead}</p>} estimateLabel={null} />

      <Section id="deck-planner" label={copy.plannerLabel}>
        <noscript>
          <p>
            <CopyText text={copy.noScript} />
          </p>
        </noscript>
        <DeckPlanner />
      </Section>

      <Section
        id="what-the-planner-assumes"
        tone="white"
        width="reading"
        eyebrow={copy.assumptions.eyebrow}
        title={copy.assumptions.title}>
        {copy.assumptions.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <CopyText text={paragraph} />
          </p>
        ))}
        <Sources
          items={[
            {
              label: 'American Wood Council, DCA 6-2015: Prescriptive Residential Wood Deck Construction Guide',
              url: dca6Url,
            },
            ...servedOffices()
              .map(({office}) => office)
              .filter((office) => office.irc)
              .map((office) => ({
                label: `${office.irc!.source}: the ${office.irc!.edition} IRC`,
                url: office.irc!.url,
              })),
          ]}
          lastUpdated={checked}
        />
      </Section>

      <Section id="planner-estimate" label={copy.estimate.label}>
        <FormPanel
          id="planner-estimate-form"
          eyebrow={copy.estimate.eyebrow}
          title={copy.estimate.title}
          form={<LeadForm placement="deck-planner" lazy />}>
          <p>{copy.estimate.text}</p>
          <CallButton label={copy.estimate.callLabel} variant="primary" size="lg" />
        </FormPanel>
      </Section>
    </Page>
  );
}
