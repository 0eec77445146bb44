/**
 * Inject a third-party script once per page, however many components ask
 * for it. Resolves on load, rejects on error (blocked, offline).
 */
const pending = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    Object.entries(attributes).forEach(([name, value]) => script.setAttribute(name, value));
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.body.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}

/** Test helper: forget injected scripts between tests. */
export function resetLoadedScripts(): void {
  pending.clear();
}
