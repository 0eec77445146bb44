/**
 * The front matter each kind of content carries, declared once. The build's
 * checks (./checks), `npm run check:content` and the browser editor's fields
 * (/admin) all read this list, so a field added here is checked and editable
 * at once, and the two can never disagree.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {business} from '../../src/data/business';
import {statMeasures} from '../../src/data/types';

interface FieldBase {
  /** The front matter key. */
  readonly name: string;
  /** What a writer sees next to the field. */
  readonly label: string;
  /** What a valid value looks like: the end of every error message, and the editor's hint. */
  readonly hint: string;
  /** Optional fields may be left out; when given they must be valid. */
  readonly optional?: boolean;
  /** Left out of the browser editor (its editorial workflow replaces `draft`). */
  readonly editor?: false;
}

export type Field =
  | (FieldBase & {
      readonly type: 'string';
      readonly max?: number;
      readonly pattern?: RegExp;
      readonly multiline?: boolean;
    })
  | (FieldBase & {readonly type: 'integer'; readonly min: number; readonly max: number})
  | (FieldBase & {readonly type: 'date'})
  | (FieldBase & {readonly type: 'boolean'})
  | (FieldBase & {readonly type: 'strings'})
  | (FieldBase & {
      readonly type: 'select';
      readonly options: (siteDir: string) => readonly string[];
      /** Where the options come from, with the key of each entry's readable name (for the editor's menu). */
      readonly yaml?: {readonly file: string; readonly label: string};
      /** A list of choices (front matter `[a, b]`) with at least min and at most max entries. */
      readonly list?: {readonly min: number; readonly max: number};
    })
  | (FieldBase & {readonly type: 'image'})
  | (FieldBase & {readonly type: 'object'; readonly fields: readonly Field[]})
  | (FieldBase & {readonly type: 'objects'; readonly fields: readonly Field[]});

export type ContentKind = 'blog' | 'city' | 'guide' | 'faq';

export interface Collection {
  readonly kind: ContentKind;
  /** "Blog post", as error messages start. */
  readonly label: string;
  /** Where the files live, relative to the site, with "/". */
  readonly dir: string;
  readonly fields: readonly Field[];
}

/** A YAML map in the site's folder (blog/tags.yml, blog/authors.yml). */
export function yamlMap(siteDir: string, file: string): Record<string, Record<string, unknown>> {
  return (parseYaml(readFileSync(join(siteDir, file), 'utf8')) ?? {}) as Record<string, Record<string, unknown>>;
}
const yamlKeys = (siteDir: string, file: string): string[] => Object.keys(yamlMap(siteDir, file));

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const page: readonly Field[] = [
  {name: 'title', label: 'Title', type: 'string', max: 90, hint: 'the headline, at most 90 characters'},
  {
    name: 'description',
    label: 'Description',
    type: 'string',
    multiline: true,
    max: 170,
    hint: 'one or two sentences for search results, at most 170 characters',
  },
  {name: 'keywords', label: 'Keywords', type: 'strings', hint: 'a list of the search phrases people type'},
];

const lastUpdate: Field = {
  name: 'last_update',
  label: 'Last updated',
  type: 'object',
  hint: 'when the page was last checked, written {date: YYYY-MM-DD}',
  fields: [{name: 'date', label: 'Date', type: 'date', hint: 'a date written YYYY-MM-DD'}],
};
/** A post may be revised; a guide or city page, whose figures date, must say when it was last checked. */
const lastRevised: Field = {
  ...lastUpdate,
  optional: true,
  // In the editor a revision is its own pull request, dated by it.
  editor: false,
  hint: 'when you revised a published post, {date: YYYY-MM-DD}',
};

const sources: Field = {
  name: 'sources',
  label: 'Sources',
  type: 'objects',
  optional: true,
  hint: 'a list of {label, url} for the published sources the page leans on, each url starting https://',
  fields: [
    {name: 'label', label: 'Source', type: 'string', max: 120, hint: 'the source as a reader would name it'},
    {name: 'url', label: 'Address', type: 'string', pattern: /^https:\/\/\S+$/, hint: 'its address, starting https://'},
  ],
};

/** Guides and city pages lean on published facts (codes, permit offices, surveys): they name them. */
const requiredSources: Field = {...sources, optional: false, hint: `${sources.hint}; at least one`};

export const collections: readonly Collection[] = [
  {
    kind: 'blog',
    label: 'Blog post',
    dir: 'blog',
    fields: [
      page[0],
      {
        name: 'slug',
        label: 'Web address',
        type: 'string',
        pattern: slugPattern,
        hint: 'lowercase words joined by hyphens, e.g. "deck-size" (the post is at /blog/deck-size)',
      },
      page[1],
      page[2],
      {
        name: 'authors',
        label: 'Author',
        type: 'select',
        list: {min: 1, max: 3},
        options: (siteDir) => yamlKeys(siteDir, 'blog/authors.yml'),
        yaml: {file: 'blog/authors.yml', label: 'name'},
        hint: 'a list of author keys from blog/authors.yml',
      },
      {name: 'date', label: 'Publication date', type: 'date', hint: 'a date written YYYY-MM-DD'},
      {name: 'read_time', label: 'Minutes to read', type: 'integer', min: 1, max: 59, hint: 'whole minutes, e.g. 7'},
      {
        name: 'tags',
        label: 'Category',
        type: 'select',
        list: {min: 1, max: 1},
        options: (siteDir) => yamlKeys(siteDir, 'blog/tags.yml'),
        yaml: {file: 'blog/tags.yml', label: 'label'},
        hint: 'a list with exactly one category from blog/tags.yml',
      },
      {
        name: 'image',
        label: 'Photo',
        type: 'image',
        hint: 'a photo under /img/ (e.g. /img/blog/deck-size.jpg) or next to the post (./photo.jpg)',
      },
      {
        name: 'image_alt',
        label: 'What the photo shows',
        type: 'string',
        max: 200,
        hint: 'a description of the photo for people who cannot see it, at most 200 characters',
      },
      {
        name: 'cta_label',
        label: 'Button at the end',
        type: 'string',
        max: 40,
        hint: 'a button label of at most 40 characters (the button opens the free-estimate form)',
      },
      lastRevised,
      sources,
      {
        name: 'draft',
        label: 'Draft',
        type: 'boolean',
        optional: true,
        editor: false,
        hint: 'true while the post is not ready (only you see it, in npm start)',
      },
    ],
  },
  {
    kind: 'city',
    label: 'City page',
    dir: 'docs/service-areas',
    fields: [
      ...page,
      {
        name: 'city',
        label: 'City',
        type: 'select',
        options: () => business.cities.map((c) => c.slug),
        hint: 'the slug of a city in src/data/owner/business.json',
      },
      {
        name: 'stats',
        label: 'Stats',
        type: 'objects',
        optional: true,
        hint: 'a list of {value, label, counts} figures',
        fields: [
          {name: 'value', label: 'Figure', type: 'string', max: 12, hint: 'the figure, e.g. 250+'},
          {name: 'label', label: 'Label', type: 'string', max: 60, hint: 'what the figure counts, in words'},
          {
            name: 'counts',
            label: 'It counts',
            type: 'select',
            options: () => statMeasures,
            hint: `one of ${statMeasures.join(', ')} (a city's decks are part of the business's decks)`,
          },
          {
            name: 'sample',
            label: 'Not confirmed yet',
            type: 'boolean',
            optional: true,
            hint: 'true for a claim nobody can check yet; the launch check lists it',
          },
        ],
      },
      lastUpdate,
      requiredSources,
    ],
  },
  {kind: 'guide', label: 'Guide', dir: 'docs/resources', fields: [...page, lastUpdate, requiredSources]},
  {
    kind: 'faq',
    label: 'FAQ',
    dir: 'faqs',
    fields: [
      {
        name: 'question',
        label: 'Question',
        type: 'string',
        max: 120,
        pattern: /\?$/,
        hint: 'the question, ending with "?" (at most 120 characters)',
      },
      {
        name: 'order',
        label: 'Place in the list',
        type: 'integer',
        min: 1,
        max: 999,
        hint: 'a whole number giving its place in the list, e.g. 3',
      },
      {
        name: 'links',
        label: 'Links',
        type: 'objects',
        optional: true,
        hint: 'a list of {label, to} with to a path on this site, e.g. /resources/calculator',
        fields: [
          {name: 'label', label: 'Link text', type: 'string', max: 60, hint: 'the words of the link'},
          {name: 'to', label: 'Page', type: 'string', pattern: /^\/\S*$/, hint: 'a path on this site, e.g. /help'},
        ],
      },
    ],
  },
];

export const collectionOf = (kind: ContentKind): Collection => collections.find((c) => c.kind === kind)!;

const isDate = (v: unknown) =>
  (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))) ||
  (v instanceof Date && !Number.isNaN(v.getTime()));
const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** Whether a value fits its field (undefined fits an optional field). */
export function fits(field: Field, value: unknown, siteDir: string): boolean {
  if (value === undefined || value === null) return Boolean(field.optional);
  switch (field.type) {
    case 'string':
      return text(value) && value.length <= (field.max ?? Infinity) && (field.pattern?.test(value) ?? true);
    case 'integer':
      return Number.isInteger(value) && (value as number) >= field.min && (value as number) <= field.max;
    case 'date':
      return isDate(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'strings':
      return Array.isArray(value) && value.length > 0 && value.every(text);
    case 'select': {
      const options = field.options(siteDir);
      if (!field.list) return typeof value === 'string' && options.includes(value);
      return (
        Array.isArray(value) &&
        value.length >= field.list.min &&
        value.length <= field.list.max &&
        value.every((v) => typeof v === 'string' && options.includes(v))
      );
    }
    case 'image':
      return typeof value === 'string' && /^(\/img\/|\.\/)\S+\.(svg|png|jpe?g|webp|avif)$/i.test(value);
    case 'object':
      return (
        typeof value === 'object' &&
        field.fields.every((f) => fits(f, (value as Record<string, unknown>)[f.name], siteDir))
      );
    case 'objects':
      return (
        Array.isArray(value) &&
        (value.length > 0 || Boolean(field.optional)) &&
        value.every(
          (item) => item && typeof item === 'object' && field.fields.every((f) => fits(f, item[f.name], siteDir)),
        )
      );
  }
}
