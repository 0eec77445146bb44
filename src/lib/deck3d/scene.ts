/**
 * What the 3D view draws, as numbers a GPU takes: each visible member as an instance of a unit box or a unit round
 * (its three axes scaled to its size, its center, its color), the ground as triangles (cut away around each footing
 * when the frame is shown alone) and the house wall. Pure: the renderer uploads it, the tests read it.
 */
import type {Material} from '../../data/pricing';
import {groundAt, type DeckModel, type LineKey, type Member, type MemberMaterial} from '../deckPlan/modelTypes';
import {memberAxes} from '../deckPlan/model';

/** The view's layers: the boards on, or the frame under them alone (the ground cut away at the footings); railings. */
export interface Layers {
  readonly boards: boolean;
  readonly railings: boolean;
}

type Rgb = readonly [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as unknown as Rgb;

/** The boards' colors, one a decking: treated pine's green-brown, cedar's red-brown, composite's, PVC's gray. */
export const deckingColors: Readonly<Record<Material, Rgb>> = {
  'pressure-treated': hex('#8c7b52'),
  cedar: hex('#b0714a'),
  composite: hex('#7a6654'),
  pvc: hex('#c9c1b3'),
};
const colors: Readonly<Record<Exclude<MemberMaterial, 'decking'> | 'ground' | 'clay' | 'house' | 'lit', Rgb>> = {
  lumber: hex('#b39d6c'),
  concrete: hex('#a9a9a3'),
  railing: hex('#3c403b'),
  ground: hex('#7f9159'),
  // East Tennessee's red clay, where the ground is cut away.
  clay: hex('#95583a'),
  house: hex('#d8d0c2'),
  lit: hex('#f0a431'),
};

export const colorOf = (m: Pick<Member, 'material'>, decking: Material): Rgb =>
  m.material === 'decking' ? deckingColors[decking] : colors[m.material];

/** Floats an instance takes: its length, width and height axes (feet, scaled), its center, its color. */
export const INSTANCE_FLOATS = 15;

export interface Scene {
  /** Instances of the unit box and of the unit round, and which member each is (the model's index). */
  readonly boxes: Float32Array;
  readonly rounds: Float32Array;
  readonly boxMembers: readonly number[];
  readonly roundMembers: readonly number[];
  /** Triangles: position and normal, six floats a vertex, and their colors (three floats a vertex). */
  readonly ground: Float32Array;
  readonly groundColors: Float32Array;
}

export const visible = (m: Member, layers: Layers): boolean =>
  (layers.boards || m.material !== 'decking') && (layers.railings || m.material !== 'railing');

function instance(out: number[], m: Member, color: Rgb) {
  const scale = [m.size.length, m.size.width, m.size.height].map((s) => s / 12);
  memberAxes(m).forEach((axis, i) => out.push(axis.x * scale[i], axis.y * scale[i], axis.z * scale[i]));
  out.push(m.at.x, m.at.y, m.at.z, ...color);
}

/** The scene for a model, its layers and the line lit (its members in the highlight color). */
export function sceneOf(model: DeckModel, layers: Layers, lit: LineKey | null): Scene {
  const [boxes, rounds]: number[][] = [[], []];
  const [boxMembers, roundMembers]: number[][] = [[], []];
  model.members.forEach((m, i) => {
    if (!visible(m, layers)) return;
    const color = m.line === lit ? colors.lit : colorOf(m, model.decking);
    instance(m.shape === 'round' ? rounds : boxes, m, color);
    (m.shape === 'round' ? roundMembers : boxMembers).push(i);
  });
  const pits = layers.boards ? [] : model.members.filter((m) => m.kind === 'footing');
  const {positions, tints} = groundMesh(model, pits);
  return {
    boxes: new Float32Array(boxes),
    rounds: new Float32Array(rounds),
    boxMembers,
    roundMembers,
    ground: new Float32Array(positions),
    groundColors: new Float32Array(tints),
  };
}

/**
 * The ground as it falls, and the house wall standing on it, in triangles. With pits (the frame shown alone),
 * a square is cut away around each footing down to below its bottom, its sides in clay: the footings show whole.
 */
function groundMesh(model: DeckModel, pits: readonly Member[]) {
  const {ground: g, house} = model;
  const z = (y: number) => groundAt(g, y);
  const holes = pits.map((p) => {
    const r = (p.size.width / 2 + 8) / 12;
    return {x0: p.at.x - r, x1: p.at.x + r, y0: p.at.y - r, y1: p.at.y + r, bottom: p.at.z - p.size.height / 24 - 0.3};
  });
  const xs = [...new Set([g.from.x, g.to.x, ...holes.flatMap((h) => [h.x0, h.x1])])].sort((a, b) => a - b);
  const kink = g.levelFrom > g.from.y && g.levelFrom < g.to.y ? [g.levelFrom] : [];
  const ys = [...new Set([g.from.y, g.to.y, ...kink, ...holes.flatMap((h) => [h.y0, h.y1])])].sort((a, b) => a - b);
  const positions: number[] = [];
  const tints: number[] = [];
  // A quad's four corners, in order around it (the renderer draws both faces).
  const quad = (pts: number[][], normal: number[], tint: Rgb) => {
    for (const i of [0, 1, 2, 0, 2, 3]) {
      positions.push(...pts[i], ...normal);
      tints.push(...tint);
    }
  };
  const slope = Math.hypot(1, g.fall);
  // Sloped under the deck, level past it.
  const upAt = (y: number) => (y < g.levelFrom - 1e-9 ? [0, g.fall / slope, 1 / slope] : [0, 0, 1]);
  for (let i = 0; i + 1 < xs.length; i++)
    for (let j = 0; j + 1 < ys.length; j++) {
      const [cx, cy] = [(xs[i] + xs[i + 1]) / 2, (ys[j] + ys[j + 1]) / 2];
      if (holes.some((h) => cx > h.x0 && cx < h.x1 && cy > h.y0 && cy < h.y1)) continue;
      const [x0, x1, y0, y1] = [xs[i], xs[i + 1], ys[j], ys[j + 1]];
      quad(
        [
          [x0, y0, z(y0)],
          [x1, y0, z(y0)],
          [x1, y1, z(y1)],
          [x0, y1, z(y1)],
        ],
        upAt((y0 + y1) / 2),
        colors.ground,
      );
    }
  for (const h of holes) {
    // A side of the pit, from its bottom up to the ground, facing into the pit.
    const wall = ([ax, ay]: number[], [bx, by]: number[], normal: number[]) =>
      quad(
        [
          [ax, ay, h.bottom],
          [bx, by, h.bottom],
          [bx, by, z(by)],
          [ax, ay, z(ay)],
        ],
        normal,
        colors.clay,
      );
    wall([h.x0, h.y0], [h.x1, h.y0], [0, 1, 0]);
    wall([h.x1, h.y1], [h.x0, h.y1], [0, -1, 0]);
    wall([h.x0, h.y1], [h.x0, h.y0], [1, 0, 0]);
    wall([h.x1, h.y0], [h.x1, h.y1], [-1, 0, 0]);
    quad(
      [
        [h.x0, h.y0, h.bottom],
        [h.x1, h.y0, h.bottom],
        [h.x1, h.y1, h.bottom],
        [h.x0, h.y1, h.bottom],
      ],
      [0, 0, 1],
      colors.clay,
    );
  }
  // The house wall's face toward the yard, from below the ground to a story above the floor.
  quad(
    [
      [house.x1, 0, house.zBottom],
      [house.x0, 0, house.zBottom],
      [house.x0, 0, house.zTop],
      [house.x1, 0, house.zTop],
    ],
    [0, 1, 0],
    colors.house,
  );
  return {positions, tints};
}
