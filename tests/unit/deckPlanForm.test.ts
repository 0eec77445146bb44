/**
 * The deck planner's form and its address (src/lib/deckPlan/form.ts): a shared link means the same plan, a
 * mangled one falls back field by field, and what does not read reaches the planner as a length it refuses.
 */
import fc from 'fast-check';
import {materials} from '@site/src/lib/deckEstimate';
import {ELSEWHERE, places} from '@site/src/lib/buildingOffices';
import {
  defaultPlanForm,
  formatFeet,
  planDeck,
  planFormFrom,
  planInput,
  planQuery,
  type PlanForm,
  type Side,
} from '@site/src/lib/deckPlan';

const sides: Side[] = ['left', 'front', 'right', 'back'];
const form: fc.Arbitrary<PlanForm> = fc.record({
  length: fc.double({min: 1, max: 60, noNaN: true}).map(formatFeet),
  depth: fc.double({min: 1, max: 30, noNaN: true}).map(formatFeet),
  height: fc.double({min: 0.25, max: 14, noNaN: true}).map(formatFeet),
  heightFar: fc.option(fc.double({min: 0.25, max: 14, noNaN: true}).map(formatFeet), {nil: ''}),
  attachment: fc.constantFrom('ledger' as const, 'freestanding' as const),
  wall: fc.constantFrom('siding' as const, 'veneer' as const, 'unsure' as const),
  foundation: fc.constantFrom('basement' as const, 'shallow' as const, 'unsure' as const),
  open: fc.record({left: fc.boolean(), front: fc.boolean(), right: fc.boolean(), back: fc.boolean()}),
  stairs: fc.constantFrom('none' as const, ...sides, ...sides.map((s) => `second-${s}` as const)),
  stairWidth: fc.constantFrom('3', '4', '4\' 6"', '5.5'),
  stairDrop: fc.option(fc.double({min: 0.25, max: 20, noNaN: true}).map(formatFeet), {nil: ''}),
  material: fc.constantFrom(...materials),
  railingsWanted: fc.boolean(),
  hotTub: fc.boolean(),
  roof: fc.boolean(),
  place: fc.constantFrom(...places().map((p) => p.value)),
  second: fc.constantFrom('none' as const, 'left' as const, 'right' as const, 'front' as const),
  secondLength: fc.double({min: 1, max: 30, noNaN: true}).map(formatFeet),
  secondDepth: fc.double({min: 1, max: 20, noNaN: true}).map(formatFeet),
  secondSteps: fc.constantFrom('0', '1', '2', '3', '4'),
});

describe('the planner in the address', () => {
  it('opens the same plan from its link, whatever the form held', () => {
    fc.assert(
      fc.property(form, (f) => {
        const back = planFormFrom(planQuery(f));
        expect(planDeck(planInput(back))).toEqual(planDeck(planInput(f)));
        expect(planQuery(back)).toBe(planQuery(f));
      }),
    );
  });

  it('writes lengths as the feet they read as, and keeps what does not read as typed', () => {
    const query = new URLSearchParams(planQuery({...defaultPlanForm, length: '16\' 6"', depth: 'twelve'}));
    expect(query.get('length')).toBe('16.5');
    expect(query.get('depth')).toBe('twelve');
    expect(planDeck(planInput(planFormFrom(query.toString())))).toMatchObject({
      kind: 'invalid',
      errors: {depth: expect.stringMatching(/reaches out from the house/)},
    });
  });

  it('falls back to the default, field by field, for anything missing or not understood', () => {
    expect(planFormFrom('')).toEqual(defaultPlanForm);
    expect(planFormFrom('?attach=boat&material=gold&stairs=up&open=north&railings=maybe')).toEqual({
      ...defaultPlanForm,
      open: {left: false, front: false, right: false, back: false},
      railingsWanted: false,
    });
    expect(planFormFrom(`?length=${'9'.repeat(500)}`).length).toHaveLength(40);
  });

  it('opens a link from before slopes and second levels as the same plan: level ground, one level', () => {
    const link =
      `?length=16&depth=12&height=3&attach=ledger&open=${encodeURIComponent('left,front,right')}&stairs=front` +
      '&stair-width=4' +
      '&material=composite&railings=no&hot-tub=no&roof=no&place=' +
      places()[0].value;
    const form = planFormFrom(link);
    expect(form).toEqual(defaultPlanForm);
    expect(planInput(form)).toMatchObject({heightFar: null, second: null, stairs: {side: 'front', width: 4, level: 1}});
  });

  it('carries a slope and a second level in the address, and a stair off the second level', () => {
    const f: PlanForm = {...defaultPlanForm, heightFar: '9', second: 'right', secondSteps: '3', stairs: 'second-front'};
    const query = new URLSearchParams(planQuery(f));
    expect([query.get('height-far'), query.get('second'), query.get('second-steps'), query.get('stairs')]).toEqual([
      '9',
      'right',
      '3',
      'second-front',
    ]);
    expect(planFormFrom(query.toString())).toEqual(f);
    expect(planInput(f)).toMatchObject({
      heightFar: 9,
      second: {where: 'right', length: 12, depth: 10, stepsDown: 3},
      stairs: {side: 'front', level: 2},
    });
    // With no second level, its stair leaves the first level's same side.
    expect(planInput({...f, second: 'none'}).stairs).toMatchObject({side: 'front', level: 1});
    expect(planFormFrom('?second=basement&second-steps=9')).toMatchObject({second: 'none', secondSteps: '1'});
  });

  it("opens a link shared before the planner asked where, in today's format, as the same plan", () => {
    // The address a plan had before the place was asked: every field but the place.
    const link =
      '?length=16&depth=12&height=8&attach=freestanding&open=' +
      encodeURIComponent('left,front,right,back') +
      '&stairs=front' +
      '&stair-width=4&material=composite&railings=no&hot-tub=no&roof=no';
    const form = planFormFrom(link);
    expect(form).toEqual({
      ...defaultPlanForm,
      height: '8',
      attachment: 'freestanding',
      open: {left: true, front: true, right: true, back: true},
    });
    // It plans where such links always planned: the business's first city.
    expect(form.place).toBe(places()[0].value);
    expect(planDeck(planInput(form)).kind).toBe('plan');
  });

  it('opens a link to a city the business no longer lists as somewhere else', () => {
    expect(planFormFrom('?place=atlantis').place).toBe(ELSEWHERE);
  });
});
