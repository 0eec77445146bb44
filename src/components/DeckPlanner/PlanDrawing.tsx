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

/**
 * The top view, to scale: the house along the top, the deck's outline with its dimensions, joists at their
 * spacing, the beam line, posts on their footings (drawn at their diameter), the stairs, and railings on the
 * open sides. A picture of what the form says: the form stays the way to change anything.
 */
function PlanDrawing({plan, captionId}: Props): React.JSX.Element {
  const d = plan.drawing;
  const footingFt = plan.framing.footings.roundIn / 12;
  const stair = d.stair;
  // Bounds in feet: the deck, the stairs, the footings hanging past the edges, room for the labels.
  const left = Math.min(0, stair?.x ?? 0) - 3;
  const right = Math.max(d.lengthFt, stair ? stair.x + stair.w : 0) + 3;
  // The house band above everything (a stair toward the house goes between them).
  const houseFt = 3.1;
  const top = Math.min(0, stair?.y ?? 0) - houseFt - 0.4;
  const bottom = Math.max(d.depthFt, stair ? stair.y + stair.h : 0) + 3;
  const scale = Math.min(maxScale, maxWidth / (right - left));
  const px = (ft: number) => ft * scale;
  const x = (ft: number) => px(ft - left);
  const y = (ft: number) => px(ft - top);
  const width = px(right - left);
  const height = px(bottom - top);
  // About 12 px on a phone's full-width drawing, 17 px beside the form on a desktop.
  const font = Math.max(14, width / 27);
  // The house is drawn either way, for bearings; only an attached deck has a ledger along it.
  const ledger = d.edges.find((e) => e.side === 'back')?.kind === 'house';
  // Treads run across the stair: along x for a stair off the house side or the far side.
  const across = stair?.side === 'front' || stair?.side === 'back';
  // Dimension lines clear of the stairs: the length below everything, the depth on the side without a stair.
  const lengthY = bottom - 1.6;
  const depthX = stair?.side === 'left' ? right - 1 : left + 1;

  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${width.toFixed(1)} ${height.toFixed(1)}`}
      role="img"
      aria-labelledby={captionId}
      style={{fontSize: font}}>
      <g className={styles.house}>
        <rect x={x(left + 0.5)} y={y(top)} width={px(right - left - 1)} height={px(houseFt)} />
        <text x={x(d.lengthFt / 2)} y={y(top + houseFt / 2)} dy="0.35em" textAnchor="middle">
          House
        </text>
      </g>
      <rect className={styles.deck} x={x(0)} y={y(0)} width={px(d.lengthFt)} height={px(d.depthFt)} />
      {d.joistsFt.map((j) => (
        <line key={`j${j}`} className={styles.joist} x1={x(j)} x2={x(j)} y1={y(0)} y2={y(d.depthFt)} />
      ))}
      {ledger && <line className={styles.ledger} x1={x(0)} x2={x(d.lengthFt)} y1={y(0)} y2={y(0)} />}
      {d.beamsFt.map((b) => (
        <line key={`b${b}`} className={styles.beam} x1={x(0)} x2={x(d.lengthFt)} y1={y(b)} y2={y(b)} />
      ))}
      {d.posts.map((p) => (
        <g key={`p${p.x},${p.y}`}>
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
      {stair && (
        <g className={styles.stair}>
          {d.flights.map((f) => (
            <g key={`f${f.x},${f.y}`}>
              <rect x={x(f.x)} y={y(f.y)} width={px(f.w)} height={px(f.h)} />
              {Array.from({length: Math.max(0, f.treads - 1)}, (_, i) => {
                const t = (i + 1) / f.treads;
                return across ? (
                  <line key={i} x1={x(f.x)} x2={x(f.x + f.w)} y1={y(f.y + f.h * t)} y2={y(f.y + f.h * t)} />
                ) : (
                  <line key={i} x1={x(f.x + f.w * t)} x2={x(f.x + f.w * t)} y1={y(f.y)} y2={y(f.y + f.h)} />
                );
              })}
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
        </g>
      )}
      {d.stairPosts.map((p) => (
        <rect
          key={`s${p.x},${p.y}`}
          className={styles.post}
          x={x(p.x) - px(0.15)}
          y={y(p.y) - px(0.15)}
          width={px(0.3)}
          height={px(0.3)}
        />
      ))}
      {d.railings.map((r) => (
        <line
          key={`r${r.from.x},${r.from.y}`}
          className={styles.railing}
          x1={x(r.from.x)}
          x2={x(r.to.x)}
          y1={y(r.from.y)}
          y2={y(r.to.y)}
        />
      ))}
      <g className={styles.dimension}>
        <line x1={x(0)} x2={x(d.lengthFt)} y1={y(lengthY)} y2={y(lengthY)} />
        <text x={x(d.lengthFt / 2)} y={y(lengthY)} dy="-0.4em" textAnchor="middle">
          {formatLength(d.lengthFt)}
        </text>
        <line x1={x(depthX)} x2={x(depthX)} y1={y(0)} y2={y(d.depthFt)} />
        <text
          x={x(depthX)}
          y={y(d.depthFt / 2)}
          dy="-0.4em"
          textAnchor="middle"
          transform={`rotate(-90 ${x(depthX)} ${y(d.depthFt / 2)})`}>
          {formatLength(d.depthFt)}
        </text>
      </g>
    </svg>
  );
}

export default React.memo(PlanDrawing);
