/**
 * Resolves once the next frame is painted: work awaited behind it (a search as a letter is typed) lets
 * the page show the visitor's own input first, so the interaction's paint never waits for it.
 */
export function afterPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => {
      win.setTimeout(resolve, 0);
    });
  });
}
