/**
 * The shapes content records share. Data modules declare their records with
 * these; components import them from here (data never imports components).
 */

/** The site's one icon set (drawn by components/Icon). */
export const iconNames = [
  'phone',
  'mail',
  'clock',
  'pin',
  'check',
  'checkCircle',
  'arrowRight',
  'chevronDown',
  'menu',
  'close',
  'star',
  'shield',
  'leaf',
  'hammer',
  'ruler',
  'pencil',
  'wrench',
  'layers',
  'sun',
  'droplet',
  'calendar',
  'dollar',
  'home',
  'users',
  'award',
  'search',
  'calculator',
  'book',
  'help',
  'bank',
  'key',
  'percent',
  'refresh',
  'flag',
  'tree',
  'mountain',
  'sparkle',
  'chat',
  'play',
  'pause',
  'chevronLeft',
  'chevronRight',
  'alert',
  'lightbulb',
  'grid',
  'image',
  'stairs',
  'fence',
] as const;
export type IconName = (typeof iconNames)[number];

/** The families of deck boards the guides quote a price range for (src/data/pricing.ts). */
export const priceFamilies = ['wood', 'composite', 'pvc'] as const;
export type PriceFamily = (typeof priceFamilies)[number];

/** The gallery's filters, in order. */
export const galleryCategories = ['Composite', 'Wood', 'Multi-level', 'Repair/Remodel'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** A day of the week as schema.org names it (openingHoursSpecification). */
export const daysOfWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];

/** Days with the same opening times: "08:00" to "18:00", 24-hour clock. */
export interface OpeningHours {
  readonly days: readonly DayOfWeek[];
  readonly opens: string;
  readonly closes: string;
}

/** A city the business serves: its page is docs/service-areas/<slug>.mdx. */
export interface ServiceCity {
  readonly name: string;
  /** The page's address: the name in lowercase, spaces as hyphens ("Oak Ridge" -> "oak-ridge"). */
  readonly slug: string;
  /** "37901-37950", or one ZIP code. */
  readonly zipRange: string;
  /** One or two sentences for the city card. */
  readonly blurb: string;
}

/** A profile elsewhere (Facebook, Instagram ...): the network's name as shown, and the profile's address. */
export interface SocialProfile {
  readonly name: string;
  readonly href: string;
}

/** The headline claims, as shown ("1000+", "4.9"). */
export interface HeadlineStats {
  readonly decksBuilt: string;
  readonly yearsInBusiness: string;
  /** The Google rating, out of 5. */
  readonly rating: string;
  readonly reviewCount: string;
}

/** Every fact about the business (src/data/business.ts). */
export interface BusinessFacts {
  readonly name: string;
  readonly tagline: string;
  readonly description: string;
  readonly phone: {readonly display: string; readonly href: string; readonly e164: string};
  readonly logo: {readonly svg: string; readonly png: string; readonly appleTouchIcon: string};
  readonly url: string;
  readonly email: string;
  readonly hours: readonly OpeningHours[];
  readonly address: {
    readonly street: string;
    readonly locality: string;
    /** The state's postal abbreviation ("TN"). */
    readonly region: string;
    readonly regionName: string;
    readonly postalCode: string;
    readonly country: string;
  };
  readonly geo: {readonly latitude: number; readonly longitude: number};
  readonly serviceRegion: string;
  readonly stats: HeadlineStats;
  readonly statsChecked: {readonly [K in keyof HeadlineStats]: boolean};
  readonly leadForm: {
    readonly id: string;
    readonly name: string;
    readonly height: number;
    readonly origin: string;
    readonly embedScriptSrc: string;
    /** The form field's query key that receives a plan sent from the deck planner; '' until the owner adds one. */
    readonly planField: string;
  };
  readonly financingForm: {readonly id: string};
  /** The state contractor license: its number ('' until the owner sets it), the board that issues it, and its public lookup. */
  readonly license: {readonly number: string; readonly board: string; readonly lookup: string};
  readonly chatWidget: {
    readonly id: string;
    readonly loaderSrc: string;
    readonly apiOrigin: string;
    readonly liveChat: boolean;
  };
  readonly analytics: {readonly ga4Id: string};
  readonly social: readonly SocialProfile[];
  readonly cities: readonly ServiceCity[];
}

/** Which dialog an action opens: the free estimate, or a question about financing. */
export type DialogVariant = 'estimate' | 'financing';

/** <title>, meta description and keywords. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

/** A link: `to` is a page of the site (a route that exists: tests check) or an https address. */
export interface SiteLink {
  readonly label: string;
  readonly to: string;
}

/** A post to read next, as the end of another post shows it (chosen by plugins/related-posts). */
export interface RelatedPost {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
}

/** A published source a page leans on: its name and address. */
export interface Source {
  readonly label: string;
  readonly url: string;
}

/** A card of icon, title and text (FeatureGrid). */
export interface Feature {
  readonly title: string;
  readonly text: string;
  readonly icon?: IconName;
}

/** A numbered step (ProcessSteps). */
export interface Step {
  readonly title: string;
  readonly text: string;
}

/** What a figure counts, so the site's figures can be checked against each other. */
export const statMeasures = ['decks', 'projects', 'years', 'value', 'share'] as const;
export type StatMeasure = (typeof statMeasures)[number];

/** A figure and what it counts (StatRow). */
export interface Stat {
  readonly value: string;
  readonly label: string;
  /** A line of context under the figure. */
  readonly note?: string;
  /** What the figure counts (a city's decks are part of the business's decks; its years, of the business's years). */
  readonly counts?: StatMeasure;
  /** A claim nobody can check yet (a satisfaction rate, a value added): a stand-in until the owner confirms it. */
  readonly sample?: boolean;
}

/** What every section of a detail page has: an anchor id, a heading and optional prose. */
interface SectionBase {
  /** Anchor id, unique on the page. */
  readonly id: string;
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro?: string;
  /** Paragraphs under the heading, before the section's list or grid. */
  readonly body?: readonly string[];
  /** Small print under the section. */
  readonly note?: string;
  /** The small print starts with what the section's prices are (the price story, with its year). */
  readonly priceNote?: boolean;
  readonly links?: readonly SiteLink[];
}

/** Paragraphs, and a check-mark list after them if any. */
export interface TextSection extends SectionBase {
  readonly kind: 'text';
  readonly items?: readonly string[];
}

export interface FeaturesSection extends SectionBase {
  readonly kind: 'features';
  readonly items: readonly Feature[];
  readonly columns?: 2 | 3 | 4;
}

export interface StepsSection extends SectionBase {
  readonly kind: 'steps';
  readonly steps: readonly Step[];
}

export interface ChecklistSection extends SectionBase {
  readonly kind: 'checklist';
  readonly items: readonly string[];
  readonly columns?: 1 | 2 | 3;
}

/** One side of a two-card comparison (before/after, repair/replace). */
export interface ComparisonSide {
  readonly title: string;
  readonly summary?: string;
  readonly points: readonly string[];
  /** 'positive' marks points with a check, 'caution' with an alert sign (shape, not only color). */
  readonly mood: 'positive' | 'caution' | 'neutral';
}

export interface ComparisonSection extends SectionBase {
  readonly kind: 'comparison';
  readonly sides: readonly [ComparisonSide, ComparisonSide];
}

/** A table cell: words, or a price from the one price story (src/data/pricing.ts), drawn as the pages draw it. */
export type TableCell = string | {readonly price: PriceFamily; readonly installed?: boolean};

/** A small data table, e.g. wood versus composite costs. */
export interface TableSection extends SectionBase {
  readonly kind: 'table';
  readonly caption: string;
  /** The first entry labels the row headers' column. */
  readonly columns: readonly string[];
  readonly rows: readonly {readonly label: string; readonly cells: readonly TableCell[]}[];
}

export interface Brand {
  readonly name: string;
  readonly summary: string;
  readonly features: readonly string[];
  /** The warranty as the manufacturer words it, always "limited"/"up to", with a check-terms note. */
  readonly warranty: string;
}

export interface BrandsSection extends SectionBase {
  readonly kind: 'brands';
  readonly brands: readonly Brand[];
}

export interface StatsSection extends SectionBase {
  readonly kind: 'stats';
  readonly items: readonly Stat[];
}

/** A highlighted panel with a call button (urgent repairs). */
export interface CallPromptSection extends SectionBase {
  readonly kind: 'callPrompt';
  /** Visible label of the call button. */
  readonly callLabel: string;
}

/** A highlighted panel that leads to an estimate: how an option pays for a deck, with the estimate button and the calculator. */
export interface CalloutSection extends SectionBase {
  readonly kind: 'callout';
}

export type DetailSection =
  | TextSection
  | FeaturesSection
  | StepsSection
  | ChecklistSection
  | ComparisonSection
  | TableSection
  | BrandsSection
  | StatsSection
  | CallPromptSection
  | CalloutSection;

export type DetailSectionKind = DetailSection['kind'];

/**
 * The body of a detail page as a record writes it (a service, a loan
 * program). Its summary (title, card text, button label, image) lives in its
 * list module; src/data/detailPages.ts puts the two together.
 */
export interface DetailRecord {
  readonly meta: PageMeta;
  readonly hero: {
    readonly eyebrow?: string;
    /** Defaults to the summary's title. */
    readonly title?: string;
    readonly lead: string;
  };
  readonly sections: readonly DetailSection[];
  /** The closing banner; a list may give all its pages one (the financing pages do). */
  readonly cta?: {readonly title: string; readonly text: string};
  /** Slugs of pages in the same list to link at the foot; by default the list chooses. */
  readonly related?: readonly string[];
  /** The published sources the page's figures come from. */
  readonly sources?: readonly Source[];
  /** When the page's figures were last checked (YYYY-MM-DD); pages with yearly figures must say. */
  readonly lastUpdated?: string;
}

/** Everything one detail page shows, as its route's props (plain data). */
export interface DetailPage {
  readonly path: string;
  readonly meta: PageMeta;
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly lead: string;
    readonly image?: {readonly src: string; readonly alt: string};
  };
  /** The button every call to action on the page carries. */
  readonly action: {readonly label: string; readonly dialog: DialogVariant};
  /** Financing pages carry the "information only, not a loan offer" note. */
  readonly notice?: 'financing';
  readonly sections: readonly DetailSection[];
  /** Pages of the same list, at the foot, and the list itself. */
  readonly related: {
    readonly title: string;
    readonly links: readonly (SiteLink & {readonly text: string; readonly icon: IconName})[];
    readonly all: SiteLink;
  };
  readonly cta: {readonly title: string; readonly text: string};
  readonly sources?: readonly Source[];
  readonly lastUpdated?: string;
  /** A service page describes a service (its JSON-LD). */
  readonly service?: {readonly slug: string; readonly title: string; readonly description: string};
}

/** Search synonyms (searchSynonyms.ts): phrases homeowners type that the pages say another way. */
export interface Synonyms {
  /** Every phrase of a group finds the others. */
  readonly groups: readonly (readonly string[])[];
  /** The phrase on the left also finds those on the right, not the reverse (a brand finds "composite"). */
  readonly oneWay: Readonly<Record<string, readonly string[]>>;
}
