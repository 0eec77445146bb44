import React from 'react';
import type {Plan} from '@site/src/lib/deckPlan';
import {Scaled} from './PlanDrawing';
import styles from './PlanDrawing.module.css';

interface Props {
  plan: Plan;
  /** The caption's id: the side view is described in words there (describeSection). */
  captionId: string;
}

const maxWidth = 640;
const maxScale = 18;

/**
 * A side view across the deck, to scale, looking along the house: the house at the left, the ground as it falls,
 * each level's floor and joists, each row of posts from its footing to its beam with its height, the floor's height
 * over the ground at the house and at the far side, and stairs that run out from the far side.
 */
function PlanSection({plan, captionId}: Props): React.JSX.Element {
  const s = plan.section;
  const g = s.ground;
  const groundAt = (yFt: number) => g.atFrom + ((g.atTo - g.atFrom) * (yFt - g.fromFt)) / (g.toFt - g.fromFt);
  const lowest = Math.min(g.atFrom, g.atTo, ...s.posts.map((p) => p.bottomFt)) - 1.5;
  const [left, right, top] = [g.fromFt - 2.5, g.toFt, 2.5];
  const scale = Math.min(maxScale, maxWidth / (right - left));
  const px = (ft: number) => ft * scale;
  const x = (yFt: number) => px(yFt - left);
  const z = (elevation: number) => px(top - elevation);
  const width = px(right - left);
  const height = px(top - lowest);
  const font = Math.max(14, width / 27);
  // Labels beside their posts, each below any earlier one it would overlap (two levels' rows can stand close).
  const labelFt = (4.2 * font) / scale;
  const labelY: number[] = [];
  s.posts.forEach((p, i) => {
    let at = z((p.topFt + p.bottomFt) / 2);
    for (let j = 0; j < i; j++) {
      const close = Math.abs(s.posts[j].yFt - p.yFt) < labelFt && Math.abs(labelY[j] - at) < 1.3 * font;
      if (close) at = labelY[j] + 1.3 * font;
    }
    labelY.push(at);
  });
  const groundPath =
    `M${x(g.fromFt)},${z(g.atFrom)} L${x(g.toFt)},${z(g.atTo)} ` + `L${x(g.toFt)},${height} L${x(g.fromFt)},${height}Z`;

  return (
    <Scaled width={width} height={height} font={font} captionId={captionId}>
      <path className={styles.ground} d={groundPath} />
      <rect className={styles.wall} x={x(-1)} y={z(top)} width={px(1)} height={z(groundAt(0)) - z(top)} />
      {s.floors.map((f, i) => (
        <rect
          key={`j${i}`}
          className={styles.joistBand}
          x={x(f.fromFt)}
          y={z(f.at)}
          width={px(f.toFt - f.fromFt)}
          height={z(f.underFt) - z(f.at)}
        />
      ))}
      {s.posts.map((p, i) => (
        <g key={`p${i}`} className={p.behind ? styles.behind : undefined}>
          <rect
            className={styles.footingCut}
            x={x(p.yFt) - px(0.7)}
            y={z(groundAt(p.yFt)) + px(0.4)}
            width={px(1.4)}
            height={px(0.7)}
          />
          <rect
            className={styles.beamEnd}
            x={x(p.yFt) - px(0.3)}
            y={z(p.beamFt)}
            width={px(0.6)}
            height={z(p.topFt) - z(p.beamFt)}
          />
          <rect
            className={styles.post}
            x={x(p.yFt) - px(0.23)}
            y={z(p.topFt)}
            width={px(0.46)}
            height={z(p.bottomFt) - z(p.topFt)}
          />
          <text className={styles.postLabel} x={x(p.yFt) + px(0.45)} y={labelY[i]} dy="0.35em">
            {p.label}
          </text>
        </g>
      ))}
      {s.floors.map((f, i) => (
        <line key={`f${i}`} className={styles.floor} x1={x(f.fromFt)} x2={x(f.toFt)} y1={z(f.at)} y2={z(f.at)} />
      ))}
      {s.stair && (
        <polyline className={styles.stairLine} points={s.stair.nosings.map((p) => `${x(p.x)},${z(p.y)}`).join(' ')} />
      )}
      {s.heights.map((h, i) => {
        // Just inside the deck's ends: clear of the house wall and of the far edge's own line.
        const at = h.yFt + (i === 0 ? 0.4 : -0.4);
        return (
          <g key={`h${i}`} className={styles.dimension}>
            <line x1={x(at)} x2={x(at)} y1={z(0)} y2={z(groundAt(h.yFt))} />
            <text x={x(at)} y={z(0)} dy="-0.5em" textAnchor={i === 0 ? 'start' : 'end'}>
              {h.label} up
            </text>
          </g>
        );
      })}
    </Scaled>
  );
}

export default React.memo(PlanSection);
