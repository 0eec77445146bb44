import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import ProcessSteps from '@site/src/components/ProcessSteps';
import type {Step} from '@site/src/data/types';
import EstimateButton from '@site/src/components/EstimateButton';
import styles from './styles.module.css';

const steps: readonly Step[] = [
  {
    title: 'Free on-site consultation',
    text: 'We walk the yard with you, measure, check the slope, soil and drainage, and talk through how you want to use the deck.',
  },
  {
    title: 'Design and written estimate',
    text: 'You get a drawn plan, material choices from pressure-treated pine to composite and PVC, and a line-by-line written price.',
  },
  {
    title: 'Permit, build and walkthrough',
    text: 'We pull the permit, build to code, meet the inspector and walk the finished deck with you before we call it done.',
  },
];

export default function HomeProcess(): React.JSX.Element {
  return (
    <Section
      id="home-process"
      eyebrow="How it works"
      title="Three steps from first call to first cookout"
      intro="A clear plan and a written price before any work starts, and one team from design to final inspection.">
      <ProcessSteps steps={steps} className={styles.steps} />
      <div className={styles.action}>
        <EstimateButton size="lg">Book your free consultation</EstimateButton>
        <Link to="/resources/deck-planner" className="button button--primary button--outline button--lg">
          Plan your deck by its size
        </Link>
      </div>
    </Section>
  );
}
