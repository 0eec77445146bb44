import React from 'react';
import {business} from '@site/src/data/business';

/** The phone number as a plain inline link, for prose and small print. */
export default function CallLink({className, children}: {className?: string; children?: React.ReactNode}): React.JSX.Element {
  return (
    <a className={className} href={business.phone.href}>
      {children ?? business.phone.display}
    </a>
  );
}
