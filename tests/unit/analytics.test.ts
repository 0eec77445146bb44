import {gtagSrc, startAnalytics} from '@site/src/lib/analytics';

const gaScript = () => document.querySelector('script[src*="googletagmanager"]');
const setGpc = (value: boolean | undefined) =>
  Object.defineProperty(window.navigator, 'globalPrivacyControl', {value, configurable: true});

beforeEach(() => {
  delete window.dataLayer;
  delete (window as {gtag?: unknown}).gtag;
});
afterEach(() => {
  setGpc(undefined);
  jest.useRealTimers();
});

describe('GA4', () => {
  it('does nothing at all without a measurement id', () => {
    jest.useFakeTimers();
    startAnalytics('');
    jest.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(gaScript()).toBeNull();
    expect((window as {gtag?: unknown}).gtag).toBeUndefined();
  });

  it("configures gtag at once and loads Google's script when the page is idle", () => {
    jest.useFakeTimers();
    const stop = startAnalytics('G-TEST123');
    expect((window as {gtag?: unknown}).gtag).toBeInstanceOf(Function);
    const commands = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)[0]);
    expect(commands).toEqual(['js', 'config']);
    expect(gaScript()).toBeNull();
    jest.advanceTimersByTime(2000);
    expect(gaScript()).toHaveAttribute('src', gtagSrc('G-TEST123'));
    stop();
  });

  it('honours Global Privacy Control: no gtag, no script', () => {
    jest.useFakeTimers();
    setGpc(true);
    startAnalytics('G-TEST123');
    jest.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('keydown'));
    expect((window as {gtag?: unknown}).gtag).toBeUndefined();
    expect(gaScript()).toBeNull();
  });
});
