import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import LeadForm, {FORM_TIMEOUT_MS} from '@site/src/components/LeadForm';
import {business} from '@site/src/data/business';

const scriptSelector = `script[src="${business.leadForm.embedScriptSrc}"]`;

describe('LeadForm', () => {
  afterEach(() => jest.useRealTimers());

  it('embeds the hosted form with the spec attributes', () => {
    render(<LeadForm formId="abc123" />);
    const frame = screen.getByTitle(/Website Form/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${business.leadForm.origin}/widget/form/abc123`);
    expect(frame).toHaveAttribute('data-form-name', 'Website Form');
    expect(frame).toHaveAttribute('data-height', '769');
    expect(frame).toHaveStyle({height: '769px'});
    expect(frame).toHaveAttribute('id', 'inline-abc123');
  });

  it('injects form_embed.js once however many forms are on the page', () => {
    render(
      <>
        <LeadForm formId="one" />
        <LeadForm formId="two" />
      </>,
    );
    expect(document.querySelectorAll(scriptSelector)).toHaveLength(1);
  });

  it('asks the visitor to call when there is no form id', () => {
    render(<LeadForm formId="" />);
    expect(screen.queryByTitle(/Website Form/)).not.toBeInTheDocument();
    expect(screen.getByText('Call us for your free estimate')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /Call \(865\) 555-0142/})).toHaveAttribute('href', 'tel:+18655550142');
  });

  it('falls back to the phone number when the embed script is blocked', async () => {
    render(<LeadForm formId="abc123" />);
    const script = document.querySelector(scriptSelector)!;
    await act(async () => {
      fireEvent.error(script);
    });
    expect(screen.getByText('Call us for your free estimate')).toBeInTheDocument();
  });

  it('falls back when the frame has not loaded in time, and not before', () => {
    jest.useFakeTimers();
    render(<LeadForm formId="abc123" />);
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS - 1));
    expect(screen.getByTitle(/Website Form/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTitle(/Website Form/)).not.toBeInTheDocument();
    expect(screen.getByText('Call us for your free estimate')).toBeInTheDocument();
  });

  it('keeps the form once the frame and script have loaded', async () => {
    jest.useFakeTimers();
    render(<LeadForm formId="abc123" />);
    fireEvent.load(screen.getByTitle(/Website Form/));
    await act(async () => {
      fireEvent.load(document.querySelector(scriptSelector)!);
    });
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS * 2));
    expect(screen.getByTitle(/Website Form/)).toBeInTheDocument();
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
    jest.useRealTimers();
  });

  it('starts loading and its timeout only when scrolled near', () => {
    jest.useFakeTimers();
    render(<LeadForm formId="abc123" lazy />);
    expect(document.querySelector(scriptSelector)).toBeNull();
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS * 3));
    expect(screen.getByTitle(/Website Form/)).toBeInTheDocument();
    act(() => trigger(true));
    expect(document.querySelector(scriptSelector)).not.toBeNull();
    act(() => jest.advanceTimersByTime(FORM_TIMEOUT_MS));
    expect(screen.getByText('Call us for your free estimate')).toBeInTheDocument();
  });
});
