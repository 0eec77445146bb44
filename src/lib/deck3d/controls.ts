/**
 * How a visitor moves the 3D view. A mouse drags it around (any way) and its wheel zooms; a finger that drags
 * sideways turns it, two fingers pinch to zoom, and a finger moving up or down scrolls the page as everywhere else:
 * the canvas sets `touch-action: pan-y`, so the browser keeps vertical swipes and cancels our pointer (a phone's
 * page is never held by the view). A press that does not move is a tap: it picks what is under it.
 */
export interface ControlHandlers {
  /** Radians to turn about the deck and to tilt (positive: look from higher). */
  orbit(turn: number, tilt: number): void;
  /** Distance factor: under 1 comes closer. */
  zoom(factor: number): void;
  /** A tap or a click at this point of the element, CSS pixels from its top left. */
  tap(x: number, y: number): void;
}

/** Radians a pixel of drag turns the view. */
const TURN_PER_PX = 0.008;
/** Pixels a press may wander and still be a tap. */
const TAP_SLOP_PX = 6;

export function attachControls(el: HTMLElement, h: ControlHandlers): () => void {
  const pointers = new Map<number, {x: number; y: number}>();
  let wandered = 0;
  /** How far the press has gone each way since it began. */
  const drift = {x: 0, y: 0};
  const spread = () => {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    pointers.set(e.pointerId, {x: e.clientX, y: e.clientY});
    if (pointers.size === 1) [wandered, drift.x, drift.y] = [0, 0, 0];
    else wandered = Infinity;
    el.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    const [dx, dy] = [e.clientX - last.x, e.clientY - last.y];
    const before = pointers.size === 2 ? spread() : 0;
    pointers.set(e.pointerId, {x: e.clientX, y: e.clientY});
    if (pointers.size === 2) {
      if (before > 0) h.zoom(before / Math.max(1, spread()));
      return;
    }
    wandered += Math.abs(dx) + Math.abs(dy);
    drift.x += dx;
    drift.y += dy;
    // A finger moving more up or down than sideways is scrolling the page: the browser takes it (pointercancel).
    const scrolling = e.pointerType !== 'mouse' && Math.abs(drift.y) > Math.abs(drift.x);
    if (wandered > TAP_SLOP_PX && !scrolling) h.orbit(-dx * TURN_PER_PX, dy * TURN_PER_PX);
  };
  const up = (e: PointerEvent) => {
    const last = pointers.get(e.pointerId);
    if (!pointers.delete(e.pointerId) || !last) return;
    if (pointers.size === 0 && wandered <= TAP_SLOP_PX) {
      const r = el.getBoundingClientRect();
      h.tap(last.x - r.left, last.y - r.top);
    }
  };
  // The browser took the gesture (a vertical swipe scrolls the page): forget the pointer, no tap.
  const cancel = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    wandered = Infinity;
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    h.zoom(Math.exp(Math.max(-100, Math.min(100, e.deltaY)) * 0.002));
  };
  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['pointerdown', down as EventListener],
    ['pointermove', move as EventListener],
    ['pointerup', up as EventListener],
    ['pointercancel', cancel as EventListener],
    ['wheel', wheel as EventListener, {passive: false}],
  ];
  for (const [type, fn, options] of listeners) el.addEventListener(type, fn, options);
  return () => {
    for (const [type, fn] of listeners) el.removeEventListener(type, fn);
  };
}

/** What a key does to the view, or null for a key it leaves alone. */
export function keyAction(key: string): null | {turn?: number; tilt?: number; zoom?: number; reset?: true} {
  const step = Math.PI / 18;
  switch (key) {
    case 'ArrowLeft':
      return {turn: step};
    case 'ArrowRight':
      return {turn: -step};
    case 'ArrowUp':
      return {tilt: step / 2};
    case 'ArrowDown':
      return {tilt: -step / 2};
    case '+':
    case '=':
      return {zoom: 1 / 1.2};
    case '-':
    case '_':
    case '−':
      return {zoom: 1.2};
    case 'Home':
    case '0':
      return {reset: true};
    default:
      return null;
  }
}
