import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  /** Heading level: h2 for page sections (default), h3 inside a section. */
  as?: 'h2' | 'h3';
  id?: string;
}

export default function SectionHeader({
  eyebrow,
  title,
  intro,
  align = 'center',
  as = 'h2',
  id,
}: Props): React.JSX.Element {
  return (
    <header className={clsx(styles.header, align === 'center' && styles.center)}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading as={as} id={id} className={styles.title}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
