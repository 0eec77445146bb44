import React, {memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface FaqAccordionItem {
  /** The question's anchor (/faqs#permits). */
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

/** Up, Down, Home and End move between the questions, as in the WAI-ARIA accordion pattern. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>, root: HTMLElement | null): void {
  const triggers = Array.from(root?.querySelectorAll<HTMLButtonElement>('button[aria-controls]') ?? []);
  const at = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const moves: Record<string, number> = {
    ArrowDown: at === last ? 0 : at + 1,
    ArrowUp: at ? at - 1 : last,
    Home: 0,
    End: last,
  };
  const next = moves[event.key];
  if (next === undefined || at < 0) return;
  event.preventDefault();
  triggers[next].focus();
}

/**
 * One question and its answer. Memoized: a tap re-renders the question it opens and the one it closes, not every
 * answer's links (about 30 items on /faqs).
 */
const FaqItem = memo(function FaqItem({
  faq,
  base,
  open,
  toggle,
  onKeyDown,
}: {
  faq: FaqAccordionItem;
  base: string;
  open: boolean;
  toggle: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}): React.JSX.Element {
  const state = open ? 'open' : 'closed';
  const [question, answer] = [`${base}${faq.id}-question`, `${base}${faq.id}-answer`];
  return (
    <div className={styles.item} data-state={state}>
      {/* The question's own heading holds its button (the WAI-ARIA accordion); @theme/Heading would add a
          direct link beside it, a second stop per question. The anchor (/faqs#permits) is the id. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h3 className={styles.header} id={faq.id}>
        <button
          type="button"
          id={question}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={answer}
          data-state={state}
          onClick={() => toggle(faq.id)}
          onKeyDown={onKeyDown}>
          <span>{faq.question}</span>
          <Icon name="chevronDown" size={22} className={styles.chevron} />
        </button>
      </h3>
      <div id={answer} role="region" aria-labelledby={question} className={styles.content} data-state={state}>
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
      </div>
    </div>
  );
});

/**
 * Single-open, collapsible FAQ accordion, after the WAI-ARIA pattern: each question a button in a heading, with
 * aria-expanded, controlling a region labeled by it. Every answer is in the pre-rendered HTML (for search
 * engines and the site search); closed ones are hidden with CSS on [data-state='closed']. Hydrating it runs no
 * layout effect and measures nothing: Radix's accordion measured each answer on load, a long task on /faqs.
 * A URL hash matching a question id (/faqs#permits) opens that question.
 */
export default function FaqAccordion({items, className}: Props): React.JSX.Element {
  const [open, setOpen] = useState('');
  const {hash} = useLocation();
  const base = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useCallback((id: string) => setOpen((current) => (current === id ? '' : id)), []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>) => moveFocus(event, root.current), []);

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id && items.some((faq) => faq.id === id)) setOpen(id);
  }, [hash, items]);

  return (
    <div ref={root} className={clsx(styles.root, className)}>
      {items.map((faq) => (
        <FaqItem key={faq.id} faq={faq} base={base} open={open === faq.id} toggle={toggle} onKeyDown={onKeyDown} />
      ))}
    </div>
  );
}
