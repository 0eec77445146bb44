import React from 'react';
import Card from '@site/src/components/Card';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  dos: readonly string[];
  donts: readonly string[];
  doTitle?: string;
  dontTitle?: string;
}

/** Side-by-side "Do" and "Don't" lists; the headings and icons carry the meaning, not color alone. */
export default function DoDont({dos, donts, doTitle = 'Do', dontTitle = "Don't"}: Props): React.JSX.Element {
  const sides: {key: 'do' | 'dont'; title: string; icon: IconName; mark: IconName; items: readonly string[]}[] = [
    {key: 'do', title: doTitle, icon: 'checkCircle', mark: 'check', items: dos},
    {key: 'dont', title: dontTitle, icon: 'alert', mark: 'close', items: donts},
  ];
  return (
    <div className={styles.wrap}>
      {sides.map((side) => (
        <Card
          key={side.key}
          title={
            <span className={styles.title}>
              <Icon name={side.icon} size={24} />
              <span>{side.title}</span>
            </span>
          }
          accent={side.key === 'do' ? 'evergreen' : 'cedar'}
          className={styles[side.key]}>
          <ul className={styles.items}>
            {side.items.map((d) => (
              <li key={d} className={styles.entry}>
                <Icon name={side.mark} size={18} className={styles.mark} />
                <span>{d}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
