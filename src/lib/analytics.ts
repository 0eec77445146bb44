import {leadDebug, privacyOptOut, type GtagWindow} from './leadEvents';
import {loadScriptOnce} from './loadScript';
import {whenIdle} from './whenIdle';

export const gtagSrc = (measurementId: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/**
 * Google Analytics 4, only when a measurement id is set and the visitor's
 * browser does not send Global Privacy Control. Written here rather than with
 * @docusaurus/plugin-google-gtag: the plugin puts Google's script and an
 * inline config script in every page's HTML, so it cannot honour GPC (the
 * script loads before any check could run) and its inline script would need
 * its own CSP hash. Page views come from GA4's enhanced measurement (history
 * changes); lead events from trackLead. Returns a cleanup function.
 */
export function startAnalytics(measurementId: string, win: Window = window): () => void {
  if (!measurementId) return () => {};
  if (privacyOptOut(win)) {
    leadDebug('analytics off: Global Privacy Control is on', undefined, win);
    return () => {};
  }
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  const gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  } as NonNullable<GtagWindow['gtag']>;
  (win as unknown as GtagWindow).gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId);
  return whenIdle(() => {
    leadDebug(`analytics: loading GA4 ${measurementId}`, undefined, win);
    loadScriptOnce(gtagSrc(measurementId)).catch(() => leadDebug('analytics: blocked or offline', undefined, win));
  }, win);
}
