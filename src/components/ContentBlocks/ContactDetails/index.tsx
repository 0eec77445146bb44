import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import type {ContactCopy} from '@site/src/data/pageSchema';
import {EmailLink} from '@site/src/components/BusinessFacts';
import CallLink from '@site/src/components/CallButton/CallLink';
import {hoursText} from '@site/src/lib/businessFacts';
import words from '@site/src/data/copy/pages/contact.json';
import styles from './styles.module.css';

interface Row {
  icon: IconName;
  label: string;
  value: React.ReactNode;
}

/**
 * Phone, email, hours and service area, read from the business module, on the site's card surface (Infima's .card);
 * their labels are /admin → Site pages → Contact details.
 */
export default function ContactDetails(): React.JSX.Element {
  const copy = words as ContactCopy;
  const rows: Row[] = [
    {icon: 'phone', label: copy.phone, value: <CallLink />},
    {icon: 'mail', label: copy.email, value: <EmailLink />},
    {icon: 'clock', label: copy.hours, value: hoursText()},
    {icon: 'pin', label: copy.area, value: copy.areaText},
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
