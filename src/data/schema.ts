/**
 * The one schema of the facts the owner keeps current in the editor (/admin → Business): the JSON files in
 * src/data/owner/. Three things come from it and nothing else:
 * - the TypeScript types the data modules give the site (`z.infer`, imported as types only: zod never reaches a
 *   visitor's browser);
 * - the content check's validation (plugins/content-check/rules/ownerData.ts), which names the file and line;
 * - the editor's fields (plugins/editor/businessFields.ts, through zod's JSON Schema), so the editor can neither
 *   ask for less than the build accepts nor refuse what it accepts.
 *
 * Each field's `title` is the editor's label and its `description` the hint under it (and the message when a
 * pattern is not met). Text is plain: every field is rendered as text, and a tag is refused outright, so no
 * markup typed or pasted here can run.
 */
import * as z from 'zod';
import {daysOfWeek, galleryCategories, priceFamilies} from './types';

/** Editor-only settings a field may carry beside its title and hint. */
export interface EditorMeta {
  readonly [key: string]: unknown;
  readonly title: string;
  readonly description?: string;
  /** A multi-line box (`text`) or a photo upload (`image`) instead of a one-line box. */
  readonly widget?: 'text' | 'image';
  /** A list's one-line summary in the editor, in Decap's {{fields.x}} form. */
  readonly summary?: string;
  /** A list whose new items go first (reviews: newest first). */
  readonly addToTop?: boolean;
  /**
   * What points at this value (a page names it, another file picks it): a value others depend on, which the varied copy
   * keeps as it is (tests/helpers/schemaDraw.ts) while it draws every other field.
   */
  readonly keep?: string;
  /** What a text must be, as the editor says when it is not ("an email address"). */
  readonly rule?: string;
  /**
   * A key picked from a list in another file, by its name, as the editor reads that file when it opens: a file of
   * the editor's `collection` (Business's by default).
   */
  readonly pick?: {
    readonly collection?: string;
    readonly file: string;
    readonly list: string;
    readonly key: string;
    readonly name: string;
  };
}

const noTag = /^(?![\s\S]*<[a-zA-Z/!?])/;

/** Plain text, at most `max` characters, with no tag in it; some text unless it may be `empty` (not set yet). */
export const plain = (meta: EditorMeta, max = 200, {empty = false, min = 1} = {}) =>
  z
    .string()
    .min(empty ? 0 : min, {
      error: min > 1 ? `${meta.title}: at least ${min} characters` : `${meta.title}: write something`,
    })
    .max(max, {error: `${meta.title}: at most ${max} characters`})
    .regex(noTag, {error: `${meta.title}: plain text only (no <tags>)`})
    .meta({...meta, rule: `plain text of at most ${max} characters, with no <tags>`});

export const matching = (pattern: RegExp, meta: EditorMeta & {description: string}) =>
  z
    .string()
    .regex(pattern, {error: `${meta.title}: ${meta.description}`})
    .meta({...meta, rule: meta.description});

export const slug = (title: string) =>
  matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    title,
    description: 'lowercase letters and digits, words joined by hyphens',
    keep: 'an address or a key: pages and files point at it',
  });
const officeId = (title: string, description: string) =>
  matching(/^[a-z][A-Za-z0-9]*$/, {
    title,
    description: `${description} (from Building offices)`,
    pick: {file: 'offices', list: 'offices', key: 'id', name: 'name'},
  });
export const https = (title: string, description: string) =>
  matching(/^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:[/?#][^\s<>"]*)?$/, {
    title,
    description: `${description}: an address starting https://`,
  });
/** An office's own page, which may still be plain http (Blount County's is), or empty: none found. */
const httpsOrNone = (title: string, description: string) =>
  matching(/^(?:https?:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:[/?#][^\s<>"]*)?)?$/, {
    title,
    description: `${description}: an address starting https:// (or http://), or empty`,
  });
const time = (title: string) =>
  matching(/^(?:[01]\d|2[0-3]):[0-5]\d$/, {title, description: '24-hour clock, e.g. 08:00 or 14:00'});
export const whole = (title: string, description: string, min: number, max: number) =>
  z
    .number({error: `${title}: a number, from ${min} to ${max}`})
    .int({error: `${title}: a whole number`})
    .min(min, {error: `${title}: from ${min} to ${max}`})
    .max(max, {error: `${title}: from ${min} to ${max}`})
    .meta({title, description});
export const flag = (title: string, description: string) => z.boolean().meta({title, description});
export const object = <T extends z.ZodRawShape>(title: string, shape: T, description?: string) =>
  z.strictObject(shape).meta({title, description});

// ── The business: contact, hours, address, license, switches, cities ───────────────────────────────────────────

export const openingHoursSchema = z
  .strictObject({
    days: z.array(z.enum(daysOfWeek)).min(1).meta({title: 'Days', description: 'The days with these same times'}),
    opens: time('Opens'),
    closes: time('Closes'),
  })
  .refine((h) => h.opens < h.closes, {
    error: 'Closes: after it opens, on the 24-hour clock (14:00 is 2 PM)',
    path: ['closes'],
  })
  .meta({title: 'Days and times'});

export const citySchema = object('City', {
  name: plain({title: 'City', description: 'As people write it: Oak Ridge', keep: 'its page names it'}, 40),
  slug: slug('Page address'),
  zipRange: matching(/^\d{5}(?:-\d{5})?$/, {
    title: 'ZIP codes',
    description: 'one ZIP code (37934) or a range (37901-37950)',
  }),
  blurb: plain({title: 'Card text', description: 'One or two sentences for the city card', widget: 'text'}, 200),
  county: plain({title: 'County', description: 'Its county, without the word County: Knox'}, 40),
  inside: officeId(
    'Building office',
    'Who issues deck permits inside its limits; for a community with no town government (Powell, Halls), the county’s office',
  ),
  outside: officeId(
    'County office',
    'Who issues them outside its limits; leave empty for a community with no town government',
  ).optional(),
}).meta({title: 'City', summary: '{{fields.name}} ({{fields.zipRange}})'});

export const ownerBusinessSchema = object('Business', {
  name: plain({title: 'Business name'}, 80),
  tagline: plain({title: 'Tagline'}, 120),
  description: plain(
    {title: 'Description', description: 'One or two sentences: what the business does, and where', widget: 'text'},
    300,
  ),
  phone: matching(/^\(\d{3}\) \d{3}-\d{4}$/, {title: 'Phone', description: 'written (865) 555-0142'}),
  email: matching(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, {
    title: 'Email',
    description: 'an email address',
  }),
  hours: z.array(openingHoursSchema).min(1).meta({
    title: 'Hours',
    description: 'One row per set of days with the same times',
    summary: '{{fields.days}}: {{fields.opens}} to {{fields.closes}}',
  }),
  address: object('Address', {
    street: plain({title: 'Street', description: 'Empty until the office’s street address is set'}, 100, {empty: true}),
    locality: plain({title: 'City'}, 40),
    region: matching(/^[A-Z]{2}$/, {title: 'State', description: 'two capital letters: TN'}),
    regionName: plain({title: 'State name'}, 40),
    postalCode: matching(/^(?:\d{5})?$/, {title: 'ZIP code', description: 'five digits, or empty until set'}),
    country: matching(/^[A-Z]{2}$/, {title: 'Country', description: 'two capital letters: US'}),
  }),
  geo: object(
    'Map location',
    {
      latitude: z.number().min(-90).max(90).meta({title: 'Latitude'}),
      longitude: z.number().min(-180).max(180).meta({title: 'Longitude'}),
    },
    'The office on a map, for local search',
  ),
  serviceRegion: plain({title: 'Region served'}, 60),
  stats: object('Headline figures', {
    decksBuilt: plain({title: 'Decks built', description: 'As shown: 1000+'}, 12),
    yearsInBusiness: plain({title: 'Years in business', description: 'As shown: 15+'}, 12),
    rating: matching(/^(?:[1-4](?:\.\d)?|5(?:\.0)?)$/, {
      title: 'Google rating',
      description: 'out of 5, one decimal: 4.9',
    }),
    reviewCount: plain({title: 'Reviews', description: 'As shown: 233+'}, 12),
  }),
  statsChecked: object(
    'Figures checked',
    {
      decksBuilt: flag('Decks built checked', 'Against the jobs on file'),
      yearsInBusiness: flag('Years checked', 'Against the business’s records'),
      rating: flag('Rating checked', 'Against the Google Business Profile'),
      reviewCount: flag('Reviews checked', 'Against the Google Business Profile'),
    },
    'Until a figure is checked, npm run check:launch lists it',
  ),
  leadForm: object('Estimate form (LeadConnector)', {
    id: plain({title: 'Form id', description: 'Empty: the site shows the phone number instead of the form'}, 60, {
      empty: true,
    }),
    name: plain({title: 'Form name'}, 60),
    height: whole('Form height', 'In pixels, as LeadConnector’s embed code says', 300, 3000),
    planField: plain(
      {
        title: 'Plan field',
        description: 'The query key of the form’s field for a deck plan; empty: the planner offers a copy button',
      },
      60,
      {empty: true},
    ),
  }),
  financingForm: object('Financing form', {
    id: plain({title: 'Form id', description: 'Empty: the estimate form takes financing questions'}, 60, {empty: true}),
  }),
  license: object('Contractor license', {
    number: matching(/^[A-Za-z0-9-]{0,20}$/, {
      title: 'License number',
      description: 'as printed on the license, or empty until issued',
    }),
  }),
  chatWidget: object('Chat', {
    id: plain({title: 'Chat widget id', description: 'Empty: no chat on the site'}, 60, {empty: true}),
    liveChat: flag('Live chat', 'Only if the widget is set to live chat in LeadConnector'),
  }),
  analytics: object('Analytics', {
    ga4Id: matching(/^(?:G-[A-Z0-9]{4,12})?$/, {
      title: 'Google Analytics id',
      description: 'G- and letters or digits, or empty for none',
    }),
  }),
  social: z
    .array(
      object('Profile', {
        name: plain({title: 'Network'}, 30),
        href: https('Profile address', 'The page of the business'),
      }),
    )
    .meta({title: 'Social profiles', summary: '{{fields.name}}'}),
  cities: z.array(citySchema).min(1).meta({
    title: 'Cities served',
    description: 'Publish a city here, then write its page in City pages: until then the site names it without a link',
    summary: '{{fields.name}}',
  }),
});

// ── Building offices ────────────────────────────────────────────────────────────────────────────────────────────

const checked = {
  source: plain({title: 'Source', description: 'The document, as its publisher names it'}, 200),
  url: https('Source address', 'Where it is published'),
  checked: plain(
    {title: 'Where read', description: 'The page itself or the copy quoting it, with the month', widget: 'text'},
    400,
  ),
};

export const buildingOfficeSchema = object('Office', {
  id: officeId('Key', 'A short name in camelCase: knoxCounty'),
  name: plain({title: 'Office', description: 'As a sentence names it mid-way: the City of Alcoa’s codes office'}, 120),
  permitsUrl: httpsOrNone('Permit page', 'How to apply for a deck permit there').optional(),
  irc: object(
    'Code edition',
    {edition: whole('IRC edition', 'The year: 2018', 2000, 2100), ...checked},
    'Only where its own page or code says so',
  ).optional(),
  frostDepthIn: object(
    'Frost depth',
    {value: whole('Inches', 'As its code sets it', 0, 60), ...checked},
    'Only where its own code says so',
  ).optional(),
  note: plain(
    {title: 'Note', description: 'What is known but not confirmed, for whoever checks next', widget: 'text'},
    400,
  ).optional(),
}).meta({title: 'Office', summary: '{{fields.name}}'});

export const officesSchema = object('Building offices', {
  offices: z.array(buildingOfficeSchema).min(1).meta({title: 'Offices', summary: '{{fields.name}}'}),
  nearby: z
    .array(
      object('Place', {
        slug: slug('Key'),
        name: plain({title: 'Town'}, 40),
        county: plain({title: 'County', description: 'Without the word County'}, 40),
        inside: officeId('Building office', 'Inside its limits'),
        outside: officeId('County office', 'Outside them'),
      }).meta({title: 'Place', summary: '{{fields.name}}'}),
    )
    .meta({
      title: 'Nearby towns',
      description: 'Towns the planner offers beside the cities served, with offices of their own',
    }),
  elsewhere: officeId('Elsewhere', 'The office for a place none of these covers'),
});

// ── Prices ───────────────────────────────────────────────────────────────────────────────────────────────────────

const family = z.enum(priceFamilies).meta({title: 'Family', description: 'The guides’ price range it belongs to'});
const material = (title: string) =>
  object(title, {
    label: plain({title: 'Name'}, 30),
    pricePerSqFt: whole('Price per sq ft ($)', 'Whole dollars per square foot of deck, for materials', 1, 1000),
    family,
  });
const range = (title: string) =>
  object(title, {
    low: whole('From ($ per sq ft)', 'The range’s low end', 1, 1000),
    high: whole('To ($ per sq ft)', 'Empty: shown as “from” the low end', 1, 1000).optional(),
  });

export const pricesSchema = object('Prices', {
  year: whole('Prices checked in', 'The year the prices were last checked against real jobs', 2020, 2100),
  materials: object('Materials', {
    'pressure-treated': material('Pressure-treated'),
    cedar: material('Cedar'),
    composite: material('Composite'),
    pvc: material('PVC'),
  }),
  formula: object('Formula', {
    railingsPercent: whole('Railings (%)', 'Railings add this percentage of the materials', 0, 200),
    stairsFlat: whole('Stairs ($)', 'Stairs add this many dollars', 0, 100000),
    installedPercent: whole(
      'Installed (%)',
      'Materials times this percentage is the installed price (150 = × 1.5)',
      100,
      500,
    ),
  }),
  ranges: object('Guides’ ranges', {wood: range('Wood'), composite: range('Composite'), pvc: range('PVC')}),
});

// ── Reviews, gallery, search ─────────────────────────────────────────────────────────────────────────────────────

export const reviewSchema = object('Review', {
  name: plain({title: 'Name', description: 'As the reviewer signs'}, 60),
  location: plain({title: 'Where', description: 'Town or neighborhood'}, 60).optional(),
  project: plain({title: 'Project', description: 'Composite deck and stairs'}, 60).optional(),
  rating: whole('Stars', '1 to 5, as the customer gave them', 1, 5),
  source: z.enum(['google', 'direct', 'sample']).meta({
    title: 'Source',
    description: 'google: copied from the Google profile; direct: given to us; sample: a stand-in',
  }),
  date: z.iso
    .date({error: 'Date: a date written 2026-11-24'})
    .meta({title: 'Date', description: 'When it was written'})
    .optional(),
  text: plain({title: 'Review', description: 'Word for word; a blank line between paragraphs', widget: 'text'}, 3000),
}).meta({title: 'Review', summary: '{{fields.name}} ({{fields.rating}} stars)'});

export const reviewsSchema = object('Reviews', {
  reviews: z.array(reviewSchema).meta({
    title: 'Reviews',
    description: 'Newest first, as the home page shows them',
    summary: '{{fields.name}} ({{fields.rating}} stars)',
    addToTop: true,
  }),
});

export const galleryItemSchema = object('Project', {
  slug: slug('Key'),
  title: plain({title: 'Title'}, 80),
  category: z.enum(galleryCategories).meta({title: 'Category'}),
  image: matching(/^\/img\/gallery\/[^/\s]+\.(?:jpe?g|png|webp|svg)$/, {
    title: 'Photo',
    description: 'A photo in static/img/gallery (JPEG, PNG or WebP)',
    widget: 'image',
    keep: 'a file in static/',
  }),
  alt: plain(
    {title: 'What the photo shows', description: 'For people who cannot see it', keep: 'it describes its photo'},
    200,
  ),
  description: plain({title: 'About the project', description: 'One or two sentences', widget: 'text'}, 400),
  location: plain({title: 'Where'}, 60),
}).meta({title: 'Project', summary: '{{fields.title}}'});

export const gallerySchema = object('Gallery', {
  projects: z.array(galleryItemSchema).min(1).meta({title: 'Projects', summary: '{{fields.title}}'}),
});

const phrase = matching(/^[a-z0-9][a-z0-9 '-]{0,39}$/, {
  title: 'Phrase',
  description: 'lowercase words as homeowners type them, at most 40 characters',
});

export const searchSynonymsSchema = object('Search words', {
  groups: z
    .array(
      object('Group', {
        phrases: z.array(phrase).min(2).meta({title: 'Phrases', description: 'Each finds the others'}),
      }).meta({title: 'Group', summary: '{{fields.phrases}}'}),
    )
    .meta({title: 'Words that mean the same', summary: '{{fields.phrases}}'}),
  oneWay: z
    .array(
      object('One way', {
        phrase,
        finds: z
          .array(phrase)
          .min(1)
          .meta({title: 'Also finds', description: 'Not the reverse: a brand finds composite'}),
      }).meta({title: 'One way', summary: '{{fields.phrase}}'}),
    )
    .meta({
      title: 'One-way words',
      description: 'The phrase also finds these, not the reverse',
      summary: '{{fields.phrase}}',
    }),
});

export type OwnerBusiness = z.infer<typeof ownerBusinessSchema>;
export type ServiceCityData = z.infer<typeof citySchema>;
export type OfficesData = z.infer<typeof officesSchema>;
export type PricesData = z.infer<typeof pricesSchema>;
export type ReviewData = z.infer<typeof reviewSchema>;
export type GalleryItemData = z.infer<typeof galleryItemSchema>;
export type SearchSynonymsData = z.infer<typeof searchSynonymsSchema>;

/** Each owner's file, what it holds, and its schema: the editor's Business section lists them in this order. */
export const ownerFiles = [
  {
    name: 'business',
    file: 'src/data/owner/business.json',
    label: 'Contact, hours, license and cities',
    schema: ownerBusinessSchema,
  },
  {name: 'offices', file: 'src/data/owner/offices.json', label: 'Building offices', schema: officesSchema},
  {name: 'prices', file: 'src/data/owner/prices.json', label: 'Prices and rates', schema: pricesSchema},
  {name: 'reviews', file: 'src/data/owner/reviews.json', label: 'Reviews', schema: reviewsSchema},
  {
    name: 'gallery',
    file: 'src/data/owner/gallery.json',
    label: 'Gallery projects',
    schema: gallerySchema,
    media: {folder: 'static/img/gallery', publicPath: '/img/gallery'},
  },
  {name: 'search', file: 'src/data/owner/searchSynonyms.json', label: 'Search words', schema: searchSynonymsSchema},
] as const;
