import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import * as Accordion from '@radix-ui/react-accordion';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface FaqAccordionItem {
  /** The accordion value and the question's anchor (/faqs#permits). */
  id: string;
  question: string;
  answer: ReactNode;
  /** Follow-up links under the answer. */
  links?: readonly {label: string; to: string}[];
}

interface Props {
  items: readonly FaqAccordionItem[];
  className?: string;
}

/**
 * Single-open, collapsible FAQ accordion (Radix). Every answer is rendered
 * (forceMount) so it is in the pre-rendered HTML for search engines and the
 * site search; closed answers are hidden with CSS on [data-state='closed'].
 * A URL hash matching a question id (/faqs#permits) opens that question.
 */
export default function FaqAccordion({items, className}: Props): React.JSX.Element {
  const [open, setOpen] = useState('');
  const {hash} = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id && items.some((faq) => faq.id === id)) setOpen(id);
  }, [hash, items]);

  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className={clsx(styles.root, className)}>
      {items.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className={styles.item}>
          <Accordion.Header className={styles.header} id={faq.id}>
            <Accordion.Trigger className={styles.trigger}>
              <span>{faq.question}</span>
              <Icon name="chevronDown" size={22} className={styles.chevron} />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className={styles.content}>
            <div className={styles.answer}>
              {faq.answer}
              {faq.links && faq.links.length > 0 && (
                <ul className={styles.links}>
                  {faq.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>
                        {link.label}
                        <Icon name="arrowRight" size={16} className={styles.linkIcon} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
