import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import {
  MAX_DECK_SIZE,
  formatSize,
  formatRate,
  materialPrices,
  materials,
  type Material,
} from '@site/src/lib/deckEstimate';
import {formula} from '@site/src/data/pricing';
import {Choice, ChoiceGroup, YesNo} from './Choice';
import type {useDeckCalculator} from './useDeckCalculator';
import styles from './InputsForm.module.css';

/** One line under each material card. Prices come from materialPrices. */
const materialNotes: Record<Material, string> = {
  'pressure-treated': 'Treated pine framing and boards. The lowest upfront cost; plan on regular cleaning and sealing.',
  cedar:
    'Lighter and more stable than pine, with a warm color; its heartwood resists decay above ground. Stain it to keep the tone, or let it weather to silver.',
  composite: 'Wood-fiber and plastic boards that need no staining and hold their color in the sun.',
  pvc: 'All-plastic boards that shrug off moisture; surface mildew washes off. A good fit for shaded and lakeside decks.',
};

type Calculator = ReturnType<typeof useDeckCalculator>;

interface Props {
  id: string;
  inputs: Calculator['inputs'];
  set: Calculator['set'];
  onSubmit: Calculator['onSubmit'];
}

/** Size, material, railings and stairs, and the Calculate button. */
export default function InputsForm({id, inputs, set, onSubmit}: Props): React.JSX.Element {
  const hintId = `${id}-size-hint`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-title`}>
      <Heading as="h2" id={`${id}-form-title`} className={styles.formTitle}>
        Tell us about your deck
      </Heading>

      <div className={styles.field}>
        <label htmlFor={`${id}-size`} className={styles.label}>
          Deck size (square feet)
        </label>
        <div className={styles.sizeRow}>
          <input
            id={`${id}-size`}
            className={styles.sizeInput}
            type="number"
            inputMode="decimal"
            name="size"
            min={1}
            max={MAX_DECK_SIZE}
            step="any"
            placeholder="e.g., 300"
            autoComplete="off"
            value={inputs.sizeText}
            onChange={(event) => set.sizeText(event.target.value)}
            aria-describedby={hintId}
          />
          <span className={styles.unit} aria-hidden="true">
            sq ft
          </span>
        </div>
        <p id={hintId} className={styles.hint}>
          Length times width: a 12 by 16 foot deck is 192 sq ft. Up to {formatSize(MAX_DECK_SIZE)}.
        </p>
        <p className={styles.hint}>
          Don&apos;t know your square feet? <Link to="/resources/deck-planner">Plan it by its dimensions</Link>: the
          planner draws it, sizes the framing and gives the same price.
        </p>
      </div>

      <ChoiceGroup legend="Decking material" className={styles.materials}>
        {materials.map((key) => (
          <Choice
            key={key}
            name="material"
            value={key}
            checked={inputs.material === key}
            onChange={() => set.material(key)}
            label={materialPrices[key].label}
            detail={`${formatRate(materialPrices[key].pricePerSqFt)} per sq ft in materials`}
            note={materialNotes[key]}
            priced
          />
        ))}
      </ChoiceGroup>

      <div className={styles.pairs}>
        <YesNo
          legend="Railings"
          name="railings"
          value={inputs.railings}
          onChange={set.railings}
          yesDetail={`Adds ${formula.railingsPercent}% of the decking cost`}
          noDetail="For a low deck"
        />
        <YesNo
          legend="Stairs"
          name="stairs"
          value={inputs.stairs}
          onChange={set.stairs}
          yesDetail={`Adds a flat ${formatRate(formula.stairsFlat)}`}
          noDetail="For a deck at ground level"
        />
      </div>

      <button type="submit" className={clsx('button button--primary button--lg', styles.submit)}>
        <Icon name="calculator" size={20} className="button__icon" />
        <span>Calculate Estimate</span>
      </button>
    </form>
  );
}
