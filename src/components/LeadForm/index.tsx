import React, {useEffect, useId, useReducer, useRef, useState} from 'react';
import clsx from 'clsx';
import {EmailLink} from '@site/src/components/BusinessFacts';
import CallLink from '@site/src/components/CallButton/CallLink';
import Icon from '@site/src/components/Icon';
import {business} from '@site/src/data/business';
import {loadScriptOnce} from '@site/src/lib/loadScript';
import {
  FORM_TIMEOUT_MS,
  formFrameAttributes,
  formReducer,
  formSubmissionId,
  initialFormState,
  isFormMessage,
} from '@site/src/lib/leadForm';
import {currentPage, leadDebug, trackLead} from '@site/src/lib/leadEvents';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';

export {FORM_TIMEOUT_MS};

interface Props {
  /** Where the form sits, the `source` of its lead events: "home-hero", "dialog-estimate" ... */
  placement: string;
  formId?: string;
  /** Keep the form's full height while loading so nothing below shifts. */
  reserveHeight?: boolean;
  /** Start loading only near the viewport (for forms below the fold). */
  lazy?: boolean;
  /** Fields the form opens filled in, by their query keys (LeadConnector reads them from the form's address). */
  prefill?: Readonly<Record<string, string>>;
  className?: string;
}

/**
 * The hosted lead form ('Website Form', 769 px), never a blank box.
 *
 * The iframe is created on the client, inside a box the HTML already
 * reserves, so every load and message is seen (an iframe in the server HTML
 * can finish before React hydrates, and React never reports that load), and
 * the third-party page does not compete with our own hydration on a phone.
 * The timeout covers the embed script and the frame together.
 * React renders the host empty and never touches the frame: form_embed.js
 * moves it into wrappers and rewrites its classes, so width comes from the
 * host's CSS, not from a class on the frame.
 */
export default function LeadForm({
  placement,
  formId = business.leadForm.id,
  reserveHeight = true,
  lazy = false,
  prefill,
  className,
}: Props): React.JSX.Element {
  const {origin, embedScriptSrc, height, name} = business.leadForm;
  const [state, dispatch] = useReducer(formReducer, formId, initialFormState);
  const [near, setNear] = useState(!lazy);
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const instance = useId().replace(/[^a-zA-Z0-9]/g, '');

  // A lazy form starts loading (and its timeout starts) only near the viewport.
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
    const host = hostRef.current;
    if (!formId || !near || !host) return undefined;
    const frame = document.createElement('iframe');
    Object.entries(formFrameAttributes(formId, name, height, instance)).forEach(([k, v]) => frame.setAttribute(k, v));
    frame.title = `${name}: request a free deck estimate`;
    frame.style.height = `${height}px`;
    const submissions = new Set<string>();
    const onMessage = (event: MessageEvent) => {
      // Only the form page in this frame (checked at event time: moving the frame gives it a new window).
      if (event.origin !== new URL(origin).origin || event.source !== frame.contentWindow) return;
      if (!isFormMessage(event.data)) return;
      dispatch({type: 'frame-message'});
      const submission = formSubmissionId(event.data);
      if (submission !== null && (submission === '' || !submissions.has(submission))) {
        submissions.add(submission);
        trackLead('form_submitted', {page: currentPage(), source: placement});
      }
    };
    window.addEventListener('message', onMessage);
    dispatch({type: 'start'});
    leadDebug(`form ${placement}: loading`);
    // The embed script first, then the frame: the form page asks the script for
    // the visitor's query parameters (UTM attribution) as it boots, and an
    // answer only comes if the script is already listening.
    let live = true;
    loadScriptOnce(embedScriptSrc).then(
      () => {
        if (!live) return;
        dispatch({type: 'script-loaded'});
        frame.src = `${origin}/widget/form/${formId}${prefill ? `?${new URLSearchParams(prefill).toString()}` : ''}`;
        host.appendChild(frame);
      },
      () => live && dispatch({type: 'script-failed'}),
    );
    const timer = window.setTimeout(() => dispatch({type: 'timeout'}), FORM_TIMEOUT_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      host.replaceChildren();
    };
  }, [formId, near, origin, embedScriptSrc, height, name, instance, placement, prefill]);

  useEffect(() => {
    if (state.status === 'ready') {
      leadDebug(`form ${placement}: ready`);
      trackLead('form_ready', {page: currentPage(), source: placement});
    } else if (state.status === 'failed') {
      leadDebug(`form ${placement}: showing the call fallback (${state.reason})`);
      trackLead('form_fallback', {page: currentPage(), source: placement});
    }
  }, [state.status, state.reason, placement]);

  const boxStyle = reserveHeight ? {minHeight: height} : undefined;

  if (state.status === 'failed') {
    return (
      <div
        className={clsx(styles.box, styles.fallback, className)}
        style={boxStyle}
        role="region"
        aria-label="Request a free estimate by phone"
        data-lead-area="form-fallback">
        <Icon name="phone" size={36} className={styles.fallbackIcon} />
        <p className={styles.fallbackTitle}>Call us for your free estimate</p>
        <p className={styles.fallbackText}>
          Our online form isn&apos;t available right now. Call and talk to a deck designer directly: we&apos;ll answer
          your questions and set up a free on-site consultation.
        </p>
        <CallLink className="button button--estimate button--lg">
          <Icon name="phone" size={18} className="button__icon" />
          Call {business.phone.display}
        </CallLink>
        <p className={styles.fallbackMeta}>
          {hoursText()}
          <br />
          or email <EmailLink />
        </p>
      </div>
    );
  }

  const ready = state.status === 'ready';
  return (
    <div
      ref={boxRef}
      className={clsx(styles.box, className)}
      style={boxStyle}
      data-form-state={state.status}
      aria-busy={!ready}
      data-lead-area="form-loading">
      <div ref={hostRef} className={clsx(styles.frameHost, !ready && styles.frameHidden)} />
      {!ready && (
        <div className={styles.loading}>
          {state.status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
          <p className={styles.loadingTitle}>Loading the estimate form…</p>
          <p className={styles.loadingText}>
            Prefer to talk? Call <CallLink />
          </p>
        </div>
      )}
    </div>
  );
}
