import {useEffect} from 'react';
import {leadDebug} from './leadEvents';
import {loadScriptOnce} from './loadScript';
import {whenIdle} from './whenIdle';

declare global {
  interface Window {
    /** LeadConnector's public API, set by the chat widget once it has mounted. */
    leadConnector?: {chatWidget?: {isLoaded?: boolean; isActive?: () => boolean}};
  }
}

/**
 * Load the chat widget without competing with the first paint (see
 * whenIdle). Never when there is no widget id. Returns a cleanup function.
 */
export function scheduleChatWidget(widgetId: string, loaderSrc: string, win: Window = window): () => void {
  if (!widgetId) return () => {};
  return whenIdle(() => {
    leadDebug(`chat: loading ${loaderSrc}`, undefined, win);
    loadScriptOnce(loaderSrc, {
      'data-widget-id': widgetId,
      'data-resources-url': new URL('chat-widget/loader.js', loaderSrc).href,
    }).catch(() => {
      // Chat is a nicety: a blocked or offline widget must never break the page.
      leadDebug('chat: loader blocked or offline', undefined, win);
    });
  }, win);
}

/**
 * Call onOpen each time a visitor opens the chat. The widget dispatches no
 * open event and can open three ways (bubble, greeting prompt, API), but
 * every way puts the class lc_text-widget--active on #lc_text-widget in its
 * shadow root, so that is what we watch, from the moment it has mounted.
 */
export function watchChatOpen(onOpen: () => void, win: Window = window): () => void {
  let observer: MutationObserver | undefined;
  const attach = () => {
    const root = win.document.querySelector('chat-widget')?.shadowRoot?.querySelector('#lc_text-widget');
    if (!root || observer) return;
    leadDebug('chat: widget shown', undefined, win);
    let wasOpen = root.classList.contains('lc_text-widget--active');
    observer = new MutationObserver(() => {
      const open = root.classList.contains('lc_text-widget--active');
      if (open && !wasOpen) onOpen();
      wasOpen = open;
    });
    observer.observe(root, {attributes: true, attributeFilter: ['class']});
  };
  // The load event fires once; a widget that mounted before we listened says so through isLoaded.
  win.addEventListener('LC_chatWidgetLoaded', attach);
  if (win.leadConnector?.chatWidget?.isLoaded) attach();
  return () => {
    win.removeEventListener('LC_chatWidgetLoaded', attach);
    observer?.disconnect();
  };
}

/** On <html> while one of the site's overlays is open: src/css/custom.css hides the chat widget then. */
export const overlayOpenAttribute = 'data-overlay-open';

/**
 * Hides the chat widget while `open`: the dialogs and the phone menu call it. The widget floats above everything in
 * the corner, where it covered a dialog's phone number and hours, and a tap on it closed the dialog with what was
 * typed. The attribute counts the overlays open, so one closing over another keeps the widget hidden. No selector
 * but the widget's reads it: opening an overlay restyles the widget alone.
 */
export function useChatHiddenWhile(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    const root = document.documentElement;
    const count = () => Number(root.getAttribute(overlayOpenAttribute) ?? 0);
    root.setAttribute(overlayOpenAttribute, String(count() + 1));
    return () => {
      const left = count() - 1;
      if (left > 0) root.setAttribute(overlayOpenAttribute, String(left));
      else root.removeAttribute(overlayOpenAttribute);
    };
  }, [open]);
}
