import React, {useCallback, useEffect, useRef, useState} from 'react';
import Icon from '@site/src/components/Icon';
import type SearchDialogType from './SearchDialog';
import styles from './Search.module.css';

// The search dialog and its engine are a chunk of their own, fetched when a visitor reaches for
// search (hover or focus warms it), and the index only when the box inside gets focus: first paint
// and hydration pay for neither. Not React.lazy: React holds a Suspense boundary's content back up to
// 300 ms after it resolves, and a tap would wait that long for the dialog.
let loaded: typeof SearchDialogType | null = null;
const loadDialog = () => import('./SearchDialog').then((m) => (loaded = m.default));
const preload = () => void loadDialog().catch(() => undefined); // a tap tries again

/** Typing into a field: "/" is a character there, not the search shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export default function Search(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState(() => loaded);
  const button = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setOpen(true);
    if (!loaded)
      void loadDialog().then(
        (dialog) => setSearchDialog(() => dialog),
        () => setOpen(false),
      );
    else setSearchDialog(() => loaded);
  }, []);

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

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.searchTrigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}>
        <Icon name="search" size={18} />
        <span className={styles.searchLabel}>Search</span>
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </button>
      {SearchDialog && <SearchDialog open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />}
    </>
  );
}
