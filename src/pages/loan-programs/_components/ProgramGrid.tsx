import React from 'react';
import clsx from 'clsx';
import Card, {CardText} from '@site/src/components/Card';
import type {LoanProgramSummary} from '@site/src/data/copySchema';
import {loanProgramHref} from '@site/src/lib/detailPaths';
import styles from './ProgramGrid.module.css';

interface Props {
  programs: readonly LoanProgramSummary[];
  columns?: 3 | 4;
  /** Optional text per slug, replacing the card description (the deck-funding cards say why it suits a deck). */
  texts?: Readonly<Record<string, string>>;
  /** The cards to read first: a cedar bar along the top. */
  featured?: boolean;
  label?: string;
}

/** Program cards on /loan-programs: icon, title, description and a Learn More link. */
export default function ProgramGrid({programs, columns = 4, texts, featured, label}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.grid, styles[`cols${columns}`])} aria-label={label}>
      {programs.map((program) => (
        <Card
          as="li"
          key={program.slug}
          title={program.title}
          icon={program.icon}
          href={loanProgramHref(program.slug)}
          more="Learn More"
          size="lg"
          accent={featured ? 'cedar' : undefined}>
          <CardText>{texts?.[program.slug] ?? program.description}</CardText>
        </Card>
      ))}
    </ul>
  );
}
