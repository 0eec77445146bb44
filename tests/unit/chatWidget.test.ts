import {renderHook} from '@testing-library/react';
import {overlayOpenAttribute, scheduleChatWidget, useChatHiddenWhile, watchChatOpen} from '@site/src/lib/chatWidget';

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
    expect(script).toHaveAttribute('data-resources-url', 'https://widgets.example.test/chat-widget/loader.js');
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

describe('chat opens', () => {
  /** The widget's DOM as LeadConnector renders it: #lc_text-widget in an open shadow root. */
  function mountWidget() {
    const host = document.createElement('chat-widget');
    const root = host.attachShadow({mode: 'open'});
    const widget = document.createElement('div');
    widget.id = 'lc_text-widget';
    widget.className = 'lc_text-widget';
    root.appendChild(widget);
    document.body.appendChild(host);
    return widget;
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  afterEach(() => {
    document.body.innerHTML = '';
    delete window.leadConnector;
  });

  it('counts each open, however it was opened, from the load event on', async () => {
    const onOpen = jest.fn();
    const stop = watchChatOpen(onOpen);
    const widget = mountWidget();
    window.dispatchEvent(new CustomEvent('LC_chatWidgetLoaded'));
    widget.classList.add('lc_text-widget--active');
    await flush();
    widget.classList.add('something-else');
    await flush();
    widget.classList.remove('lc_text-widget--active');
    await flush();
    widget.classList.add('lc_text-widget--active');
    await flush();
    expect(onOpen).toHaveBeenCalledTimes(2);
    stop();
  });

  it('finds a widget that loaded before it listened', async () => {
    const widget = mountWidget();
    window.leadConnector = {chatWidget: {isLoaded: true}};
    const onOpen = jest.fn();
    const stop = watchChatOpen(onOpen);
    widget.classList.add('lc_text-widget--active');
    await flush();
    expect(onOpen).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('chat hidden under an overlay', () => {
  const marked = () => document.documentElement.getAttribute(overlayOpenAttribute);

  it('marks the page while an overlay is open, and clears the mark when it closes or unmounts', () => {
    const overlay = renderHook(({open}) => useChatHiddenWhile(open), {initialProps: {open: false}});
    expect(marked()).toBeNull();
    overlay.rerender({open: true});
    expect(marked()).toBe('1');
    overlay.rerender({open: false});
    expect(marked()).toBeNull();
    overlay.rerender({open: true});
    overlay.unmount();
    expect(marked()).toBeNull();
  });

  it('stays marked until the last of two open overlays closes', () => {
    const menu = renderHook(({open}) => useChatHiddenWhile(open), {initialProps: {open: true}});
    const dialog = renderHook(({open}) => useChatHiddenWhile(open), {initialProps: {open: true}});
    expect(marked()).toBe('2');
    menu.rerender({open: false});
    expect(marked()).toBe('1');
    dialog.rerender({open: false});
    expect(marked()).toBeNull();
  });
});
