const interactionEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Run `task` once, without competing with the first paint: after the
 * window's load event and an idle moment, or on the first interaction,
 * whichever comes first. For third-party scripts (chat, analytics).
 * Returns a cleanup function that cancels it.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  let done = false;
  let idleHandle: number | undefined;

  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };

  const afterLoad = () => {
    idleHandle = win.requestIdleCallback ? win.requestIdleCallback(run, {timeout: 4000}) : win.setTimeout(run, 2000);
  };

  function cleanup() {
    interactionEvents.forEach((e) => win.removeEventListener(e, run));
    win.removeEventListener('load', afterLoad);
  }

  interactionEvents.forEach((e) => win.addEventListener(e, run, {once: true, passive: true}));
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, {once: true});

  return () => {
    cleanup();
    done = true;
    if (idleHandle !== undefined) {
      (win.cancelIdleCallback ?? win.clearTimeout)(idleHandle);
    }
  };
}
