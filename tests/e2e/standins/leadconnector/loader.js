// Stand-in for https://widgets.leadconnectorhq.com/loader.js, for the browser tests.
// Like the real loader: reads its own data-* attributes, creates <chat-widget> with
// them (data- stripped), loads chat-widget.esm.js as a module from its own folder,
// then fetches the widget's config from the API host with a custom header (so the
// browser sends a CORS preflight). If that request is refused or fails, it removes
// the widget silently; otherwise it copies the config onto the element and mounts it.
(() => {
  const script = document.currentScript || [...document.scripts].pop();
  const base = script.getAttribute('data-cdn-url') || script.src.slice(0, script.src.lastIndexOf('/'));
  const widgetId = script.getAttribute('data-widget-id');
  const api = 'https://services.leadconnectorhq.com';
  const widget = document.createElement('chat-widget');
  for (const {name, value} of script.attributes) {
    if (name.startsWith('data-')) widget.setAttribute(name.replace('data-', ''), value);
  }

  const module = document.createElement('script');
  module.type = 'module';
  module.src = `${base}/chat-widget/chat-widget.esm.js?v=${Date.now()}`;
  document.head.appendChild(module);

  const start = () =>
    fetch(`${api}/chat-widget/public/config/${widgetId}`, {
      method: 'GET',
      headers: {'Content-Type': 'application/json', 'widget-id': widgetId},
    })
      .then((response) => response.json())
      .then((body) => {
        if (body.status && body.status !== 200) throw new Error(body.message);
        for (const [key, value] of Object.entries(body.config)) widget.setAttribute(key, value);
        document.body.appendChild(widget);
      })
      .catch(() => widget.remove());

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
