import {useCallback, useEffect, useRef, useState} from 'react';
import type {DeckModel, LineKey} from '@site/src/lib/deckPlan/modelTypes';
import {homeOrbit, moved, rayThrough, type Orbit} from '@site/src/lib/deck3d/camera';
import {attachControls} from '@site/src/lib/deck3d/controls';
import {groundDistance, pick} from '@site/src/lib/deck3d/pick';
import {createRenderer, type Renderer} from '@site/src/lib/deck3d/renderer';
import {sceneOf, type Layers, type Scene} from '@site/src/lib/deck3d/scene';

/** 'webgl' while it draws; 'none' where the browser has no WebGL2; 'lost' when the browser took the context back. */
export type ViewState = 'webgl' | 'none' | 'lost';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The canvas's renderer and camera. Frames are drawn on demand, one per animation frame at most; a new model,
 * layer or lit line rebuilds the GPU's buffers in the next animation frame, never in the input's own handler.
 * Unmounting gives the GPU back everything (renderer.dispose).
 */
export function useViewer(model: DeckModel, layers: Layers, lit: LineKey | null, onPick: (i: number | null) => void) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<ViewState>('webgl');
  const renderer = useRef<Renderer | null>(null);
  const home = useRef(homeOrbit(model));
  const orbit = useRef<Orbit>(home.current);
  const scene = useRef<Scene | null>(null);
  /** What the scene on the GPU was made from: a render that changes none of it uploads nothing. */
  const madeFrom = useRef<unknown[]>([]);
  const frame = useRef(0);
  const glide = useRef<{from: Orbit; to: Orbit; start: number} | null>(null);
  const latest = useRef({model, layers, lit, onPick});
  latest.current = {model, layers, lit, onPick};

  const draw = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame((now) => {
      frame.current = 0;
      const r = renderer.current;
      if (!r) return;
      const g = glide.current;
      if (g) {
        const k = Math.min(1, (now - g.start) / 220);
        const e = k * (2 - k);
        const mix = (a: number, b: number) => a + (b - a) * e;
        orbit.current = {
          ...g.to,
          turn: mix(g.from.turn, g.to.turn),
          tilt: mix(g.from.tilt, g.to.tilt),
          distance: mix(g.from.distance, g.to.distance),
        };
        if (k < 1) draw();
        else glide.current = null;
      }
      r.draw(orbit.current);
      if (!performance.getEntriesByName('deck3d:first-frame').length) performance.mark('deck3d:first-frame');
    });
  }, []);

  /** Moves the camera: at once while dragging, or glided there (at once where motion is unwelcome). */
  const go = useCallback(
    (to: Orbit, animate: boolean) => {
      glide.current = animate && !reducedMotion() ? {from: orbit.current, to, start: performance.now()} : null;
      if (!glide.current) orbit.current = to;
      draw();
    },
    [draw],
  );

  // The renderer for the canvas's life; its controls; a context lost shows the still picture.
  useEffect(() => {
    const el = canvas.current!;
    const start = () => {
      renderer.current = createRenderer(el);
      setState(renderer.current ? 'webgl' : 'none');
      scene.current = null;
      if (renderer.current) {
        const {model: m, layers: l, lit: t} = latest.current;
        scene.current = sceneOf(m, l, t);
        madeFrom.current = [m, l, t];
        renderer.current.setScene(scene.current);
        draw();
      }
    };
    const lost = (e: Event) => {
      e.preventDefault();
      renderer.current = null;
      setState('lost');
    };
    const size = () => {
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      el.width = Math.round(el.clientWidth * ratio);
      el.height = Math.round(el.clientHeight * ratio);
      draw();
    };
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(size);
    resize?.observe(el);
    size();
    el.addEventListener('webglcontextlost', lost);
    el.addEventListener('webglcontextrestored', start);
    start();
    const detach = attachControls(el, {
      orbit: (turn, tilt) => go(moved(orbit.current, turn, tilt, 1, home.current), false),
      zoom: (factor) => go(moved(orbit.current, 0, 0, factor, home.current), false),
      tap: (x, y) => {
        const s = scene.current;
        if (!s) return;
        const ray = rayThrough(
          orbit.current,
          el.clientWidth / el.clientHeight,
          (2 * x) / el.clientWidth - 1,
          1 - (2 * y) / el.clientHeight,
        );
        const {model: m, layers: l} = latest.current;
        const limit = l.boards ? groundDistance(ray, m.ground) : Infinity;
        latest.current.onPick(pick(ray, m.members, [...s.boxMembers, ...s.roundMembers], limit));
      },
    });
    return () => {
      detach();
      resize?.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      el.removeEventListener('webglcontextlost', lost);
      el.removeEventListener('webglcontextrestored', start);
      renderer.current?.dispose();
      renderer.current = null;
    };
  }, [draw, go]);

  // A new plan, layer or lit line: the buffers rebuilt in the next frame, off the input's path.
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      if (!renderer.current || [model, layers, lit].every((x, i) => x === madeFrom.current[i])) return;
      scene.current = sceneOf(model, layers, lit);
      madeFrom.current = [model, layers, lit];
      renderer.current.setScene(scene.current);
      draw();
    });
    return () => cancelAnimationFrame(id);
  }, [model, layers, lit, draw]);

  // A new deck's extent: the home view follows it, the visitor's turn and tilt kept.
  useEffect(() => {
    const next = homeOrbit(model);
    const zoomed = orbit.current.distance / home.current.distance;
    home.current = next;
    orbit.current = {...orbit.current, target: next.target, distance: next.distance * zoomed};
  }, [model]);

  return {
    canvas,
    state,
    turn: (turn: number, tilt: number) => go(moved(orbit.current, turn, tilt, 1, home.current), true),
    zoom: (factor: number) => go(moved(orbit.current, 0, 0, factor, home.current), true),
    reset: () => go(home.current, true),
  };
}
