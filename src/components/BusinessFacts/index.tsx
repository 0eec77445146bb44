import React from 'react';
import {business} from '@site/src/data/business';
import {proseFacts} from '@site/src/lib/businessFacts';

/*
 * Business facts for prose: MDX writes <BusinessHours /> rather than retyping
 * "Monday-Saturday 8AM-6PM", so a change in business.ts reaches every page.
 * (The phone number is <CallLink />, a link.)
 */

export function BusinessHours(): React.JSX.Element {
  return <>{proseFacts.BusinessHours}</>;
}

/** The one link that writes to the business. */
export function EmailLink({className}: {className?: string}): React.JSX.Element {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- mailto: is not navigation
    <a className={className} href={`mailto:${business.email}`}>
      {proseFacts.EmailLink}
    </a>
  );
}

/** "Knoxville, Maryville, ... and Clinton". */
export function CityNames(): React.JSX.Element {
  return <>{proseFacts.CityNames}</>;
}

/** "East Tennessee". */
export function ServiceRegion(): React.JSX.Element {
  return <>{proseFacts.ServiceRegion}</>;
}
