import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
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
            <li key={p.slug} className={styles.relatedCard}>
              <span className={styles.relatedIcon}>
                <Icon name={p.icon} size={22} />
              </span>
              <Heading as="h3" className={styles.relatedName}>
                <Link to={loanProgramHref(p.slug)} className={styles.relatedLink}>
                  {p.title}
                </Link>
              </Heading>
              <p className={styles.relatedText}>{p.description}</p>
            </li>
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
