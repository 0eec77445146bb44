import React, {memo, startTransition, useState} from 'react';
import Heading from '@theme/Heading';
import {Choice, ChoiceGroup} from '@site/src/components/DeckCalculator/Choice';
import {formatRate, materialPrices, materials} from '@site/src/lib/deckEstimate';
import {codeFigures} from '@site/src/data/framing';
import {
  defaultPlanForm,
  sideNames,
  type DeckPlan,
  type DeckPlanField,
  type PlanForm as Form,
  type Side,
} from '@site/src/lib/deckPlan';
import type {LengthField, usePlanForm} from './usePlanForm';
import styles from './PlanForm.module.css';

type Planner = ReturnType<typeof usePlanForm>;

interface Props {
  id: string;
  form: Form;
  /** Changes when a plan arrives by the address: the boxes start over with its text. */
  arrival: number;
  plan: DeckPlan;
  choose: Planner['choose'];
  type: Planner['type'];
  doneTyping: Planner['doneTyping'];
}

interface Actions {
  id: string;
  choose: Planner['choose'];
  type: Planner['type'];
  doneTyping: Planner['doneTyping'];
}

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

const sidesOf = (attachment: Form['attachment']): Side[] =>
  attachment === 'ledger' ? ['left', 'front', 'right'] : ['left', 'front', 'right', 'back'];

const Attachment = memo(function Attachment({id, choose, value}: Actions & {value: Form['attachment']}) {
  return (
    <ChoiceGroup legend="How it stands" className={styles.wide}>
      <Choice
        name={`${id}-attachment`}
        value="ledger"
        checked={value === 'ledger'}
        onChange={() => choose('attachment', 'ledger')}
        label="Attached to the house"
        detail="On a ledger board bolted to the house"
      />
      <Choice
        name={`${id}-attachment`}
        value="freestanding"
        checked={value === 'freestanding'}
        onChange={() => choose('attachment', 'freestanding')}
        label="Freestanding"
        detail="On its own posts, a beam by the house"
      />
    </ChoiceGroup>
  );
});

const OpenSides = memo(function OpenSides({
  id,
  choose,
  attachment,
  open,
}: Actions & {attachment: Form['attachment']; open: Form['open']}) {
  return (
    <ChoiceGroup legend="Open sides, seen from the house (railings go here)" className={styles.sides}>
      {sidesOf(attachment).map((side) => (
        <Choice
          key={side}
          type="checkbox"
          name={`${id}-open-${side}`}
          value={side}
          checked={open[side]}
          onChange={() => choose('open', (now) => ({...now, [side]: !now[side]}))}
          label={sideNames[side]}
        />
      ))}
    </ChoiceGroup>
  );
});

const Stairs = memo(function Stairs({
  id,
  choose,
  type,
  doneTyping,
  attachment,
  side,
  width,
  error,
  arrival,
}: Actions & {attachment: Form['attachment']; side: Form['stairs']; width: string; error?: string; arrival: number}) {
  return (
    <div className={styles.stairs}>
      <ChoiceGroup legend="Stairs" className={styles.sides}>
        {(['none', ...sidesOf(attachment)] as const).map((s) => (
          <Choice
            key={s}
            name={`${id}-stairs`}
            value={s}
            checked={side === s}
            onChange={() => choose('stairs', s)}
            label={s === 'none' ? 'No stairs' : sideNames[s]}
          />
        ))}
      </ChoiceGroup>
      {side !== 'none' && (
        <LengthInput
          key={`stair-width-${arrival}`}
          id={id}
          type={type}
          doneTyping={doneTyping}
          field="stairWidth"
          label="Stair width"
          hint={`${defaultPlanForm.stairWidth} ft is comfortable; the code asks for at least ${codeFigures.minStairWidthIn.value} in.`}
          value={width}
          error={error}
        />
      )}
      {side === 'none' && error && <p className={styles.error}>{error}</p>}
    </div>
  );
});

const Decking = memo(function Decking({id, choose, value}: Actions & {value: Form['material']}) {
  return (
    <ChoiceGroup legend="Decking" className={styles.wide}>
      {materials.map((key) => (
        <Choice
          key={key}
          name={`${id}-material`}
          value={key}
          checked={value === key}
          onChange={() => choose('material', key)}
          label={materialPrices[key].label}
          detail={`${formatRate(materialPrices[key].pricePerSqFt)} per sq ft in materials`}
          priced
        />
      ))}
    </ChoiceGroup>
  );
});

const Extras = memo(function Extras({
  id,
  choose,
  railingsWanted,
  hotTub,
  roof,
}: Actions & Pick<Form, 'railingsWanted' | 'hotTub' | 'roof'>) {
  return (
    <ChoiceGroup legend="Also on this deck" className={styles.wide}>
      <Choice
        type="checkbox"
        name={`${id}-railings`}
        value="railings"
        checked={railingsWanted}
        onChange={() => choose('railingsWanted', (now) => !now)}
        label="Railings on a low deck"
        detail={`Required above ${codeFigures.guardsAboveIn.value} in; lower, your choice`}
      />
      <Choice
        type="checkbox"
        name={`${id}-hot-tub`}
        value="hot-tub"
        checked={hotTub}
        onChange={() => choose('hotTub', (now) => !now)}
        label="A hot tub"
        detail="Needs an engineer's design"
      />
      <Choice
        type="checkbox"
        name={`${id}-roof`}
        value="roof"
        checked={roof}
        onChange={() => choose('roof', (now) => !now)}
        label="A roof over the deck"
        detail="Needs an engineer's design"
      />
    </ChoiceGroup>
  );
});

/** The deck as the homeowner knows it: its size, height, how it meets the house, open sides, stairs, boards. */
export default function PlanForm({id, form, arrival, plan, choose, type, doneTyping}: Props): React.JSX.Element {
  const errors: Partial<Record<DeckPlanField, string>> = plan.kind === 'invalid' ? plan.errors : {};
  const actions = {id, choose, type, doneTyping};
  return (
    <form className={styles.form} aria-labelledby={`${id}-form-title`} onSubmit={(event) => event.preventDefault()}>
      <Heading as="h2" id={`${id}-form-title`} className={styles.title}>
        Describe your deck
      </Heading>
      <p className={styles.intro}>
        Every change redraws the plan. Feet, or feet and inches: 16, 16&apos; 6&quot; or 16.5.
      </p>
      <div className={styles.lengths}>
        <LengthInput
          key={`length-${arrival}`}
          {...actions}
          field="length"
          label="Length along the house"
          hint="The side the deck shares with the house."
          value={form.length}
          error={errors.length}
        />
        <LengthInput
          key={`depth-${arrival}`}
          {...actions}
          field="depth"
          label="Depth out from the house"
          hint="From the house to the far edge."
          value={form.depth}
          error={errors.depth}
        />
        <LengthInput
          key={`height-${arrival}`}
          {...actions}
          field="height"
          label="Height of the deck floor"
          hint="From the ground to the top of the boards."
          value={form.height}
          error={errors.height}
        />
      </div>
      <Attachment {...actions} value={form.attachment} />
      <OpenSides {...actions} attachment={form.attachment} open={form.open} />
      <Stairs
        {...actions}
        arrival={arrival}
        attachment={form.attachment}
        side={form.stairs}
        width={form.stairWidth}
        error={errors.stairs}
      />
      <Decking {...actions} value={form.material} />
      <Extras {...actions} railingsWanted={form.railingsWanted} hotTub={form.hotTub} roof={form.roof} />
    </form>
  );
}
