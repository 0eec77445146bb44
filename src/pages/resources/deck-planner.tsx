import React from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CallButton from '@site/src/components/CallButton';
import CallLink from '@site/src/components/CallButton/CallLink';
import FormPanel from '@site/src/components/ContentBlocks/FormPanel';
import LeadForm from '@site/src/components/LeadForm';
import Sources from '@site/src/components/Sources';
import DeckPlanner from '@site/src/components/DeckPlanner';
// The section's prose, as content a writer edits in Markdown.
import Assumptions from './_deck-planner-assumptions.mdx';
import {dca6Url} from '@site/src/data/framing';
import {servedOffices} from '@site/src/lib/buildingOffices';
import {hoursText} from '@site/src/lib/businessFacts';

/** When the planner's tables and code figures were last checked against their sources. */
const checked = '2026-12-01';

export default function DeckPlannerPage(): React.JSX.Element {
  return (
    <Page
      title="Deck Planner"
      description="Plan a deck by its size, height, slope, stairs and a second level: a drawing to scale, the code's guard and stair rules, a framing takeoff from the span tables it cites, an order list and the calculator's price."
      keywords={[
        'deck planner',
        'deck framing calculator',
        'deck joist span',
        'deck stair calculator',
        'deck footing size',
        'deck plan Knoxville',
      ]}>
      <Hero
        eyebrow="Resources"
        title="Deck Planner"
        lead={
          <p>
            Describe your deck the way you think of it: how long, how deep, how high at the house and at the far side
            where your yard falls away, which sides are open, where the stairs go, and a second level if you want one.
            See it drawn to scale with the joists, beams, posts and footings the span tables call for, the stair and
            railing rules, what a builder orders, and the same price our calculator gives.
          </p>
        }
        estimateLabel={null}
      />

      <Section id="deck-planner" label="Deck planner">
        <noscript>
          <p>
            The planner needs JavaScript to redraw the plan as you type. Call us at <CallLink /> ({hoursText()}) and we
            will plan your deck with you.
          </p>
        </noscript>
        <DeckPlanner />
      </Section>

      <Section
        id="what-the-planner-assumes"
        tone="white"
        width="reading"
        eyebrow="How it works"
        title="What the planner assumes">
        <Assumptions />
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

      <Section id="planner-estimate" label="Ask for a free estimate">
        <FormPanel
          id="planner-estimate-form"
          eyebrow="Free estimate"
          title="Ready for a real plan?"
          form={<LeadForm placement="deck-planner" lazy />}>
          <p>
            Send us your plan with the button beside its price, or ask here. A designer measures your yard, checks the
            slope and the soil, and gives you a written estimate at no cost.
          </p>
          <CallButton label="Call Now" variant="primary" size="lg" />
        </FormPanel>
      </Section>
    </Page>
  );
}
