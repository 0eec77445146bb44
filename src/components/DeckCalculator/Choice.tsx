import React, {useId} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import styles from './Choice.module.css';

interface ChoiceProps {
  /** One of a group (radio, the default), or a box of its own that is on or off (checkbox). */
  type?: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  detail?: string;
  note?: string;
  /** The detail is a price: bold and green. */
  priced?: boolean;
}

/**
 * A native radio button (or checkbox) drawn as a card. The transparent input
 * covers the whole card, so any tap on it selects; arrow keys move within a
 * radio group.
 */
export function Choice({
  type = 'radio',
  name,
  value,
  checked,
  onChange,
  label,
  detail,
  note,
  priced = false,
}: ChoiceProps): React.JSX.Element {
  const id = useId();
  return (
    <div className={clsx(styles.choice, priced && styles.priced)}>
      <input
        id={id}
        className={styles.choiceInput}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      <div className={styles.choiceCard}>
        <span className={styles.choiceMark} aria-hidden="true">
          <Icon name="check" size={14} />
        </span>
        <label htmlFor={id} className={styles.choiceLabel}>
          <span className={styles.choiceName}>{label}</span>
          {detail && <span className={styles.choiceDetail}>{detail}</span>}
        </label>
        {note && (
          <span id={`${id}-note`} className={styles.choiceNote}>
            {note}
          </span>
        )}
      </div>
    </div>
  );
}

interface YesNoProps {
  legend: string;
  name: string;
  value: boolean;
  onChange: (value: boolean) => void;
  yesDetail: string;
  noDetail: string;
}

/** A group of radio cards with its legend. */
export function ChoiceGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/** Yes or no, as two radio cards side by side. */
export function YesNo({legend, name, value, onChange, yesDetail, noDetail}: YesNoProps): React.JSX.Element {
  return (
    <ChoiceGroup legend={legend} className={styles.pair}>
      <Choice name={name} value="yes" checked={value} onChange={() => onChange(true)} label="Yes" detail={yesDetail} />
      <Choice name={name} value="no" checked={!value} onChange={() => onChange(false)} label="No" detail={noDetail} />
    </ChoiceGroup>
  );
}
