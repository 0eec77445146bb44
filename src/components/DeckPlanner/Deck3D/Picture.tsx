import React, {useMemo} from 'react';
import type {Plan} from '@site/src/lib/deckPlan';
import {deckModel} from '@site/src/lib/deckPlan/model';
import {picture, svgMarkup} from '@site/src/lib/deck3d/isometric';
import {pictureLabel} from './index';
import styles from './View.module.css';

/**
 * The still 3D picture of a plan, an SVG drawn from the same model as the 3D view (lib/deck3d/isometric): printed
 * with the plan, and shown where the 3D view cannot draw.
 */
export default function Picture({plan, summary}: {plan: Plan; summary: string}): React.JSX.Element {
  const p = useMemo(() => picture(deckModel(plan)), [plan]);
  return (
    <svg
      className={styles.picture}
      viewBox={`0 0 ${p.width} ${p.height}`}
      role="img"
      aria-label={pictureLabel(summary)}>
      {p.faces.map((f, i) => (
        <path key={i} d={f.d} fill={f.fill} />
      ))}
    </svg>
  );
}

/** The picture as an SVG document: printed with the plan. */
export const pictureSvg = (plan: Plan, summary: string): string =>
  svgMarkup(picture(deckModel(plan)), pictureLabel(summary));

/** The picture as an image's address, for the plan sent with an estimate request. */
export const pictureUrl = (plan: Plan, summary: string): string =>
  `data:image/svg+xml,${encodeURIComponent(pictureSvg(plan, summary))}`;
