import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import {EmailLink} from '@site/src/components/BusinessFacts';
import CallLink from '@site/src/components/CallButton/CallLink';
import {business} from '@site/src/data/business';
import {cityNames, hoursText} from '@site/src/lib/businessFacts';
import styles from './styles.module.css';

interface Row {
  icon: IconName;
  label: string;
  value: React.ReactNode;
}

/** Phone, email, hours and service area, read from the business module, on the site's card surface (Infima's .card). */
export default function ContactDetails(): React.JSX.Element {
  const rows: Row[] = [
    {icon: 'phone', label: 'Phone', value: <CallLink />},
    {icon: 'mail', label: 'Email', value: <EmailLink />},
    {icon: 'clock', label: 'Hours', value: hoursText()},
    {
      icon: 'pin',
      label: 'Service area',
      value: `${cityNames}, in ${business.serviceRegion}`,
    },
  ];
  return (
    <dl className={clsx('card', styles.list)}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>
            <span className={styles.icon}>
              <Icon name={row.icon} size={20} />
            </span>
            {row.label}
          </dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
