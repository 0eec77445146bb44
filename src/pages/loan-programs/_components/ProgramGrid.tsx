import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import {loanProgramHref, type LoanProgram} from '@site/src/data/loanPrograms';
import styles from './styles.module.css';

interface CardProps {
  program: LoanProgram;
  /** Replaces the program's card description (the deck-funding cards say why it suits a deck). */
  text?: string;
  featured?: boolean;
}

/** A program card on /loan-programs: icon, title, description and a Learn More link. */
export function ProgramCard({program, text, featured = false}: CardProps): React.JSX.Element {
  return (
    <li className={clsx(styles.card, featured && styles.featured)}>
      <span className={styles.icon}>
        <Icon name={program.icon} size={24} />
      </span>
      <Heading as="h3" className={styles.title}>
        {program.title}
      </Heading>
      <p className={styles.text}>{text ?? program.description}</p>
      <Link to={loanProgramHref(program.slug)} className={styles.more}>
        Learn More<span className="sr-only"> about {program.title}</span>
        <Icon name="arrowRight" size={16} />
      </Link>
    </li>
  );
}

interface GridProps {
  programs: readonly LoanProgram[];
  columns?: 3 | 4;
  /** Optional text per slug, replacing the card description. */
  texts?: Partial<Record<LoanProgram['slug'], string>>;
  featured?: boolean;
  label?: string;
}

export default function ProgramGrid({programs, columns = 4, texts, featured, label}: GridProps): React.JSX.Element {
  return (
    <ul className={clsx(styles.grid, styles[`cols${columns}`])} aria-label={label}>
      {programs.map((program) => (
        <ProgramCard key={program.slug} program={program} text={texts?.[program.slug]} featured={featured} />
      ))}
    </ul>
  );
}
