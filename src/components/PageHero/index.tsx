import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import CallButton from '@site/src/components/CallButton';
import styles from './styles.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import type {DialogVariant} from '@site/src/components/EstimateDialog';

interface Props {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Label for the estimate button; pass null to hide the default actions. */
  estimateLabel?: string | null;
  callLabel?: string;
  /** Which dialog the estimate button opens (financing pages open the application). */
  dialog?: DialogVariant;
  /** Replaces the default actions. */
  actions?: ReactNode;
  /** Decorative illustration path under static/ (a photo with the same name can replace it). */
  image?: string;
  imageAlt?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * The hero used by every inner page: one h1, a lead, and by default the two
 * actions every page offers (free estimate, call).
 */
export default function PageHero({
  eyebrow,
  title,
  lead,
  estimateLabel = 'Get Free Estimate',
  callLabel = 'Call Now',
  dialog = 'estimate',
  actions,
  image,
  imageAlt = '',
  children,
  className,
}: Props): React.JSX.Element {
  const defaultActions =
    estimateLabel === null ? null : (
      <>
        <EstimateButton size="lg" dialog={dialog}>
          {estimateLabel}
        </EstimateButton>
        <CallButton label={callLabel} variant="on-dark" size="lg" />
      </>
    );
  return (
    <section className={clsx(styles.hero, image && styles.withImage, className)} data-lead-area="page-hero">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {eyebrow && <p className={clsx('eyebrow', styles.eyebrow)}>{eyebrow}</p>}
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          {lead && <div className={styles.lead}>{lead}</div>}
          {(actions ?? defaultActions) && <div className={styles.actions}>{actions ?? defaultActions}</div>}
          {children}
        </div>
        {image && (
          <div className={styles.media}>
            <ResponsiveImage
              src={image}
              alt={imageAlt}
              sizes="(min-width: 997px) 45vw, 100vw"
              priority
              className={styles.image}
            />
          </div>
        )}
      </div>
    </section>
  );
}
