/**
 * A detail page's copy (./detailSchema, the JSON the editor writes) as the DetailRecord its layout reads: the
 * business's facts put in where the copy names them, a price cell as the price story's, shared cards picked from
 * the selling points. Plain data in, plain data out: no schema library reaches the browser.
 */
import {business} from './business';
import type {DetailCopy, DetailSectionCopy} from './detailSchema';
import {pickSellingPoints} from './sellingPoints';
import type {PriceFamily} from './pricing';
import type {DetailRecord, DetailSection, TableCell} from './types';

/** The facts a text may name, each written in one place. */
const facts: Readonly<Record<string, string>> = {
  '{business}': business.name,
  '{phone}': business.phone.display,
  '{years}': business.stats.yearsInBusiness,
};

const filled = (text: string) => text.replace(/\{(?:business|phone|years)\}/g, (token) => facts[token]);

/** Every string in a value with the facts put in. */
function withFacts<T>(value: T): T {
  if (typeof value === 'string') return filled(value) as T;
  if (Array.isArray(value)) return value.map(withFacts) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFacts(v)])) as T;
  return value;
}

const priceCell = /^\{(installed )?price (wood|composite|pvc)\}$/;

function cell(text: string): TableCell {
  const price = priceCell.exec(text);
  return price ? {price: price[2] as PriceFamily, ...(price[1] ? {installed: true} : {})} : text;
}

function section(s: DetailSectionCopy): DetailSection {
  if (s.kind === 'features') {
    const {sellingPoints, items, ...rest} = s;
    return {...rest, items: sellingPoints ? pickSellingPoints(...sellingPoints) : (items ?? [])};
  }
  if (s.kind === 'table') return {...s, rows: s.rows.map((r) => ({...r, cells: r.cells.map(cell)}))};
  if (s.kind === 'comparison') return {...s, sides: [s.sides[0], s.sides[1]]};
  return s;
}

/** A page's copy as imported from its JSON file, which the content check holds to the schema. */
export function detailRecord(json: object): DetailRecord {
  const record = withFacts(json as DetailCopy);
  return {...record, sections: record.sections.map(section)};
}
