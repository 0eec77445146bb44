import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Step} from '@site/src/data/types';
import styles from './styles.module.css';

/** A numbered process (3, 4 or 6 steps), as an ordered list. */
export default function ProcessSteps({
  steps,
  as = 'h3',
  className,
}: {
  steps: readonly Step[];
  as?: 'h3' | 'h4';
  className?: string;
}): React.JSX.Element {
  return (
    <ol className={clsx(styles.steps, steps.length % 3 === 0 ? styles.three : styles.four, className)}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.num} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <Heading as={as} className={styles.title}>
            {step.title}
          </Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
