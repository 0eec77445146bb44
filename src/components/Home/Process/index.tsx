import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import ProcessSteps from '@site/src/components/ProcessSteps';
import EstimateButton from '@site/src/components/EstimateButton';
import type {HomeData} from '@site/src/data/pageSchema';
import styles from './styles.module.css';

export default function HomeProcess({copy}: {copy: HomeData['process']}): React.JSX.Element {
  return (
    <Section id="home-process" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ProcessSteps steps={copy.steps} className={styles.steps} />
      <div className={styles.action}>
        <EstimateButton size="lg">{copy.estimateLabel}</EstimateButton>
        <Link to="/resources/deck-planner" className="button button--primary button--outline button--lg">
          {copy.plannerLabel}
        </Link>
      </div>
    </Section>
  );
}
