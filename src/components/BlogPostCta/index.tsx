import React from 'react';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import CallLink from '@site/src/components/CallButton/CallLink';
import styles from './styles.module.css';

/** The closing call to action of a blog post. */
export default function BlogPostCta({label}: {label: string}): React.JSX.Element {
  return (
    <aside className={styles.cta} aria-labelledby="post-cta-title" data-lead-area="post-cta">
      <Heading as="h2" id="post-cta-title" className={styles.title}>
        Ready to plan your deck?
      </Heading>
      <p className={styles.text}>
        Our designers visit, measure and talk through options with you, then put a free, written estimate in your hands.
        Prefer the phone? Call <CallLink />.
      </p>
      <EstimateButton size="lg">{label}</EstimateButton>
    </aside>
  );
}
