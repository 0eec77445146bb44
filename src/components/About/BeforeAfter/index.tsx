import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/Section';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import styles from './styles.module.css';

const panels = [
  {
    key: 'before',
    label: 'Before',
    image: '/img/about/before-weathered-deck.svg',
    alt: 'Illustration of a weathered deck: gray, splintered boards, a missing board, a leaning railing with missing balusters and a broken stair tread',
    summary: 'Gray, splintered boards, a wobbly railing and a soft, broken stair.',
    points: [
      'Boards split and cupped after years of sun and rain',
      'Railing loose at the posts, balusters missing',
      'A post leaning on settled clay',
    ],
  },
  {
    key: 'after',
    label: 'After',
    image: '/img/about/after-rebuilt-deck.svg',
    alt: 'Illustration of the same deck rebuilt: warm composite boards, a straight white railing with every baluster in place and new stairs',
    summary: 'New composite boards, a solid code-height railing and new stairs on sound footings.',
    points: [
      'Low-maintenance composite boards with a picture-frame edge',
      'Railing at least 36 inches high, balusters that pass the 4-inch sphere rule',
      'Posts reset on new footings, stairs rebuilt',
    ],
  },
] as const;

/** A before/after comparison shown side by side, with the differences in words as well as pictures. */
export default function AboutBeforeAfter(): React.JSX.Element {
  return (
    <Section
      id="about-before-after"
      tone="cream"
      eyebrow="Before and after"
      title="What a rebuild changes"
      intro="A typical remodel: the tired deck most homeowners call us about, and the same deck when we are done.">
      <div className={styles.grid}>
        {panels.map((panel) => (
          <Card
            key={panel.key}
            title={panel.label}
            image={{src: panel.image, alt: panel.alt, sizes: '(min-width: 768px) 50vw, 100vw'}}>
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
