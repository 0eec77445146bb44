import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {business} from '@site/src/data/business';
import CallLink from './CallLink';

interface Props {
  /** Visible text; the number itself is shown when omitted. */
  label?: string;
  variant?: 'primary' | 'outline' | 'on-dark';
  size?: 'md' | 'lg';
  className?: string;
}

/** Every "Call" button on the site: a real tel: link, never a dead button. */
export default function CallButton({label, variant = 'outline', size = 'md', className}: Props): React.JSX.Element {
  const text = label ?? business.phone.display;
  return (
    <CallLink
      className={clsx(
        'button',
        variant === 'on-dark' ? 'button--on-dark' : 'button--primary',
        variant === 'outline' && 'button--outline',
        size === 'lg' && 'button--lg',
        className,
      )}
      aria-label={label ? `${label}: ${business.phone.display}` : `Call ${business.phone.display}`}>
      <Icon name="phone" size={18} className="button__icon" />
      <span>{text}</span>
    </CallLink>
  );
}
