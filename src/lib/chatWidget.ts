import {loadScriptOnce} from './loadScript';

const interactionEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Load the chat widget without competing with the first paint: after the
 * window's load event and an idle moment, or on the first interaction,
 * whichever comes first. Never when there is no widget id.
 * Returns a cleanup function.
 */
export function scheduleChatWidget(widgetId: string, loaderSrc: string, win: Window = window): () => void {
  if (!widgetId) return () => {};
  let done = false;
  let idleHandle: number | undefined;

  const inject = () => {
    if (done) return;
    done = true;
    cleanup();
    loadScriptOnce(loaderSrc, {
      'data-widget-id': widgetId,
      'data-resources-url': new URL('chat-widget/loader.js', loaderSrc).href,
    }).catch(() => {
      // Chat is a nicety: a blocked or offline widget must never break the page.
    });
  };

  const afterLoad = () => {
    idleHandle = win.requestIdleCallback
      ? win.requestIdleCallback(inject, {timeout: 4000})
      : win.setTimeout(inject, 2000);
  };

  function cleanup() {
    interactionEvents.forEach((e) => win.removeEventListener(e, inject));
    win.removeEventListener('load', afterLoad);
  }

  interactionEvents.forEach((e) => win.addEventListener(e, inject, {once: true, passive: true}));
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
