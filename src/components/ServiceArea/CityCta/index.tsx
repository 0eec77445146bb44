import React from 'react';
import CtaBanner from '@site/src/components/CtaBanner';
import {business} from '@site/src/data/business';
import {requireCity} from '../cities';
import {hoursText} from '@site/src/lib/businessFacts';

interface Props {
  /** Slug of the city in business.cities. */
  city: string;
  title?: string;
  /** Replaces the default sentence; the phone number and hours are always added. */
  text?: string;
}

/**
 * The closing call to action on a city page: a CtaBanner with the free-estimate
 * button, the call button, and the number and hours written out.
 */
export default function CityCta({city: slug, title, text}: Props): React.JSX.Element {
  const city = requireCity(slug);
  const lead = text ?? `Tell us about your ${city.name} project and we will set up a free on-site estimate.`;
  return (
    <CtaBanner
      title={title ?? `Planning a deck in ${city.name}?`}
      text={`${lead} Call ${business.phone.display}, ${hoursText()}.`}
    />
  );
}
