/**
 * The 3D view's logic (src/lib/deck3d): the camera frames the whole deck and stays in the yard, a ray picks the
 * member it passes through first (never one under the ground), the layers drop the boards or the railings and cut
 * the ground away at the footings, every member's line has the takeoff's words, the keys do what the hint says,
 * and the still picture draws what shows above the ground.
 */
import {planDeck, type DeckPlanInput, type Plan} from '@site/src/lib/deckPlan';
import {deckModel} from '@site/src/lib/deckPlan/model';
import {takeoff} from '@site/src/lib/deckPlan/takeoff';
import {homeOrbit, moved, rayThrough, viewProjection} from '@site/src/lib/deck3d/camera';
import {keyAction} from '@site/src/lib/deck3d/controls';
import {picture, svgMarkup} from '@site/src/lib/deck3d/isometric';
import {lineOf, modelLines} from '@site/src/lib/deck3d/lines';
import {groundDistance, pick} from '@site/src/lib/deck3d/pick';
import {INSTANCE_FLOATS, sceneOf} from '@site/src/lib/deck3d/scene';
import {builderDeck, builderDecks} from '../helpers/planner';

function plan(change: Partial<DeckPlanInput>): Plan {
  const result = planDeck({...builderDeck, ...change});
  if (result.kind !== 'plan') throw new Error('expected a plan');
  return result;
}
const twoLevel = plan({
  height: 8,
  stairs: {side: 'front', width: 4, level: 2},
  second: {where: 'right', length: 12, depth: 10, stepsDown: 3},
});
const model = deckModel(twoLevel);
const all = model.members.map((_, i) => i);

/** A point's place on the canvas, in device coordinates (-1..1), through the view and projection. */
function project(m: Float32Array, p: {x: number; y: number; z: number}) {
  const w = m[3] * p.x + m[7] * p.y + m[11] * p.z + m[15];
  return {x: (m[0] * p.x + m[4] * p.y + m[8] * p.z + m[12]) / w, y: (m[1] * p.x + m[5] * p.y + m[9] * p.z + m[13]) / w};
}

describe('the camera', () => {
  it.each(builderDecks)('frames the whole of %s on a 4:3 canvas', (_, change) => {
    const m = deckModel(plan(change));
    const vp = viewProjection(homeOrbit(m), 4 / 3);
    for (const x of [m.min.x, m.max.x])
      for (const y of [m.min.y, m.max.y])
        for (const z of [m.min.z, m.max.z]) {
          const p = project(vp, {x, y, z});
          expect(Math.abs(p.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(p.y)).toBeLessThanOrEqual(1);
        }
  });

  it('stays in the yard and above the ground, and zooms within bounds', () => {
    const home = homeOrbit(model);
    const far = moved(home, 10, 10, 100, home);
    expect(far.turn).toBeLessThan(Math.PI * 0.62);
    expect(far.tilt).toBeLessThan(Math.PI / 2);
    expect(far.distance).toBe(home.distance * 3);
    const low = moved(home, -10, -10, 0.001, home);
    expect(low.tilt).toBeGreaterThan(0);
    expect(low.distance).toBe(home.distance / 6);
  });
});

describe('picking', () => {
  it("a ray through where a board is drawn lands on the deck's boards", () => {
    const home = homeOrbit(model);
    const boards = model.members.filter((m) => m.kind === 'board' && m.line === 'decking');
    const board = boards[Math.floor(boards.length / 2)];
    const at = project(viewProjection(home, 4 / 3), board.at);
    const ray = rayThrough(home, 4 / 3, at.x, at.y);
    expect(model.members[pick(ray, model.members, all)!].line).toBe('railing');
    const bare = sceneOf(model, {boards: true, railings: false}, null);
    const hit = pick(ray, model.members, [...bare.boxMembers, ...bare.roundMembers]);
    expect(model.members[hit!]).toMatchObject({kind: 'board', line: 'decking'});
  });

  it('the nearest member wins, and none hidden under the ground is picked', () => {
    const post = model.members.find((m) => m.kind === 'post' && m.line === 'posts')!;
    const footing = model.members.find((m) => m.kind === 'footing' && m.at.x === post.at.x && m.at.y === post.at.y)!;
    // Straight down through the post: the post first, its footing below it.
    const ray = {from: {x: post.at.x, y: post.at.y, z: post.at.z + 0.2}, dir: {x: 0, y: 0, z: -1}};
    const posts = model.members.indexOf(post);
    const footings = model.members.indexOf(footing);
    expect(pick(ray, model.members, [footings, posts])).toBe(posts);
    // From the yard, down at a footing: the ground is in the way.
    const under = {from: {x: footing.at.x, y: footing.at.y + 20, z: 10}, dir: {x: 0, y: 0, z: 0}};
    const to = {x: footing.at.x - under.from.x, y: footing.at.y - under.from.y, z: footing.at.z - under.from.z};
    const n = Math.hypot(to.x, to.y, to.z);
    const aimed = {from: under.from, dir: {x: to.x / n, y: to.y / n, z: to.z / n}};
    expect(pick(aimed, model.members, [footings])).toBe(footings);
    expect(pick(aimed, model.members, [footings], groundDistance(aimed, model.ground))).toBeNull();
  });
});

describe('the layers', () => {
  it('boards on draws everything; framing only leaves out the boards and cuts the ground away at each footing', () => {
    const whole = sceneOf(model, {boards: true, railings: true}, null);
    const frame = sceneOf(model, {boards: false, railings: true}, null);
    const bare = sceneOf(model, {boards: false, railings: false}, null);
    const drawn = (s: typeof whole) => [...s.boxMembers, ...s.roundMembers].map((i) => model.members[i]);
    expect(drawn(whole)).toHaveLength(model.members.length);
    expect(drawn(frame).some((m) => m.material === 'decking')).toBe(false);
    expect(drawn(frame).filter((m) => m.kind === 'joist')).toHaveLength(
      model.members.filter((m) => m.kind === 'joist').length,
    );
    expect(drawn(bare).some((m) => m.material === 'railing')).toBe(false);
    expect(frame.boxes.length / INSTANCE_FLOATS).toBe(frame.boxMembers.length);
    // Each footing's pit: four sides and a floor more than the whole ground, in the clay's color.
    const footings = model.members.filter((m) => m.kind === 'footing').length;
    expect(frame.ground.length).toBeGreaterThan(whole.ground.length + footings * 5 * 6 * 6);
  });

  it('a line lit takes the highlight color on its members alone', () => {
    const lit = sceneOf(model, {boards: true, railings: true}, 'level:2 joists');
    const plain = sceneOf(model, {boards: true, railings: true}, null);
    const color = (s: typeof lit, k: number) => [...s.boxes.slice(k * INSTANCE_FLOATS + 12, (k + 1) * INSTANCE_FLOATS)];
    lit.boxMembers.forEach((i, k) => {
      const same = color(lit, k).every((c, j) => c === color(plain, k)[j]);
      expect(same).toBe(model.members[i].line !== 'level:2 joists');
    });
  });
});

describe('the lines', () => {
  it.each(builderDecks)('every member of %s has a takeoff line in words', (_, change) => {
    const p = plan(change);
    const m = deckModel(p);
    const lines = modelLines(p, takeoff(p), m);
    expect(lines.map((l) => l.key)).toEqual([...new Set(m.members.map((x) => x.line))]);
    for (const l of lines) expect(l.words.caption.length).toBeGreaterThan(0);
  });

  it('names a second level by its own name, and the stairs by the takeoff terms', () => {
    const t = takeoff(twoLevel);
    expect(lineOf(twoLevel, t, 'level:2 joists')).toMatchObject({
      term: 'Lower level: joists',
      words: t.levels[1].framing.joists,
    });
    expect(lineOf(twoLevel, t, 'stringers')).toMatchObject({term: 'Stringers', words: t.stairs!.stringers});
    expect(lineOf(twoLevel, t, 'nothing of the plan')).toBeNull();
  });
});

describe('the keys', () => {
  it('arrows turn and tilt, + and − zoom, 0 and Home reset, others are left to the page', () => {
    expect(keyAction('ArrowLeft')!.turn).toBeGreaterThan(0);
    expect(keyAction('ArrowRight')!.turn).toBeLessThan(0);
    expect(keyAction('ArrowUp')!.tilt).toBeGreaterThan(0);
    expect(keyAction('+')!.zoom).toBeLessThan(1);
    expect(keyAction('−')!.zoom).toBeGreaterThan(1);
    expect(keyAction('0')).toEqual({reset: true});
    expect(keyAction('Tab')).toBeNull();
  });
});

describe('the still picture', () => {
  it('draws the deck above the ground, not the footings under it, and names itself', () => {
    const p = picture(model);
    const boxes = model.members.filter((m) => m.kind !== 'footing').length;
    // At most three faces of a box face the eye; the ground and the house wall behind them.
    expect(p.faces.length).toBeGreaterThan(boxes);
    expect(p.faces.length).toBeLessThanOrEqual(3 * boxes + 2);
    expect(p.width / p.height).toBeGreaterThan(0.8);
    const svg = svgMarkup(p, 'A <deck> & its stairs');
    expect(svg).toContain('<title>A &lt;deck> &amp; its stairs</title>');
    expect(svg.match(/<path /g)).toHaveLength(p.faces.length);
  });
});
