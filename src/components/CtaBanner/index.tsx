import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import CallButton from '@site/src/components/CallButton';
import type {DialogVariant} from '@site/src/components/EstimateDialog';
import styles from './styles.module.css';

interface Props {
  title: ReactNode;
  text?: ReactNode;
  estimateLabel?: string;
  callLabel?: string;
  dialog?: DialogVariant;
  /** Replace the default buttons. */
  actions?: ReactNode;
}

/** The closing call to action on every page: estimate and call. */
export default function CtaBanner({
  title,
  text,
  estimateLabel = 'Get Free Estimate',
  callLabel = 'Call Now',
  dialog = 'estimate',
  actions,
}: Props): React.JSX.Element {
  return (
    <section className={styles.wrap} data-lead-area="cta-banner">
      <div className={styles.banner}>
        <div>
          <Heading as="h2" className={styles.title}>
            {title}
          </Heading>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        <div className={styles.actions}>
          {actions ?? (
            <>
              <EstimateButton size="lg" dialog={dialog}>
                {estimateLabel}
              </EstimateButton>
              <CallButton label={callLabel} variant="on-dark" size="lg" />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
