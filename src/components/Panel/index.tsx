import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  /** The heading's id: the section around the panel is labeled by it. */
  id: string;
  icon: IconName;
  eyebrow?: string;
  title: ReactNode;
  /** The buttons and links the panel leads to. */
  actions: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A highlighted panel inside a section that asks for one action: an urgent
 * repair call, or how a loan can pay for a deck. Icon, heading, text, actions.
 */
export default function Panel({id, icon, eyebrow, title, actions, className, children}: Props): React.JSX.Element {
  return (
    <div className={clsx(styles.panel, className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <div className={styles.copy}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <Heading as="h2" id={id} className={styles.title}>
          {title}
        </Heading>
        {children}
      </div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
