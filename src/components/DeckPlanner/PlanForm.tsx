import React from 'react';
import Heading from '@theme/Heading';
import type {DeckPlan, DeckPlanField, PlanForm as Form} from '@site/src/lib/deckPlan';
import {Attachment, Decking, Extras, OpenSides, Place, Stairs} from './Choices';
import House from './House';
import LengthInput from './LengthInput';
import type {Actions, LengthField} from './usePlanForm';
import SecondLevel from './SecondLevel';
import styles from './PlanForm.module.css';

interface Props extends Actions {
  form: Form;
  /** Changes when a plan arrives by the address: the boxes start over with its text. */
  arrival: number;
  plan: DeckPlan;
}

/** The deck's sizes, as a homeowner measures them. */
const lengths = [
  {field: 'length', label: 'Length along the house', hint: 'The side the deck shares with the house.'},
  {field: 'depth', label: 'Depth out from the house', hint: 'From the house to the far edge.'},
  {field: 'height', label: 'Height of the deck floor', hint: 'From the ground to the top of the boards, at the house.'},
  {
    field: 'heightFar',
    label: 'Height at the far side',
    hint: 'Where the ground falls away: the same, at the far edge. Empty for level ground.',
  },
] as const satisfies readonly {field: LengthField & DeckPlanField; label: string; hint: string}[];

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
        {lengths.map(({field, label, hint}) => (
          <LengthInput
            key={`${field}-${arrival}`}
            {...actions}
            field={field}
            label={label}
            hint={hint}
            value={form[field]}
            error={errors[field]}
          />
        ))}
      </div>
      <Attachment {...actions} value={form.attachment} />
      <House id={id} choose={choose} attachment={form.attachment} wall={form.wall} foundation={form.foundation} />
      <OpenSides {...actions} attachment={form.attachment} open={form.open} />
      <SecondLevel {...actions} arrival={arrival} form={form} error={errors.second} />
      <Stairs
        {...actions}
        arrival={arrival}
        attachment={form.attachment}
        second={form.second}
        side={form.stairs}
        width={form.stairWidth}
        drop={form.stairDrop}
        error={errors.stairs}
        dropError={errors.stairDrop}
      />
      <Decking {...actions} value={form.material} />
      <Extras {...actions} railingsWanted={form.railingsWanted} hotTub={form.hotTub} roof={form.roof} />
      <Place id={id} choose={choose} value={form.place} />
    </form>
  );
}
