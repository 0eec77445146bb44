/** A tiny stand-in for @docusaurus/router backed by window.location. */
import {useSyncExternalStore} from 'react';

type Loc = {pathname: string; search: string; hash: string};

const listeners = new Set<() => void>();
let snapshot: Loc = read();

function read(): Loc {
  const {pathname, search, hash} = window.location;
  return {pathname, search, hash};
}

function notify() {
  const next = read();
  if (next.pathname !== snapshot.pathname || next.search !== snapshot.search || next.hash !== snapshot.hash) {
    snapshot = next;
  }
  listeners.forEach((l) => l());
}

window.addEventListener('hashchange', notify);
window.addEventListener('popstate', notify);

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useLocation(): Loc {
  return useSyncExternalStore(subscribe, () => snapshot);
}

const go = (write: 'replaceState' | 'pushState') => (to: string | Partial<Loc>) => {
  const url = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  window.history[write](null, '', url);
  notify();
};

/** One object for the page's life, as react-router's history is. */
const history = {
  get location(): Loc {
    return read();
  },
  replace: go('replaceState'),
  push: go('pushState'),
};

export function useHistory() {
  return history;
}

/** Tests call this after changing window.location by hand. */
export const __notifyLocation = notify;
