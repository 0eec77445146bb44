import {afterPaint} from './afterPaint';

/**
 * A component in a chunk of its own (a dialog and its libraries): fetched when a visitor shows intent (hover,
 * focus, touch) or asks for it, and shown the moment it arrives. Not React.lazy: React holds a new Suspense
 * boundary's content back up to 300 ms after it resolves (its fallback throttle), so a tap would wait that long.
 * `importer` is `() => import('./X')`, written at the call site so the bundler splits X off.
 */
export interface Chunk<T> {
  /** The component once it has arrived, else null. */
  readonly loaded: T | null;
  /**
   * Fetches it (once; again after a failure), from the next frame on: a tap's pointer and click events, where
   * this is asked for, then paint the tap's own feedback without waiting for the chunk's script tags.
   */
  load: () => Promise<T>;
  /** Warms it, e.g. from onPointerEnter or onTouchStart; a failure is left for the tap to retry. */
  preload: () => void;
}

export function chunk<T>(importer: () => Promise<{default: T}>): Chunk<T> {
  let loaded: T | null = null;
  const load = () =>
    afterPaint()
      .then(importer)
      .then((m) => (loaded = m.default));
  return {
    get loaded() {
      return loaded;
    },
    load,
    preload: () => void load().catch(() => undefined),
  };
}
