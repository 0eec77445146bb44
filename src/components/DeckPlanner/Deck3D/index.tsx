import React, {useEffect, useId, useRef, useState} from 'react';
import {chunk} from '@site/src/lib/chunk';
import type {Plan} from '@site/src/lib/deckPlan';
import {detailsChunk, type Details} from '../DetailCards';
import styles from './styles.module.css';

/** The 3D view: its code (the renderer, the model, the controls) loads at the tap, never before. */
const viewChunk = chunk(() => import('./View'));

/** The still 3D picture's words: what it shows, for its name. */
export const pictureLabel = (summary: string): string => `The deck in 3D, a still picture: ${summary}.`;

/** The plan's still 3D picture, for the plan sent with an estimate request: drawn once the dialog is up. */
export const planPicture = (plan: Plan, summary: string): {label: string; load: () => Promise<string>} => ({
  label: pictureLabel(summary),
  load: () => detailsChunk.load().then((d) => d.pictureUrl(plan, summary)),
});

/**
 * The still picture, drawn into `box` as the page goes to print (the browser lays the page out for paper right after
 * its beforeprint), and taken out after: never drawn on a keystroke. Its code is the takeoff's chunk, which printing
 * loads first.
 */
function usePrintPicture(
  box: React.RefObject<HTMLDivElement | null>,
  now: {plan: Plan; summary: string; details: Details | null},
) {
  const latest = useRef(now);
  latest.current = now;
  useEffect(() => {
    const before = () => {
      const {plan, summary, details} = latest.current;
      if (details && box.current) box.current.innerHTML = details.pictureSvg(plan, summary);
    };
    const after = () => box.current?.replaceChildren();
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [box]);
}

/**
 * On paper, the still 3D picture: on the order list's sheet, under the list (the scope sheet stays one page).
 */
export const PrintPicture = React.memo(function PrintPicture(now: {
  plan: Plan;
  summary: string;
  details: Details | null;
}): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  usePrintPicture(box, now);
  return <div ref={box} className={styles.print} />;
});

/**
 * "See it in 3D" and the view it opens under the drawings.
 */
export default function Deck3D({plan, summary}: {plan: Plan; summary: string}): React.JSX.Element {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [View, setView] = useState(() => viewChunk.loaded);
  const [failed, setFailed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const show = () => {
    setOpen(true);
    setFailed(false);
    viewChunk.load().then(
      (loaded) => setView(() => loaded),
      () => setFailed(true),
    );
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`button button--primary button--sm ${styles.open}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={open ? close : show}>
        {open ? 'Hide the 3D view' : 'See it in 3D'}
      </button>
      {open && (
        <div id={id} className={styles.panel}>
          {View ? (
            <View plan={plan} summary={summary} onClose={close} />
          ) : (
            <p className={styles.loading} role="status">
              {failed ? 'The 3D view did not load: check the connection. ' : 'Loading the 3D view…'}
              {failed && (
                <button type="button" className="button button--secondary button--sm" onClick={show}>
                  Try again
                </button>
              )}
            </p>
          )}
        </div>
      )}
    </>
  );
}
