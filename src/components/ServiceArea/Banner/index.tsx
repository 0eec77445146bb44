import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import CallButton from '@site/src/components/CallButton';
import {BusinessJsonLd} from '@site/src/components/StructuredData';
import styles from './styles.module.css';

interface Props {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Small facts under the title (ZIP range, county). */
  meta?: ReactNode;
  /** Shown above the eyebrow, e.g. a link back to all service areas. */
  top?: ReactNode;
  estimateLabel?: string;
  className?: string;
}

/**
 * The service-area hero: a rounded evergreen banner card that sits inside the
 * docs content column (not full-bleed), with the page's single h1 and the two
 * actions every page offers. Internal to ServiceArea; pages use CityHero or AreasHero.
 */
export default function Banner({
  eyebrow,
  title,
  lead,
  meta,
  top,
  estimateLabel = 'Get Free Estimate',
  className,
}: Props): React.JSX.Element {
  return (
    <section className={clsx(styles.banner, className)} data-lead-area="area-banner">
      {/* Service-area pages describe the business and where it works. */}
      <BusinessJsonLd />
      <svg
        className={styles.ridges}
        viewBox="0 0 600 160"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false">
        <path
          d="M0 120 L70 84 L120 102 L190 58 L250 90 L320 46 L390 84 L450 62 L520 92 L600 70 V160 H0 Z"
          fill="rgb(255 255 255 / 5%)"
        />
        <path
          d="M0 140 L90 112 L160 128 L240 98 L310 124 L380 104 L460 130 L540 112 L600 122 V160 H0 Z"
          fill="rgb(255 255 255 / 6%)"
        />
      </svg>
      <div className={styles.body}>
        {top && <div className={styles.top}>{top}</div>}
        {eyebrow && <p className={clsx('eyebrow', styles.eyebrow)}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {meta && <div className={styles.meta}>{meta}</div>}
        {lead && <div className={styles.lead}>{lead}</div>}
        <div className={styles.actions}>
          <EstimateButton size="lg">{estimateLabel}</EstimateButton>
          <CallButton variant="on-dark" size="lg" />
        </div>
      </div>
    </section>
  );
}

/** A fact pill in the banner: an icon and a short label. */
export function BannerChip({icon, children}: {icon?: ReactNode; children: ReactNode}): React.JSX.Element {
  return (
    <span className={styles.chip}>
      {icon}
      {children}
    </span>
  );
}
