import React from 'react';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import EstimateButton from '@site/src/components/EstimateButton';
import CallLink from '@site/src/components/CallButton/CallLink';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';

interface Props {
  title?: string;
  /** A sentence under the hours. */
  text?: string;
  estimateLabel?: string;
  as?: 'h2' | 'h3';
}

/** Office hours (from business.hours) with the phone number and a consultation button. */
export default function HoursCard({
  title = 'Talk to a deck designer',
  text,
  estimateLabel = 'Book a Design Consultation',
  as = 'h3',
}: Props): React.JSX.Element {
  return (
    <div className={styles.card}>
      <span className={styles.icon}>
        <Icon name="clock" size={26} />
      </span>
      <div className={styles.body}>
        <Heading as={as} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.hours}>
          <span className="sr-only">Office hours: </span>
          {hoursText()}
        </p>
        {text && <p className={styles.text}>{text}</p>}
        <p className={styles.phone}>
          <Icon name="phone" size={18} />
          <CallLink />
        </p>
      </div>
      <div className={styles.action}>
        <EstimateButton variant="primary">{estimateLabel}</EstimateButton>
      </div>
    </div>
  );
}
