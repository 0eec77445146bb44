import React, {memo, useDeferredValue} from 'react';
import {Choice, ChoiceGroup} from '@site/src/components/DeckCalculator/Choice';
import {formatRate, materialPrices, materials} from '@site/src/lib/deckEstimate';
import {places} from '@site/src/lib/buildingOffices';
import {codeFigures} from '@site/src/data/framing';
import {defaultPlanForm, sideNames, type PlanForm as Form, type Side} from '@site/src/lib/deckPlan';
import LengthInput from './LengthInput';
import type {Actions} from './usePlanForm';
import styles from './PlanForm.module.css';

const sidesOf = (attachment: Form['attachment']): Side[] =>
  attachment === 'ledger' ? ['left', 'front', 'right'] : ['left', 'front', 'right', 'back'];

export const Attachment = memo(function Attachment({id, choose, value}: Actions & {value: Form['attachment']}) {
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

export const OpenSides = memo(function OpenSides({
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

/** The second level's sides stairs can leave from: not the house, not where it meets the first level. */
const secondSides: Record<Form['second'], Side[]> = {
  none: [],
  left: ['left', 'front'],
  right: ['front', 'right'],
  front: ['left', 'front', 'right'],
};

/** The stairs' two boxes: how wide they are, and how far they drop to where they land. */
const stairBoxes = [
  {
    field: 'stairWidth',
    label: 'Stair width, over the stringers',
    hint:
      `The treads' length: ${defaultPlanForm.stairWidth} ft is comfortable. Rail posts and stringers take 10 in of ` +
      `it, and the code asks for ${codeFigures.minStairWidthIn.value} in clear between them.`,
  },
  {
    field: 'stairDrop',
    label: 'Drop to the ground where they land',
    hint:
      'From the deck floor down to the ground at the foot of the stairs. Empty: the ground as the heights describe ' +
      'it, level past the deck.',
  },
] as const;

export const Stairs = memo(function Stairs({
  id,
  choose,
  type,
  doneTyping,
  attachment: attachmentNow,
  second: secondNow,
  side,
  width,
  drop,
  error,
  dropError,
  arrival,
}: Actions & {
  attachment: Form['attachment'];
  second: Form['second'];
  side: Form['stairs'];
  width: string;
  drop: string;
  error?: string;
  dropError?: string;
  arrival: number;
}) {
  // What a tap elsewhere adds here (the second level's sides, the stair's boxes) appears in the render after it: the
  // tick answers at once, on a slow phone too.
  const [attachment, second, boxes] = [
    useDeferredValue(attachmentNow),
    useDeferredValue(secondNow),
    useDeferredValue(side !== 'none'),
  ];
  const options: {value: Form['stairs']; label: string}[] = [
    {value: 'none', label: 'No stairs'},
    ...sidesOf(attachment).map((s) => ({
      value: s,
      label: second === 'none' ? sideNames[s] : `First level: ${sideNames[s].toLowerCase()}`,
    })),
    ...secondSides[second].map((s) => ({
      value: `second-${s}` as const,
      label: `Second level: ${sideNames[s].toLowerCase()}`,
    })),
  ];
  // With the second level gone, its stair leaves the first level's same side (planInput reads it so).
  const current = second === 'none' && side.startsWith('second-') ? side.slice('second-'.length) : side;
  return (
    <div className={styles.stairs}>
      <ChoiceGroup legend="Stairs" className={styles.sides}>
        {options.map((o) => (
          <Choice
            key={o.value}
            name={`${id}-stairs`}
            value={o.value}
            checked={current === o.value}
            onChange={() => choose('stairs', o.value)}
            label={o.label}
          />
        ))}
      </ChoiceGroup>
      {boxes && (
        <div className={styles.lengths}>
          {stairBoxes.map((box) => (
            <LengthInput
              key={`${box.field}-${arrival}`}
              id={id}
              type={type}
              doneTyping={doneTyping}
              {...box}
              value={box.field === 'stairWidth' ? width : drop}
              error={box.field === 'stairWidth' ? error : dropError}
            />
          ))}
        </div>
      )}
      {side === 'none' && error && <p className={styles.error}>{error}</p>}
    </div>
  );
});

export const Decking = memo(function Decking({id, choose, value}: Actions & {value: Form['material']}) {
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

export const Extras = memo(function Extras({
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

/** Where the deck is built: the city decides the building office, its code edition and where to ask. */
export const Place = memo(function Place({id, choose, value}: Pick<Actions, 'id' | 'choose'> & {value: string}) {
  const selectId = `${id}-place`;
  return (
    <div className={styles.length}>
      <label htmlFor={selectId} className={styles.label}>
        Where it will be built
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={value}
        onChange={(event) => choose('place', event.target.value)}
        aria-describedby={`${selectId}-hint`}>
        {places().map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
      <p id={`${selectId}-hint`} className={styles.hint}>
        The town or county decides the permit, the code edition and the frost depth.
      </p>
    </div>
  );
});
