/**
 * Lead measurement: one small, typed event per thing a visitor does on the
 * way to becoming a lead. Events go to window.dataLayer (where Google Tag
 * Manager reads them) and, when GA4 is set up, to gtag. Nothing is sent for a
 * visitor whose browser sends Global Privacy Control.
 *
 * Debugging after launch: open any page with ?debug-leads and every event and
 * form/chat lifecycle step is logged to the console, for the whole visit.
 */

export const leadEventNames = [
  'call_click',
  'estimate_open',
  'form_ready',
  'form_fallback',
  'form_submitted',
  'chat_open',
  'calculator_estimate',
  'plan_sent',
] as const;

export type LeadEventName = (typeof leadEventNames)[number];

export interface LeadEventParams {
  /** The path the visitor was on. */
  readonly page: string;
  /** What caused it: the button ("header/get-free-quote"), the form placement ("home-hero") ... */
  readonly source: string;
}

export interface LeadEvent extends LeadEventParams {
  readonly event: LeadEventName;
}

/** Google's gtag(), defined by startAnalytics when GA4 is set up. */
export type GtagWindow = {gtag?: (command: string, ...args: unknown[]) => void};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
  interface Navigator {
    /** Global Privacy Control (https://globalprivacycontrol.org). */
    readonly globalPrivacyControl?: boolean;
  }
}

const debugKey = 'kdb-debug-leads';

/** ?debug-leads turns logging on for the rest of the visit (session storage survives client navigation). */
export function leadDebugEnabled(win: Window = window): boolean {
  try {
    if (new URLSearchParams(win.location.search).has('debug-leads')) {
      win.sessionStorage.setItem(debugKey, '1');
      return true;
    }
    return win.sessionStorage.getItem(debugKey) === '1';
  } catch {
    return false; // Storage disabled: logging stays off.
  }
}

/** Log a lifecycle step when ?debug-leads is on. */
export function leadDebug(message: string, detail?: unknown, win: Window = window): void {
  if (!leadDebugEnabled(win)) return;
  if (detail === undefined) console.info(`[leads] ${message}`);
  else console.info(`[leads] ${message}`, detail);
}

/** The visitor asked not to be tracked (GPC): no analytics, no events. */
export function privacyOptOut(win: Window = window): boolean {
  return win.navigator.globalPrivacyControl === true;
}

export function trackLead(event: LeadEventName, {page, source}: LeadEventParams, win: Window = window): void {
  const payload: LeadEvent = {event, page, source};
  if (privacyOptOut(win)) {
    leadDebug(`${event} not sent: Global Privacy Control is on`, payload, win);
    return;
  }
  leadDebug(event, payload, win);
  (win.dataLayer ??= []).push(payload);
  (win as unknown as GtagWindow).gtag?.('event', event, {page_path: page, lead_source: source});
}

/** The current path, the `page` of an event. */
export function currentPage(win: Window = window): string {
  return win.location.pathname;
}

/**
 * Name the control a visitor used, for the `source` of an event:
 * "<area>/<label>", e.g. "header/get-free-quote" or "home-hero/talk-to-a-deck-designer".
 * The area is the nearest data-lead-area (header, footer, dialog ...), else the
 * nearest section's id or heading id; the label is the control's accessible text.
 */
export function leadSource(el: Element): string {
  const label = slug(el.getAttribute('aria-label') ?? el.textContent ?? '') || el.tagName.toLowerCase();
  return `${areaOf(el)}/${label}`;
}

function areaOf(el: Element): string {
  const marked = el.closest<HTMLElement>('[data-lead-area]');
  if (marked?.dataset.leadArea) return marked.dataset.leadArea;
  const section = el.closest('section');
  const named =
    section?.id ||
    section?.getAttribute('aria-labelledby')?.replace(/-title$/, '') ||
    slug(section?.getAttribute('aria-label') ?? '');
  return named || 'page';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
}

/** One listener for every call link on the site, MDX prose included: call_click with the link's source. */
export function trackCallClicks(win: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const link = typeof target?.closest === 'function' ? target.closest('a[href^="tel:"]') : null;
    if (link) trackLead('call_click', {page: currentPage(win), source: leadSource(link)}, win);
  };
  win.document.addEventListener('click', onClick, {capture: true});
  return () => win.document.removeEventListener('click', onClick, {capture: true});
}
