/**
 * The schema of the words the owner edits in /admin beside the business's facts (./schema holds those, and the field
 * helpers both use):
 * - each service and each financing program, its summary (menu line, card, button) and its page in ONE file:
 *   src/data/copy/services/<slug>.json and copy/loan-programs/<slug>.json, the slug being the page's address.
 *   /admin → Service pages and Financing pages list the folder: New adds a page and Delete takes it off the site;
 *   its menus, cards, sitemap, search and structured data follow (plugins/detail-pages reads the folders);
 * - the blocks (cards, steps, figures, links) the site pages' copy shares with them (./pageSchema).
 *
 * Three things the copy names rather than repeats, so each fact keeps one source:
 * - a fact in a text, by its token (factTokens): `{business}`, `{phone}`, `{years}` … (src/lib/copyText.ts fills them);
 * - a table cell `{price wood}` or `{installed price composite}`: a price from the one price story;
 * - a features section's `sellingPoints`: shared cards from copy/pages/selling-points.json, by their key.
 *
 * No field takes markup: a tag is refused outright and every text is rendered as text. A text the page shows with
 * its links may hold `[words](/a-page)`, which becomes a link (the content check names one that leads nowhere).
 */
import * as z from 'zod';
import {flag, https, matching, object, plain, slug, whole, type EditorMeta} from './schema';
import {iconNames, priceFamilies, statMeasures} from './types';

/** The business's facts a text may name: `{years}` shows the years in business, whatever they are now. */
export const factTokens = [
  'business',
  'phone',
  'years',
  'decks',
  'rating',
  'reviews',
  'region',
  'cities',
  'hours',
] as const;
export type FactToken = (typeof factTokens)[number];

/** How the editor's hints name the tokens. */
export const tokenHint = `Write ${factTokens
  .map((t) => `{${t}}`)
  .join(', ')
  .replace(
    /, (\{hours\})$/,
    ' or $1',
  )} for the business’s name, phone, years, decks built, rating, reviews, region, cities or hours: the page shows the current one.`;

/** The places of fixed size a short text is shown in, the most characters each holds, and why. */
export const textLimits = {
  /** A post's closing button (front matter cta_label) has the same limit. */
  button: {max: 40, why: 'a longer one breaks onto a second line on a phone'},
  /** The Services menu is a 360-pixel panel (src/components/SiteHeader/DesktopMenu.module.css). */
  menuLine: {max: 60, why: 'the Services menu is a narrow panel, where a longer line takes a third line'},
  /** Docusaurus adds " | " and the site's name after it, which results cut first. */
  searchTitle: {max: 70, why: 'search results show about 60 characters of a title and cut the rest'},
  /** A Markdown page's description (front matter) has the same limit. */
  searchDescription: {max: 170, why: 'search results cut a description at about 160 characters', min: 50},
} as const;

/** Plain text of at most `max` characters; a long one gets a box of several lines. */
export const text = (title: string, description?: string, max = 1200) =>
  plain({title, description, widget: max > 200 ? 'text' : undefined}, max);

/** A short text shown in a place of fixed size, whose limit (and why) the hint says. */
export const limited = (title: string, place: keyof typeof textLimits, description?: string) => {
  const {max, why} = textLimits[place];
  // A search description shorter than a sentence leaves the results to write their own from the page.
  const limit: {max: number; why: string; min?: number} = textLimits[place];
  const min = limit.min ?? 1;
  const hint = [description, `${min > 1 ? `${min} to ` : 'At most '}${max} characters: ${why}`];
  return plain({title, description: hint.filter(Boolean).join('. '), widget: max > 200 ? 'text' : undefined}, max, {
    min,
  });
};

const optional = <T extends z.ZodType>(schema: T) => schema.optional();

/** A key naming an entry of a list in another file, picked in the editor by its name. */
export const key = (title: string, description: string, pick?: EditorMeta['pick']) =>
  matching(/^[a-z][A-Za-z0-9-]*$/, {title, description, keep: 'pages pick it by its key', ...(pick ? {pick} : {})});

/** What a picture shows, for people who cannot see it: it describes the picture (an illustration says so). */
export const alt = plain(
  {
    title: 'What the picture shows',
    description: 'For people who cannot see it; an illustration’s starts “Illustration of”',
    keep: 'it describes its picture',
  },
  200,
);

/** A picture under static/img, uploaded in the editor (a photo gets its web sizes from the build). */
export const picture = (title: string) =>
  matching(/^\/img\/[^\s<>"?#]+\.(?:svg|jpe?g|png|webp|avif)$/i, {
    title,
    description: 'A picture under static/img: a photo (JPEG, PNG, WebP or AVIF) or an illustration (SVG)',
    widget: 'image',
    keep: 'a file in static/',
  });

export const link = object('Link', {
  label: text('Link text', undefined, 80),
  to: matching(/^(?:\/[a-z0-9/#?=&.-]*|https:\/\/[^\s<>"]+)$/, {
    title: 'Goes to',
    description: 'a page of the site (/resources/maintenance) or an address starting https://',
    keep: 'a page of the site',
  }),
}).meta({title: 'Link', summary: '{{fields.label}}'});

export const strings = (title: string, itemTitle: string, max = 400, description?: string) =>
  z.array(text(itemTitle, undefined, max)).meta({title, description});

export const icon = z.enum(iconNames).meta({title: 'Icon'});

/** A card: an icon, a title and a sentence or two. */
export const feature = object('Card', {
  icon: optional(icon),
  title: text('Title', undefined, 80),
  text: text('Text', undefined, 400),
}).meta({title: 'Card', summary: '{{fields.title}}'});

/** A numbered step. */
export const step = object('Step', {title: text('Title', undefined, 80), text: text('Text', undefined, 600)}).meta({
  title: 'Step',
  summary: '{{fields.title}}',
});

export const cards = (title: string) => z.array(feature).meta({title, summary: '{{fields.title}}'});
export const steps = (title: string) => z.array(step).min(1).meta({title, summary: '{{fields.title}}'});

/** Cards from the shared selling points (copy/pages/selling-points.json), by key, in the order given. */
export const sellingPointKeys = (title: string, description: string) =>
  z
    .array(
      key('Selling point', 'One of the Selling points', {
        collection: 'pages',
        file: 'selling-points',
        list: 'points',
        key: 'id',
        name: 'title',
      }),
    )
    .meta({title, description});

/** What a page says to search engines and the browser tab. */
export const searchListing = object('Search listing', {
  title: limited('Page title', 'searchTitle', 'The title in search results and the browser tab'),
  description: limited('Description', 'searchDescription', 'The text under the title in search results'),
  keywords: strings('Search phrases', 'Phrase', 80),
});

/** A closing banner: its heading and a sentence, and what else the page names in it (its estimate button). */
export const banner = <T extends z.ZodRawShape>(shape: T) =>
  object('Closing banner', {title: text('Heading', undefined, 120), text: text('Text', undefined, 400), ...shape});

const stat = object('Figure', {
  value: text('Figure', 'As shown: 24 months, 0%, {years}', 40),
  label: text('What it is', undefined, 80),
  note: optional(text('Note', 'A line of context under the figure', 200)),
  counts: optional(
    z
      .enum(statMeasures)
      .meta({title: 'Counts', description: 'What the figure counts, so figures are checked against each other'}),
  ),
  sample: optional(
    flag('Stand-in', 'A claim nobody can check yet: the launch check lists it until it is confirmed').meta({
      title: 'Stand-in',
      description: 'A claim nobody can check yet: the launch check lists it until it is confirmed',
      keep: 'the page’s words may state the figure only once it is confirmed',
    }),
  ),
}).meta({title: 'Figure', summary: '{{fields.value}} {{fields.label}}'});

const side = object('Side', {
  title: text('Title', undefined, 80),
  summary: optional(text('Summary', undefined, 300)),
  points: strings('Points', 'Point', 300),
  mood: z
    .enum(['positive', 'caution', 'neutral'])
    .meta({title: 'Marks', description: 'positive: check marks; caution: alert signs'}),
}).meta({title: 'Side', summary: '{{fields.title}}'});

const families = priceFamilies.join('|');
const cell = matching(
  new RegExp(`^(?:\\{(?:installed )?price (?:${families})\\}|(?![\\s\\S]*<[a-zA-Z/!?])[\\s\\S]{1,120})$`),
  {
    title: 'Cell',
    description: 'words, or a price from the price story: {price wood} or {installed price composite}',
    keep: 'a price names the price story',
  },
);

/** What every section of a detail page has: an anchor, a heading, and optional prose around its list or grid. */
const base = {
  id: slug('Anchor'),
  eyebrow: optional(text('Eyebrow', 'The small line above the heading', 60)),
  title: text('Heading', undefined, 120),
  intro: optional(text('Intro', 'One sentence under the heading', 400)),
  body: optional(strings('Paragraphs', 'Paragraph', 1600, 'Under the heading, before the list or grid')),
  note: optional(text('Small print', 'Under the section', 600)),
  priceNote: optional(flag('Price note', 'The small print starts with what the prices are, with their year')),
  links: optional(
    z.array(link).meta({title: 'Links', summary: '{{fields.label}}', keep: 'the section’s words point readers there'}),
  ),
};

const section = <K extends string, T extends z.ZodRawShape>(kind: K, title: string, shape: T) =>
  z.strictObject({kind: z.literal(kind), ...base, ...shape}).meta({title, summary: '{{fields.title}}'});

export const detailSectionSchema = z.discriminatedUnion('kind', [
  section('text', 'Text', {items: optional(strings('Check-mark list', 'Item'))}),
  section('features', 'Cards', {
    items: optional(cards('Cards')),
    sellingPoints: optional(
      sellingPointKeys('Shared cards', 'Cards from the Selling points, instead of cards of its own'),
    ),
    columns: optional(z.union([z.literal(2), z.literal(3), z.literal(4)]).meta({title: 'Columns'})),
  }),
  section('steps', 'Steps', {steps: steps('Steps')}),
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
  section('callPrompt', 'Call panel', {callLabel: limited('Button', 'button', 'The call button’s words')}),
  section('callout', 'Estimate panel', {}),
]);

/** A detail page's own words: the page below its summary, in every service's and program's file. */
const detailPage = {
  meta: searchListing,
  hero: object('Top of the page', {
    eyebrow: optional(text('Eyebrow', 'The small line above the heading; empty: the list’s', 60)),
    title: optional(text('Heading', 'Empty: the title above', 120)),
    lead: text('Lead', 'The paragraph under the heading', 600),
  }),
  sections: z.array(detailSectionSchema).min(1).meta({title: 'Sections', summary: '{{fields.title}}'}),
  cta: optional(banner({})),
  related: optional(
    z.array(slug('Page')).meta({
      title: 'Related pages',
      description:
        'The pages of the same list linked at the foot, by their address; one no longer on the site is left out',
    }),
  ),
  sources: optional(
    z
      .array(
        object('Source', {label: text('Source', undefined, 200), url: https('Address', 'Where it is published')}).meta({
          title: 'Source',
          summary: '{{fields.label}}',
        }),
      )
      .meta({title: 'Sources', summary: '{{fields.label}}', keep: 'the page’s words cite them'}),
  ),
  lastUpdated: optional(
    z.iso.date({error: 'Checked on: a date written 2026-11-24'}).meta({
      title: 'Figures checked on',
      description: 'When the page’s figures were last checked',
      keep: 'the page’s yearly figures are checked against its year',
    }),
  ),
};

const order = whole('Place in lists', 'Its place in the menus and on the overview page: 1 comes first', 1, 99);

/** A service: its summary (the menus, the cards on /services and the home page, its button) and its page. */
export const serviceSchema = object('Service', {
  title: text('Name', 'As the menus, its card and its page name it: Deck Repair', 60),
  order,
  home: flag('On the home page', 'Its card among the home page’s services'),
  menuDescription: limited('Menu line', 'menuLine', 'The short line under its name in the Services menu'),
  description: text('Card text', 'One or two sentences on its card, on /services and the home page', 300),
  features: strings('Card points', 'Point', 80, 'The four check-marked points on its card on /services')
    .length(4)
    .meta({title: 'Card points', description: 'The four check-marked points on its card on /services'}),
  icon,
  image: picture('Card picture'),
  imageAlt: alt,
  ctaLabel: limited('Button', 'button', 'The words on the page’s estimate buttons'),
  ...detailPage,
});

export const loanCategories = ['purchase', 'refinance'] as const;

/** A financing program: its summary (the menu, its card on /loan-programs, its button) and its page. */
export const loanProgramSchema = object('Program', {
  title: text('Name', 'As the menu, its card and its page name it: FHA Loans', 60),
  order,
  category: z
    .enum(loanCategories)
    .meta({title: 'Kind', description: 'purchase: buying a home; refinance: refinance and home equity'}),
  description: text('Card text', 'One or two sentences on its card on /loan-programs', 300),
  icon,
  ctaLabel: limited('Button', 'button', 'The words on the button that asks about it'),
  ...detailPage,
});

export type DetailSectionCopy = z.infer<typeof detailSectionSchema>;
export type ServiceCopy = z.infer<typeof serviceSchema>;
export type LoanProgramCopy = z.infer<typeof loanProgramSchema>;
export type LoanCategory = (typeof loanCategories)[number];
/** The part of a service's or program's file that is its page. */
export type DetailCopy = Pick<ServiceCopy, keyof typeof detailPage>;

/** What a service or program's file is named for: its page's address. */
export interface Slugged {
  readonly slug: string;
}

/** A service's card (/services, the home page) and its menu line: its file's summary. */
export type ServiceSummary = Slugged &
  Pick<ServiceCopy, 'title' | 'home' | 'menuDescription' | 'description' | 'features' | 'icon' | 'image' | 'imageAlt'>;
/** A financing program's card on /loan-programs: its file's summary. */
export type LoanProgramSummary = Slugged & Pick<LoanProgramCopy, 'title' | 'category' | 'description' | 'icon'>;

/** Each list's summaries, in its order: what the pages that show the services' and programs' cards draw. */
export interface DetailSummaries {
  readonly services: readonly ServiceSummary[];
  readonly loanPrograms: readonly LoanProgramSummary[];
}

/** What every page knows of the lists (the menus, a city page's services, the breadcrumbs): the plugin's global data. */
export interface DetailLists {
  readonly services: readonly Pick<ServiceSummary, 'slug' | 'title' | 'menuDescription' | 'icon'>[];
  readonly loanPrograms: readonly Pick<LoanProgramSummary, 'slug' | 'title'>[];
}

/** The two folders of pages, one file a page: where they are, their section in the editor, and their schema. */
export const copyFolders = [
  {
    name: 'services',
    folder: 'src/data/copy/services',
    label: 'Service pages',
    path: '/services',
    schema: serviceSchema,
    media: {folder: 'static/img/services', publicPath: '/img/services'},
  },
  {
    name: 'loan-programs',
    folder: 'src/data/copy/loan-programs',
    label: 'Financing pages',
    path: '/loan-programs',
    schema: loanProgramSchema,
  },
] as const;
export type CopyFolderName = (typeof copyFolders)[number]['name'];
