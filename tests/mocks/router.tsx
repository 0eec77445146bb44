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

export function useHistory() {
  return {
    replace(to: string | Partial<Loc>) {
      const url = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
      window.history.replaceState(null, '', url);
      notify();
    },
    push(to: string | Partial<Loc>) {
      const url = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
      window.history.pushState(null, '', url);
      notify();
    },
  };
}

/** Tests call this after changing window.location by hand. */
export const __notifyLocation = notify;
