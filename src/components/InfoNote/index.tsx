import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {business} from '@site/src/data/business';
import styles from './styles.module.css';

interface Props {
  /** `banner`: the visible note under the hero; `small`: the repeat in small print near the foot of the page. */
  variant?: 'banner' | 'small';
  className?: string;
}

/**
 * The disclaimer every Financing page carries: the business builds decks,
 * it does not lend, and nothing here is an offer of credit.
 */
export default function InfoNote({variant = 'banner', className}: Props): React.JSX.Element {
  if (variant === 'small') {
    return (
      <p role="note" className={clsx(styles.small, className)}>
        Information only, not a loan offer; terms vary by lender. {business.name} is a deck builder, not a lender or
        mortgage broker. Figures on this page are general, limits and fees change every year, and approval and terms are
        always the lender&rsquo;s decision. Confirm current figures with a licensed lender before you decide.
      </p>
    );
  }
  return (
    <div role="note" className={clsx(styles.banner, className)}>
      <Icon name="alert" size={22} className={styles.icon} />
      <p className={styles.text}>
        <strong>Information only, not a loan offer; terms vary by lender.</strong> {business.name} builds decks; we are
        not a lender. Our forms come to us, not to a lender, and never check your credit. Loan limits, fees and rules
        change, so check current figures with a licensed lender. Approval is always up to the lender.
      </p>
    </div>
  );
}
