/**
 * The editor's sections for the owner's data and words, made from their schemas (src/data/schema.ts, copySchema.ts,
 * pageSchema.ts) through zod's JSON Schema: Business (one entry per owner file), Site pages (one entry per page's
 * words) and Service pages and Financing pages (one file a page: New adds one, Delete removes it). One field per
 * property, with the schema's limits as Decap's own checks (pattern, min, max, required), so a value the content
 * check would refuse is refused in the editor before it is saved.
 */
import * as z from 'zod';
import {ownerFiles, type EditorMeta} from '../../src/data/schema';
import {copyFolders, tokenHint} from '../../src/data/copySchema';
import {pageFile, pagesHint, sitePages} from '../../src/data/pageSchema';
import {FORMAT_NAME as JSON_FORMAT, ORIGINAL_KEY} from './format/orderedJson';
import {dateWidget} from './widgets';

type Json = string | number | boolean | null | Json[] | {[key: string]: Json};
type Widget = {[key: string]: Json};

/** The part of a JSON Schema the owner's schema uses, with the editor's extras (src/data/schema.ts EditorMeta). */
interface Schema {
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly enum?: readonly (string | number)[];
  readonly const?: string | number;
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly pattern?: string;
  readonly allOf?: readonly Schema[];
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly title?: string;
  readonly description?: string;
  readonly widget?: 'text' | 'image';
  readonly summary?: string;
  readonly rule?: string;
  readonly addToTop?: boolean;
  readonly pick?: EditorMeta['pick'];
}

/**
 * Decap takes one unanchored pattern without flags: the schema's patterns (each anchored by the schema) and its
 * length limit become look-ahead groups at the start, which is the same test.
 */
export function oneOfPattern(s: Schema): string | undefined {
  const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter((p): p is string => Boolean(p));
  if (patterns.length === 0 && s.maxLength === undefined) return undefined;
  const length = s.maxLength !== undefined ? `(?=[\\s\\S]{0,${s.maxLength}}$)` : '';
  return `^${length}${patterns.map((p) => `(?=${p})`).join('')}[\\s\\S]*$`;
}

/** A text the schema lets be empty ('' for "not set yet": a street, a license number) is not required in Decap. */
const acceptsEmpty = (s: Schema) =>
  s.type === 'string' &&
  !s.enum &&
  !s.minLength &&
  s.format === undefined &&
  [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].every((p) => p === undefined || new RegExp(p).test(''));

/**
 * A choice among fixed values (`z.union` of literals): Decap's options. A number goes as a label and its value:
 * Decap passes a bare number to react-select, whose menu then throws (`'options' in 2`) and takes the editor down.
 */
const constants = (s: Schema): Json[] | undefined => {
  const options = s.anyOf ?? s.oneOf;
  return options?.every((o) => o.const !== undefined)
    ? options.map(({const: value}) => (typeof value === 'number' ? {label: String(value), value} : value!))
    : undefined;
};

/** A list of sections of several kinds (`z.discriminatedUnion('kind', …)`): one Decap type per kind. */
function typedList(base: Widget, s: Schema, options: readonly Schema[]): Widget {
  return {
    ...base,
    widget: 'list',
    collapsed: true,
    typeKey: 'kind',
    ...(s.summary ? {summary: s.summary} : {}),
    types: options.map((o) => ({
      name: String(o.properties!.kind.const),
      label: o.title ?? String(o.properties!.kind.const),
      widget: 'object',
      ...(o.summary ? {summary: o.summary} : {}),
      fields: fieldsOf({
        ...o,
        properties: Object.fromEntries(Object.entries(o.properties!).filter(([k]) => k !== 'kind')),
      }),
    })),
  };
}

function field(name: string, s: Schema, required: boolean): Widget {
  const base: Widget = {name, label: s.title ?? name, required: required && !acceptsEmpty(s)};
  if (s.description) base.hint = s.description;
  const fixed = constants(s);
  if (fixed) return {...base, widget: 'select', options: fixed};
  switch (s.type) {
    case 'object':
      // An object the file may leave out (an office's code edition) asks for nothing until filled in: Decap checks a
      // field inside it even when the object is absent. The content check wants it whole once it is there.
      return {...base, widget: 'object', fields: fieldsOf(s, required)};
    case 'array': {
      const items = s.items ?? {};
      const counts: Widget = {
        ...(s.minItems !== undefined ? {min: s.minItems} : {}),
        ...(s.maxItems !== undefined ? {max: s.maxItems} : {}),
      };
      if (items.enum) return {...base, ...counts, widget: 'select', multiple: true, options: [...items.enum]};
      if (items.pick) return {...base, ...counts, ...relation(items.pick), multiple: true};
      if (items.oneOf) return {...typedList(base, s, items.oneOf), ...counts};
      if (items.type === 'object')
        return {
          ...base,
          ...counts,
          widget: 'list',
          ...(items.title ? {label_singular: items.title} : {}),
          ...(s.addToTop ? {add_to_top: true} : {}),
          collapsed: true,
          ...(s.summary ? {summary: s.summary} : {}),
          fields: fieldsOf(items),
        };
      return {...base, ...counts, widget: 'list', field: field(name.replace(/s$/, ''), items, true)};
    }
    case 'integer':
    case 'number':
      // Decap ignores min and max on a number with a pattern; the schema gives numbers none.
      return {
        ...base,
        widget: 'number',
        value_type: s.type === 'integer' ? 'int' : 'float',
        step: s.type === 'integer' ? 1 : 0.0001,
        ...(s.minimum !== undefined ? {min: s.minimum} : {}),
        ...(s.maximum !== undefined ? {max: s.maximum} : {}),
      };
    case 'boolean':
      return {...base, widget: 'boolean', default: false};
    default: {
      if (s.enum) return {...base, widget: 'select', options: [...s.enum]};
      if (s.format === 'date') return {...base, ...dateWidget};
      if (s.widget === 'image') return {...base, widget: 'image', choose_url: false};
      if (s.pick) return {...base, ...relation(s.pick)};
      const pattern = oneOfPattern(s);
      // Decap shows "<label> didn't match the pattern: <rule>."
      return {
        ...base,
        widget: s.widget === 'text' ? 'text' : 'string',
        ...(pattern ? {pattern: [pattern, s.rule ?? s.description ?? 'as the hint says']} : {}),
      };
    }
  }
}

/**
 * A key picked by name from a list in another file of the editor (Business's offices, the selling points). Decap
 * reads the other file when the editor opens: an office published a minute ago is offered.
 */
function relation({collection = 'business', file, list, key, name}: NonNullable<EditorMeta['pick']>): Widget {
  return {
    widget: 'relation',
    collection,
    file,
    value_field: `${list}.*.${key}`,
    search_fields: [`${list}.*.${name}`],
    display_fields: [`${list}.*.${name}`],
  };
}

function fieldsOf(s: Schema, required = true): Widget[] {
  return Object.entries(s.properties ?? {}).map(([name, p]) =>
    field(name, p, required && (s.required ?? []).includes(name)),
  );
}

/** The owner file's schema as JSON Schema, as the editor reads it (values as typed, before any default). */
export const jsonSchemaOf = (schema: z.ZodType): Schema => z.toJSONSchema(schema, {io: 'input'}) as Schema;

/** The Business collection of config.yml: each owner file, its fields, and where its photos go. */
export function businessCollection(): Widget {
  return {
    name: 'business',
    label: 'Business',
    label_singular: 'Business facts',
    description: 'What the business is and charges: each save is one pull request, checked like a post.',
    // Keeps the file's own layout and key order: a one-field save is a one-line diff (./format/orderedJson).
    format: JSON_FORMAT,
    extension: 'json',
    files: ownerFiles.map((f) => ({
      name: f.name,
      label: f.label,
      file: f.file,
      ...('media' in f ? {media_folder: `/${f.media.folder}`, public_folder: f.media.publicPath} : {}),
      fields: fieldsOf(jsonSchemaOf(f.schema)),
    })),
  };
}

/** Site pages: one entry per page's words (src/data/copy/pages), each with its page's fields. */
export function pagesCollection(): Widget {
  return {
    name: 'pages',
    label: 'Site pages',
    label_singular: 'Site page',
    description: `${pagesHint} Each save is one pull request, checked like a post.`,
    format: JSON_FORMAT,
    extension: 'json',
    files: sitePages.map(({name, label, path, schema}) => ({
      name,
      label,
      file: pageFile(name),
      ...(path ? {preview_path: path.slice(1)} : {}),
      // A photo uploaded for a page goes where the image pipeline makes its web sizes.
      media_folder: '/static/img/pages',
      public_folder: '/img/pages',
      fields: fieldsOf(jsonSchemaOf(schema)),
    })),
  };
}

/**
 * The key order of a file the schema describes, every value a stand-in. ./format/orderedJson writes a save in the
 * order of the file it came from; a page made with New has none, and is written in this one: its fields' order, as
 * the editor shows them, rather than the order Decap happens to hold the keys in.
 */
function layoutOf(s: Schema): Json {
  if (s.const !== undefined) return s.const;
  // Sections of several kinds: one layout a kind, told apart by its `kind`.
  if (s.type === 'array') return s.items?.oneOf ? s.items.oneOf.map(layoutOf) : [s.items ? layoutOf(s.items) : 1];
  if (s.type !== 'object') return 1;
  return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, p]) => [k, layoutOf(p)]));
}

/**
 * Service pages and Financing pages: a folder each, one file a page, its summary (menus, cards, button) and its page
 * together. New makes a page whose address is its name in lowercase words joined by hyphens; Delete takes it off
 * every menu, card and list (a link someone wrote to it is named by the content check).
 */
export function detailCollections(): Widget[] {
  return copyFolders.map((f) => ({
    name: f.name,
    label: f.label,
    label_singular: f.label.replace(/s$/, ''),
    description:
      `One file a page: its name and card at the top, then the page's headings, paragraphs, lists and figures. New ` +
      `adds a page to the menus and lists; Delete takes it off the site. ${tokenHint} Each save is one pull request.`,
    folder: f.folder,
    format: JSON_FORMAT,
    extension: 'json',
    create: true,
    delete: true,
    // The file's name is the page's address: the name typed when it is made, in lowercase words joined by hyphens.
    identifier_field: 'title',
    slug: '{{slug}}',
    summary: '{{title}}',
    sortable_fields: ['order', 'title'],
    preview_path: `${f.path.slice(1)}/{{slug}}`,
    ...('media' in f ? {media_folder: `/${f.media.folder}`, public_folder: f.media.publicPath} : {}),
    fields: [
      // A new page's layout (an existing page's own text takes its place: ./format/orderedJson fromFile).
      {name: ORIGINAL_KEY, widget: 'hidden', default: JSON.stringify(layoutOf(jsonSchemaOf(f.schema)))},
      ...fieldsOf(jsonSchemaOf(f.schema)),
    ],
  }));
}
