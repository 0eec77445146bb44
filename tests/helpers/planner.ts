/** What the deck planner must show, derived from its own engine, for the browser suites; decks to test it on. */
import {inflateSync} from 'node:zlib';
import fc from 'fast-check';
import {places} from '../../src/lib/buildingOffices';
import {formatUsd, materials} from '../../src/lib/deckEstimate';
import {
  MAX_STEPS_DOWN,
  defaultPlanForm,
  describePlan,
  planDeck,
  planInput,
  planQuery,
  type DeckPlanInput,
  type Plan,
  type PlanForm,
} from '../../src/lib/deckPlan';

/** What the page must show for a form: the plan in words (the drawing's caption) and the calculator's price. */
export function expectedPlan(form: PlanForm): {words: string; total: string; plan: Plan} {
  const input = planInput(form);
  const plan = planDeck(input);
  if (plan.kind !== 'plan') throw new Error(`no plan for ${planQuery(form)}`);
  return {words: `Top view, to scale: ${describePlan(plan, input)}.`, total: formatUsd(plan.estimate.total), plan};
}

/** The plan the keyboard tests make: 18' 6" by 10 ft, freestanding, no railing on the left end. */
export const keyboardForm: PlanForm = {
  ...defaultPlanForm,
  length: '18\' 6"',
  depth: '10',
  attachment: 'freestanding',
  open: {...defaultPlanForm.open, left: false},
};

/** The two-level deck: 16 x 12 ft at 8 ft, a 12 x 10 ft level three risers down on its right, stairs off it. */
export const twoLevelForm: PlanForm = {
  ...defaultPlanForm,
  height: '8',
  stairs: 'second-front',
  second: 'right',
  secondLength: '12',
  secondDepth: '10',
  secondSteps: '3',
};

/**
 * The pages of a printed PDF: its page objects (not the /Pages tree that holds them), read in the file and in its
 * compressed streams too (Firefox keeps them in object streams).
 */
export function printedPages(pdf: Buffer): number {
  const parts = [pdf.toString('latin1')];
  for (const m of parts[0].matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = parts[0].indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or its trailing line break is not part of it): nothing to read there.
    }
  }
  return parts.join('\n').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

/**
 * Decks of every kind, most of them within the tables (shallower than long, at most 17 ft deep, an open front):
 * level ground or falling (or rising) out from the house, one level or two, stairs off either.
 */
export function arbitraryInput() {
  const feet = (min: number, max: number) => fc.double({min, max, noNaN: true});
  return fc
    .record({
      length: feet(5, 60),
      depthRatio: feet(0.35, 1.05),
      height: feet(1.25, 14),
      // Mostly slopes the guide plans (up to 1 in 2), some steeper.
      slope: fc.option(fc.oneof(feet(-0.45, 0.6), feet(0.34, 0.5), feet(-0.5, -0.34)), {nil: null}),
      attachment: fc.constantFrom('ledger' as const, 'freestanding' as const),
      house: fc.record({
        wall: fc.constantFrom('siding' as const, 'siding' as const, 'veneer' as const, 'unsure' as const),
        foundation: fc.constantFrom('basement' as const, 'shallow' as const, 'unsure' as const),
      }),
      // Mostly open ends, so most stairs have a side to leave from.
      open: fc.record({
        left: fc.constantFrom(true, true, false),
        front: fc.constant(true),
        right: fc.constantFrom(true, true, false),
        back: fc.boolean(),
      }),
      side: fc.constantFrom('front' as const, 'front' as const, 'left' as const, 'right' as const, 'back' as const),
      width: fc.option(feet(46 / 12, 6)),
      // Now and then a drop the owner measured, near the deck's height (the ground where stairs land is rarely far off).
      dropBy: fc.oneof({arbitrary: fc.constant(null), weight: 4}, {arbitrary: feet(-1.5, 3), weight: 1}),
      material: fc.constantFrom(...materials),
      // Mostly decks the tables cover, so the properties below mostly check plans.
      hotTub: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
      roof: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
      railingsWanted: fc.boolean(),
      place: fc.constantFrom(...places().map((p) => p.value)),
      second: fc.option(
        fc.record({
          where: fc.constantFrom('left' as const, 'right' as const, 'front' as const),
          length: feet(8, 20),
          depthRatio: feet(0.5, 1),
          stepsDown: fc.integer({min: 0, max: MAX_STEPS_DOWN}),
          stairs: fc.boolean(),
        }),
        {nil: null},
      ),
    })
    .map(({side, width, dropBy, depthRatio, slope, second, ...rest}): DeckPlanInput => {
      const depth = Math.min(17, rest.length * depthRatio);
      // Stairs leave from an open side; the house side only on a freestanding deck.
      const from = rest.open[side] && (side !== 'back' || rest.attachment === 'freestanding') ? side : 'front';
      const dropFt = dropBy === null ? null : Math.max(0.5, rest.height + dropBy);
      return {
        ...rest,
        depth,
        heightFar: slope === null ? null : Math.max(0.5, rest.height + slope * depth),
        stairs: width === null ? null : {side: from, width, level: second?.stairs ? 2 : 1, dropFt},
        second: second && {
          where: second.where,
          length: second.length,
          depth: Math.min(18, second.length * second.depthRatio),
          stepsDown: second.stepsDown,
        },
      };
    });
}

/** The builder's review's base deck (tests/unit/deckPlanBuilder.test.ts): 16 x 12 ft on a ledger, 3 ft up, 4 ft stairs. */
export const builderDeck: DeckPlanInput = {
  length: 16,
  depth: 12,
  height: 3,
  attachment: 'ledger',
  open: {left: true, front: true, right: true, back: false},
  stairs: {side: 'front', width: 4},
  material: 'composite',
  hotTub: false,
  roof: false,
  railingsWanted: false,
  place: places()[0].value,
};

const allOpen = {left: true, front: true, right: true, back: true};
const sloped: Partial<DeckPlanInput> = {
  length: 20,
  depth: 14,
  height: 3,
  heightFar: 9,
  stairs: {side: 'front', width: 4},
};
const twoLevel: Partial<DeckPlanInput> = {
  height: 8,
  stairs: {side: 'front', width: 4, level: 2},
  second: {where: 'right', length: 12, depth: 10, stepsDown: 3},
};

/** Every deck the builder's review plans, each as a change to builderDeck, named as its case names it. */
export const builderDecks: readonly (readonly [string, Partial<DeckPlanInput>])[] = [
  ['20 x 14 freestanding, 8 ft up', {length: 20, depth: 14, height: 8, attachment: 'freestanding', open: allOpen}],
  ['12 x 10 at 1 ft, a flush beam', {length: 12, depth: 10, height: 1, stairs: null}],
  ['16 x 12 at 4 ft 6 in, closed risers', {height: 4.5}],
  [
    '10 x 8 freestanding at 8 ft, 3 ft 10 in stairs',
    {
      length: 10,
      depth: 8,
      height: 8,
      attachment: 'freestanding',
      open: allOpen,
      stairs: {side: 'front', width: 46 / 12},
    },
  ],
  ['14 x 10 at 4 ft 6 in, 4 ft 6 in stairs', {length: 14, depth: 10, height: 4.5, stairs: {side: 'front', width: 4.5}}],
  [
    '12 x 10 at 2 ft 6 in, a handrail and no guard',
    {length: 12, depth: 10, height: 2.5, stairs: {side: 'front', width: 3.5}},
  ],
  ['16 x 12 at 3 ft, PVC', {material: 'pvc'}],
  ['16 x 12 at 3 ft, cedar', {material: 'cedar'}],
  ['13 ft up, a landing', {height: 13}],
  ['12 ft 4 in up, two flights', {height: 12 + 4 / 12}],
  ['12 ft up, one flight', {height: 12}],
  ['151 in up', {height: 151 / 12}],
  [
    '20 x 18 at 6 ft, 2x12 joists',
    {length: 20, depth: 18, height: 6, material: 'pressure-treated', stairs: {side: 'left', width: 4}},
  ],
  ['24 x 16 at 10 ft, 3-2x10 beam', {length: 24, depth: 16, height: 10, material: 'pvc'}],
  ['2 ft 6 in up, cedar', {height: 2.5, material: 'cedar'}],
  ['20 x 14, 3 ft at the house and 9 ft at the far side', sloped],
  ['the same slope, freestanding', {...sloped, attachment: 'freestanding', open: allOpen}],
  ['the same slope, stairs to a measured 11 ft drop', {...sloped, stairs: {side: 'front', width: 4, dropFt: 11}}],
  [
    '12 x 12 freestanding, 4 ft at the house and 8 ft out',
    {length: 12, depth: 12, height: 4, heightFar: 8, attachment: 'freestanding', open: allOpen},
  ],
  ['12 x 12 at 1 ft, joists 12 in apart', {length: 12, depth: 12, height: 1, stairs: null}],
  ['a brick-veneered house, 6 ft up', {height: 6, house: {wall: 'veneer', foundation: 'basement'}}],
  [
    'a crawl space, freestanding at 7 ft',
    {height: 7, attachment: 'freestanding', open: allOpen, house: {wall: 'siding', foundation: 'shallow'}},
  ],
  ['stairs off the right end, 1 ft of fall', {height: 3, heightFar: 4, stairs: {side: 'right', width: 4}}],
  [
    '16 x 12, 6 in up at the house and 6 ft at the far side',
    {length: 16, depth: 12, height: 0.5, heightFar: 6, stairs: null},
  ],
  ['two levels: 16 x 12 at 8 ft, 12 x 10 three risers down on its right', twoLevel],
  ['an L at one height', {second: {where: 'left', length: 10, depth: 8, stepsDown: 0}}],
  [
    'a second level out in front, two risers down',
    {...twoLevel, second: {where: 'front', length: 12, depth: 10, stepsDown: 2}},
  ],
  ...places().map((p) => [`built in ${p.value}`, {place: p.value}] as const),
];
