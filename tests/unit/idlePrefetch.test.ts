import {idleFirst, onRouteDidUpdate} from '@site/src/lib/idlePrefetch';

describe('route prefetches wait for idle time', () => {
  it("defers a Link's prefetch to the idle callback, and passes preloads through", () => {
    const prefetched: string[] = [];
    const preloaded: string[] = [];
    const idle: (() => void)[] = [];
    const docusaurus = idleFirst(
      {
        prefetch: (path) => (prefetched.push(path), Promise.resolve([])),
        preload: (path) => (preloaded.push(path), Promise.resolve([])),
      },
      (run) => idle.push(run),
    );
    docusaurus.prefetch('/services');
    docusaurus.prefetch('/gallery');
    expect(prefetched).toEqual([]);
    docusaurus.preload('/faqs'); // a visitor's tap: at once
    expect(preloaded).toEqual(['/faqs']);
    idle.forEach((run) => run());
    expect(prefetched).toEqual(['/services', '/gallery']);
  });

  it('wraps window.docusaurus once, on the first route update', () => {
    const prefetch = jest.fn((_path: string) => false as const);
    const original = {prefetch, preload: jest.fn((_path: string) => false as const)};
    Object.assign(window, {docusaurus: original});
    onRouteDidUpdate();
    const wrapped = (window as unknown as {docusaurus: typeof original}).docusaurus;
    expect(wrapped).not.toBe(original);
    onRouteDidUpdate();
    expect((window as unknown as {docusaurus: typeof original}).docusaurus).toBe(wrapped);
    wrapped.prefetch('/blog');
    expect(prefetch).not.toHaveBeenCalled();
  });
});
