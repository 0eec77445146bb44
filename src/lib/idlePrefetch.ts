/**
 * A client module (docusaurus.config.ts): Docusaurus's Link prefetches a route's chunks the moment the
 * link scrolls into view, and each prefetch searches every route of the site. Opening the phone menu
 * shows some 18 links at once: at 4x CPU, 130 ms of that search ran between the tap and its paint. Here
 * every prefetch waits for an idle moment; what it fetches, and when a visitor's tap preloads, is unchanged.
 */
type Docusaurus = {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
};
type Idle = (run: () => void) => void;

/** `docusaurus` with its prefetch deferred to `idle`. */
export function idleFirst(docusaurus: Docusaurus, idle: Idle): Docusaurus {
  return Object.freeze({
    preload: docusaurus.preload,
    prefetch: (routePath: string) => {
      idle(() => void docusaurus.prefetch(routePath));
      return false as const;
    },
  });
}

const inIdleTime: Idle = (run) =>
  window.requestIdleCallback ? window.requestIdleCallback(run, {timeout: 2000}) : window.setTimeout(run, 200);

let wrapped = false;
/** Runs after the first render, once `window.docusaurus` is set and before any link is seen. */
export function onRouteDidUpdate(): void {
  const w = window as unknown as {docusaurus: Docusaurus};
  if (wrapped) return;
  wrapped = true;
  w.docusaurus = idleFirst(w.docusaurus, inIdleTime);
}
