import React, {useMemo} from 'react';
import clsx from 'clsx';
import type {Plan} from '@site/src/lib/deckPlan';
import {sideView} from '@site/src/lib/deckPlan/sideView';
import {SheetSvg, useDrawnWidth} from './PlanDrawing';
import styles from './PlanDrawing.module.css';

/**
 * A side view across the deck, to scale, looking along the house: the ground as it falls, the house wall down to its
 * footing, each level's floor and joists, each row of posts from its footing (at its depth) to its beam, braces,
 * guards, the stairs with their supports and pad, and the floor's height over the ground at both sides.
 */
function PlanSection({
  plan,
  captionId,
  className,
}: {
  plan: Plan;
  captionId: string;
  className?: string;
}): React.JSX.Element {
  const [ref, width] = useDrawnWidth();
  const sheet = useMemo(() => sideView(plan, width), [plan, width]);
  return (
    <div ref={ref} className={clsx(styles.frame, className)}>
      <SheetSvg sheet={sheet} captionId={captionId} />
    </div>
  );
}

export default React.memo(PlanSection);
