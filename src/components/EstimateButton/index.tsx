import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {preloadEstimateDialog, useDialogButton} from '@site/src/components/EstimateDialog';
import type {DialogAttachment} from '@site/src/components/EstimateDialog/context';
import type {DialogVariant} from '@site/src/data/types';

interface Props {
  children?: React.ReactNode;
  variant?: 'estimate' | 'primary' | 'outline' | 'on-dark';
  size?: 'md' | 'lg';
  dialog?: DialogVariant;
  className?: string;
  /** Hide the arrow icon (compact header use). */
  plain?: boolean;
  /** What goes with the request (the deck plan), read at the click with the lead's source. */
  attach?: (source: string) => DialogAttachment | Promise<DialogAttachment>;
}

/** Opens the site-wide estimate (or application) dialog. */
export default function EstimateButton({
  children = 'Get Free Estimate',
  variant = 'estimate',
  size = 'md',
  dialog = 'estimate',
  className,
  plain = false,
  attach,
}: Props): React.JSX.Element {
  const {busy, onClick} = useDialogButton(dialog, attach);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      data-dialog={dialog}
      onClick={onClick}
      onPointerEnter={preloadEstimateDialog}
      onFocus={preloadEstimateDialog}
      onTouchStart={preloadEstimateDialog}
      className={clsx(
        'button',
        variant === 'estimate' && 'button--estimate',
        variant === 'primary' && 'button--primary',
        variant === 'outline' && 'button--primary button--outline',
        variant === 'on-dark' && 'button--on-dark',
        size === 'lg' && 'button--lg',
        className,
      )}>
      <span>{children}</span>
      {!plain && <Icon name="arrowRight" size={18} className="button__icon" />}
    </button>
  );
}
