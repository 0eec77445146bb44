import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import CallButton from '@site/src/components/CallButton';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import type {DialogVariant} from '@site/src/data/types';
import {firstScreenId} from '@site/src/lib/firstScreen';
import styles from './styles.module.css';

interface Props {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** The h1's id, when something else names itself after it. */
  titleId?: string;
  /**
   * `band`: a full-width evergreen band under the header (React pages);
   * `panel`: a rounded card inside the content column (MDX pages, city pages).
   */
  layout?: 'band' | 'panel';
  /** Label of the estimate button; null leaves the default actions out. */
  estimateLabel?: string | null;
  callLabel?: string;
  /** Which dialog the estimate button opens (financing pages open the application). */
  dialog?: DialogVariant;
  /** Replaces the default actions. */
  actions?: ReactNode;
  /** Above the eyebrow, e.g. a link back to the list. */
  top?: ReactNode;
  /** Small facts under the title (HeroChip). */
  meta?: ReactNode;
  /** An illustration or photo beside the text. */
  image?: {src: string; alt: string};
  /** What sits beside the text instead of an image (the home page's form). */
  aside?: ReactNode;
  /** A picture behind the whole band (decorative). */
  backdrop?: string;
  /** More under the actions. */
  children?: ReactNode;
  className?: string;
}

/**
 * The hero of every page: one h1, a lead, and by default the two actions every
 * page offers (free estimate, call). Its variants are props: a band or a
 * panel, an image, an aside or a backdrop.
 */
export default function Hero({
  eyebrow,
  title,
  lead,
  titleId,
  layout = 'band',
  estimateLabel = 'Get Free Estimate',
  callLabel = 'Call Now',
  dialog = 'estimate',
  actions,
  top,
  meta,
  image,
  aside,
  backdrop,
  children,
  className,
}: Props): React.JSX.Element {
  const defaultActions = estimateLabel !== null && (
    <>
      <EstimateButton size="lg" dialog={dialog}>
        {estimateLabel}
      </EstimateButton>
      <CallButton label={callLabel} variant="on-dark" size="lg" />
    </>
  );
  const side =
    aside ??
    (image && (
      <ResponsiveImage
        src={image.src}
        alt={image.alt}
        sizes="(min-width: 997px) 45vw, 100vw"
        priority
        className={styles.image}
      />
    ));
  return (
    <section
      id={firstScreenId}
      className={clsx(styles.hero, styles[layout], backdrop && styles.withBackdrop, side && styles.split, className)}
      data-lead-area="page-hero"
      aria-labelledby={titleId}>
      {backdrop && <ResponsiveImage className={styles.backdrop} src={backdrop} alt="" sizes="100vw" priority />}
      {layout === 'panel' && (
        <svg
          className={styles.ridges}
          viewBox="0 0 600 160"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false">
          <path d="M0 120 L70 84 L120 102 L190 58 L250 90 L320 46 L390 84 L450 62 L520 92 L600 70 V160 H0 Z" />
          <path d="M0 140 L90 112 L160 128 L240 98 L310 124 L380 104 L460 130 L540 112 L600 122 V160 H0 Z" />
        </svg>
      )}
      <div className={styles.inner}>
        <div className={styles.copy}>
          {top && <div className={styles.top}>{top}</div>}
          {eyebrow && <p className={clsx('eyebrow', styles.eyebrow)}>{eyebrow}</p>}
          <Heading as="h1" id={titleId} className={styles.title}>
            {title}
          </Heading>
          {meta && <div className={styles.meta}>{meta}</div>}
          {lead && <div className={styles.lead}>{lead}</div>}
          {(actions ?? defaultActions) && <div className={styles.actions}>{actions ?? defaultActions}</div>}
          {children}
        </div>
        {side && <div className={aside ? styles.aside : styles.media}>{side}</div>}
      </div>
    </section>
  );
}

/** A fact pill in a hero: an icon and a short label (a ZIP range, the hours). */
export function HeroChip({icon, children}: {icon?: ReactNode; children: ReactNode}): React.JSX.Element {
  return (
    <span className={styles.chip}>
      {icon}
      {children}
    </span>
  );
}
