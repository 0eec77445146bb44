/**
 * The schema of the site pages' words (src/data/copy/pages/<page>.json, edited in /admin → Site pages): every word a
 * visitor reads on the home page, About, the services and financing overviews, the calculator's, the planner's and
 * the gallery's pages, the contact details and the 404, and the selling points they share. The components keep the
 * layout and read the words from these files; what the words say of the business (its phone, its years, its
 * prices) is a token the page fills (./copySchema: factTokens), and a count of a list is `{count}`.
 *
 * Each field's `title` is the editor's label and its `description` the hint under it. The same schema types the
 * pages, drives the content check (file and line) and makes the editor's fields (plugins/editor/businessFields.ts).
 */
import * as z from 'zod';
import {object, type EditorMeta} from './schema';
import type {Feature} from './types';
import type {LoanProgramSummary, ServiceSummary} from './copySchema';
import {
  alt,
  banner,
  cards,
  icon,
  key,
  limited,
  link,
  picture,
  searchListing,
  sellingPointKeys,
  steps,
  strings,
  text,
  tokenHint,
} from './copySchema';

const eyebrow = (description = 'The small line above the heading') => text('Eyebrow', description, 60);
const heading = (description?: string) => text('Heading', description, 120);
const intro = (description = 'The sentence under the heading') => text('Intro', description, 400);
const paragraph = (title: string, description?: string) => text(title, description, 1600);
const linked = 'Write [words](/a-page) for a link';
const counted = '{count} is how many there are, in words';

/** A section's heading: the small line above it, the heading, and the sentence under it. */
const header = <T extends z.ZodRawShape>(shape: T) => ({
  eyebrow: eyebrow(),
  title: heading(),
  intro: intro(),
  ...shape,
});

const hero = <T extends z.ZodRawShape>(shape: T) =>
  object('Top of the page', {eyebrow: eyebrow(), title: heading(), lead: paragraph('Lead'), ...shape});

const withImage = {
  image: picture('Picture'),
  imageAlt: alt,
};

/** The words beside each of the four headline figures (their values are the business's: Business → Headline figures). */
const figureLabels = (description: string) => ({
  decksBuilt: text('Decks built', description, 60),
  yearsInBusiness: text('Years in business', description, 60),
  rating: text('Rating', description, 60),
  reviewCount: text('Reviews', description, 60),
});

const figureWords = (title: string) =>
  object(title, {label: text('What it is', undefined, 60), note: text('Note', 'A line of context under it', 200)});

const homeSchema = object('Home page', {
  meta: searchListing,
  hero: hero({
    promises: strings('Promises', 'Promise', 80, 'The check-marked lines under the lead'),
    callLabel: limited('Call button', 'button'),
    formTitle: text('Form heading', undefined, 80),
    formIntro: text('Form intro', undefined, 200),
    figures: object('Figures under the heading', {
      decksBuilt: text('Decks built', 'What the figure beside it is', 60),
      yearsInBusiness: text('Years in business', 'What the figure beside it is', 60),
      rating: text('Rating', 'What the figure beside it is', 60),
      ratingNote: text('After the rating', 'Shown after the rating: from {reviews} reviews', 80),
    }),
  }),
  stats: object('The four figures', {
    title: heading('Read by screen readers only'),
    decksBuilt: figureWords('Decks built'),
    yearsInBusiness: figureWords('Years in business'),
    rating: figureWords('Rating'),
    reviewCount: figureWords('Reviews'),
  }),
  whyUs: object('Why us', {
    eyebrow: eyebrow(),
    title: heading(),
    lead: paragraph('Lead'),
    text: paragraph('Paragraph'),
    conditions: cards('Cards'),
  }),
  services: object('Services', {...header({}), allLabel: text('Link to all services', undefined, 60)}),
  process: object('How it works', {
    ...header({title: heading(counted)}),
    steps: steps('Steps'),
    estimateLabel: limited('Estimate button', 'button'),
    plannerLabel: limited('Planner button', 'button'),
  }),
  reviews: object('Reviews', {
    ...header({intro: intro('Before the sentence that says what the reviews are (samples, or from Google)')}),
    label: text('The carousel’s name', 'Read by screen readers', 60),
  }),
  whyChoose: object('Why choose us', {
    ...header({}),
    points: sellingPointKeys('Cards', 'The Selling points shown, in order'),
    callLabel: limited('Call button', 'button'),
  }),
  cta: banner({button: limited('Button', 'button')}),
});

const beforeAfterSide = (title: string) =>
  object(title, {
    label: text('Label', undefined, 30),
    ...withImage,
    summary: text('Summary', undefined, 300),
    points: strings('Points', 'Point', 200),
  });

const aboutSchema = object('About', {
  meta: searchListing,
  hero: hero({button: limited('Button', 'button'), ...withImage}),
  story: object('Our story', {
    eyebrow: eyebrow(),
    title: heading(),
    lead: paragraph('Lead'),
    paragraphs: strings('Paragraphs', 'Paragraph', 1600),
    links: z.array(link).meta({title: 'Links', summary: '{{fields.label}}'}),
    areasTitle: text('Card heading', 'The card of the cities served', 80),
    areasIntro: text('Card intro', 'Before the list of cities', 200),
  }),
  values: object('Values', {...header({title: heading(counted)}), items: cards('Cards')}),
  stats: object('By the numbers', {eyebrow: eyebrow(), title: heading(), ...figureLabels('What the figure is')}),
  process: object('How we work', {...header({title: heading(counted)}), steps: steps('Steps')}),
  beforeAfter: object('Before and after', {
    ...header({}),
    before: beforeAfterSide('Before'),
    after: beforeAfterSide('After'),
  }),
  cta: banner({button: limited('Button', 'button')}),
});

const servicesSchema = object('Services overview', {
  meta: searchListing,
  hero: hero({}),
  list: object('The services', header({title: heading(`${counted}: the services`)})),
  whyChoose: object('Why choose us', {
    ...header({}),
    points: sellingPointKeys('Cards', 'The Selling points shown, in order'),
    more: paragraph('After the cards', linked),
  }),
  cta: banner({}),
  servicePages: object('On every service page', {
    eyebrow: eyebrow('Above a service page’s heading, unless the page has its own'),
    relatedTitle: heading('Over the other services, at the foot of each page'),
    allLabel: text('Link to all services', undefined, 60),
  }),
});

const loanProgramsSchema = object('Financing overview', {
  meta: searchListing,
  hero: hero({button: limited('Button', 'button'), ...withImage}),
  deck: object('Paying for a deck', {
    ...header({intro: intro('{deck count} is how many programs are below, in words')}),
    label: text('The cards’ name', 'Read by screen readers', 60),
    programs: z
      .array(
        object('Program', {
          program: key('Program', 'A financing page, by its address; one no longer on the site is left out'),
          name: text('Its name in a sentence', 'cash-out refinance', 60),
          text: text('Why it suits a deck', undefined, 400),
        }).meta({title: 'Program', summary: '{{fields.name}}'}),
      )
      .meta({title: 'Programs that pay for a deck', summary: '{{fields.name}}'}),
    guide: paragraph('After the cards', linked),
    stepsTitle: heading(),
    stepsIntro: intro(),
    steps: steps('Steps'),
  }),
  purchase: object('Purchase loans', header({intro: intro(`${counted} (purchase loans)`)})),
  refinance: object('Refinance and home equity', header({})),
  cta: object('Closing banner', {
    title: heading(),
    text: text('Text', undefined, 400),
    estimateLabel: limited('Estimate button', 'button'),
    financingLabel: limited('Financing button', 'button'),
  }),
  programPages: object('On every financing page', {
    relatedTitle: heading('Over the related programs, at the foot of each page'),
    allLabel: text('Link to all programs', undefined, 60),
    cta: banner({}),
  }),
});

const calculatorSchema = object('Deck cost calculator', {
  meta: searchListing,
  hero: hero({}),
  calculatorLabel: text('The calculator’s name', 'Read by screen readers', 60),
  factors: object('What moves the price', {
    ...header({intro: intro('After the sentences on what the calculator’s prices cover, which come from Prices')}),
    items: cards('Cards'),
    more: paragraph('After the cards', linked),
  }),
  cta: banner({}),
});

const plannerSchema = object('Deck planner', {
  meta: searchListing,
  hero: hero({}),
  plannerLabel: text('The planner’s name', 'Read by screen readers', 60),
  noScript: paragraph('Without JavaScript', 'Shown where the planner cannot run'),
  assumptions: object('What the planner assumes', {
    eyebrow: eyebrow(),
    title: heading(),
    paragraphs: strings('Paragraphs', 'Paragraph', 2000).meta({
      title: 'Paragraphs',
      description: `${linked}. {live load}, {dead load}, {code edition}, {guard height}, {joist spacing} and {soil bearing} are the planner’s own figures`,
    }),
  }),
  estimate: object('Free estimate', {
    label: text('The section’s name', 'Read by screen readers', 60),
    eyebrow: eyebrow(),
    title: heading(),
    text: paragraph('Text'),
    callLabel: limited('Call button', 'button'),
  }),
});

const gallerySchema = object('Gallery', {
  meta: searchListing,
  hero: hero({}),
  illustrated: object('While projects are illustrations', {
    title: heading('The heading while any project is an illustration'),
    lead: paragraph('Lead', 'Saying the pictures are illustrations until photos replace them'),
    eyebrow: eyebrow('Above the projects instead'),
  }),
  projects: object('Projects', header({})),
  estimate: object('Free estimate', {
    eyebrow: eyebrow(),
    title: heading(),
    lead: paragraph('Lead'),
    points: strings('Points', 'Point', 120),
    call: text('Call line', 'With {phone} and {hours}', 200),
  }),
});

const contactSchema = object('Contact details', {
  phone: text('Phone', 'The label of the phone number', 40),
  email: text('Email', undefined, 40),
  hours: text('Hours', undefined, 40),
  area: text('Service area', undefined, 40),
  areaText: text('The area in words', 'With {cities} and {region}', 200),
});

const notFoundSchema = object('Page not found', {
  title: heading('Under the 404'),
  text: paragraph('Text'),
  homeLabel: text('Link home', undefined, 60),
  linksLabel: text('The links’ name', 'Read by screen readers', 60),
  links: z.array(link).meta({title: 'Popular pages', summary: '{{fields.label}}'}),
});

export const sellingPointSchema = object('Selling point', {
  id: key('Key', 'A short name in camelCase, which pages pick it by: licensed'),
  icon,
  title: text('Title', undefined, 80),
  text: text('Text', undefined, 400),
}).meta({title: 'Selling point', summary: '{{fields.title}}'} satisfies EditorMeta);

const sellingPointsSchema = object('Selling points', {
  points: z.array(sellingPointSchema).min(1).meta({
    title: 'Selling points',
    description: 'What sets the business apart, each worded once: the home page, /services and service pages pick them',
    summary: '{{fields.title}}',
  }),
});

/** Each site page's words: its file, its editor entry, its schema, and the tokens its texts may hold. */
export const sitePages = [
  {name: 'home', label: 'Home page', path: '/', schema: homeSchema, tokens: ['count']},
  {name: 'about', label: 'About', path: '/about', schema: aboutSchema, tokens: ['count']},
  {name: 'services', label: 'Services overview', path: '/services', schema: servicesSchema, tokens: ['count']},
  {
    name: 'loan-programs',
    label: 'Financing overview',
    path: '/loan-programs',
    schema: loanProgramsSchema,
    tokens: ['count', 'deck count', 'deck programs', 'program count'],
  },
  {
    name: 'calculator',
    label: 'Deck cost calculator',
    path: '/resources/calculator',
    schema: calculatorSchema,
    tokens: [],
  },
  {
    name: 'deck-planner',
    label: 'Deck planner',
    path: '/resources/deck-planner',
    schema: plannerSchema,
    tokens: ['live load', 'dead load', 'code edition', 'guard height', 'joist spacing', 'soil bearing'],
  },
  {name: 'gallery', label: 'Gallery', path: '/gallery', schema: gallerySchema, tokens: ['places']},
  {name: 'contact', label: 'Contact details (help page)', path: '/help', schema: contactSchema, tokens: []},
  {name: 'not-found', label: 'Page not found (404)', path: null, schema: notFoundSchema, tokens: []},
  {name: 'selling-points', label: 'Selling points', path: null, schema: sellingPointsSchema, tokens: []},
] as const;

export const pagesFolder = 'src/data/copy/pages';
export const pageFile = (name: string): string => `${pagesFolder}/${name}.json`;

/** The hint every Site pages entry carries. */
export const pagesHint = `The words of each page. ${tokenHint}`;

export type HomeCopy = z.infer<typeof homeSchema>;
export type AboutCopy = z.infer<typeof aboutSchema>;
export type ServicesCopy = z.infer<typeof servicesSchema>;
export type LoanProgramsCopy = z.infer<typeof loanProgramsSchema>;
export type CalculatorCopy = z.infer<typeof calculatorSchema>;
export type PlannerCopy = z.infer<typeof plannerSchema>;
export type GalleryCopy = z.infer<typeof gallerySchema>;
export type ContactCopy = z.infer<typeof contactSchema>;
export type NotFoundCopy = z.infer<typeof notFoundSchema>;
export type SellingPoint = z.infer<typeof sellingPointSchema>;
export type SellingPointsCopy = z.infer<typeof sellingPointsSchema>;

/**
 * What a page's component gets (build-time/pageCopy.ts): its words, facts filled and lists counted, with the shared
 * cards it picks and the services or programs it shows.
 */
export type HomeData = HomeCopy & {
  readonly whyChoose: HomeCopy['whyChoose'] & {readonly cards: Feature[]};
  readonly serviceCards: readonly ServiceSummary[];
};
export type ServicesData = ServicesCopy & {
  readonly whyChoose: ServicesCopy['whyChoose'] & {readonly cards: Feature[]};
  readonly serviceCards: readonly ServiceSummary[];
};
type DeckProgram = LoanProgramsCopy['deck']['programs'][number] & {readonly card: LoanProgramSummary};
export type LoanProgramsData = Omit<LoanProgramsCopy, 'deck'> & {
  readonly deck: Omit<LoanProgramsCopy['deck'], 'programs'> & {readonly programs: readonly DeckProgram[]};
  readonly programCards: readonly LoanProgramSummary[];
};
