import {leadDebugEnabled, leadSource, trackCallClicks, trackLead} from '@site/src/lib/leadEvents';

const setGpc = (value: boolean | undefined) =>
  Object.defineProperty(window.navigator, 'globalPrivacyControl', {value, configurable: true});

beforeEach(() => {
  window.dataLayer = [];
  delete (window as {gtag?: unknown}).gtag;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});
afterEach(() => setGpc(undefined));

describe('trackLead', () => {
  it('pushes the event with its page and source to the data layer', () => {
    trackLead('call_click', {page: '/about', source: 'header/call'});
    expect(window.dataLayer).toEqual([{event: 'call_click', page: '/about', source: 'header/call'}]);
  });

  it('forwards to GA4 when gtag is set up', () => {
    const gtag = jest.fn();
    (window as {gtag?: unknown}).gtag = gtag;
    trackLead('form_submitted', {page: '/', source: 'home-hero'});
    expect(gtag).toHaveBeenCalledWith('event', 'form_submitted', {page_path: '/', lead_source: 'home-hero'});
  });

  it('sends nothing when the browser sends Global Privacy Control', () => {
    setGpc(true);
    const gtag = jest.fn();
    (window as {gtag?: unknown}).gtag = gtag;
    trackLead('estimate_open', {page: '/', source: 'header/get-free-quote'});
    expect(window.dataLayer).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('logs to the console only with ?debug-leads, for the rest of the visit', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    trackLead('chat_open', {page: '/', source: 'chat-widget'});
    expect(info).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/?debug-leads');
    expect(leadDebugEnabled()).toBe(true);
    window.history.replaceState(null, '', '/services');
    trackLead('chat_open', {page: '/services', source: 'chat-widget'});
    expect(info).toHaveBeenCalledWith('[leads] chat_open', {
      event: 'chat_open',
      page: '/services',
      source: 'chat-widget',
    });
    info.mockRestore();
  });
});

describe('leadSource', () => {
  it('names the area and the control', () => {
    document.body.innerHTML = `
      <header data-lead-area="header"><button id="a">Get Free Quote</button></header>
      <section aria-labelledby="home-hero-title"><a id="b" href="tel:+1" aria-label="Talk to a deck designer: (423) 555-0199">x</a></section>
      <section id="pricing"><button id="c">Calculate Estimate</button></section>
      <button id="d">Lonely</button>`;
    const el = (id: string) => document.getElementById(id)!;
    expect(leadSource(el('a'))).toBe('header/get-free-quote');
    expect(leadSource(el('b'))).toBe('home-hero/talk-to-a-deck-designer-423-555-0199');
    expect(leadSource(el('c'))).toBe('pricing/calculate-estimate');
    expect(leadSource(el('d'))).toBe('page/lonely');
  });
});

describe('call clicks', () => {
  it('fires call_click once per click on any tel: link, with its source', () => {
    document.body.innerHTML = `<footer data-lead-area="footer"><a href="tel:+14235550199"><span>(423) 555-0199</span></a></footer><a href="/about">About</a>`;
    const stop = trackCallClicks();
    document.querySelector('span')!.click();
    (document.querySelector('a[href="/about"]') as HTMLElement).click();
    stop();
    document.querySelector('span')!.click();
    expect(window.dataLayer).toEqual([{event: 'call_click', page: '/', source: 'footer/423-555-0199'}]);
  });
});
