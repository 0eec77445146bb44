import React, {useMemo} from 'react';
import Heading from '@theme/Heading';
import type {Plan} from '@site/src/lib/deckPlan';
import {orderList} from '@site/src/lib/deckPlan/order';
import sheet from './Sheet.module.css';
import styles from './OrderSection.module.css';

interface Props {
  plan: Plan;
  headingId: string;
}

/**
 * What a builder orders for the plan, group by group (what its lumber or metal is first): the count, then the item and
 * its stock length, where it goes and what sets it (in the takeoff's chunk, ./Details: below the fold).
 */
function OrderSection({plan, headingId}: Props): React.JSX.Element {
  const order = useMemo(() => orderList(plan), [plan]);
  return (
    <div className={sheet.sheet}>
      <Heading as="h2" id={headingId} className={sheet.title}>
        What to order
      </Heading>
      <p className={styles.caption}>{order.caption}</p>
      <div className={styles.groups}>
        {order.groups.map((group, i) => (
          <section key={group.title} aria-labelledby={`${headingId}-${i}`}>
            <Heading as="h3" id={`${headingId}-${i}`} className={styles.groupTitle}>
              {group.title}
            </Heading>
            <p className={styles.spec}>{group.spec}</p>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={`${item.item}|${item.stockFt}|${item.note}`}>
                  <span className={styles.count}>{item.count}</span>{' '}
                  <span>
                    {item.item}
                    {item.stockFt !== null && `, ${item.stockFt} ft`}
                    <span className={styles.note}> ({item.note})</span>
                    <span className={styles.source}> {item.source}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.basis}>{order.basis}</p>
    </div>
  );
}

export default React.memo(OrderSection);
