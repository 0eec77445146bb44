import type {IconName} from '../../components/Icon';
import type {ServiceSlug} from '../services';

/** A card of icon, title and text (rendered with FeatureGrid). */
export interface DetailFeature {
  title: string;
  text: string;
  icon?: IconName;
}

/** A numbered step (rendered with ProcessSteps). */
export interface DetailStep {
  title: string;
  text: string;
}

/** An internal link shown under a section; `to` must be a route that exists. */
export interface DetailLink {
  label: string;
  to: string;
}

/** What every content section has: an anchor id, a heading and optional prose. */
interface SectionBase {
  /** Anchor id, unique on the page (also how tests find a section). */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Paragraphs shown under the heading, before the section's list or grid. */
  body?: readonly string[];
  /** Small print under the section content. */
  note?: string;
  links?: readonly DetailLink[];
  /** Background; sections alternate sand and white when omitted. */
  tone?: 'sand' | 'white' | 'cream';
}

export interface FeaturesSection extends SectionBase {
  kind: 'features';
  items: readonly DetailFeature[];
  columns?: 2 | 3 | 4;
}

export interface StepsSection extends SectionBase {
  kind: 'steps';
  steps: readonly DetailStep[];
}

export interface ChecklistSection extends SectionBase {
  kind: 'checklist';
  items: readonly string[];
  columns?: 1 | 2 | 3;
}

/** One side of a two-card comparison (before/after, repair/replace). */
export interface ComparisonSide {
  title: string;
  summary?: string;
  points: readonly string[];
  /** 'positive' marks points with a check, 'caution' with an alert sign (shape, not only colour). */
  mood: 'positive' | 'caution' | 'neutral';
}

export interface ComparisonSection extends SectionBase {
  kind: 'comparison';
  sides: readonly [ComparisonSide, ComparisonSide];
}

/** A small data table, e.g. wood versus composite costs. */
export interface TableSection extends SectionBase {
  kind: 'table';
  caption: string;
  /** First entry labels the row headers' column. */
  columns: readonly string[];
  rows: readonly {label: string; cells: readonly string[]}[];
}

export interface Brand {
  name: string;
  summary: string;
  features: readonly string[];
  /** Warranty line as the manufacturer words it, always with "limited"/"up to" and a check-terms note. */
  warranty: string;
}

export interface BrandsSection extends SectionBase {
  kind: 'brands';
  brands: readonly Brand[];
}

export interface StatsSection extends SectionBase {
  kind: 'stats';
  items: readonly {value: string; label: string}[];
}

/** A highlighted panel with a call button (e.g. urgent repairs). */
export interface CallPromptSection extends SectionBase {
  kind: 'callPrompt';
  /** Visible label of the CallButton. */
  callLabel: string;
}

export type ServiceSection =
  | FeaturesSection
  | StepsSection
  | ChecklistSection
  | ComparisonSection
  | TableSection
  | BrandsSection
  | StatsSection
  | CallPromptSection;

export type ServiceSectionKind = ServiceSection['kind'];

/** Everything one service page shows; the layout is src/components/ServicePage. */
export interface ServiceDetail {
  slug: ServiceSlug;
  meta: {
    title: string;
    description: string;
    keywords: readonly string[];
  };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Defaults to 'Get Free Estimate'. */
    estimateLabel?: string;
    callLabel?: string;
  };
  sections: readonly ServiceSection[];
  cta: {
    title: string;
    text: string;
    estimateLabel?: string;
    callLabel?: string;
  };
}
