import React, {memo, startTransition, useState} from 'react';
import type {LengthField} from './usePlanForm';
import type {Actions} from './usePlanForm';
import styles from './PlanForm.module.css';

/**
 * A length typed as a homeowner writes it, with its message when it does not read. Each part of the form is
 * memoized on its own values: a keystroke in one box redraws that box and the plan, not every card of the form.
 */
const LengthInput = memo(function LengthInput({
  id,
  field,
  label,
  hint,
  value,
  error,
  type,
  doneTyping,
}: Omit<Actions, 'choose'> & {field: LengthField; label: string; hint: string; value: string; error?: string}) {
  const inputId = `${id}-${field}`;
  // The box shows each key at once; the plan follows in a transition, so a phone never waits for the drawing
  // to echo a key. A plan arriving by the address remounts the box with its text (PlanForm's keys).
  const [text, setText] = useState(value);
  return (
    <div className={styles.length}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          startTransition(() => type(field, typed));
        }}
        onBlur={doneTyping}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});

export default LengthInput;
