/**
 * The drawings a builder reads (src/lib/deckPlan/topView.ts, sideView.ts): laid out at the width they are shown at,
 * at a phone's (340 px of figure at 390), a desktop's (620 px at 1366) and a printed page's (720 px), no two labels
 * overlap, none leaves the sheet, and the dimensions a builder works from are on it.
 */
import fc from 'fast-check';
import {materials} from '@site/src/lib/deckEstimate';
import {places} from '@site/src/lib/buildingOffices';
import {planDeck, planFormFrom, planInput, type DeckPlanInput, type Plan} from '@site/src/lib/deckPlan';
import {overlaps, type Sheet} from '@site/src/lib/deckPlan/sheet';
import {sideView} from '@site/src/lib/deckPlan/sideView';
import {topView} from '@site/src/lib/deckPlan/topView';

const WIDTHS = [340, 620, 720];

/** The decks the builder's read named, by their share links, and the ones the 3D view is asked to show. */
const linked = [
  'length=20&depth=14&height=3&height-far=9&stairs=front',
  'length=16&depth=12&height=8&second=right&second-length=12&second-depth=10&second-steps=3&stairs=second-front',
  'height=4.5&stairs=front',
  'height=13',
  'length=12&depth=12&attach=freestanding&height=4&height-far=8&stairs=front',
  'length=24&depth=16&height=10&material=pvc&stairs=right',
  'length=12&depth=12&height=1&stairs=none',
  'wall=veneer&height=6&stairs=front',
  'length=40&depth=10&height=3&stairs=left&second=right&second-length=20&second-depth=8&second-steps=2',
];

const plans = linked.map((q) => {
  const p = planDeck(planInput(planFormFrom(q)));
  if (p.kind !== 'plan') throw new Error(`no plan for ${q}: ${JSON.stringify(p)}`);
  return p;
});

function expectReadable(sheet: Sheet) {
  const {labels} = sheet;
  for (const [i, a] of labels.entries()) {
    expect(a.box.x).toBeGreaterThanOrEqual(0);
    expect(a.box.x + a.box.w).toBeLessThanOrEqual(sheet.width + 1e-6);
    expect(a.box.y + a.box.h).toBeLessThanOrEqual(sheet.height + 1e-6);
    for (const b of labels.slice(i + 1)) {
      if (overlaps(a.box, b.box, 0)) throw new Error(`"${a.text}" overlaps "${b.text}" at ${sheet.width} px`);
    }
  }
  expect(sheet.font).toBeGreaterThanOrEqual(12);
}

describe('the top view and the side view', () => {
  it.each(WIDTHS)('at %i px: no label overlaps another or leaves the sheet, for each named deck', (width) => {
    for (const plan of plans) {
      expectReadable(topView(plan, width));
      expectReadable(sideView(plan, width));
    }
  });

  it('the top view dimensions the depth in its parts, the post spacing, the stair run and pad, with a scale', () => {
    // 16 x 12 at 4 ft 6 in: the beam 10 ft out, 2 ft of cantilever, posts 8 ft apart, 6' 5" of run and a 3 ft pad.
    const texts = topView(plans[2], 620).labels.map((l) => l.text);
    for (const text of [`10'`, `2'`, `12 ft`, `16 ft`, `posts 8' apart`, `run 6' 5"`, `pad 3'`]) {
      expect(texts).toContain(text);
    }
    expect(texts.some((t) => /^0 to \d+ ft$/.test(t))).toBe(true);
    // A freestanding deck: the house-side beam's 2 ft off the wall is its own dimension.
    expect(topView(plans[4], 620).labels.map((l) => l.text)).toContain(`2'`);
  });

  it('the side view shows each row’s post height and footing depth, the house’s footing, braces and guards', () => {
    const freestanding = sideView(plans[4], 620);
    const texts = freestanding.labels.map((l) => l.text);
    expect(texts).toContain(`footing 7' 4" down`);
    expect(freestanding.shapes.filter((s) => s.cls === 'brace')).toHaveLength(4);
    expect(freestanding.shapes.some((s) => s.cls === 'houseFooting')).toBe(true);
    expect(freestanding.shapes.some((s) => s.cls === 'guardRail')).toBe(true);
    // The stairs down the fall: the posts under their header and the pad they land on.
    const sloped = sideView(plans[0], 620);
    expect(sloped.shapes.filter((s) => s.cls === 'pad')).toHaveLength(1);
    expect(plans[0].section.stair!.supports).toHaveLength(2);
  });

  it('over generated decks, at each width, the labels stay clear of each other', () => {
    const feet = (min: number, max: number) => fc.double({min, max, noNaN: true});
    const input = fc
      .record({
        length: feet(8, 40),
        depth: feet(6, 16),
        height: feet(2, 11),
        far: feet(-3, 4),
        side: fc.constantFrom('front' as const, 'left' as const, 'right' as const),
        material: fc.constantFrom(...materials),
        attachment: fc.constantFrom('ledger' as const, 'freestanding' as const),
        place: fc.constantFrom(...places().map((p) => p.value)),
      })
      .map(({far, side, ...rest}): DeckPlanInput => ({
        ...rest,
        depth: Math.min(rest.depth, rest.length),
        heightFar: Math.max(1, rest.height + far),
        open: {left: true, front: true, right: true, back: false},
        stairs: {side, width: 4},
        hotTub: false,
        roof: false,
        railingsWanted: false,
      }));
    let drawn = 0;
    fc.assert(
      fc.property(input, fc.constantFrom(...WIDTHS), (deck, width) => {
        const p = planDeck(deck);
        if (p.kind !== 'plan') return;
        drawn++;
        expectReadable(topView(p as Plan, width));
        expectReadable(sideView(p as Plan, width));
      }),
      {numRuns: 300},
    );
    expect(drawn).toBeGreaterThan(50);
  });
});
