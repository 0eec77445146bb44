/**
 * The editor's format for the owner's JSON files (src/data/owner, src/data/copy): writes them back in their own layout
 * (2-space JSON, one value per line, a final line break) and their own key order, so a one-field save is a
 * one-line diff. Decap's stock JSON format orders keys as its Immutable maps iterate (an object of more than eight
 * keys comes back shuffled) and drops the final line break, which would rewrite the whole file on the first save.
 *
 * Like the front matter format, it carries the file's text under a key that is no field (Decap merges such keys
 * back into the values it hands toFile). A page made with New has no file yet: its folder's hidden field of that
 * name holds the order of its fields instead (../businessFields.ts layoutOf).
 */
export const FORMAT_NAME = 'json-ordered';

export const ORIGINAL_KEY = '__jsonSource';

type Data = Record<string, unknown>;

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Nothing typed: '', no value, or an object (an optional group of fields never filled in) holding nothing typed. */
const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (isObject(v) && Object.values(v).every(isEmpty));

/** A list item's `kind` (a section's), if it has one. */
const kindOf = (item: unknown) => (isObject(item) ? item.kind : undefined);

/**
 * `value` with its keys in the order `like` has them (new keys last). A list's item follows `like`'s item at its
 * place; a section (an item with a `kind`) with no item of its kind there follows `like`'s first of its kind (a new
 * file's layout holds one of each); past the end of `like`'s items, its first. An empty value ('' from a box left
 * empty) is written only where the file held an empty value too (a street not set yet); elsewhere it is left out, so
 * an optional field left empty stays absent, as the schema's optional fields are.
 */
export function ordered(value: unknown, like: unknown): unknown {
  if (Array.isArray(value)) {
    const template = Array.isArray(like) ? like : [];
    const modelOf = (item: unknown, i: number) => {
      const kind = kindOf(item);
      const sameKind =
        kind === undefined || kindOf(template[i]) === kind ? undefined : template.find((t) => kindOf(t) === kind);
      return sameKind ?? template[i] ?? template[0];
    };
    return value.map((item, i) => ordered(item, modelOf(item, i)));
  }
  if (!isObject(value)) return value;
  const model = isObject(like) ? like : {};
  const keys = [...Object.keys(model).filter((k) => k in value), ...Object.keys(value).filter((k) => !(k in model))];
  const out: Data = {};
  for (const key of keys) {
    const v = value[key];
    if (isEmpty(v) && !(key in model && isEmpty(model[key]))) continue;
    out[key] = ordered(v, model[key]);
  }
  return out;
}

export const orderedJson = {
  fromFile(text: string): Data {
    const data = JSON.parse(text) as Data;
    return {...data, [ORIGINAL_KEY]: text};
  },

  toFile(data: Data): string {
    const {[ORIGINAL_KEY]: kept, ...values} = data;
    const original = typeof kept === 'string' ? (JSON.parse(kept) as unknown) : {};
    return `${JSON.stringify(ordered(values, original), null, 2)}\n`;
  },
};
