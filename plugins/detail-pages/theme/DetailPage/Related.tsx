import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import Card, {CardText} from '@site/src/components/Card';
import Icon from '@site/src/components/Icon';
import type {DetailPage} from '@site/src/data/types';
import styles from './styles.module.css';

/** The other pages of the same list, as cards, and a link to the whole list. */
export default function Related({related}: {related: DetailPage['related']}): React.JSX.Element | null {
  if (related.links.length === 0) return null;
  return (
    <Section id="related" title={related.title} tone="cream" notSearched>
      <ul className={styles.related}>
        {related.links.map((link) => (
          <Card as="li" key={link.to} title={link.label} icon={link.icon} href={link.to}>
            <CardText>{link.text}</CardText>
          </Card>
        ))}
      </ul>
      <p className={styles.all}>
        <Link to={related.all.to}>
          {related.all.label}
          <Icon name="arrowRight" size={16} />
        </Link>
      </p>
    </Section>
  );
}
