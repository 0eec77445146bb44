import React from 'react';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import type {IconName} from '@site/src/data/types';
import patterns from '@site/src/css/patterns.module.css';
import styles from './styles.module.css';

/** 1 = lowest cost of the four materials, 4 = highest. */
export type PriceTier = 1 | 2 | 3 | 4;

export interface MaterialCard {
  name: string;
  description: string;
  features: readonly string[];
  priceTier: PriceTier;
  /** What the tier means in words or figures, e.g. "Wood: $15-35 per sq ft installed". */
  priceNote: string;
  icon?: IconName;
}

const tierLabel: Record<PriceTier, string> = {
  1: 'Budget',
  2: 'Mid-range',
  3: 'Premium',
  4: 'Top of the range',
};

/** The four decking materials as cards: name, price tier, description, features. */
export default function MaterialCards({items}: {items: readonly MaterialCard[]}): React.JSX.Element {
  return (
    <div className={patterns.proseBlock}>
      <ul className={patterns.grid2}>
        {items.map((m) => (
          <Card
            as="li"
            key={m.name}
            title={m.name}
            icon={m.icon}
            accent="evergreen"
            eyebrow={
              <>
                <span className={styles.dollars} aria-hidden="true">
                  {'$'.repeat(m.priceTier)}
                </span>
                <span>
                  <span className="sr-only">Price tier: </span>
                  {tierLabel[m.priceTier]}
                </span>
              </>
            }>
            <p className={styles.note}>{m.priceNote}</p>
            <p className={styles.description}>{m.description}</p>
            <CheckList items={m.features} compact className={styles.features} />
          </Card>
        ))}
      </ul>
    </div>
  );
}
