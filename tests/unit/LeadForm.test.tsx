import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import LeadForm, {FORM_TIMEOUT_MS} from '@site/src/components/LeadForm';
import {business} from '@site/src/data/business';
import {resetLoadedScripts} from '@site/src/lib/loadScript';

const scriptSelector = `script[src="${business.leadForm.embedScriptSrc}"]`;
const formOrigin = new URL(business.leadForm.origin).origin;
const frame = () => document.querySelector('iframe')!;
const fallback = () => screen.queryByText('Call us for your free estimate');

/** A message as the hosted form page posts it to our window. */
function fromForm(data: unknown, {origin = formOrigin, source = frame().contentWindow} = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', {data, origin, source}));
  });
}

async function scriptLoads() {
  await act(async () => {
    fireEvent.load(document.querySelector(scriptSelector)!);
  });
}

const events = () => (window.dataLayer ?? []) as {event: string; page: string; source: string}[];

beforeEach(() => {
  resetLoadedScripts();
  document.querySelectorAll('script').forEach((s) => s.remove());
  window.dataLayer = [];
});
afterEach(() => jest.useRealTimers());

describe('LeadForm', () => {
  it('loads the embed script, then creates the hosted form with the embed attributes, hidden until it is ready', async () => {
    render(<LeadForm placement="test" formId="abc123" />);
    expect(document.querySelector(scriptSelector)).not.toBeNull();
    // The script first: the form page asks it for the visitor's query parameters as it boots.
    expect(document.querySelector('iframe')).toBeNull();
    await scriptLoads();
    const f = frame();
    expect(f).toHaveAttribute('src', `${business.leadForm.origin}/widget/form/abc123`);
    expect(f.title).toMatch(new RegExp(`^${business.leadForm.name}`));
    expect(f).toHaveAttribute('data-form-name', business.leadForm.name);
    expect(f).toHaveAttribute('data-height', String(business.leadForm.height));
    expect(f).toHaveAttribute('data-form-id', 'abc123');
    expect(f.style.height).toBe(`${business.leadForm.height}px`);
    expect(f.id).toMatch(/^inline-abc123/);
    expect(f.parentElement).toHaveClass('frameHidden');
    expect(screen.getByText('Loading the estimate form…')).toBeInTheDocument();
    // Even while loading, the visitor can call.
    expect(screen.getByRole('link', {name: business.phone.display})).toHaveAttribute('href', business.phone.href);
  });

  it('gives two forms on one page distinct frame ids, and injects form_embed.js once', async () => {
    render(
      <>
        <LeadForm placement="one" formId="same" />
        <LeadForm placement="two" formId="same" />
      </>,
    );
    await scriptLoads();
    const ids = Array.from(document.querySelectorAll('iframe'), (f) => f.id);
    expect(new Set(ids).size).toBe(2);
    expect(document.querySelectorAll(scriptSelector)).toHaveLength(1);
  });

  it('is ready once the form page has spoken, and not on the script alone', async () => {
    render(<LeadForm placement="home-hero" formId="abc123" />);
    await scriptLoads();
    expect(frame().parentElement).toHaveClass('frameHidden');
    fromForm(['iframeLoaded']);
    expect(frame().parentElement).not.toHaveClass('frameHidden');
    expect(screen.queryByText('Loading the estimate form…')).not.toBeInTheDocument();
    expect(events()).toEqual([{event: 'form_ready', page: '/', source: 'home-hero'}]);
  });

  it('counts iframe-resizer messages as the form speaking', async () => {
    render(<LeadForm placement="p" formId="abc123" />);
    await scriptLoads();
    fromForm(`[iFrameSizer]${frame().id}:812:550:init`);
    expect(frame().parentElement).not.toHaveClass('frameHidden');
  });

  it('never swaps a shown form for the fallback, whatever happens later', async () => {
    jest.useFakeTimers();
    render(<LeadForm placement="p" formId="abc123" />);
    await scriptLoads();
    fromForm(['fetch-query-params', '', 'abc123']);
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS * 3));
    expect(fallback()).not.toBeInTheDocument();
    expect(frame()).toBeInTheDocument();
  });

  it('ignores messages from other origins and other frames', async () => {
    jest.useFakeTimers();
    render(<LeadForm placement="p" formId="abc123" />);
    await scriptLoads();
    fromForm(['iframeLoaded'], {origin: 'https://evil.example'});
    fromForm(['iframeLoaded'], {source: window});
    fromForm({not: 'a form message'});
    expect(frame().parentElement).toHaveClass('frameHidden');
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS));
    expect(fallback()).toBeInTheDocument();
  });

  it('asks the visitor to call when there is no form id, and says so once', () => {
    render(<LeadForm placement="faqs" formId="" />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(fallback()).toBeInTheDocument();
    expect(screen.getByRole('link', {name: `Call ${business.phone.display}`})).toHaveAttribute(
      'href',
      business.phone.href,
    );
    expect(events()).toEqual([{event: 'form_fallback', page: '/', source: 'faqs'}]);
  });

  it('falls back at once when the embed script is blocked', async () => {
    render(<LeadForm placement="p" formId="abc123" />);
    await act(async () => {
      fireEvent.error(document.querySelector(scriptSelector)!);
    });
    expect(fallback()).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('falls back at the timeout when the frame loads but never speaks (an error page), and not before', async () => {
    jest.useFakeTimers();
    render(<LeadForm placement="p" formId="abc123" />);
    await scriptLoads();
    fireEvent.load(frame());
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS - 1));
    expect(fallback()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(fallback()).toBeInTheDocument();
    expect(events().map((e) => e.event)).toEqual(['form_fallback']);
  });

  it('reports each submission once, without the contact details', async () => {
    render(<LeadForm placement="dialog-estimate" formId="abc123" />);
    await scriptLoads();
    const contact = JSON.stringify({email: 'pat@example.com', phone: '8655550100'});
    fromForm(['set-sticky-contacts', '_ud', contact, 'LOC1', 'sub-1']);
    fromForm(['set-sticky-contacts', '_ud', contact, 'LOC1', 'sub-1']);
    fromForm(['set-sticky-contacts', 'embedded_iframe_x', 'x']);
    const submitted = events().filter((e) => e.event === 'form_submitted');
    expect(submitted).toEqual([{event: 'form_submitted', page: '/', source: 'dialog-estimate'}]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('pat@example.com');
  });
});

describe('LeadForm below the fold (lazy)', () => {
  let trigger: (visible: boolean) => void = () => {};
  beforeEach(() => {
    (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = class {
      constructor(cb: (e: {isIntersecting: boolean}[]) => void) {
        trigger = (visible) => cb([{isIntersecting: visible}]);
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
  });

  it('creates the frame and starts its timeout only when scrolled near', () => {
    jest.useFakeTimers();
    render(<LeadForm placement="gallery" formId="abc123" lazy />);
    expect(document.querySelector(scriptSelector)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS * 3));
    expect(fallback()).not.toBeInTheDocument();
    act(() => trigger(true));
    expect(document.querySelector(scriptSelector)).not.toBeNull();
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS));
    expect(fallback()).toBeInTheDocument();
  });
});
