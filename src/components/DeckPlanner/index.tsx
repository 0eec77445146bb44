import React, {startTransition, useCallback, useDeferredValue, useId, useMemo, useState} from 'react';
import {business} from '@site/src/data/business';
import {describePlan} from '@site/src/lib/deckPlan';
import PlanForm from './PlanForm';
import DetailCards, {detailsChunk, type Details} from './DetailCards';
// The still 3D picture, printed with the plan.
import {PrintPicture} from './Deck3D';
import Results from './Results';
import {usePlan, usePlanForm} from './usePlanForm';
import styles from './styles.module.css';

/**
 * The deck planner: the form, a top view to scale with its caption in words, the calculator's price for the
 * same deck, and the takeoff with what each line rests on. The address holds the plan; it prints as a scope
 * sheet and can be sent with an estimate request. Beyond the prescriptive tables it gives no numbers.
 */
export default function DeckPlanner(): React.JSX.Element {
  const id = useId();
  const {entry, choose, type, doneTyping} = usePlanForm();
  // The form answers a key or a tap at once; the plan, its drawing, price and takeoff follow in a render React
  // defers, so a phone never holds the echo of a key or the tick of a box for them (npm run bench:planner).
  const deferred = usePlan(useDeferredValue(entry));
  const [details, setDetails] = useState<Details | null>(detailsChunk.loaded);
  // The takeoff and the order list arrive as a transition, their first render yielding to the visitor's keys;
  // before printing, as an update rendered whole before the next paint, so the page prints with them. A chunk that
  // does not come (offline, or a deploy since the page loaded) leaves the figures as they are: the next hover, focus
  // or scroll asks again, and no error reaches the page.
  const loadDetails = useCallback(
    (now = false): Promise<Details | null> =>
      detailsChunk.load().then(
        (loaded) => {
          if (now) setDetails(loaded);
          else startTransition(() => setDetails(loaded));
          return loaded;
        },
        () => null,
      ),
    [],
  );
  const shown = deferred.plan.kind === 'engineer' ? null : deferred.last;
  const summary = useMemo(() => (shown ? describePlan(shown.plan, shown.input) : ''), [shown]);

  return (
    // A visitor who starts on the form will read on: the takeoff's chunk is fetched at their first touch of it.
    <div
      className={styles.planner}
      onFocusCapture={() => void (detailsChunk.loaded ?? loadDetails())}
      onPointerDownCapture={() => void (detailsChunk.loaded ?? loadDetails())}>
      <p className={styles.printHeader}>
        Deck plan from {business.name}, {business.phone.display}. A planning estimate, not a construction drawing.
      </p>
      <div className={styles.layout}>
        <PlanForm
          id={id}
          form={entry.form}
          arrival={entry.arrival}
          plan={deferred.plan}
          choose={choose}
          type={type}
          doneTyping={doneTyping}
        />
        <Results id={id} shown={deferred} loadDetails={loadDetails} />
      </div>

      {shown && <DetailCards plan={shown.plan} id={id} details={details} load={loadDetails} />}
      {shown && <PrintPicture plan={shown.plan} summary={summary} details={details} />}
    </div>
  );
}
