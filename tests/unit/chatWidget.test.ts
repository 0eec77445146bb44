import {scheduleChatWidget} from '@site/src/lib/chatWidget';

const loader = 'https://widgets.example.test/loader.js';
const chatScript = () => document.querySelector(`script[src="${loader}"]`);

describe('chat widget loader', () => {
  afterEach(() => jest.useRealTimers());

  it('never loads without a widget id', () => {
    const stop = scheduleChatWidget('', loader);
    window.dispatchEvent(new Event('pointerdown'));
    expect(chatScript()).toBeNull();
    stop();
  });

  it('waits for an idle moment after load, not the first paint', () => {
    jest.useFakeTimers();
    const stop = scheduleChatWidget('w-1', loader);
    expect(chatScript()).toBeNull();
    jest.advanceTimersByTime(2000);
    const script = chatScript();
    expect(script).not.toBeNull();
    expect(script).toHaveAttribute('data-widget-id', 'w-1');
    stop();
  });

  it('loads at once on the first interaction, and only once', () => {
    jest.useFakeTimers();
    const stop = scheduleChatWidget('w-2', loader);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(5000);
    expect(document.querySelectorAll(`script[src="${loader}"]`)).toHaveLength(1);
    stop();
  });

  it('does nothing after cleanup', () => {
    jest.useFakeTimers();
    const stop = scheduleChatWidget('w-3', loader);
    stop();
    jest.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(chatScript()).toBeNull();
  });
});
