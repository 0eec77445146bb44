import React, {memo, useDeferredValue} from 'react';
import {Choice, ChoiceGroup} from '@site/src/components/DeckCalculator/Choice';
import {LEVEL_RISER_IN, MAX_STEPS_DOWN, formatInches, type PlanForm as Form} from '@site/src/lib/deckPlan';
import LengthInput from './LengthInput';
import type {Actions} from './usePlanForm';
import styles from './PlanForm.module.css';

const wheres: readonly {value: Form['second']; label: string}[] = [
  {value: 'none', label: 'One level'},
  {value: 'left', label: 'Beside it, left'},
  {value: 'right', label: 'Beside it, right'},
  {value: 'front', label: 'Out in front'},
];

/** A second level: beside the first along the house or out in front of it, at the same height or steps down. */
export default memo(function SecondLevel({
  id,
  choose,
  type,
  doneTyping,
  arrival,
  form,
  error,
}: Actions & {
  arrival: number;
  form: Pick<Form, 'second' | 'secondLength' | 'secondDepth' | 'secondSteps'>;
  error?: string;
}) {
  const stepsId = `${id}-second-steps`;
  // Its boxes appear in the render after the tap: the tick answers at once, on a slow phone too.
  const open = useDeferredValue(form.second !== 'none');
  return (
    <div className={styles.stairs}>
      <ChoiceGroup legend="A second level" className={styles.sides}>
        {wheres.map((w) => (
          <Choice
            key={w.value}
            name={`${id}-second`}
            value={w.value}
            checked={form.second === w.value}
            onChange={() => choose('second', w.value)}
            label={w.label}
          />
        ))}
      </ChoiceGroup>
      {open && (
        <div className={styles.lengths}>
          <LengthInput
            key={`second-length-${arrival}`}
            {...{id, type, doneTyping}}
            field="secondLength"
            label="Second level: length"
            hint="Along the house, in feet."
            value={form.secondLength}
            error={error}
          />
          <LengthInput
            key={`second-depth-${arrival}`}
            {...{id, type, doneTyping}}
            field="secondDepth"
            label="Second level: depth"
            hint="Out from the house, in feet."
            value={form.secondDepth}
          />
          <div className={styles.length}>
            <label htmlFor={stepsId} className={styles.label}>
              Second level: height
            </label>
            <select
              id={stepsId}
              className={styles.select}
              value={form.secondSteps}
              onChange={(event) => choose('secondSteps', event.target.value)}
              aria-describedby={`${stepsId}-hint`}>
              {Array.from({length: MAX_STEPS_DOWN + 1}, (_, n) => (
                <option key={n} value={String(n)}>
                  {n === 0
                    ? 'Same level (an L)'
                    : `${n} step${n === 1 ? '' : 's'} down (${formatInches(n * LEVEL_RISER_IN)} in)`}
                </option>
              ))}
            </select>
            <p id={`${stepsId}-hint`} className={styles.hint}>
              Steps of {formatInches(LEVEL_RISER_IN)} in along the edge the levels share.
            </p>
          </div>
        </div>
      )}
    </div>
  );
});
