/**
 * The still 3D picture: the same model drawn as an SVG, in parallel projection from the 3D view's first viewpoint,
 * with no WebGL. Each visible face of each member as a flat-lit polygon, painted far to near over the ground and
 * the house wall; what stands below the ground (the footings) is under it, as seen. Printed with the plan, sent with
 * the lead, and shown wherever WebGL is missing or lost.
 */
import {groundAt, type DeckModel, type Vec3} from '../deckPlan/modelTypes';
import {memberAxes} from '../deckPlan/model';
import {basis, homeOrbit} from './camera';
import {colorOf, visible, type Layers} from './scene';

export interface Picture {
  readonly width: number;
  readonly height: number;
  /** Far to near: an SVG path's d and its fill. */
  readonly faces: readonly {readonly d: string; readonly fill: string}[];
}

const SUN = (() => {
  const n = Math.hypot(-0.45, 0.6, 0.66);
  return {x: -0.45 / n, y: 0.6 / n, z: 0.66 / n};
})();
/** Members whose top faces the boards cover. */
const underBoards = new Set(['joist', 'rim', 'ledger']);
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
/** The renderer's light, on a face's color (renderer.ts's fragment shader). */
const shade = (rgb: readonly number[], n: Vec3) => {
  const light = 0.34 + 0.22 * (0.5 + 0.5 * n.z) + 0.5 * Math.abs(dot(n, SUN));
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(1, c * light) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};

/** Every face as corners in 3D with its outward normal and color: the members', the ground's and the wall's. */
function facesOf(model: DeckModel, layers: Layers) {
  const faces: {pts: Vec3[]; normal: Vec3; rgb: readonly number[]}[] = [];
  const ground = (x: number, y: number): Vec3 => ({x, y, z: groundAt(model.ground, y)});
  const {from, to, levelFrom} = model.ground;
  const slope = Math.hypot(1, model.ground.fall);
  // Sloped under the deck, level past it: two faces where the form's ground ends inside the picture.
  const kink = Math.min(Math.max(levelFrom, from.y), to.y);
  for (const [y0, y1, normal] of [
    [from.y, kink, {x: 0, y: model.ground.fall / slope, z: 1 / slope}],
    [kink, to.y, {x: 0, y: 0, z: 1}],
  ] as const) {
    if (y1 - y0 < 1e-9) continue;
    faces.push({
      pts: [ground(from.x, y0), ground(to.x, y0), ground(to.x, y1), ground(from.x, y1)],
      normal,
      rgb: [0.5, 0.57, 0.35],
    });
  }
  const {house} = model;
  faces.push({
    pts: [0, 1, 2, 3].map((i) => ({x: i < 2 ? house.x0 : house.x1, y: 0, z: i % 3 === 0 ? house.zBottom : house.zTop})),
    normal: {x: 0, y: 1, z: 0},
    rgb: [0.85, 0.82, 0.76],
  });
  for (const m of model.members) {
    // Under the ground, nothing shows: the footings.
    if (!visible(m, layers) || m.kind === 'footing') continue;
    const axes = memberAxes(m);
    const half = [m.size.length, m.size.width, m.size.height].map((s) => s / 24);
    const rgb = colorOf(m, model.decking);
    axes.forEach((n, i) => {
      const [u, v] = [axes[(i + 1) % 3], axes[(i + 2) % 3]];
      const [hu, hv] = [half[(i + 1) % 3], half[(i + 2) % 3]];
      for (const sign of [-1, 1]) {
        const c = {
          x: m.at.x + n.x * half[i] * sign,
          y: m.at.y + n.y * half[i] * sign,
          z: m.at.z + n.z * half[i] * sign,
        };
        const corner = (a: number, b: number) => ({
          x: c.x + u.x * hu * a + v.x * hv * b,
          y: c.y + u.y * hu * a + v.y * hv * b,
          z: c.z + u.z * hu * a + v.z * hv * b,
        });
        const pts = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
        const normal = {x: n.x * sign, y: n.y * sign, z: n.z * sign};
        // The frame's tops under the boards: hidden, whatever a painter's order of faces would say.
        if (layers.boards && normal.z > 0.99 && underBoards.has(m.kind)) continue;
        faces.push({pts, normal, rgb});
      }
    });
  }
  return faces;
}

/** The picture of a model, `width` units wide, from the view's first viewpoint. */
export function picture(model: DeckModel, layers: Layers = {boards: true, railings: true}, width = 640): Picture {
  const {right, up, forward} = basis(homeOrbit(model));
  const all = facesOf(model, layers);
  const [backdrop, members] = [all.slice(0, 2), all.slice(2).filter((f) => dot(f.normal, forward) < 0)];
  // The members' extent on the page: the ground and the wall are cut to it, with a margin.
  const project = (p: Vec3) => ({x: dot(p, right), y: -dot(p, up)});
  const corners = [model.min, model.max].flatMap((a) =>
    [model.min, model.max].flatMap((b) => [model.min, model.max].map((c) => ({x: a.x, y: b.y, z: c.z}))),
  );
  const box = corners.map(project);
  const [x0, x1] = [Math.min(...box.map((p) => p.x)), Math.max(...box.map((p) => p.x))];
  const [y0, y1] = [Math.min(...box.map((p) => p.y)), Math.max(...box.map((p) => p.y))];
  const margin = 0.06 * (x1 - x0);
  const scale = width / (x1 - x0 + 2 * margin);
  const at = (p: Vec3) => {
    const q = project(p);
    return `${((q.x - x0 + margin) * scale).toFixed(1)},${((q.y - y0 + margin) * scale).toFixed(1)}`;
  };
  const depth = (pts: Vec3[]) => pts.reduce((n, p) => n + dot(p, forward), 0) / pts.length;
  // The ground and the wall first; then the members' faces that face the eye, far to near.
  const order = [...backdrop, ...members.sort((a, b) => depth(b.pts) - depth(a.pts))];
  return {
    width,
    height: Math.round((y1 - y0 + 2 * margin) * scale),
    faces: order.map((f) => ({d: `M${f.pts.map(at).join('L')}Z`, fill: shade(f.rgb, f.normal)})),
  };
}

/** The picture as an SVG document, for an image's address (the plan sent with a request). */
export function svgMarkup(p: Picture, label: string): string {
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${p.width} ${p.height}" role="img">` +
    `<title>${escaped}</title>` +
    p.faces.map((f) => `<path d="${f.d}" fill="${f.fill}"/>`).join('') +
    '</svg>'
  );
}
