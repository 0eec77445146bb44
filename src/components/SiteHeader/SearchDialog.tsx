import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Icon from '@site/src/components/Icon';
import CallLink from '@site/src/components/CallButton/CallLink';
import {afterPaint} from '@site/src/lib/afterPaint';
import {useChatHiddenWhile} from '@site/src/lib/chatWidget';
import {loadSearch} from '@site/src/lib/search/client';
import type {SearchResult} from '@site/src/lib/search/query';
import Marked from './Marked';
import styles from './SearchDialog.module.css';

type Shown = SearchResult & {snippet?: string};

/**
 * While the visitor is still typing, what a half-typed word needs (postings, snippets) is fetched only
 * once the keys rest this long: a phone then downloads for the words it asks, not for every prefix.
 * What is loaded answers at once.
 */
const typingPause = 180;
const rest = () => new Promise((resolve) => setTimeout(resolve, typingPause));
type Status = 'idle' | 'searching' | 'done' | 'failed';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when search closes without opening a page. */
  returnFocus: () => void;
  /** Typed before the dialog's code arrived: the box starts with it, and its results come as if typed here. */
  typedAhead?: string;
}

/**
 * The site search: a dialog with one box, its results listed as you type (page, section, a snippet).
 * Arrow keys choose, Enter opens, Escape closes. The index loads when the box first gets focus.
 */
export default function SearchDialog({open, onOpenChange, returnFocus, typedAhead = ''}: Props): React.JSX.Element {
  const [query, setQuery] = useState(typedAhead);
  const [results, setResults] = useState<Shown[]>([]);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef(0);
  const navigated = useRef(false);
  const box = useRef<HTMLInputElement>(null);
  // Letters typed ahead are the start of the visitor's words: the caret goes after them, not around them.
  const caretAfterTypedAhead = useRef(Boolean(typedAhead));
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const id = useId();
  const optionId = (i: number) => `${id}-result-${i}`;
  useChatHiddenWhile(open);

  const run = useCallback(
    async (q: string) => {
      const ticket = ++latest.current;
      if (!q.trim()) {
        setResults([]);
        setStatus('idle');
        return;
      }
      // Results on screen stay until the new ones are in: no flicker, nothing extra read aloud.
      setStatus((s) => (s === 'done' ? s : 'searching'));
      try {
        // The letter typed is painted first; the search and its list render after that frame.
        await afterPaint();
        if (ticket !== latest.current) return;
        const search = await loadSearch(baseUrl);
        if (!search.ready(q)) await rest();
        if (ticket !== latest.current) return;
        const found = await search.search(q);
        // "Nothing found" waits for the keys to rest: a half-typed word is not a question yet.
        if (found.length === 0) await rest();
        if (ticket !== latest.current) return;
        setResults(found);
        setActive(0);
        setStatus('done');
        if (!search.snippetsReady(found)) await rest();
        if (ticket !== latest.current) return;
        const withSnippets = await search.withSnippets(found);
        if (ticket === latest.current) setResults(withSnippets);
      } catch {
        if (ticket === latest.current) setStatus('failed');
      }
    },
    [baseUrl],
  );

  useEffect(() => {
    if (typedAhead) void run(typedAhead);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the dialog first mounts
  }, []);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only reads the stable id
  }, [active]);

  const choose = (result: Shown | undefined) => {
    if (!result) return;
    navigated.current = true;
    onOpenChange(false);
    history.push(result.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[active]);
    }
  };

  const listed = status === 'done' && results.length > 0;
  const message =
    status === 'idle'
      ? 'Ask a question or type a few words, such as “how long does a deck last”.'
      : status === 'failed'
        ? 'Search could not load. Check your connection and try again.'
        : status === 'done' && results.length === 0
          ? `Nothing found for “${query.trim()}”. Try other words, browse the FAQ, or call us.`
          : status === 'done'
            ? `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query.trim()}”.`
            : 'Searching…';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Radix focuses the box with its text selected, so a reopened search's next letter starts afresh.
            if (!caretAfterTypedAhead.current || !box.current) return;
            caretAfterTypedAhead.current = false;
            event.preventDefault();
            box.current.focus();
            box.current.setSelectionRange(box.current.value.length, box.current.value.length);
          }}
          onCloseAutoFocus={(event) => {
            // After choosing a result, focus belongs to the page it opened, not the search button.
            event.preventDefault();
            if (!navigated.current) returnFocus();
            navigated.current = false;
          }}>
          <Dialog.Title className="sr-only">Search the site</Dialog.Title>
          <div className={styles.box}>
            <Icon name="search" size={20} />
            <input
              ref={box}
              className={styles.input}
              type="search"
              role="combobox"
              aria-label="Search the site"
              aria-expanded={listed}
              aria-controls={`${id}-results`}
              aria-autocomplete="list"
              aria-activedescendant={listed ? optionId(active) : undefined}
              aria-describedby={`${id}-status`}
              placeholder="Search decks, costs, permits…"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onFocus={() => void loadSearch(baseUrl).catch(() => setStatus('failed'))}
              onChange={(event) => {
                setQuery(event.target.value);
                void run(event.target.value);
              }}
              onKeyDown={onKeyDown}
            />
            <Dialog.Close className={styles.close} aria-label="Close search">
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          {/* Focusable, so a keyboard can scroll a long list the arrows have not reached. */}
          <div className={styles.body} tabIndex={0} role="region" aria-label="Search results">
            <p id={`${id}-status`} className={styles.status} role="status">
              {message}
            </p>
            {status === 'failed' && (
              <button
                type="button"
                className={clsx('button button--secondary button--sm', styles.retry)}
                onClick={() => void run(query)}>
                Try again
              </button>
            )}
            <div id={`${id}-results`} role="listbox" aria-label="Results" className={styles.results} hidden={!listed}>
              {listed &&
                results.map((r, i) => (
                  // A plain link: a Docusaurus Link would prefetch every result's page as it appears,
                  // on every keystroke; the router loads the chosen one.
                  // eslint-disable-next-line @docusaurus/no-html-links -- see above
                  <a
                    key={r.url}
                    id={optionId(i)}
                    href={r.url}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    className={styles.result}
                    onMouseMove={() => setActive(i)}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      choose(r);
                    }}>
                    {r.section && (
                      <span className={styles.where}>
                        {r.faq && <span className={styles.tag}>FAQ</span>}
                        {r.page}
                      </span>
                    )}
                    <span className={styles.what}>
                      <Marked text={r.section || r.page} terms={r.terms} />
                    </span>
                    {r.snippet && (
                      <span className={styles.snippet}>
                        <Marked text={r.snippet} terms={r.terms} />
                      </span>
                    )}
                  </a>
                ))}
            </div>
            {status === 'done' && results.length === 0 && (
              <p className={styles.help}>
                <Link to="/faqs">Homeowners’ questions answered</Link> · <CallLink />
              </p>
            )}
          </div>
          <p className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to choose · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
