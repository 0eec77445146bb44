import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/Section';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import type {AboutCopy} from '@site/src/data/pageSchema';
import styles from './styles.module.css';

/** A before/after comparison shown side by side, with the differences in words as well as pictures. */
export default function AboutBeforeAfter({copy}: {copy: AboutCopy['beforeAfter']}): React.JSX.Element {
  const panels = [
    {key: 'before', ...copy.before},
    {key: 'after', ...copy.after},
  ];
  return (
    <Section id="about-before-after" tone="cream" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <div className={styles.grid}>
        {panels.map((panel) => (
          <Card
            key={panel.key}
            title={panel.label}
            image={{src: panel.image, alt: panel.imageAlt, sizes: '(min-width: 768px) 50vw, 100vw'}}>
            <span className={clsx(styles.tag, panel.key === 'after' && styles.tagAfter)} aria-hidden="true">
              {panel.label}
            </span>
            <p className={styles.summary}>{panel.summary}</p>
            <CheckList
              items={panel.points}
              icon={panel.key === 'after' ? 'checkCircle' : 'alert'}
              compact
              className={styles.points}
            />
          </Card>
        ))}
      </div>
    </Section>
  );
}
