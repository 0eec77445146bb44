/**
 * The page template (Docusaurus's `ssrTemplate`; otherwise its default): the
 * first screen paints before the app's JavaScript runs, on every page.
 *
 * - `<link rel="expect" href="#hero" blocking="render">` holds the first frame
 *   until the page's hero (`Hero`, a post's photo) is parsed, so the first
 *   paint shows it whole instead of the header alone, and the hero is the
 *   page's largest paint at once (Chromium 124+; other browsers ignore it).
 *   A page without a hero paints once its HTML is parsed.
 * - The app's scripts are fetched and run only after the first contentful
 *   paint. Docusaurus's `defer` scripts run as soon as the HTML is parsed, and
 *   a phone then spends the time main.js takes to evaluate before it paints
 *   anything below the header. Nor are they preloaded: on a slow phone's
 *   network main.js (100 KB) shares the line with the stylesheet and the hero.
 *   Measured on slow 4G at 4x CPU (November 2026), the first and largest paint
 *   came 200-370 ms sooner without the preload, and the app ran 300-640 ms
 *   later. A visitor reads the hero before tapping, and its links work before
 *   the app runs.
 *
 * The loader is an inline script: the build hashes it into the CSP like the
 * others (plugins/post-build/csp.ts).
 */
import {firstScreenId} from '../src/lib/firstScreen';

/** Inserted after the first contentful paint, in order (the runtime, then main). */
const loader = (scripts: string) => `(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  // A hidden tab does not paint; a browser without paint timing starts at once.
  if (document.visibilityState === 'hidden' || !types || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start);
  }).observe({type: 'paint', buffered: true});
  // A paint that never comes must not leave the page without its app.
  setTimeout(start, 4000);
})(${scripts});`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <link rel="expect" href="#${firstScreenId}" blocking="render">
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loader('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
