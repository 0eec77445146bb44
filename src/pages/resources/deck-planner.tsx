import React from 'react';
import Link from '@docusaurus/Link';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CallButton from '@site/src/components/CallButton';
import CallLink from '@site/src/components/CallButton/CallLink';
import FormPanel from '@site/src/components/ContentBlocks/FormPanel';
import LeadForm from '@site/src/components/LeadForm';
import Sources from '@site/src/components/Sources';
import DeckPlanner from '@site/src/components/DeckPlanner';
import {codeFigures, dca6Url, joistSpacingByMaterial} from '@site/src/data/framing';
import {servedOffices} from '@site/src/lib/buildingOffices';
import {READ_EDITION} from '@site/src/lib/deckPlan';
import {listInWords} from '@site/src/lib/format';
import {hoursText} from '@site/src/lib/businessFacts';

/** When the planner's tables and code figures were last checked against their sources. */
const checked = '2026-11-26';
/** The joist spacings the four decking choices call for (16 in under each today). */
const spacings = [...new Set(Object.values(joistSpacingByMaterial).map((m) => m.spacingIn))];

export default function DeckPlannerPage(): React.JSX.Element {
  return (
    <Page
      title="Deck Planner"
      description="Plan a deck by its size, height, stairs and railings: a drawing to scale, the code's guard and stair rules, a framing takeoff from the span tables it cites, and the calculator's price."
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
            Describe your deck the way you think of it: how long, how deep, how high, which sides are open and where the
            stairs go. See it drawn to scale with the joists, beam, posts and footings the span tables call for, the
            stair and railing rules, and the same price our calculator gives.
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
        <p>
          The framing comes from the American Wood Council&rsquo;s prescriptive deck guide, DCA 6 (2015 edition), for
          Southern pine No. 2 pressure-treated lumber, the framing sold in East Tennessee, carrying{' '}
          {codeFigures.liveLoadPsf.value} pounds per square foot of people and furniture and{' '}
          {codeFigures.deadLoadPsf.value} of its own weight. Stairs, guards and footings follow the International
          Residential Code (IRC), read in its {READ_EDITION} edition. Each town and county adopts its own edition, so
          the planner asks where the deck will be built and names that building office&rsquo;s edition, or asks you to
          confirm it with them where their own pages do not say; our <Link to="/construction">how we build</Link> page
          lists every office we build under and explains the rules in full.
        </p>
        <p>
          It plans a single-level rectangle on level ground, attached to the house or freestanding, with one straight
          run of stairs (and a landing where the rise is more than one flight may climb), and joists{' '}
          {listInWords(spacings.map(String))} inches apart under the boards you choose. Footings are sized for{' '}
          {codeFigures.soilBearingPsf.value} pounds per square foot of soil, the code&rsquo;s presumptive value for
          clay. A hot tub, a roof, joists longer than the tables allow or a deck reaching farther out than it runs along
          the house need an engineer&rsquo;s design, and the planner says so instead of printing numbers.
        </p>
        <p>
          It is a planning aid, not a construction drawing. The permit drawings and the building inspector decide the
          framing, and a free on-site visit turns the price into a written estimate. Not sure of the size yet? Our{' '}
          <Link to="/blog/deck-size">deck sizing guide</Link> helps, and the{' '}
          <Link to="/resources/calculator">cost calculator</Link> prices a deck by its square feet.
        </p>
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
