import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

interface Props {
  dos: readonly string[];
  donts: readonly string[];
  doTitle?: string;
  dontTitle?: string;
}

/** Side-by-side "Do" and "Don't" lists; the headings and icons carry the meaning, not color alone. */
export default function DoDont({dos, donts, doTitle = 'Do', dontTitle = "Don't"}: Props): React.JSX.Element {
  return (
    <div className={styles.wrap}>
      <div className={clsx(styles.panel, styles.do)}>
        <Heading as="h3" className={styles.title}>
          <Icon name="checkCircle" size={24} />
          <span>{doTitle}</span>
        </Heading>
        <ul className={styles.items}>
          {dos.map((d) => (
            <li key={d} className={styles.entry}>
              <Icon name="check" size={18} className={styles.mark} />
              <span>{d}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={clsx(styles.panel, styles.dont)}>
        <Heading as="h3" className={styles.title}>
          <Icon name="alert" size={24} />
          <span>{dontTitle}</span>
        </Heading>
        <ul className={styles.items}>
          {donts.map((d) => (
            <li key={d} className={styles.entry}>
              <Icon name="close" size={18} className={styles.mark} />
              <span>{d}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
