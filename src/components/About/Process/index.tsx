import React from 'react';
import Section from '@site/src/components/Section';
import ProcessSteps from '@site/src/components/ProcessSteps';
import type {AboutCopy} from '@site/src/data/pageSchema';

export default function AboutProcess({copy}: {copy: AboutCopy['process']}): React.JSX.Element {
  return (
    <Section id="about-process" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ProcessSteps steps={copy.steps} />
    </Section>
  );
}
