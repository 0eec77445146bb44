/**
 * The 3D view's camera: an orbit around the deck, seen from the yard (the house behind it), and the matrices and
 * rays it gives. Plain numbers in, plain arrays out: the renderer, the picking and the tests share it. z is up, as
 * the model's (src/lib/deckPlan/modelTypes.ts).
 */
import type {DeckModel, Vec3} from '../deckPlan/modelTypes';

export interface Orbit {
  readonly target: Vec3;
  /** Radians about z from straight out in the yard (0: looking back at the house); positive moves the eye toward +x. */
  readonly turn: number;
  /** Radians above level. */
  readonly tilt: number;
  /** Feet from the target. */
  readonly distance: number;
}

const FOV = (40 * Math.PI) / 180;
/** The view stays in the yard and above the ground: the house wall is never between it and the deck. */
const TURN_MOST = (110 * Math.PI) / 180;
const TILT = {least: (4 * Math.PI) / 180, most: (85 * Math.PI) / 180};

/** The deck framed from the yard, a little to one side and above: as close as keeps its whole extent in view. */
export function homeOrbit(model: DeckModel): Orbit {
  const {min, max} = model;
  const target = {x: (min.x + max.x) / 2, y: (min.y + max.y) / 2, z: (min.z + max.z) / 2};
  const radius = Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z) / 2;
  const at = (distance: number): Orbit => ({target, turn: -0.6, tilt: 0.45, distance});
  const corners = [min, max].flatMap((a) =>
    [min, max].flatMap((b) => [min, max].map((c) => ({x: a.x, y: b.y, z: c.z}))),
  );
  // On a 4:3 canvas (the view's), every corner of the extent inside 92% of the frame: the sphere around it is
  // in view from here, and the closest such distance is found by halving.
  const fits = (o: Orbit) => {
    const m = viewProjection(o, 4 / 3);
    return corners.every((p) => {
      const w = m[3] * p.x + m[7] * p.y + m[11] * p.z + m[15];
      const [x, y] = [0, 1].map((r) => (m[r] * p.x + m[4 + r] * p.y + m[8 + r] * p.z + m[12 + r]) / w);
      return w > 0 && Math.abs(x) <= 0.92 && Math.abs(y) <= 0.92;
    });
  };
  let [near, far] = [radius * 0.5, (radius / Math.sin(FOV / 2)) * 1.2];
  for (let i = 0; i < 20; i++) {
    const mid = (near + far) / 2;
    if (fits(at(mid))) far = mid;
    else near = mid;
  }
  return at(far);
}

/** An orbit moved by a turn, a tilt and a zoom factor, kept within its limits. */
export function moved(o: Orbit, turn: number, tilt: number, zoom = 1, home?: Orbit): Orbit {
  const far = (home?.distance ?? o.distance) * 3;
  const near = (home?.distance ?? o.distance) / 6;
  return {
    ...o,
    turn: Math.min(TURN_MOST, Math.max(-TURN_MOST, o.turn + turn)),
    tilt: Math.min(TILT.most, Math.max(TILT.least, o.tilt + tilt)),
    distance: Math.min(far, Math.max(near, o.distance * zoom)),
  };
}

export const eyeOf = (o: Orbit): Vec3 => ({
  x: o.target.x + o.distance * Math.cos(o.tilt) * Math.sin(o.turn),
  y: o.target.y + o.distance * Math.cos(o.tilt) * Math.cos(o.turn),
  z: o.target.z + o.distance * Math.sin(o.tilt),
});

const sub = (a: Vec3, b: Vec3): Vec3 => ({x: a.x - b.x, y: a.y - b.y, z: a.z - b.z});
const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
const unit = (a: Vec3): Vec3 => {
  const n = Math.hypot(a.x, a.y, a.z);
  return {x: a.x / n, y: a.y / n, z: a.z / n};
};
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;

/** The camera's own axes: right, up and forward (toward the target). */
export function basis(o: Orbit): {eye: Vec3; right: Vec3; up: Vec3; forward: Vec3} {
  const eye = eyeOf(o);
  const forward = unit(sub(o.target, eye));
  const right = unit(cross(forward, {x: 0, y: 0, z: 1}));
  return {eye, right, up: cross(right, forward), forward};
}

/** The view and projection in one column-major matrix, for a canvas of this aspect (width / height). */
export function viewProjection(o: Orbit, aspect: number): Float32Array {
  const {eye, right, up, forward} = basis(o);
  const near = Math.max(0.5, o.distance / 50);
  const far = o.distance * 4 + 50;
  const f = 1 / Math.tan(FOV / 2);
  // Projection rows applied to view coordinates (right·p, up·p, -forward·p).
  const [a, b] = [(far + near) / (near - far), (2 * far * near) / (near - far)];
  const view = [right, up, {x: -forward.x, y: -forward.y, z: -forward.z}];
  const t = view.map((axis) => -dot(axis, eye));
  const rows = [
    [(f / aspect) * view[0].x, (f / aspect) * view[0].y, (f / aspect) * view[0].z, (f / aspect) * t[0]],
    [f * view[1].x, f * view[1].y, f * view[1].z, f * t[1]],
    [a * view[2].x, a * view[2].y, a * view[2].z, a * t[2] + b],
    [-view[2].x, -view[2].y, -view[2].z, -t[2]],
  ];
  const m = new Float32Array(16);
  for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) m[c * 4 + r] = rows[r][c];
  return m;
}

/** The ray from the eye through a point of the canvas, in device coordinates (-1..1, y up). */
export function rayThrough(o: Orbit, aspect: number, ndcX: number, ndcY: number): {from: Vec3; dir: Vec3} {
  const {eye, right, up, forward} = basis(o);
  const h = Math.tan(FOV / 2);
  const d = {
    x: forward.x + right.x * ndcX * h * aspect + up.x * ndcY * h,
    y: forward.y + right.y * ndcX * h * aspect + up.y * ndcY * h,
    z: forward.z + right.z * ndcX * h * aspect + up.z * ndcY * h,
  };
  return {from: eye, dir: unit(d)};
}
