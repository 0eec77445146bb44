import React from 'react';
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
  plan: DeckPlan;
  choose: Planner['choose'];
  type: Planner['type'];
  doneTyping: Planner['doneTyping'];
}

/** A length typed as a homeowner writes it, with its message when it does not read. */
function LengthInput({
  id,
  field,
  label,
  hint,
  value,
  error,
  type,
  doneTyping,
}: {
  id: string;
  field: LengthField;
  label: string;
  hint: string;
  value: string;
  error?: string;
  type: Planner['type'];
  doneTyping: Planner['doneTyping'];
}): React.JSX.Element {
  const inputId = `${id}-${field}`;
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
        value={value}
        onChange={(event) => type(field, event.target.value)}
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
}

/** The deck as the homeowner knows it: its size, height, how it meets the house, open sides, stairs, boards. */
export default function PlanForm({id, form, plan, choose, type, doneTyping}: Props): React.JSX.Element {
  const errors: Partial<Record<DeckPlanField, string>> = plan.kind === 'invalid' ? plan.errors : {};
  const sides: Side[] = form.attachment === 'ledger' ? ['left', 'front', 'right'] : ['left', 'front', 'right', 'back'];
  const lengths = {id, type, doneTyping};
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
          {...lengths}
          field="length"
          label="Length along the house"
          hint="The side the deck shares with the house."
          value={form.length}
          error={errors.length}
        />
        <LengthInput
          {...lengths}
          field="depth"
          label="Depth out from the house"
          hint="From the house to the far edge."
          value={form.depth}
          error={errors.depth}
        />
        <LengthInput
          {...lengths}
          field="height"
          label="Height of the deck floor"
          hint="From the ground to the top of the boards."
          value={form.height}
          error={errors.height}
        />
      </div>

      <ChoiceGroup legend="How it stands" className={styles.wide}>
        <Choice
          name={`${id}-attachment`}
          value="ledger"
          checked={form.attachment === 'ledger'}
          onChange={() => choose('attachment', 'ledger')}
          label="Attached to the house"
          detail="On a ledger board bolted to the house"
        />
        <Choice
          name={`${id}-attachment`}
          value="freestanding"
          checked={form.attachment === 'freestanding'}
          onChange={() => choose('attachment', 'freestanding')}
          label="Freestanding"
          detail="On its own posts, a beam by the house"
        />
      </ChoiceGroup>

      <ChoiceGroup legend="Open sides, seen from the house (railings go here)" className={styles.sides}>
        {sides.map((side) => (
          <Choice
            key={side}
            type="checkbox"
            name={`${id}-open-${side}`}
            value={side}
            checked={form.open[side]}
            onChange={() => choose('open', {...form.open, [side]: !form.open[side]})}
            label={sideNames[side]}
          />
        ))}
      </ChoiceGroup>

      <div className={styles.stairs}>
        <ChoiceGroup legend="Stairs" className={styles.sides}>
          {(['none', ...sides] as const).map((side) => (
            <Choice
              key={side}
              name={`${id}-stairs`}
              value={side}
              checked={form.stairs === side}
              onChange={() => choose('stairs', side)}
              label={side === 'none' ? 'No stairs' : sideNames[side]}
            />
          ))}
        </ChoiceGroup>
        {form.stairs !== 'none' && (
          <LengthInput
            {...lengths}
            field="stairWidth"
            label="Stair width"
            hint={`${defaultPlanForm.stairWidth} ft is comfortable; the code asks for at least ${codeFigures.minStairWidthIn.value} in.`}
            value={form.stairWidth}
            error={errors.stairs}
          />
        )}
        {form.stairs === 'none' && errors.stairs && <p className={styles.error}>{errors.stairs}</p>}
      </div>

      <ChoiceGroup legend="Decking" className={styles.wide}>
        {materials.map((key) => (
          <Choice
            key={key}
            name={`${id}-material`}
            value={key}
            checked={form.material === key}
            onChange={() => choose('material', key)}
            label={materialPrices[key].label}
            detail={`${formatRate(materialPrices[key].pricePerSqFt)} per sq ft in materials`}
            priced
          />
        ))}
      </ChoiceGroup>

      <ChoiceGroup legend="Also on this deck" className={styles.wide}>
        <Choice
          type="checkbox"
          name={`${id}-railings`}
          value="railings"
          checked={form.railingsWanted}
          onChange={() => choose('railingsWanted', !form.railingsWanted)}
          label="Railings on a low deck"
          detail={`Required above ${codeFigures.guardsAboveIn.value} in; lower, your choice`}
        />
        <Choice
          type="checkbox"
          name={`${id}-hot-tub`}
          value="hot-tub"
          checked={form.hotTub}
          onChange={() => choose('hotTub', !form.hotTub)}
          label="A hot tub"
          detail="Needs an engineer's design"
        />
        <Choice
          type="checkbox"
          name={`${id}-roof`}
          value="roof"
          checked={form.roof}
          onChange={() => choose('roof', !form.roof)}
          label="A roof over the deck"
          detail="Needs an engineer's design"
        />
      </ChoiceGroup>
    </form>
  );
}
