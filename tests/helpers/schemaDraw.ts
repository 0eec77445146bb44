/**
 * Every field an owner's file holds, drawn from its schema (zod, through its JSON Schema), for the varied copy
 * (./variedValues.ts): a text changed within its length (words added or taken away, empty and set where it may be
 * empty), a format drawn from its pattern (a phone, a ZIP code, an id), a number within its range, a choice among its
 * options, a switch both ways, and an optional field both left out and set. The draw walks the schema, not a list of
 * fields: a field added tomorrow is drawn as soon as it is in the schema. What other content points at (a slug, an
 * office's key, a link, a picture: meta `keep`, or a key picked from another file) keeps its value. Lists keep their
 * length: adding and removing items is the owner's other change (cities, projects, reviews), drawn on its own.
 */
import fc from 'fast-check';
import * as z from 'zod';
import type {EditorMeta} from '../../src/data/schema';
import {yearlyLimits} from '../../plugins/content-check/rules/claims';

export interface Schema {
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly enum?: readonly (string | number)[];
  readonly const?: string | number;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly pattern?: string;
  readonly allOf?: readonly Schema[];
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly rule?: string;
  readonly keep?: EditorMeta['keep'];
  readonly pick?: EditorMeta['pick'];
}

/**
 * Words an owner might write: made of syllables, so none is a claim the content check refuses, a figure or a place
 * the site serves, and two fields seldom share one (a sample figure's words must not turn up in another's text).
 */
const syllables = ['ba', 'ce', 'di', 'lo', 'mu', 'ra', 'sen', 'tor', 'vel', 'kin', 'pa', 'lu'] as const;
const word = fc.tuple(...[0, 1, 2].map(() => fc.constantFrom(...syllables))).map((parts) => parts.join(''));
const words = (min: number, max: number) => fc.array(word, {minLength: min, maxLength: max}).map((w) => w.join(' '));

/**
 * A plain text: the one there with words added, its last word taken away or put in another's place, or new words;
 * always another than now, within its length.
 */
function plainText(s: Schema, current: unknown): fc.Arbitrary<string> {
  const max = s.maxLength ?? 200;
  const empty = (s.minLength ?? 0) === 0;
  const fit = (text: string) => (text.length <= max ? text : text.slice(0, max).replace(/\s+\S*$/, '')) || 'Cedar';
  const fresh = words(1, 4).map((w) => fit(w.charAt(0).toUpperCase() + w.slice(1)));
  const now = typeof current === 'string' && current !== '' ? current : undefined;
  // A text with a link or a token in it keeps them: words are added after it, or it is written anew.
  const whole = now !== undefined && /[[{]/.test(now);
  // A text stating a yearly limit keeps those sentences, with their years: words are added after it, or its other
  // sentences are written anew. The content check holds such figures to the page's date (claims.ts datedFigures), and
  // an owner updates them together.
  const limits = now === undefined ? [] : yearlyLimits(now);
  if (now !== undefined && limits.length > 0) {
    const kept = limits.join(' ');
    // One too long for another word whose every sentence states a limit stays as it is.
    if (kept === now && now.length + 7 > max) return fc.constant(now);
    return fc
      .oneof(...[now, kept].map((text) => words(1, 3).map((added) => fit(`${text} ${added}`))))
      .filter((text) => text !== now);
  }
  const changed = now
    ? fc
        .oneof(
          words(1, 3).map((added) => fit(`${now} ${added}`)),
          ...(whole
            ? []
            : [
                fc.constant(now.includes(' ') ? now.replace(/\s+\S+$/, '') : ''),
                word.map((w) => fit(now.replace(/\S+$/, w))),
              ]),
          fresh,
        )
        .filter((text) => text !== '' && text !== now)
    : fresh;
  // A text with a least length (a search description) is drawn long enough for it.
  const long = (s.minLength ?? 0) > 1 ? changed.filter((text) => text.length >= s.minLength!) : changed;
  return empty ? fc.oneof(fc.constant(''), long) : long;
}

const formats = new WeakMap<Schema, fc.Arbitrary<string>>();

/** A string whose pattern is its form: drawn from the pattern, within its length (made once per schema). */
function formatted(s: Schema): fc.Arbitrary<string> {
  if (!formats.has(s)) formats.set(s, fromPattern(s));
  return formats.get(s)!;
}

function fromPattern(s: Schema): fc.Arbitrary<string> {
  const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter((p): p is string => Boolean(p));
  const [first, ...rest] = patterns.map((p) => new RegExp(p));
  return fc.stringMatching(first).filter((v) => rest.every((r) => r.test(v)) && v.length <= (s.maxLength ?? Infinity));
}

/** A date the owner may give: this century's, written 2027-03-14. */
const date = fc
  .date({min: new Date('2020-01-01T00:00:00Z'), max: new Date('2029-12-31T00:00:00Z'), noInvalidDate: true})
  .map((d) => d.toISOString().slice(0, 10));

function drawString(s: Schema, current: unknown): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.format === 'date') return date;
  if (s.rule?.startsWith('plain text')) return plainText(s, current);
  if (s.pattern || s.allOf) return formatted(s);
  return plainText(s, current);
}

function drawObject(s: Schema, current: unknown): fc.Arbitrary<unknown> {
  const value = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>;
  const entries = Object.entries(s.properties ?? {}).map(([key, p]) => {
    const there = value[key];
    // Kept as it is, set or not: what other content points at.
    if (p.keep || p.pick) return [key, fc.constant(there)] as const;
    const drawn = draw(p, there);
    // An optional field both left out and set: a set one may be emptied, an empty one filled in.
    return [key, (s.required ?? []).includes(key) ? drawn : fc.option(drawn, {nil: undefined, freq: 2})] as const;
  });
  return fc
    .tuple(...entries.map(([, a]) => a))
    .map((values) =>
      Object.fromEntries(entries.flatMap(([key], i) => (values[i] === undefined ? [] : [[key, values[i]]]))),
    );
}

/** A value for the field `s` describes, from the value the file holds now (undefined: not set). */
export function draw(s: Schema, current: unknown): fc.Arbitrary<unknown> {
  if ((s.keep || s.pick) && current !== undefined) return fc.constant(current);
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    if (options.every((o) => o.const !== undefined)) return fc.constantFrom(...options.map((o) => o.const!));
    const kind = (current as {kind?: unknown} | undefined)?.kind;
    return draw(options.find((o) => o.properties?.kind?.const === kind) ?? options[0], current);
  }
  if (s.const !== undefined) return fc.constant(s.const);
  switch (s.type) {
    case 'object':
      return drawObject(s, current);
    case 'array': {
      const items = Array.isArray(current) ? current : [];
      const length = Math.max(items.length, s.minItems ?? 0);
      return fc.tuple(...Array.from({length}, (_, i) => draw(s.items ?? {}, items[i])));
    }
    case 'integer':
      return fc.integer({min: s.minimum ?? 0, max: s.maximum ?? 1000});
    case 'number':
      // Four decimals, spread evenly over the range (a double's own draw crowds round zero).
      return fc
        .integer({min: Math.ceil((s.minimum ?? -1000) * 10_000), max: Math.floor((s.maximum ?? 1000) * 10_000)})
        .map((n) => n / 10_000);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return drawString(s, current);
    default:
      return fc.constant(current);
  }
}

/** A file's values drawn from its schema, as the schema accepts them (a refinement the JSON Schema lacks, such as
 * hours that close after they open, is met by drawing again). */
export function drawFile(schema: z.ZodType, current: unknown): fc.Arbitrary<unknown> {
  // No bias: every choice as likely as the next (an optional field set as often as left out, deep or not).
  return fc.noBias(draw(jsonSchemaOf(schema), current)).filter((value) => schema.safeParse(value).success);
}

const jsonSchemas = new WeakMap<z.ZodType, Schema>();
/** A schema as JSON Schema, with its editor's meta (made once per schema). */
export function jsonSchemaOf(schema: z.ZodType): Schema {
  if (!jsonSchemas.has(schema)) jsonSchemas.set(schema, z.toJSONSchema(schema, {io: 'input'}) as Schema);
  return jsonSchemas.get(schema)!;
}

/** Every field of a value as the draw walks it, with its path ("hours.1.opens"), its schema, and whether it may be
 * left out: what the varied copy's coverage is proved over (tests/unit/variedDraw.test.ts). */
export function fieldsOf(
  s: Schema,
  value: unknown,
  path = '',
  optional = false,
): {path: string; schema: Schema; optional: boolean}[] {
  if (s.keep || s.pick || s.const !== undefined) return [];
  const here = path ? [{path, schema: s, optional}] : [];
  const options = s.anyOf ?? s.oneOf;
  if (options && !options.every((o) => o.const !== undefined)) {
    const kind = (value as {kind?: unknown} | undefined)?.kind;
    return fieldsOf(options.find((o) => o.properties?.kind?.const === kind) ?? options[0], value, path, optional);
  }
  if (s.type === 'object')
    return [
      ...here,
      ...Object.entries(s.properties ?? {}).flatMap(([key, p]) =>
        fieldsOf(
          p,
          (value as Record<string, unknown> | undefined)?.[key],
          path ? `${path}.${key}` : key,
          !(s.required ?? []).includes(key),
        ),
      ),
    ];
  if (s.type === 'array' && Array.isArray(value))
    return [...here, ...value.flatMap((item, i) => fieldsOf(s.items ?? {}, item, `${path}.${i}`))];
  return here;
}
