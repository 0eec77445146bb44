import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  title: ReactNode;
  eyebrow?: string;
  /** Text and buttons beside the form. */
  children?: ReactNode;
  /** The form itself, e.g. <LeadForm lazy />. */
  form: ReactNode;
  id?: string;
}

/** A section with copy and a call button on one side and the lead form on the other. */
export default function FormPanel({title, eyebrow, children, form, id}: Props): React.JSX.Element {
  return (
    <section className={styles.panel} aria-labelledby={id ? `${id}-title` : undefined} id={id}>
      <div className={styles.copy}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <Heading as="h2" id={id ? `${id}-title` : undefined} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.body}>{children}</div>
      </div>
      <div className={styles.form}>{form}</div>
    </section>
  );
}
