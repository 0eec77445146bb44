import React, {memo, useDeferredValue} from 'react';
import {Choice, ChoiceGroup} from '@site/src/components/DeckCalculator/Choice';
import type {PlanForm as Form} from '@site/src/lib/deckPlan';
import type {Actions} from './usePlanForm';
import styles from './PlanForm.module.css';

/** The house wall's kinds, and the foundation's, as a homeowner sees them from the yard. */
const walls: readonly {value: Form['wall']; label: string; detail: string}[] = [
  {value: 'siding', label: 'Siding', detail: 'Vinyl, wood or fiber cement over the floor framing'},
  {value: 'veneer', label: 'Brick or stone', detail: 'A ledger can’t bolt to it: planned freestanding'},
  {value: 'unsure', label: 'Not sure', detail: 'Planned freestanding until we look'},
];
const foundations: readonly {value: Form['foundation']; label: string; detail: string}[] = [
  {value: 'basement', label: 'A basement', detail: 'Its footing is about 8 ft down'},
  {value: 'shallow', label: 'Crawl space or slab', detail: 'Its footing is near the frost line'},
  {value: 'unsure', label: 'Not sure', detail: 'Planned as a basement until we look'},
];

/**
 * The house where the deck meets it: the wall a ledger would bolt to (asked only of an attached deck), and what is
 * under the house, which sets how deep footings near it go.
 */
const House = memo(function House({
  id,
  choose,
  attachment,
  wall,
  foundation,
}: Pick<Actions, 'id' | 'choose'> & Pick<Form, 'attachment' | 'wall' | 'foundation'>) {
  // The wall's choices appear in the render after the tap: the tick answers at once, on a slow phone too.
  const attached = useDeferredValue(attachment === 'ledger');
  const groups = [
    ...(attached
      ? [{key: 'wall', legend: 'The house wall where the deck meets it', options: walls, value: wall} as const]
      : []),
    {key: 'foundation', legend: 'Under the house there', options: foundations, value: foundation} as const,
  ];
  return (
    <>
      {groups.map((group) => (
        <ChoiceGroup key={group.key} legend={group.legend} className={styles.wide}>
          {group.options.map((o) => (
            <Choice
              key={o.value}
              name={`${id}-${group.key}`}
              value={o.value}
              checked={group.value === o.value}
              // A group carries its key and its own options together, which the union of the two cannot tell tsc.
              onChange={() => choose(group.key, o.value as never)}
              label={o.label}
              detail={o.detail}
            />
          ))}
        </ChoiceGroup>
      ))}
    </>
  );
});

export default House;
