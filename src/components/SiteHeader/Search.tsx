import React, {useCallback, useEffect, useRef, useState} from 'react';
import Icon from '@site/src/components/Icon';
import {chunk} from '@site/src/lib/chunk';
import {reloadIfRedeployed, takeCarried} from '@site/src/lib/newDeploy';
import styles from './Search.module.css';

// The search dialog and its engine are a chunk of their own, fetched when a visitor reaches for
// search (hover or focus warms it), and the index only when the box inside gets focus: first paint
// and hydration pay for neither.
const dialogChunk = chunk(() => import('./SearchDialog'));

/** Typing into a field: "/" is a character there, not the search shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export default function Search(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState(() => dialogChunk.loaded);
  const button = useRef<HTMLButtonElement>(null);
  // What a visitor types while the dialog's code is still on its way: the box starts with it.
  const typedAhead = useRef('');
  const show = useCallback(() => {
    setOpen(true);
    const {loaded} = dialogChunk;
    if (loaded) setSearchDialog(() => loaded);
    else
      void dialogChunk.load().then(
        (dialog) => setSearchDialog(() => dialog),
        // Gone with a deploy: the new page opens search. Out of reach (offline): a tap tries again.
        async (error: unknown) => {
          if (!(await reloadIfRedeployed(error, window.location.hash, 'search', true))) setOpen(false);
        },
      );
  }, []);

  // The page reloaded for a deploy's new files from a tap on search.
  useEffect(() => {
    if (takeCarried<boolean>('search')) show();
  }, [show]);

  // The usual shortcuts: "/" and Ctrl/⌘-K open search from anywhere on the page.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') || (e.key === '/' && !typing(e.target))) {
        e.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  // Search is open but its code has not arrived (a slow connection, "/" with no hover to warm it): hold the letters
  // typed meanwhile, which would otherwise land on the page, and let Escape call it off.
  useEffect(() => {
    if (!open || SearchDialog) return undefined;
    typedAhead.current = '';
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (e.key === 'Escape') {
        typedAhead.current = '';
        setOpen(false);
      } else if (e.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1);
      else if (e.key.length === 1) typedAhead.current += e.key;
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, SearchDialog]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.searchTrigger}
        aria-haspopup="dialog"
        aria-busy={(open && !SearchDialog) || undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        onPointerEnter={dialogChunk.preload}
        onFocus={dialogChunk.preload}
        onClick={show}>
        <Icon name="search" size={18} />
        <span className={styles.searchLabel}>Search</span>
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </button>
      {SearchDialog && (
        <SearchDialog
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => button.current?.focus()}
          typedAhead={typedAhead.current}
        />
      )}
    </>
  );
}
