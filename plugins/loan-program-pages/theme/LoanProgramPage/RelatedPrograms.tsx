import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Card, {CardText} from '@site/src/components/Card';
import Icon from '@site/src/components/Icon';
import {
  loanPrograms,
  loanProgramBySlug,
  loanProgramHref,
  type LoanProgram,
  type LoanSlug,
} from '@site/src/data/loanPrograms';
import styles from './styles.module.css';

/** Up to three other programs: the page's own picks, or others in the same category. */
export function relatedPrograms(program: LoanProgram, related?: readonly LoanSlug[]): LoanProgram[] {
  const picked = related
    ? related.map((slug) => loanProgramBySlug(slug)).filter((p): p is LoanProgram => Boolean(p))
    : loanPrograms.filter((p) => p.category === program.category);
  return picked.filter((p) => p.slug !== program.slug).slice(0, 3);
}

export default function RelatedPrograms({
  program,
  related,
}: {
  program: LoanProgram;
  related?: readonly LoanSlug[];
}): React.JSX.Element | null {
  const items = relatedPrograms(program, related);
  if (items.length === 0) {
    return null;
  }
  return (
    <section className={styles.related} aria-labelledby="related-programs">
      <div className="container">
        <Heading as="h2" id="related-programs" className={styles.relatedTitle}>
          Related programs
        </Heading>
        <ul className={styles.relatedList}>
          {items.map((p) => (
            <Card as="li" key={p.slug} title={p.title} icon={p.icon} href={loanProgramHref(p.slug)}>
              <CardText>{p.description}</CardText>
            </Card>
          ))}
        </ul>
        <p className={styles.relatedAll}>
          <Link to="/loan-programs">
            See all loan programs
            <Icon name="arrowRight" size={16} />
          </Link>
        </p>
      </div>
    </section>
  );
}
