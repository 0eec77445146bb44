import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import Icon from '@site/src/components/Icon';
import styles from './Search.module.css';

// The search dialog and its engine are a chunk of their own, fetched when a visitor reaches for
// search (hover or focus warms it), and the index only when the box inside gets focus: first paint
// and hydration pay for neither.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/** Typing into a field: "/" is a character there, not the search shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export default function Search(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The usual shortcuts: "/" and Ctrl/⌘-K open search from anywhere on the page.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') || (e.key === '/' && !typing(e.target))) {
        e.preventDefault();
        setMounted(true);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

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
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}>
        <Icon name="search" size={18} />
        <span className={styles.searchLabel}>Search</span>
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
