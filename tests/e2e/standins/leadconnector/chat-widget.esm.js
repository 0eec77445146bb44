// Stand-in for LeadConnector's chat widget bundle (chat-widget.esm.js), for the
// browser tests. It makes the requests the real widget makes on every load,
// each under the directive the real one needs:
//   script-src  stcdn (intl-tel-input), the API host (user-session.js, imported)
//   style-src   a <style> in the shadow root ('unsafe-inline'), stcdn CSS, fonts.bunny.net CSS
//   font-src    fonts.bunny.net
//   img-src     images.leadconnectorhq.com (greeting avatar)
//   connect-src the API host (geo-location), the widgets host (i18n), services.msgsndr.com (attribution)
// then renders the bubble in an open shadow root (#lc_text-widget, button
// #lc_text-widget--btn), toggles lc_text-widget--active when opened (bubble,
// greeting or API), exposes window.leadConnector.chatWidget and dispatches
// LC_chatWidgetLoaded, all as the real widget does.
const API = 'https://services.leadconnectorhq.com';
const here = new URL('.', import.meta.url).href;

class ChatWidget extends HTMLElement {
  active = false;

  async connectedCallback() {
    if (this.shadowRoot) return;
    const marker = document.createElement('style');
    marker.setAttribute('data-styles', '');
    marker.textContent = 'chat-widget{visibility:hidden}.hydrated{visibility:inherit}';
    document.head.appendChild(marker);

    await import('https://stcdn.leadconnectorhq.com/intl-tel-input/intlTelInput.min.js');
    const [geo, strings] = await Promise.all([
      fetch(`${API}/funnels/funnel/geo-location/`).then((r) => r.json()),
      fetch(new URL('./assets/i18n/en-us.json', here)).then((r) => r.json()),
    ]);
    if (this.getAttribute('theme')) {
      const fonts = document.createElement('link');
      fonts.rel = 'stylesheet';
      fonts.href = 'https://fonts.bunny.net/css?family=Roboto';
      document.head.appendChild(fonts);
    }

    const root = this.attachShadow({mode: 'open'});
    root.innerHTML = `
      <style>:host{all:initial;font-family:Roboto,sans-serif;--chat-widget-bubble-color:${this.getAttribute('primary-color') || '#155eef'}}
        .lc_text-widget{position:fixed;right:20px;bottom:20px;z-index:99999999}
        .lc_text-widget--bubble{width:58px;height:58px;border:0;border-radius:50%;background:var(--chat-widget-bubble-color);color:#fff;font:600 12px Roboto,sans-serif;cursor:pointer}
        .lc_text-widget--box{display:none;width:320px;padding:16px;background:#fff;border-radius:8px;box-shadow:0 8px 24px #0003}
        .lc_text-widget--active .lc_text-widget--box{display:block}
        .lc_text-widget--prompt img{width:32px;height:32px;border-radius:50%}</style>
      <link rel="stylesheet" href="https://stcdn.leadconnectorhq.com/intl-tel-input/17.0.12/css/intlTelInput.min.css">
      <div id="lc_text-widget" class="lc_text-widget" data-country="${geo.country}">
        <div class="lc_text-widget--prompt"><img alt="${strings.avatarAlt}" src="${this.getAttribute('prompt-avatar')}">
          <button type="button" class="lc_text-widget_prompt--prompt-text">${this.getAttribute('prompt-msg')}</button></div>
        <div id="lc_text-widget--box" class="lc_text-widget--box"><div role="heading" aria-level="1">${this.getAttribute('heading')}</div></div>
        <button id="lc_text-widget--btn" class="lc_text-widget--bubble" aria-label="${strings.open}">Chat</button>
      </div>`;
    const widget = root.getElementById('lc_text-widget');
    const bubble = root.getElementById('lc_text-widget--btn');
    const setActive = (active) => {
      this.active = active;
      widget.classList.toggle('lc_text-widget--active', active);
      bubble.setAttribute('aria-label', active ? strings.close : strings.open);
    };
    bubble.addEventListener('click', () => setActive(!this.active));
    // The greeting opens the widget without going through the bubble's toggle.
    root.querySelector('.lc_text-widget_prompt--prompt-text').addEventListener('click', () => setActive(true));
    this.classList.add('hydrated');

    await import(`${API}/appengine/cors/js/user-session.js`);
    window.leadConnector = window.leadConnector || {};
    window.leadConnector.chatWidget = {
      isLoaded: false,
      openWidget: () => !this.active && setActive(true),
      closeWidget: () => this.active && setActive(false),
      isActive: () => this.active,
    };
    setTimeout(() => {
      window.dispatchEvent(new CustomEvent('LC_chatWidgetLoaded', {detail: widget}));
      window.leadConnector.chatWidget.isLoaded = true;
      window.parent.postMessage('LC_chatWidgetLoaded', '*');
    }, 0);
  }
}

customElements.define('chat-widget', ChatWidget);
