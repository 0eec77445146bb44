import React, {useId, useMemo, useState} from 'react';
import Heading from '@theme/Heading';
import type {Plan} from '@site/src/lib/deckPlan';
import {deckModel} from '@site/src/lib/deckPlan/model';
import {takeoff} from '@site/src/lib/deckPlan/takeoff';
import {keyAction} from '@site/src/lib/deck3d/controls';
import {modelLines} from '@site/src/lib/deck3d/lines';
import type {Layers} from '@site/src/lib/deck3d/scene';
import Cite from '../Cite';
import Picture from './Picture';
import {useViewer} from './useViewer';
import styles from './View.module.css';

const fallbackWords = {
  none: 'Your browser cannot draw the 3D view here (WebGL is off or missing), so this is a still picture of the same deck.',
  lost: 'The 3D view stopped: the browser took back its graphics memory. This is a still picture of the same deck.',
};

/**
 * The deck in 3D (a chunk of its own, loaded at "See it in 3D"): turned by a drag, a finger drawn sideways, the
 * arrow keys; zoomed by the wheel, a pinch, + and −. Boards on or the frame alone, railings on or off. A tapped
 * member names its takeoff line; a line chosen lights its members. It follows the form as the plan changes.
 */
export default function View({
  plan,
  summary,
  onClose,
}: {
  plan: Plan;
  summary: string;
  onClose: () => void;
}): React.JSX.Element {
  const id = useId();
  const model = useMemo(() => deckModel(plan), [plan]);
  const lines = useMemo(() => modelLines(plan, takeoff(plan), model), [plan, model]);
  const [layers, setLayers] = useState<Layers>({boards: true, railings: true});
  const [lit, setLit] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const view = useViewer(model, layers, lit, (i) => setPicked(i === null ? null : model.members[i].line));
  const shown = lines.find((l) => l.key === (picked ?? lit));
  const [titleId, hintId, summaryId] = [`${id}-title`, `${id}-hint`, `${id}-summary`];
  return (
    <section className={styles.view} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Heading as="h2" id={titleId} className={styles.title}>
          The deck in 3D
        </Heading>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          Close the 3D view
        </button>
      </div>
      <div className={styles.stage}>
        {/* The keyboard's stop and the view's name: the canvas inside it only draws and takes the pointer. */}
        {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- an application, as a map is: its keys turn it */}
        <div
          className={styles.frame}
          hidden={view.state !== 'webgl'}
          tabIndex={0}
          role="application"
          aria-roledescription="3D view"
          aria-label="The deck in 3D"
          aria-describedby={`${summaryId} ${hintId}`}
          onKeyDown={(e) => {
            const action = keyAction(e.key);
            if (!action) return;
            e.preventDefault();
            if (action.reset) view.reset();
            else if (action.zoom) view.zoom(action.zoom);
            else view.turn(action.turn ?? 0, action.tilt ?? 0);
          }}>
          <canvas ref={view.canvas} className={styles.canvas} />
        </div>
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        {view.state !== 'webgl' && (
          <>
            <p className={styles.word} role="status">
              {fallbackWords[view.state]}
            </p>
            <Picture plan={plan} summary={summary} />
          </>
        )}
      </div>
      <p id={summaryId} hidden>
        {summary}.
      </p>
      <p id={hintId} className={styles.hint}>
        Drag to turn it, or draw a finger sideways; pinch or scroll the wheel to zoom. Keys: arrows turn it, + and −
        zoom, 0 resets. Tap a member to see its line of the takeoff.
      </p>
      <div className={styles.controls}>
        <fieldset className={styles.layers}>
          <legend>Show</legend>
          {[
            [true, 'Boards on'],
            [false, 'Framing only'],
          ].map(([boards, label]) => (
            <label key={String(label)}>
              <input
                type="radio"
                name={`${id}-layer`}
                checked={layers.boards === boards}
                onChange={() => setLayers({...layers, boards: boards as boolean})}
              />{' '}
              {label}
            </label>
          ))}
          <label>
            <input
              type="checkbox"
              checked={layers.railings}
              onChange={(e) => setLayers({...layers, railings: e.target.checked})}
            />{' '}
            Railings
          </label>
        </fieldset>
        <label className={styles.light}>
          Light up{' '}
          <select
            value={lit ?? ''}
            onChange={(e) => {
              setLit(e.target.value || null);
              setPicked(null);
            }}>
            <option value="">nothing</option>
            {lines.map((l) => (
              <option key={l.key} value={l.key}>
                {l.term}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.buttons}>
          <button type="button" className="button button--secondary button--sm" onClick={() => view.zoom(1 / 1.25)}>
            Zoom in
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => view.zoom(1.25)}>
            Zoom out
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={view.reset}>
            Reset view
          </button>
        </div>
      </div>
      <div className={styles.line} role="status" aria-live="polite">
        {shown ? (
          <>
            <p>
              <strong>{shown.term}:</strong> {shown.words.caption}
            </p>
            <Cite cite={shown.words.cite} />
          </>
        ) : (
          <p>Tap or click a board, a joist or a post to read the takeoff line it comes from.</p>
        )}
      </div>
    </section>
  );
}
