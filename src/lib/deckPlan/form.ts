/**
 * The planner's form as a visitor fills it in, and the same form in the page's address, so a plan can be
 * shared and back and forward step through it. Lengths travel as the feet they read as ("16.5"); what does not
 * read stays as typed, so a shared link shows the same message the sender saw.
 */
import {materialPrices, type Material} from '../../data/pricing';
import {defaultPlace, ELSEWHERE, places} from '../buildingOffices';
import {parseFeet} from './feet';
import type {DeckPlanInput, Side} from './types';

export interface PlanForm {
  readonly length: string;
  readonly depth: string;
  readonly height: string;
  readonly attachment: DeckPlanInput['attachment'];
  readonly open: Readonly<Record<Side, boolean>>;
  /** The open side the one flight of stairs leaves from, or none. */
  readonly stairs: Side | 'none';
  readonly stairWidth: string;
  readonly material: Material;
  readonly railingsWanted: boolean;
  readonly hotTub: boolean;
  readonly roof: boolean;
  /** A city slug from business.cities, or 'elsewhere'. */
  readonly place: string;
}

/** The homeowner's usual opening line: 16 by 12, about three feet up, stairs to the yard, open on three sides. */
export const defaultPlanForm: PlanForm = {
  length: '16',
  depth: '12',
  height: '3',
  attachment: 'ledger',
  open: {left: true, front: true, right: true, back: false},
  stairs: 'front',
  stairWidth: '4',
  material: 'composite',
  railingsWanted: false,
  hotTub: false,
  roof: false,
  place: defaultPlace(),
};

const sideOrder: readonly Side[] = ['left', 'front', 'right', 'back'];
const isSide = (value: string): value is Side => (sideOrder as readonly string[]).includes(value);

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
    attach: form.attachment,
    open: sideOrder.filter((s) => form.open[s]).join(',') || 'none',
    stairs: form.stairs,
    'stair-width': lengthParam(form.stairWidth),
    material: form.material,
    railings: form.railingsWanted ? 'yes' : 'no',
    'hot-tub': form.hotTub ? 'yes' : 'no',
    roof: form.roof ? 'yes' : 'no',
    place: form.place,
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
  return {
    length: text('length', defaultPlanForm.length),
    depth: text('depth', defaultPlanForm.depth),
    height: text('height', defaultPlanForm.height),
    attachment: attach === 'freestanding' || attach === 'ledger' ? attach : defaultPlanForm.attachment,
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
    stairs: stairs === 'none' || isSide(stairs) ? stairs : defaultPlanForm.stairs,
    stairWidth: text('stair-width', defaultPlanForm.stairWidth),
    material: Object.prototype.hasOwnProperty.call(materialPrices, material)
      ? (material as Material)
      : defaultPlanForm.material,
    railingsWanted: yes('railings', defaultPlanForm.railingsWanted),
    hotTub: yes('hot-tub', defaultPlanForm.hotTub),
    roof: yes('roof', defaultPlanForm.roof),
    place: place === null ? defaultPlanForm.place : places().some((p) => p.value === place) ? place : ELSEWHERE,
  };
}

/** The planner's input: lengths read as feet (NaN where they do not read, which planDeck names). */
export function planInput(form: PlanForm): DeckPlanInput {
  const feet = (text: string) => parseFeet(text) ?? NaN;
  return {
    length: feet(form.length),
    depth: feet(form.depth),
    height: feet(form.height),
    attachment: form.attachment,
    open: form.open,
    stairs: form.stairs === 'none' ? null : {side: form.stairs, width: feet(form.stairWidth)},
    material: form.material,
    hotTub: form.hotTub,
    roof: form.roof,
    railingsWanted: form.railingsWanted,
    place: form.place,
  };
}
