// Stand-in for https://link.msgsndr.com/js/form_embed.js, for the browser tests.
// It does to the host page what LeadConnector's script does (checked against a
// public copy of the real one):
// - iframe-resizer, parent side: posts "[iFrameSizer]<id>:..." init to every
//   iframe, again on each frame load and on ["iframeLoaded"], and sets a frame's
//   height from its "[iFrameSizer]<id>:<height>:<width>:<type>" messages;
// - on ["fetch-query-params", ...] rewrites the frame's class attribute to
//   "ep-iFrame" and moves the frame into its own wrapper divs (INLINE layout),
//   which reloads it, then answers ["query-params", ...];
// - adds <style id="embeddedIframes"> and replaces window.onmessage and window.onload.
(() => {
  const PREFIX = '[iFrameSizer]';
  let anonymous = 0;

  if (!document.getElementById('embeddedIframes')) {
    const style = document.createElement('style');
    style.id = 'embeddedIframes';
    style.textContent =
      '.ep-header,.ep-iFrameContainer,.ep-overlay{display:none}.ep-iFrame{border:none}.ep-wrapper{width:100%}' +
      '.ep-inline{position:relative;margin:auto}@media only screen and (max-width:550px){.ep-iFrame,.ep-iFrameContainer{width:100%}}';
    document.head.appendChild(style);
  }

  const initMessage = (frame) => `${PREFIX}${frame.id}:8:false:false:32:true:true::offset:::0`;
  const withLoadListener = new WeakSet();

  function setUp(frame) {
    if (!frame.id) frame.id = `iFrameResizer${anonymous++}`;
    frame.style.overflow = 'hidden';
    frame.scrolling = 'no';
    if (!withLoadListener.has(frame)) {
      withLoadListener.add(frame);
      frame.addEventListener(
        'load',
        () => frame.contentWindow && frame.contentWindow.postMessage(initMessage(frame), '*'),
      );
    }
    if (frame.contentWindow) frame.contentWindow.postMessage(initMessage(frame), '*');
  }
  const iFrameResize = () => document.querySelectorAll('iframe').forEach(setUp);

  window.addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || !event.data.startsWith(PREFIX)) return;
    const [id, height] = event.data.slice(PREFIX.length).split(':');
    const frame = document.getElementById(id);
    if (!frame) return;
    if (new URL(frame.src).origin !== event.origin)
      throw new Error(`Unexpected message received from: ${event.origin}`);
    frame.style.height = `${height}px`;
  });

  const laidOut = [];
  const queryParams = (frame) => [
    'query-params',
    {},
    location.href,
    document.referrer,
    frame.dataset.layoutIframeId || frame.id,
  ];
  window.onmessage = (event) => {
    const data = event.data;
    if (!Array.isArray(data)) return;
    if (data[0] === 'iframeLoaded') iFrameResize();
    if (data[0] !== 'fetch-query-params') return;
    for (const frame of document.querySelectorAll('iframe[id]')) {
      if (frame.contentWindow !== event.source || !/\/form|\/survey/.test(frame.src)) continue;
      if (!laidOut.includes(frame.id)) {
        laidOut.push(frame.id);
        frame.setAttribute('class', 'ep-iFrame');
        const container = document.createElement('div');
        container.id = `${frame.id}-div`;
        container.className = 'ep-iFrameContainer';
        const wrapper = document.createElement('div');
        wrapper.id = `${frame.id}-wrapper`;
        wrapper.className = 'ep-wrapper';
        frame.parentNode.appendChild(container);
        wrapper.appendChild(frame);
        container.appendChild(wrapper);
        container.style.display = 'block';
        frame.style.display = 'block';
      }
      frame.contentWindow.postMessage(queryParams(frame), '*');
    }
  };

  window.onload = iFrameResize;
  iFrameResize();
})();
