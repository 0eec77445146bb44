import React from 'react';
import Icon from '@site/src/components/Icon';
import {preloadEstimateDialog, useDialogButton} from '@site/src/components/EstimateDialog';
import CallLink from '@site/src/components/CallButton/CallLink';
import styles from './styles.module.css';

/** Sticky call / free-estimate bar for phones: the two things visitors came for. */
export default function MobileActionBar(): React.JSX.Element {
  const {busy, onClick} = useDialogButton('estimate');
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
        aria-busy={busy || undefined}
        onClick={onClick}
        onTouchStart={preloadEstimateDialog}
        onPointerEnter={preloadEstimateDialog}>
        Free estimate
        <Icon name="arrowRight" size={20} />
      </button>
    </nav>
  );
}
