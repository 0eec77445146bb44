import React from 'react';
import Card from '@site/src/components/Card';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface DeckIssue {
  problem: string;
  solution: string;
  prevention: string;
}

/** Common deck problems: what fixes each one and how to keep it from coming back. */
export default function IssueList({items}: {items: readonly DeckIssue[]}): React.JSX.Element {
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {items.map((issue) => (
          <Card
            as="li"
            key={issue.problem}
            title={
              <span className={styles.problem}>
                <Icon name="alert" size={20} className={styles.alert} />
                <span>{issue.problem}</span>
              </span>
            }>
            <dl className={styles.pairs}>
              <div className={styles.pair}>
                <dt className={styles.label}>
                  <Icon name="wrench" size={16} /> Solution
                </dt>
                <dd>{issue.solution}</dd>
              </div>
              <div className={styles.pair}>
                <dt className={styles.label}>
                  <Icon name="shield" size={16} /> Prevention
                </dt>
                <dd>{issue.prevention}</dd>
              </div>
            </dl>
          </Card>
        ))}
      </ul>
    </div>
  );
}
