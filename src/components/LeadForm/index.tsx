import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {business} from '@site/src/data/business';
import {loadScriptOnce} from '@site/src/lib/loadScript';
import styles from './styles.module.css';

/** How long the hosted form may take before we show the call fallback. */
export const FORM_TIMEOUT_MS = 6000;

type Status = 'loading' | 'ready' | 'failed';

interface Props {
  formId?: string;
  /** Keep the form's full height while loading so nothing below shifts. */
  reserveHeight?: boolean;
  /** Lazy-load the frame (for forms below the fold). */
  lazy?: boolean;
  className?: string;
}

/**
 * The hosted lead form ('Website Form', 769 px). Never a blank box: with no
 * form id, a blocked script or a frame that has not loaded in time, the
 * visitor gets the phone number instead.
 */
export default function LeadForm({
  formId = business.leadForm.id,
  reserveHeight = true,
  lazy = false,
  className,
}: Props): React.JSX.Element {
  const {origin, embedScriptSrc, height, name} = business.leadForm;
  const [status, setStatus] = useState<Status>(formId ? 'loading' : 'failed');
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [scriptLoaded, setScriptLoaded] = useState(false);
  // A lazy form starts loading (and its timeout starts) only near the viewport.
  const [near, setNear] = useState(!lazy);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near || !boxRef.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(boxRef.current);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!formId || !near) return undefined;
    let cancelled = false;
    loadScriptOnce(embedScriptSrc).then(
      () => !cancelled && setScriptLoaded(true),
      () => !cancelled && setStatus('failed'),
    );
    const timer = window.setTimeout(() => {
      if (!cancelled) setStatus((s) => (s === 'loading' ? 'failed' : s));
    }, FORM_TIMEOUT_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [formId, embedScriptSrc, near]);

  useEffect(() => {
    if (frameLoaded && scriptLoaded) setStatus((s) => (s === 'loading' ? 'ready' : s));
  }, [frameLoaded, scriptLoaded]);

  const boxStyle = reserveHeight ? {minHeight: height} : undefined;

  if (status === 'failed') {
    return (
      <div className={clsx(styles.box, styles.fallback, className)} style={boxStyle} role="region" aria-label="Request a free estimate by phone">
        <Icon name="phone" size={36} className={styles.fallbackIcon} />
        <p className={styles.fallbackTitle}>Call us for your free estimate</p>
        <p className={styles.fallbackText}>
          Our online form isn&apos;t available right now. Call and talk to a deck designer directly: we&apos;ll
          answer your questions and set up a free on-site consultation.
        </p>
        <a className="button button--estimate button--lg" href={business.phone.href}>
          <Icon name="phone" size={18} className="button__icon" />
          Call {business.phone.display}
        </a>
        <p className={styles.fallbackMeta}>
          {business.hours.label}
          <br />
          or email <a href={`mailto:${business.email}`}>{business.email}</a>
        </p>
      </div>
    );
  }

  return (
    <div ref={boxRef} className={clsx(styles.box, className)} style={boxStyle} aria-busy={status === 'loading'}>
      <iframe
        src={`${origin}/widget/form/${formId}`}
        id={`inline-${formId}`}
        title={`${name}: request a free deck estimate`}
        className={styles.frame}
        style={{height}}
        loading={lazy ? 'lazy' : 'eager'}
        onLoad={() => setFrameLoaded(true)}
        data-layout="{'id':'INLINE'}"
        data-trigger-type="alwaysShow"
        data-trigger-value=""
        data-activation-type="alwaysActivated"
        data-activation-value=""
        data-deactivation-type="neverDeactivate"
        data-deactivation-value=""
        data-form-name={name}
        data-height={String(height)}
        data-layout-iframe-id={`inline-${formId}`}
        data-form-id={formId}
      />
    </div>
  );
}
