/**
 * The schema of a detail page's copy (src/data/copy/services/*.json, src/data/copy/loan-programs/*.json): every
 * heading, paragraph, list and figure a visitor reads on a service or financing page, edited in /admin → Service
 * pages and Financing pages, checked by the content check, and typed for the pages through ./detailCopy, which
 * turns it into the DetailRecord the page layouts read (./types: unchanged).
 *
 * Three things the copy points at rather than repeats, so each fact keeps one source:
 * - `{business}`, `{phone}` and `{years}` in a text: the business's name, phone and years in business;
 * - a table cell `{price wood}` or `{installed price composite}`: a price from the one price story;
 * - a features section's `sellingPoints`: cards from src/data/sellingPoints.ts, shared with other pages.
 */
import * as z from 'zod';
import {flag, https, matching, object, plain, slug} from './schema';
import {iconNames, statMeasures} from './types';
import {sellingPoints, type SellingPointId} from './sellingPoints';

const sellingPointIds = Object.keys(sellingPoints) as [SellingPointId, ...SellingPointId[]];

const text = (title: string, description?: string, max = 1200) =>
  plain({title, description, widget: max > 200 ? 'text' : undefined}, max);
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

const link = object('Link', {
  label: text('Link text', undefined, 80),
  to: matching(/^(?:\/[a-z0-9/#?=&.-]*|https:\/\/[^\s<>"]+)$/, {
    title: 'Goes to',
    description: 'a page of the site (/resources/maintenance) or an address starting https://',
  }),
}).meta({title: 'Link', summary: '{{fields.label}}'});

const strings = (title: string, itemTitle: string, max = 400, description?: string) =>
  z.array(text(itemTitle, undefined, max)).meta({title, description});

/** What every section has: an anchor, a heading, and optional prose around its list or grid. */
const base = {
  id: slug('Anchor'),
  eyebrow: optional(text('Eyebrow', 'The small line above the heading', 60)),
  title: text('Heading', undefined, 120),
  intro: optional(text('Intro', 'One sentence under the heading', 400)),
  body: optional(strings('Paragraphs', 'Paragraph', 1600, 'Under the heading, before the list or grid')),
  note: optional(text('Small print', 'Under the section', 600)),
  priceNote: optional(flag('Price note', 'The small print starts with what the prices are, with their year')),
  links: optional(z.array(link).meta({title: 'Links', summary: '{{fields.label}}'})),
};

const section = <K extends string, T extends z.ZodRawShape>(kind: K, title: string, shape: T) =>
  z.strictObject({kind: z.literal(kind), ...base, ...shape}).meta({title, summary: '{{fields.title}}'});

const feature = object('Card', {
  icon: optional(z.enum(iconNames).meta({title: 'Icon'})),
  title: text('Title', undefined, 80),
  text: text('Text', undefined, 400),
}).meta({title: 'Card', summary: '{{fields.title}}'});

const stat = object('Figure', {
  value: text('Figure', 'As shown: 24 months, 0%, {years}', 40),
  label: text('What it is', undefined, 80),
  note: optional(text('Note', 'A line of context under the figure', 200)),
  counts: optional(
    z
      .enum(statMeasures)
      .meta({title: 'Counts', description: 'What the figure counts, so figures are checked against each other'}),
  ),
  sample: optional(flag('Stand-in', 'A claim nobody can check yet: the launch check lists it until it is confirmed')),
}).meta({title: 'Figure', summary: '{{fields.value}} {{fields.label}}'});

const side = object('Side', {
  title: text('Title', undefined, 80),
  summary: optional(text('Summary', undefined, 300)),
  points: strings('Points', 'Point', 300),
  mood: z
    .enum(['positive', 'caution', 'neutral'])
    .meta({title: 'Marks', description: 'positive: check marks; caution: alert signs'}),
}).meta({title: 'Side', summary: '{{fields.title}}'});

const cell = matching(/^(?:\{(?:installed )?price (?:wood|composite|pvc)\}|(?![\s\S]*<[a-zA-Z/!?])[\s\S]{1,120})$/, {
  title: 'Cell',
  description: 'words, or a price from the price story: {price wood} or {installed price composite}',
});

export const detailSectionSchema = z.discriminatedUnion('kind', [
  section('text', 'Text', {items: optional(strings('Check-mark list', 'Item'))}),
  section('features', 'Cards', {
    items: optional(z.array(feature).meta({title: 'Cards', summary: '{{fields.title}}'})),
    sellingPoints: optional(
      z
        .array(z.enum(sellingPointIds))
        .meta({title: 'Shared cards', description: 'Cards from the selling points, instead of cards of its own'}),
    ),
    columns: optional(z.union([z.literal(2), z.literal(3), z.literal(4)]).meta({title: 'Columns'})),
  }),
  section('steps', 'Steps', {
    steps: z
      .array(
        object('Step', {title: text('Title', undefined, 80), text: text('Text', undefined, 600)}).meta({
          title: 'Step',
          summary: '{{fields.title}}',
        }),
      )
      .min(1)
      .meta({title: 'Steps', summary: '{{fields.title}}'}),
  }),
  section('checklist', 'Checklist', {
    items: strings('Items', 'Item'),
    columns: optional(z.union([z.literal(1), z.literal(2), z.literal(3)]).meta({title: 'Columns'})),
  }),
  section('comparison', 'Comparison', {
    sides: z.array(side).length(2).meta({title: 'The two sides', summary: '{{fields.title}}'}),
  }),
  section('table', 'Table', {
    caption: text('Caption', 'What the table shows', 200),
    columns: strings('Column headings', 'Heading', 80, 'The first labels the rows'),
    rows: z
      .array(
        object('Row', {label: text('Row heading', undefined, 80), cells: z.array(cell).meta({title: 'Cells'})}).meta({
          title: 'Row',
          summary: '{{fields.label}}',
        }),
      )
      .meta({title: 'Rows', summary: '{{fields.label}}'}),
  }),
  section('brands', 'Brands', {
    brands: z
      .array(
        object('Brand', {
          name: text('Brand', undefined, 40),
          summary: text('Summary', undefined, 300),
          features: strings('Features', 'Feature', 200),
          warranty: text('Warranty', 'As the maker words it: limited, up to …; check the terms', 200),
        }).meta({title: 'Brand', summary: '{{fields.name}}'}),
      )
      .meta({title: 'Brands', summary: '{{fields.name}}'}),
  }),
  section('stats', 'Figures', {
    items: z.array(stat).meta({title: 'Figures', summary: '{{fields.value}} {{fields.label}}'}),
  }),
  section('callPrompt', 'Call panel', {callLabel: text('Button', 'The call button’s words', 60)}),
  section('callout', 'Estimate panel', {}),
]);

export const detailCopySchema = object('Page', {
  meta: object('Search listing', {
    title: text('Page title', 'The title in search results and the browser tab', 70),
    description: text('Description', 'The text under the title in search results', 170),
    keywords: strings('Search phrases', 'Phrase', 80),
  }),
  hero: object('Top of the page', {
    eyebrow: optional(text('Eyebrow', 'The small line above the heading', 60)),
    title: optional(text('Heading', 'Empty: the page’s title from its list', 120)),
    lead: text('Lead', 'The paragraph under the heading', 600),
  }),
  sections: z.array(detailSectionSchema).min(1).meta({title: 'Sections', summary: '{{fields.title}}'}),
  cta: optional(object('Closing banner', {title: text('Heading', undefined, 120), text: text('Text', undefined, 400)})),
  related: optional(
    z.array(slug('Page')).meta({title: 'Related pages', description: 'The pages linked at the foot, by their address'}),
  ),
  sources: optional(
    z
      .array(
        object('Source', {label: text('Source', undefined, 200), url: https('Address', 'Where it is published')}).meta({
          title: 'Source',
          summary: '{{fields.label}}',
        }),
      )
      .meta({title: 'Sources', summary: '{{fields.label}}'}),
  ),
  lastUpdated: optional(
    z.iso
      .date({error: 'Checked on: a date written 2026-11-24'})
      .meta({title: 'Figures checked on', description: 'When the page’s figures were last checked'}),
  ),
});

export type DetailCopy = z.infer<typeof detailCopySchema>;
export type DetailSectionCopy = z.infer<typeof detailSectionSchema>;

/** The two families of detail pages, their copy's folder and their section in the editor. */
export const copyFolders = [
  {name: 'services', folder: 'src/data/copy/services', label: 'Service pages'},
  {name: 'loan-programs', folder: 'src/data/copy/loan-programs', label: 'Financing pages'},
] as const;
