import React from 'react';
import Section from '@site/src/components/Section';
import ProcessSteps from '@site/src/components/ProcessSteps';
import type {Step} from '@site/src/data/types';

const steps: readonly Step[] = [
  {
    title: 'Free consultation',
    text: 'We visit, measure, look at the slope, soil and existing structure, and listen to how you want to use the space.',
  },
  {
    title: 'Custom design',
    text: 'A plan drawn for your lot and your house, with 3D views so you can see the deck before anything is built.',
  },
  {
    title: 'Material selection',
    text: 'Pressure-treated pine, cedar, composite or PVC, compared honestly on cost, upkeep and how each handles our climate.',
  },
  {
    title: 'Professional installation',
    text: 'Permit pulled, footings dug, framing, decking, railings and stairs built by our crew to code.',
  },
  {
    title: 'Final inspection',
    text: 'We meet the building inspector, then walk every board, rail and stair with you before the job is closed.',
  },
  {
    title: 'Enjoy your deck',
    text: 'You get care instructions for your materials, and we are a phone call away if anything needs attention.',
  },
];

export default function AboutProcess(): React.JSX.Element {
  return (
    <Section
      id="about-process"
      eyebrow="How we work"
      title="Six steps, one team"
      intro="From the first visit to the first evening outside, the same people design, build and stand behind your deck.">
      <ProcessSteps steps={steps} />
    </Section>
  );
}
