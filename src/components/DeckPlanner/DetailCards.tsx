import React, {useEffect, useRef} from 'react';
import Heading from '@theme/Heading';
import {chunk} from '@site/src/lib/chunk';
import type {Plan} from '@site/src/lib/deckPlan';
import styles from './styles.module.css';

/** The takeoff and the order list: below the fold, in a chunk of their own (./Details). */
export const detailsChunk = chunk(() => import('./Details'));
export type Details = NonNullable<typeof detailsChunk.loaded>;

/**
 * The takeoff's and the order list's sections: their headings at once, their lines when the chunk arrives, which
 * they ask for as they near the screen. Memoized: the form's own renders pass them by.
 */
export default React.memo(function DetailCards({
  plan,
  id,
  details,
  load,
}: {
  plan: Plan;
  id: string;
  details: Details | null;
  load: () => unknown;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (details) return undefined;
    if (typeof IntersectionObserver === 'undefined') return void load();
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '800px 0px',
    });
    near.observe(ref.current!);
    return () => near.disconnect();
  }, [details, load]);
  const [takeoffId, orderId] = [`${id}-takeoff-title`, `${id}-order-title`];
  return (
    <>
      <section ref={ref} className={styles.takeoff} aria-labelledby={takeoffId}>
        {details ? (
          <details.Takeoff plan={plan} headingId={takeoffId} />
        ) : (
          <Heading as="h2" id={takeoffId}>
            Framing takeoff
          </Heading>
        )}
      </section>
      <section className={styles.order} aria-labelledby={orderId}>
        {details ? (
          <details.OrderSection plan={plan} headingId={orderId} />
        ) : (
          <Heading as="h2" id={orderId}>
            What to order
          </Heading>
        )}
      </section>
    </>
  );
});
