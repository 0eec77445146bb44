/**
 * Which member a tap or a click lands on: the nearest member box the ray from the eye passes through, among those
 * drawn. Worked on the model (no GPU read-back), so it is the same in every browser and in the tests.
 */
import {memberAxes} from '../deckPlan/model';
import type {Member, Vec3} from '../deckPlan/modelTypes';

const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;

/** How far along the ray it enters the member's box, or null if it misses. */
export function hitDistance(ray: {from: Vec3; dir: Vec3}, m: Member): number | null {
  const rel = {x: ray.from.x - m.at.x, y: ray.from.y - m.at.y, z: ray.from.z - m.at.z};
  const half = [m.size.length, m.size.width, m.size.height].map((s) => s / 24);
  let [near, far] = [-Infinity, Infinity];
  for (const [i, axis] of memberAxes(m).entries()) {
    // The ray in the member's own axes: a slab between -half and +half on each.
    const [o, d] = [dot(rel, axis), dot(ray.dir, axis)];
    if (Math.abs(d) < 1e-12) {
      if (Math.abs(o) > half[i]) return null;
      continue;
    }
    const [t0, t1] = [(-half[i] - o) / d, (half[i] - o) / d].sort((a, b) => a - b);
    [near, far] = [Math.max(near, t0), Math.min(far, t1)];
    if (near > far) return null;
  }
  return far < 0 ? null : Math.max(near, 0);
}

/** The index (in `members`) of the nearest member among `drawn` the ray passes through before `limit`, or null. */
export function pick(
  ray: {from: Vec3; dir: Vec3},
  members: readonly Member[],
  drawn: readonly number[],
  limit = Infinity,
): number | null {
  let best: {i: number; t: number} | null = null;
  for (const i of drawn) {
    const t = hitDistance(ray, members[i]);
    if (t !== null && t < limit && (!best || t < best.t)) best = {i, t};
  }
  return best?.i ?? null;
}

/** How far along the ray it meets the ground (members beyond it are hidden under it), or Infinity. */
export function groundDistance(ray: {from: Vec3; dir: Vec3}, g: {zAtHouse: number; fall: number}): number {
  const toward = ray.dir.z + g.fall * ray.dir.y;
  const t = (g.zAtHouse - g.fall * ray.from.y - ray.from.z) / toward;
  return toward < 0 && t > 0 ? t : Infinity;
}
