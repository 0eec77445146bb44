import React, {lazy, Suspense, useEffect, useState} from 'react';
import Icon from '@site/src/components/Icon';
import styles from './Search.module.css';

// The search box (and its index) is a separate chunk, fetched when a
// visitor reaches for it, so first paint and hydration do not pay for it.
const loadSearchBar = () => import('@theme/SearchBar');
const SearchBar = lazy(loadSearchBar);
const preload = () => void loadSearchBar();

export default function Search(): React.JSX.Element {
  const [wanted, setWanted] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);

  // Keep the usual shortcuts: Ctrl/Cmd+K and "/" load and focus search.
  useEffect(() => {
    if (wanted) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
      if (((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') || (e.key === '/' && !typing)) {
        e.preventDefault();
        setFocusOnLoad(true);
        setWanted(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);

  // Once the real search box has mounted, put the caret in it if asked.
  useEffect(() => {
    if (!wanted || !focusOnLoad) return undefined;
    const timer = window.setInterval(() => {
      const input = document.querySelector<HTMLInputElement>('.navbar__search-input');
      if (input) {
        input.focus();
        window.clearInterval(timer);
      }
    }, 30);
    return () => window.clearInterval(timer);
  }, [wanted, focusOnLoad]);

  const trigger = (
    <button
      type="button"
      className={styles.searchTrigger}
      // Hover and focus only warm the chunk: swapping the element under a
      // keyboard user's focus would lose their place.
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={() => {
        setFocusOnLoad(true);
        setWanted(true);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          setFocusOnLoad(true);
          setWanted(true);
        }
      }}>
      <Icon name="search" size={18} />
      <span className={styles.searchLabel}>Search</span>
    </button>
  );

  if (!wanted) return trigger;
  return <Suspense fallback={trigger}>{<SearchBar />}</Suspense>;
}
