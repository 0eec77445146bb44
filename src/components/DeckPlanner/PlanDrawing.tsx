import React from 'react';
import {formatLength, type Plan} from '@site/src/lib/deckPlan';
import styles from './PlanDrawing.module.css';

interface Props {
  plan: Plan;
  /** The caption's id: the drawing is described in words there (describePlan). */
  captionId: string;
}

/** Pixels a foot at most; a large deck is drawn smaller so the whole plan fits. */
const maxScale = 24;
const maxWidth = 640;

/** Lines across a rectangle: `n - 1` evenly spaced, along x (vertical lines) or along y. */
function ticks(r: {x: number; y: number; w: number; h: number}, n: number, alongX: boolean) {
  return Array.from({length: Math.max(0, n - 1)}, (_, i) => (i + 1) / n).map((t) =>
    alongX
      ? {x1: r.x + r.w * t, x2: r.x + r.w * t, y1: r.y, y2: r.y + r.h}
      : {x1: r.x, x2: r.x + r.w, y1: r.y + r.h * t, y2: r.y + r.h * t},
  );
}

/**
 * The top view, to scale: the house along the top, each level's outline with its dimensions, joists at their
 * spacing, the beam lines, posts on their footings (drawn at their diameter), the steps between levels, the stairs
 * with their landing and the pad at their foot, and railings where they are planned. A picture of what the form
 * says: the form stays the way to change anything.
 */
/** A drawing to scale, in user units; read by its caption, which says in words what it shows. */
export function Scaled({
  width,
  height,
  font,
  captionId,
  children,
}: {
  width: number;
  height: number;
  font: number;
  captionId: string;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${width.toFixed(1)} ${height.toFixed(1)}`}
      role="img"
      aria-labelledby={captionId}
      style={{fontSize: font}}>
      {children}
    </svg>
  );
}

function PlanDrawing({plan, captionId}: Props): React.JSX.Element {
  const d = plan.drawing;
  const footingFt = plan.levels[0].framing.footings.roundIn / 12;
  const b = d.bounds;
  const houseFt = 3.1;
  // Margins room for a label beside the dimension line: 3 ft, or two labels' height on a large deck drawn small.
  const fit = (margin: number) => Math.min(maxScale, maxWidth / (b.w + 2 * margin));
  // About 12 px on a phone's full-width drawing, 17 px beside the form on a desktop.
  const fontOf = (scale: number, margin: number) => Math.max(14, ((b.w + 2 * margin) * scale) / 27);
  const margin = Math.max(3, (2.2 * fontOf(fit(3), 3)) / fit(3));
  const scale = fit(margin);
  const left = b.x - margin;
  const right = b.x + b.w + margin;
  const top = Math.min(0, b.y) - houseFt - 0.4;
  const px = (ft: number) => ft * scale;
  const width = px(right - left);
  const font = fontOf(scale, margin);
  /** A font's height, in feet: the room a label takes. */
  const em = font / scale;
  const bottom = b.y + b.h + 1 + 1.8 * em;
  const x = (ft: number) => px(ft - left);
  const y = (ft: number) => px(ft - top);
  const height = px(bottom - top);
  const first = d.levels[0].rect;
  // Treads run across the stair: along x for a stair off the house side or the far side.
  const across = d.stair?.side === 'front' || d.stair?.side === 'back';
  // Dimension lines clear of everything: the length below it all, the depth beside the first level on the side
  // nothing else stands (a stair or a second level on its left sends it right), a font's height from the edge.
  const lengthY = b.y + b.h + 1;
  const leftTaken = b.x < first.x - 1e-9;
  const depthX = leftTaken ? right - 1.4 * em : left + 1.4 * em;
  const line = (l: {x1: number; x2: number; y1: number; y2: number}, key: string | number, className?: string) => (
    <line key={key} className={className} x1={x(l.x1)} x2={x(l.x2)} y1={y(l.y1)} y2={y(l.y2)} />
  );

  return (
    <Scaled width={width} height={height} font={font} captionId={captionId}>
      <g className={styles.house}>
        <rect x={x(left + 0.5)} y={y(top)} width={px(right - left - 1)} height={px(houseFt)} />
        <text x={x(first.x + first.w / 2)} y={y(top + houseFt / 2)} dy="0.35em" textAnchor="middle">
          House
        </text>
      </g>
      {d.levels.map((l, i) => (
        <g key={`l${i}`} className={l.lower ? styles.lower : undefined}>
          <rect className={styles.deck} x={x(l.rect.x)} y={y(l.rect.y)} width={px(l.rect.w)} height={px(l.rect.h)} />
          {l.joistsFt.map((j) => line({x1: j, x2: j, y1: l.rect.y, y2: l.rect.y + l.rect.h}, `j${j}`, styles.joist))}
          {l.beamsFt.map((bm) => line({x1: l.rect.x, x2: l.rect.x + l.rect.w, y1: bm, y2: bm}, `b${bm}`, styles.beam))}
        </g>
      ))}
      {d.ledgers.map((h) => line({x1: h.from.x, x2: h.to.x, y1: h.from.y, y2: h.to.y}, `h${h.from.x}`, styles.ledger))}
      {d.steps && (
        <g className={styles.stair}>
          <rect x={x(d.steps.x)} y={y(d.steps.y)} width={px(d.steps.w)} height={px(d.steps.h)} />
        </g>
      )}
      {d.posts.map((p, i) => (
        <g key={`p${i}`}>
          <circle className={styles.footing} cx={x(p.x)} cy={y(p.y)} r={px(footingFt / 2)} />
          <rect
            className={styles.post}
            x={x(p.x) - px(0.23)}
            y={y(p.y) - px(0.23)}
            width={px(0.46)}
            height={px(0.46)}
          />
        </g>
      ))}
      {d.stair && (
        <g className={styles.stair}>
          {d.flights.map((f) => (
            <g key={`f${f.x},${f.y}`}>
              <rect x={x(f.x)} y={y(f.y)} width={px(f.w)} height={px(f.h)} />
              {ticks(f, f.treads, !across).map((t, i) => line(t, i))}
            </g>
          ))}
          {d.landings.map((l) => (
            <rect
              key={`l${l.x},${l.y}`}
              className={styles.landing}
              x={x(l.x)}
              y={y(l.y)}
              width={px(l.w)}
              height={px(l.h)}
            />
          ))}
          {d.pad && (
            <rect className={styles.pad} x={x(d.pad.x)} y={y(d.pad.y)} width={px(d.pad.w)} height={px(d.pad.h)} />
          )}
        </g>
      )}
      {d.stairPosts.map((p, i) => (
        <rect
          key={`s${i}`}
          className={styles.post}
          x={x(p.x) - px(0.15)}
          y={y(p.y) - px(0.15)}
          width={px(0.3)}
          height={px(0.3)}
        />
      ))}
      {d.railings.map((r, i) => line({x1: r.from.x, x2: r.to.x, y1: r.from.y, y2: r.to.y}, `r${i}`, styles.railing))}
      <g className={styles.dimension}>
        {line({x1: first.x, x2: first.x + first.w, y1: lengthY, y2: lengthY}, 'dl')}
        <text x={x(first.x + first.w / 2)} y={y(lengthY)} dy="1.1em" textAnchor="middle">
          {formatLength(first.w)}
        </text>
        {line({x1: depthX, x2: depthX, y1: first.y, y2: first.y + first.h}, 'dd')}
        {d.levels.slice(1).map((l) => (
          <text
            key="second"
            x={x(l.rect.x + l.rect.w / 2)}
            y={y(l.rect.y + l.rect.h / 2)}
            dy="0.35em"
            textAnchor="middle">
            {formatLength(l.rect.w)} × {formatLength(l.rect.h)}
          </text>
        ))}
        <text
          x={x(depthX)}
          y={y(first.y + first.h / 2)}
          dy={leftTaken ? '1.1em' : '-0.4em'}
          textAnchor="middle"
          transform={`rotate(-90 ${x(depthX)} ${y(first.y + first.h / 2)})`}>
          {formatLength(first.h)}
        </text>
      </g>
    </Scaled>
  );
}

export default React.memo(PlanDrawing);
