import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  title: ReactNode;
  text?: ReactNode;
  /** Buttons: a Link styled as a button, an EstimateButton, a CallButton. */
  children: ReactNode;
}

/**
 * The closing call to action inside a guide's reading column. Stacked
 * (text above buttons) so it fits the narrow docs column at any width.
 */
export default function GuideCta({title, text, children}: Props): React.JSX.Element {
  return (
    <section className={styles.banner} data-lead-area="guide-cta">
      <Heading as="h2" className={styles.title}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
