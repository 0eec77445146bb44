import React from 'react';
import Icon from '@site/src/components/Icon';
import {preloadEstimateDialog, useEstimateDialog} from '@site/src/components/EstimateDialog';
import CallLink from '@site/src/components/CallButton/CallLink';
import {leadSource} from '@site/src/lib/leadEvents';
import styles from './styles.module.css';

/** Sticky call / free-estimate bar for phones: the two things visitors came for. */
export default function MobileActionBar(): React.JSX.Element {
  const {open} = useEstimateDialog();
  return (
    <nav className={styles.bar} aria-label="Quick contact" data-lead-area="mobile-bar">
      <CallLink className={styles.call}>
        <Icon name="phone" size={20} />
        Call now
      </CallLink>
      <button
        type="button"
        className={styles.estimate}
        aria-haspopup="dialog"
        onClick={(event) => open('estimate', leadSource(event.currentTarget))}
        onTouchStart={preloadEstimateDialog}
        onPointerEnter={preloadEstimateDialog}>
        Free estimate
        <Icon name="arrowRight" size={20} />
      </button>
    </nav>
  );
}
