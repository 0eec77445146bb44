/**
 * The planner's form as a visitor fills it in, and the same form in the page's address, so a plan can be
 * shared and back and forward step through it. Lengths travel as the feet they read as ("16.5"); what does not
 * read stays as typed, so a shared link shows the same message the sender saw.
 */
import {materialPrices, type Material} from '../../data/pricing';
import {defaultPlace, ELSEWHERE, places} from '../buildingOffices';
import {parseFeet} from './feet';
import {MAX_STEPS_DOWN} from './levels';
import {defaultHouse} from './house';
import type {DeckPlanInput, HouseFoundation, HouseWall, SecondLevelInput, Side} from './types';

/** A stair leaving the second level: its side, so marked. */
export type SecondSide = `second-${Side}`;

export interface PlanForm {
  readonly length: string;
  readonly depth: string;
  readonly height: string;
  /** The floor's height at the far side, where the ground falls; empty for level ground. */
  readonly heightFar: string;
  readonly attachment: DeckPlanInput['attachment'];
  /** The house wall where a ledger would bolt, and what is under the house there. */
  readonly wall: HouseWall;
  readonly foundation: HouseFoundation;
  readonly open: Readonly<Record<Side, boolean>>;
  /** The open side the one flight of stairs leaves from (of the second level, so marked), or none. */
  readonly stairs: Side | SecondSide | 'none';
  readonly stairWidth: string;
  /** From the floor down to the ground where the stairs land; empty: the ground as the heights describe it. */
  readonly stairDrop: string;
  readonly material: Material;
  readonly railingsWanted: boolean;
  readonly hotTub: boolean;
  readonly roof: boolean;
  /** A city slug from business.cities, or 'elsewhere'. */
  readonly place: string;
  /** Where a second level stands, or none; its size and how many steps down it is. */
  readonly second: SecondLevelInput['where'] | 'none';
  readonly secondLength: string;
  readonly secondDepth: string;
  readonly secondSteps: string;
}

/** The homeowner's usual opening line: 16 by 12, about three feet up, stairs to the yard, open on three sides. */
export const defaultPlanForm: PlanForm = {
  length: '16',
  depth: '12',
  height: '3',
  heightFar: '',
  attachment: 'ledger',
  wall: defaultHouse.wall,
  foundation: defaultHouse.foundation,
  open: {left: true, front: true, right: true, back: false},
  stairs: 'front',
  stairWidth: '4',
  stairDrop: '',
  material: 'composite',
  railingsWanted: false,
  hotTub: false,
  roof: false,
  place: defaultPlace(),
  second: 'none',
  secondLength: '12',
  secondDepth: '10',
  secondSteps: '1',
};

const sideOrder: readonly Side[] = ['left', 'front', 'right', 'back'];
const isSide = (value: string): value is Side => (sideOrder as readonly string[]).includes(value);
const isStairs = (value: string): value is PlanForm['stairs'] =>
  value === 'none' || isSide(value) || (value.startsWith('second-') && isSide(value.slice(7)));
const wheres: readonly string[] = ['left', 'right', 'front'];
const walls: readonly HouseWall[] = ['siding', 'veneer', 'unsure'];
const foundations: readonly HouseFoundation[] = ['basement', 'shallow', 'unsure'];
/** A choice from a list, or the fallback when the address holds something else. */
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** A length for the address: the feet it reads as (exactly: 16' 6" is 16.5), or the text itself when it does not read. */
const lengthParam = (text: string): string => {
  const feet = parseFeet(text);
  return feet === null ? text.trim() : String(feet);
};

/** The form as a query string with its "?": every field, so a link always means the same plan. */
export function planQuery(form: PlanForm): string {
  const params = new URLSearchParams({
    length: lengthParam(form.length),
    depth: lengthParam(form.depth),
    height: lengthParam(form.height),
    'height-far': lengthParam(form.heightFar),
    attach: form.attachment,
    wall: form.wall,
    foundation: form.foundation,
    open: sideOrder.filter((s) => form.open[s]).join(',') || 'none',
    stairs: form.stairs,
    'stair-width': lengthParam(form.stairWidth),
    'stair-drop': lengthParam(form.stairDrop),
    material: form.material,
    railings: form.railingsWanted ? 'yes' : 'no',
    'hot-tub': form.hotTub ? 'yes' : 'no',
    roof: form.roof ? 'yes' : 'no',
    place: form.place,
    second: form.second,
    'second-length': lengthParam(form.secondLength),
    'second-depth': lengthParam(form.secondDepth),
    'second-steps': form.secondSteps,
  });
  return `?${params.toString()}`;
}

/** A form from a query string; anything missing or not understood keeps the default. Never throws. */
export function planFormFrom(search: string): PlanForm {
  const params = new URLSearchParams(search);
  const text = (key: string, fallback: string) => params.get(key)?.slice(0, 40) ?? fallback;
  const yes = (key: string, fallback: boolean) => (params.has(key) ? params.get(key) === 'yes' : fallback);
  const open = params.get('open');
  const stairs = params.get('stairs') ?? '';
  const material = params.get('material') ?? '';
  const attach = params.get('attach');
  // A link from before the planner asked where (no place) plans where it always did; a city since dropped, elsewhere.
  const place = params.get('place');
  // A link from before the planner knew slopes and levels has none: level ground, one level.
  const second = params.get('second') ?? '';
  const steps = params.get('second-steps') ?? '';
  return {
    length: text('length', defaultPlanForm.length),
    depth: text('depth', defaultPlanForm.depth),
    height: text('height', defaultPlanForm.height),
    heightFar: text('height-far', defaultPlanForm.heightFar),
    attachment: attach === 'freestanding' || attach === 'ledger' ? attach : defaultPlanForm.attachment,
    // A link from before the planner asked about the house has neither: siding, a foundation not known.
    wall: oneOf(walls, params.get('wall'), defaultPlanForm.wall),
    foundation: oneOf(foundations, params.get('foundation'), defaultPlanForm.foundation),
    open:
      open === null
        ? defaultPlanForm.open
        : {
            left: false,
            front: false,
            right: false,
            back: false,
            ...Object.fromEntries(
              open
                .split(',')
                .filter(isSide)
                .map((s) => [s, true]),
            ),
          },
    stairs: isStairs(stairs) ? stairs : defaultPlanForm.stairs,
    stairWidth: text('stair-width', defaultPlanForm.stairWidth),
    stairDrop: text('stair-drop', defaultPlanForm.stairDrop),
    material: Object.prototype.hasOwnProperty.call(materialPrices, material)
      ? (material as Material)
      : defaultPlanForm.material,
    railingsWanted: yes('railings', defaultPlanForm.railingsWanted),
    hotTub: yes('hot-tub', defaultPlanForm.hotTub),
    roof: yes('roof', defaultPlanForm.roof),
    place: place === null ? defaultPlanForm.place : places().some((p) => p.value === place) ? place : ELSEWHERE,
    second: wheres.includes(second) ? (second as PlanForm['second']) : 'none',
    secondLength: text('second-length', defaultPlanForm.secondLength),
    secondDepth: text('second-depth', defaultPlanForm.secondDepth),
    secondSteps: /^\d$/.test(steps) && Number(steps) <= MAX_STEPS_DOWN ? steps : defaultPlanForm.secondSteps,
  };
}

/** The planner's input: lengths read as feet (NaN where they do not read, which planDeck names). */
export function planInput(form: PlanForm): DeckPlanInput {
  const feet = (text: string) => parseFeet(text) ?? NaN;
  // A stair on a second level there no longer is leaves the first level's same side.
  const onSecond = form.stairs.startsWith('second-');
  const side = (onSecond ? form.stairs.slice(7) : form.stairs) as Side;
  const second = onSecond && form.second !== 'none';
  return {
    length: feet(form.length),
    depth: feet(form.depth),
    height: feet(form.height),
    heightFar: form.heightFar.trim() === '' ? null : feet(form.heightFar),
    attachment: form.attachment,
    open: form.open,
    stairs:
      form.stairs === 'none'
        ? null
        : {
            side,
            width: feet(form.stairWidth),
            level: second ? 2 : 1,
            dropFt: form.stairDrop.trim() === '' ? null : feet(form.stairDrop),
          },
    material: form.material,
    hotTub: form.hotTub,
    roof: form.roof,
    railingsWanted: form.railingsWanted,
    place: form.place,
    house: {wall: form.wall, foundation: form.foundation},
    second:
      form.second === 'none'
        ? null
        : {
            where: form.second,
            length: feet(form.secondLength),
            depth: feet(form.secondDepth),
            stepsDown: Number(form.secondSteps),
          },
  };
}
