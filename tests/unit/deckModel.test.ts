/**
 * The 3D model (src/lib/deckPlan/model.ts) holds the members the plan counts: for every deck of the builder's review,
 * as many joists, posts, footings, beam plies, stringers, treads and risers, on both levels and every landing, as
 * the takeoff says and the order list buys. And over generated decks, it stands up: posts on their footings, joists
 * on beams or hung from the ledger, boards on joists, nothing below the ground but footings and the pad, and the
 * stairs ending on the ground.
 */
import fc from 'fast-check';
import {codeFigures as code} from '@site/src/data/framing';
import {planDeck, type DeckPlanInput, type Plan} from '@site/src/lib/deckPlan';
import {deckModel, groundZ, memberCorners, stairFrame} from '@site/src/lib/deckPlan/model';
import type {DeckModel, Member} from '@site/src/lib/deckPlan/modelTypes';
import {orderList} from '@site/src/lib/deckPlan/order';
import {takeoff} from '@site/src/lib/deckPlan/takeoff';
import {arbitraryInput, builderDeck, builderDecks} from '../helpers/planner';

function plan(change: Partial<DeckPlanInput>): Plan {
  const result = planDeck({...builderDeck, ...change});
  if (result.kind !== 'plan') throw new Error(`expected a plan, got ${JSON.stringify(result)}`);
  return result;
}

const count = (model: DeckModel, kind: Member['kind'], line: string) =>
  model.members.filter((m) => m.kind === kind && m.line === line).length;

/** The order list's pieces: its count of an item where its note says, and the cut counts its notes give. */
function ordered(p: Plan) {
  const items = orderList(p).groups.flatMap((g) => g.items);
  const where = (w: string) => items.filter((i) => i.note === w || i.note.startsWith(`${w}:`));
  return {
    of: (w: string, item: RegExp) =>
      where(w)
        .filter((i) => item.test(i.item))
        .reduce((n, i) => n + i.count, 0),
    cut: (w: string) =>
      where(w)
        .filter((i) => i.item.startsWith('6x6 posts'))
        .reduce((n, i) => n + Number(/(\d+) cut to/.exec(i.note)![1]), 0),
    stringers: (note: RegExp) =>
      items
        .filter((i) => i.item.startsWith('2x12 stringers') && note.test(i.note))
        .reduce((n, i) => n + Number(/(\d+) cut to/.exec(i.note)?.[1] ?? i.count), 0),
  };
}

describe('the model counts what the takeoff and the order list count', () => {
  it.each(builderDecks)('%s', (_, change) => {
    const p = plan(change);
    const model = deckModel(p);
    const words = takeoff(p);
    const order = ordered(p);
    p.levels.forEach((level, i) => {
      const key = (name: string) => (i === 0 ? name : `level:2 ${name}`);
      const where = p.levels.length > 1 ? level.name : 'deck';
      const {joists, beams, posts, footings} = level.framing;
      const standing = posts.rows.filter((r) => !r.onFootings).reduce((n, r) => n + r.count, 0);
      expect(count(model, 'joist', key('joists'))).toBe(joists.count);
      expect(words.levels[i].framing.joists.caption).toContain(`${joists.count} ${joists.size} joists`);
      expect(order.of(where, new RegExp(`^${joists.size} joists, UC4A$`))).toBe(joists.count);
      expect(count(model, 'post', key('posts'))).toBe(standing);
      expect(order.cut(where)).toBe(standing);
      expect(count(model, 'footing', key('footings'))).toBe(footings.count);
      expect(count(model, 'pier', key('footings'))).toBe(footings.count);
      expect(count(model, 'brace', key('braces'))).toBe(level.framing.braces.along + level.framing.braces.across);
      expect(order.of(where, /^6x6 post bases/)).toBe(footings.count);
      expect(count(model, 'beam', key('beams'))).toBe(Number(beams.size[0]) * beams.lines);
      expect(count(model, 'ledger', key('ledger'))).toBe(level.framing.ledger ? 1 : 0);
      expect(count(model, 'board', key('decking'))).toBe(level.decking.rows);
      expect(words.levels[i].decking.caption).toContain(`${level.decking.rows} rows`);
    });
    const s = p.stairs;
    const flightStringers = s?.flights.reduce((n, f) => n + f.stringers, 0) ?? 0;
    expect(count(model, 'stringer', 'stringers')).toBe(flightStringers);
    expect(order.stringers(/^cut stringers/)).toBe(flightStringers);
    expect(count(model, 'tread', 'stairs')).toBe(s?.treadBoards ?? 0);
    expect(count(model, 'riser', 'risers')).toBe(s?.riserBoards ?? 0);
    if (s?.closedRisers) expect(words.stairs!.risers.caption).toContain(`${s.riserBoards} `);
    if (s) expect(words.stairs!.stringers.caption).toMatch(new RegExp(`^${s.stringers.count} cut 2x12 stringers`));
    const supports = s ? s.stringers.supports * 2 : 0;
    // A support row's posts where the plan cuts them (8 in or more under the header); its footings in any case.
    const supportPosts = (s?.flights.flatMap((f) => f.supportPostsIn).filter((h) => h >= 8).length ?? 0) * 2;
    expect(count(model, 'post', 'stringers')).toBe(supportPosts);
    expect(order.cut('under the stringers’ headers')).toBe(supportPosts);
    expect(count(model, 'footing', 'stringers')).toBe(supports);
    expect(count(model, 'pad', 'pad')).toBe(s ? 1 : 0);
    expect(count(model, 'handrail', 'handrail')).toBe(s?.flights.filter((f) => f.risers >= 4).length ?? 0);
    s?.landings.forEach((landing, i) => {
      expect(count(model, 'post', `landing:${i}`)).toBe(landing.framing.posts.count);
      expect(count(model, 'footing', `landing:${i}`)).toBe(landing.framing.footings.count);
      expect(count(model, 'joist', `landing:${i}`)).toBe(landing.framing.joists.count);
      expect(order.cut('landing')).toBe(s.landings.reduce((n, l) => n + l.framing.posts.count, 0));
    });
    const j = p.join;
    expect(count(model, 'tread', 'steps')).toBe(j?.treadBoards ?? 0);
    expect(count(model, 'riser', 'steps')).toBe(j?.riserBoards ?? 0);
    expect(count(model, 'stringer', 'steps')).toBe(j?.stringers ?? 0);
    expect(order.stringers(/steps between the levels/)).toBe(j?.stringers ?? 0);
    // Two rails along every railing run the drawing shows, on the deck and down the stairs; every post it places.
    const rails = model.members.filter((m) => m.kind === 'rail').length;
    expect(rails).toBe(2 * p.drawing.railings.length);
    expect(count(model, 'guardPost', 'railing')).toBe(p.guardPosts.deck);
    expect(count(model, 'guardPost', 'stair guards')).toBe(p.guardPosts.stairs);
    s?.landings.forEach((l, i) =>
      expect(count(model, 'brace', `landing:${i}`)).toBe(l.framing.braces.along + l.framing.braces.across),
    );
    expect(model.decking).toBe(p.input.material);
  });
});

const TOL = 1e-6;
const low = (m: Member) => Math.min(...memberCorners(m).map((c) => c.z));
const high = (m: Member) => Math.max(...memberCorners(m).map((c) => c.z));
const span = (m: Member, axis: 'x' | 'y') => {
  const v = memberCorners(m).map((c) => c[axis]);
  return [Math.min(...v), Math.max(...v)] as const;
};
const overlaps = (a: readonly [number, number], b: readonly [number, number]) => a[0] < b[1] - TOL && b[0] < a[1] - TOL;
const within = (v: number, r: readonly [number, number]) => v > r[0] - TOL && v < r[1] + TOL;
/** Which frame a member belongs to: the first level, the second, or a landing. */
const frameOf = (m: Member) => /^(level:\d+|landing:\d+)/.exec(m.line)?.[1] ?? 'level:1';

/** Runs a check over generated decks' models, and proves enough of them were plans. */
function overModels(runs: number, check: (model: DeckModel, plan: Plan, input: DeckPlanInput) => void) {
  let plans = 0;
  fc.assert(
    fc.property(arbitraryInput(), (input) => {
      const result = planDeck(input);
      if (result.kind !== 'plan') return;
      plans++;
      check(deckModel(result), result, input);
    }),
    {numRuns: runs},
  );
  expect(plans).toBeGreaterThan(10);
}

describe('the model stands up, over many decks', () => {
  it('posts stand on their piers, piers on their footings, and footings bear below the ground where they stand', () => {
    overModels(200, (model, p) => {
      const ground = groundZ(p);
      const under = (m: Member, kind: Member['kind']) =>
        model.members.filter((f) => f.kind === kind && Math.hypot(f.at.x - m.at.x, f.at.y - m.at.y) < TOL);
      for (const post of model.members.filter((m) => m.kind === 'post')) {
        const [pier] = under(post, 'pier');
        expect(under(post, 'pier')).toHaveLength(1);
        // On its post base (a support row's shows its inch of standoff), the pier 2 in above the ground.
        expect(low(post) - high(pier)).toBeLessThanOrEqual(1 / 12 + TOL);
        expect(low(post)).toBeGreaterThanOrEqual(high(pier) - TOL);
        expect(high(pier)).toBeGreaterThanOrEqual(ground(post.at.y) - TOL);
      }
      for (const pier of model.members.filter((m) => m.kind === 'pier')) {
        expect(under(pier, 'footing')).toHaveLength(1);
        expect(high(under(pier, 'footing')[0])).toBeCloseTo(low(pier), 9);
      }
      for (const f of model.members.filter((m) => m.kind === 'footing'))
        expect(ground(f.at.y) - low(f)).toBeGreaterThanOrEqual(code.footingDepthIn.value / 12 - TOL);
    });
  });

  it('joists bear on beams at both ends, or hang from the ledger or a flush beam; boards lie on joists', () => {
    overModels(200, (model) => {
      const bearers = model.members.filter((m) => m.kind === 'beam' || m.kind === 'ledger');
      for (const joist of model.members.filter((m) => m.kind === 'joist')) {
        const [x, y] = [span(joist, 'x'), span(joist, 'y')];
        const carrying = bearers.filter((b) => {
          if (frameOf(b) !== frameOf(joist) || !overlaps(span(b, 'x'), x)) return false;
          // Resting on top of a dropped beam, or ending against a ledger's or a flush beam's face.
          const onTop = Math.abs(high(b) - low(joist)) < TOL && overlaps(span(b, 'y'), y);
          const [by0, by1] = span(b, 'y');
          const hung = (Math.abs(by1 - y[0]) < TOL || Math.abs(by0 - y[1]) < TOL) && low(b) < low(joist) + TOL;
          return onTop || hung;
        });
        expect(carrying.length).toBeGreaterThanOrEqual(2);
      }
      const joists = model.members.filter((m) => m.kind === 'joist');
      for (const board of model.members.filter((m) => m.kind === 'board')) {
        const tops = joists.filter((j) => frameOf(j) === frameOf(board));
        expect(tops.some((j) => Math.abs(high(j) - low(board)) < TOL && overlaps(span(j, 'x'), span(board, 'x')))).toBe(
          true,
        );
      }
    });
  });

  it('nothing sinks into the ground but footings and the pad', () => {
    overModels(200, (model, p) => {
      const ground = groundZ(p);
      const stair = stairFrame(p);
      const padTop = model.members.find((x) => x.kind === 'pad');
      const sunk = model.members
        .filter((x) => x.kind !== 'footing' && x.kind !== 'pier' && x.kind !== 'pad')
        .flatMap((m) =>
          memberCorners(m)
            .filter((c) => {
              // Across the stair the ground is cut level (the engine plans a stair to the ground along its middle, and
              // cuts the pad level into a crosswise fall), and what stands on the stair's foot bears on the pad. A
              // post stands on its footing's top, level with the ground at its middle.
              const onStair = stair && ['stairs', 'risers', 'stringers', 'stair guards', 'handrail'].includes(m.line);
              const middle = (y: number) => (stair && stair.out.x !== 0 ? stair.at.y : y);
              const floor =
                onStair && m.kind !== 'post'
                  ? Math.min(padTop ? high(padTop) : Infinity, ground(middle(c.y)))
                  : ground(m.kind === 'post' ? m.at.y : c.y);
              return c.z < floor - TOL;
            })
            .map((c) => `${m.line} ${m.kind} ${(ground(c.y) - c.z).toFixed(3)} ft under at y ${c.y.toFixed(2)}`),
        );
      expect(sunk).toEqual([]);
    });
  });

  it('the stairs end on the ground: the pad level with the ground at the foot, the last riser and stringers on it', () => {
    let stairs = 0;
    overModels(200, (model, p, input) => {
      const frame = stairFrame(p);
      if (!frame || !p.stairs) return;
      stairs++;
      const pad = model.members.find((m) => m.kind === 'pad')!;
      const foot = {
        x: frame.at.x + frame.out.x * p.stairs.runFt,
        y: frame.at.y + frame.out.y * p.stairs.runFt,
      };
      // A drop the owner measured wins over the ground the heights describe.
      if (!input.stairs?.dropFt) expect(high(pad)).toBeCloseTo(groundZ(p)(foot.y), 9);
      expect(high(pad)).toBeCloseTo(frame.floorZ - p.stairs.riseIn / 12, 9);
      // The lowest flight's stringers reach the pad, and none goes below it.
      const stringers = model.members.filter((m) => m.kind === 'stringer' && m.line === 'stringers');
      const lowest = Math.min(...stringers.map(low));
      expect(lowest).toBeCloseTo(high(pad), 9);
      const footX = within(foot.x, span(pad, 'x')) && within(foot.y, span(pad, 'y'));
      expect(footX).toBe(true);
    });
    expect(stairs).toBeGreaterThan(10);
  });
});

describe('the model of the 20 x 14 ft deck on a falling lot', () => {
  it('stands each row of posts on the ground where it falls, its boards the chosen decking', () => {
    const p = plan({length: 20, depth: 14, height: 3, heightFar: 9, stairs: {side: 'front', width: 4}});
    const model = deckModel(p);
    expect(model.ground.fall).toBeCloseTo(6 / 14, 9);
    expect(model.ground.zAtHouse).toBeCloseTo(-3, 9);
    // Past the deck's far edge the ground is level, where the stairs land.
    expect(model.ground.levelFrom).toBe(14);
    // Each post from its pier's top, 2 in above the ground, to the beam: the plan's ground-to-beam height less 2 in.
    const posts = model.members.filter((m) => m.kind === 'post' && m.line === 'posts');
    for (const post of posts)
      expect(post.size.height + 2).toBeCloseTo(p.levels[0].framing.posts.rows[0].heightFt * 12, 6);
    expect(new Set(model.members.filter((m) => m.kind === 'board').map((m) => m.material))).toEqual(
      new Set(['decking']),
    );
  });
});
