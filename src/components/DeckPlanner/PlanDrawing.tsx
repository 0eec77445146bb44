import React, {useEffect, useMemo, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import type {Plan} from '@site/src/lib/deckPlan';
import type {Sheet} from '@site/src/lib/deckPlan/sheet';
import {topView} from '@site/src/lib/deckPlan/topView';
import styles from './PlanDrawing.module.css';

/** The width a drawing is laid out at before the page has measured it (the server's, and a desktop's). */
const SERVER_WIDTH = 640;
/** Printed, a drawing stands in half the page beside the price: laid out this narrow, its labels print near 6 pt. */
const PRINT_WIDTH = 400;

/**
 * The width the drawing is shown at, measured: a drawing is laid out in pixels at that width, so its labels are
 * always a readable size and, placed there, never overlap. Printed, it is laid out again at a print width.
 */
export function useDrawnWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(SERVER_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const w = Math.round(el.clientWidth);
      if (w > 0) setWidth((now) => (Math.abs(now - w) > 1 ? w : now));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // The print is laid out before the browser takes it: synchronously, in its beforeprint event.
    const print = () => flushSync(() => setWidth(PRINT_WIDTH));
    window.addEventListener('beforeprint', print);
    window.addEventListener('afterprint', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', print);
      window.removeEventListener('afterprint', measure);
    };
  }, []);
  return [ref, width];
}

/** A laid-out sheet as SVG: its shapes, then its labels (a vertical one reads up the page). */
export function SheetSvg({sheet, captionId}: {sheet: Sheet; captionId: string}): React.JSX.Element {
  const cls = (names: string) => clsx(names.split(' ').map((n) => styles[n]));
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${sheet.width} ${sheet.height.toFixed(1)}`}
      role="img"
      aria-labelledby={captionId}
      style={{fontSize: sheet.font}}>
      {sheet.shapes.map((s, i) =>
        s.kind === 'rect' ? (
          <rect key={i} className={cls(s.cls)} x={s.x} y={s.y} width={s.w} height={s.h} />
        ) : s.kind === 'line' ? (
          <line key={i} className={cls(s.cls)} x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} />
        ) : s.kind === 'circle' ? (
          <circle key={i} className={cls(s.cls)} cx={s.cx} cy={s.cy} r={s.r} />
        ) : (
          <path key={i} className={cls(s.cls)} d={s.d} />
        ),
      )}
      {sheet.labels.map(({text, cls: c, box, vertical}, i) => {
        const [cx, cy] = [box.x + box.w / 2, box.y + box.h / 2];
        return (
          <text
            key={`t${i}`}
            className={cls(c)}
            x={cx}
            y={cy}
            dy="0.35em"
            textAnchor="middle"
            transform={vertical ? `rotate(-90 ${cx} ${cy})` : undefined}>
            {text}
          </text>
        );
      })}
    </svg>
  );
}

/**
 * The top view, to scale: the house along the top, each level with its joists, beams, posts on their footings and
 * braces, the steps between levels, the stairs with their landing and pad, railings and guard posts, dimensioned,
 * with a graphic scale. A picture of what the form says: the form stays the way to change anything.
 */
function PlanDrawing({
  plan,
  captionId,
  className,
}: {
  plan: Plan;
  captionId: string;
  className?: string;
}): React.JSX.Element {
  const [ref, width] = useDrawnWidth();
  const sheet = useMemo(() => topView(plan, width), [plan, width]);
  return (
    <div ref={ref} className={clsx(styles.frame, className)}>
      <SheetSvg sheet={sheet} captionId={captionId} />
    </div>
  );
}

export default React.memo(PlanDrawing);
