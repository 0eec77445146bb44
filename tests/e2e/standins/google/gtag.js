// Stand-in for Google's gtag.js (https://www.googletagmanager.com/gtag/js?id=G-...).
// Like the real script it reads the commands gtag() left in window.dataLayer
// (arguments objects), then every later one, and sends a hit to GA4's
// collection endpoint for the config command (a page view) and each event,
// as a beacon: so the page's CSP must allow the script host and the
// collection host, as it must for the real thing.
(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function hit(name) {
    var url =
      'https://region1.google-analytics.com/g/collect?v=2&tid=' +
      encodeURIComponent(id) +
      '&en=' +
      encodeURIComponent(name) +
      '&dl=' +
      encodeURIComponent(location.href);
    navigator.sendBeacon(url);
  }
  function handle(entry) {
    if (!entry || typeof entry.length !== 'number') return; // GTM-style objects are not gtag commands
    var args = Array.prototype.slice.call(entry);
    if (args[0] === 'config') hit('page_view');
    if (args[0] === 'event') hit(args[1]);
  }
  dataLayer.forEach(handle);
  var push = dataLayer.push;
  dataLayer.push = function () {
    Array.prototype.forEach.call(arguments, handle);
    return push.apply(dataLayer, arguments);
  };
})();
