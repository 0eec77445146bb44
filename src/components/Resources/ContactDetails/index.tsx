import React from 'react';
import Icon, {type IconName} from '@site/src/components/Icon';
import {business, cityNames} from '@site/src/data/business';
import styles from './styles.module.css';

interface Row {
  icon: IconName;
  label: string;
  value: React.ReactNode;
}

/** Phone, email, hours and service area, read from the business module. */
export default function ContactDetails(): React.JSX.Element {
  const rows: Row[] = [
    {icon: 'phone', label: 'Phone', value: <a href={business.phone.href}>{business.phone.display}</a>},
    {icon: 'mail', label: 'Email', value: <a href={`mailto:${business.email}`}>{business.email}</a>},
    {icon: 'clock', label: 'Hours', value: business.hours.label},
    {
      icon: 'pin',
      label: 'Service area',
      value: `${cityNames}, in ${business.serviceRegion}`,
    },
  ];
  return (
    <dl className={styles.list}>
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
