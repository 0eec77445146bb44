/**
 * Every service and financing page, made one way from its one file (src/data/copy/services/<slug>.json,
 * copy/loan-programs/<slug>.json: its summary and its page): the business's facts put in where the copy names them,
 * a price cell as the price story's, shared cards picked from the selling points, and what every page of its list
 * shares (its eyebrow, the links at its foot, its closing banner) from its overview's copy. plugins/detail-pages
 * reads the files, adds a route for each page and hands the menus their summaries; the tests read the same.
 */
import type {
  DetailCopy,
  DetailLists,
  DetailSummaries,
  DetailSectionCopy,
  LoanProgramCopy,
  LoanProgramSummary,
  ServiceCopy,
  ServiceSummary,
  Slugged,
} from '../data/copySchema';
import type {LoanProgramsCopy, SellingPointsCopy, ServicesCopy} from '../data/pageSchema';
import type {DetailPage, DetailSection, PriceFamily, TableCell} from '../data/types';
import servicesOverview from '../data/copy/pages/services.json';
import loanProgramsOverview from '../data/copy/pages/loan-programs.json';
import sellingPointsFile from '../data/copy/pages/selling-points.json';
import {withFacts} from './copyText';
import {pickSellingPoints} from './sellingPoints';
import {loanProgramHref, serviceHref} from './detailPaths';

export type ServiceFile = ServiceCopy & Slugged;
export type LoanProgramFile = LoanProgramCopy & Slugged;

/** Every service's and program's file, each list in its order. */
export interface DetailFiles {
  readonly services: readonly ServiceFile[];
  readonly loanPrograms: readonly LoanProgramFile[];
}

/** Each list's cards: what /services, /loan-programs and the home page draw (build-time/pageCopy.ts). */
export function summaries({services, loanPrograms}: DetailFiles): DetailSummaries {
  return {
    services: services.map(({slug, title, home, menuDescription, description, features, icon, image, imageAlt}) =>
      withFacts<ServiceSummary>({slug, title, home, menuDescription, description, features, icon, image, imageAlt}),
    ),
    loanPrograms: loanPrograms.map(({slug, title, category, description, icon}) =>
      withFacts<LoanProgramSummary>({slug, title, category, description, icon}),
    ),
  };
}

/** What every page knows of the lists: the menus' lines, a service's icon (the plugin's global data). */
export function menuLists({services, loanPrograms}: DetailFiles): DetailLists {
  return {
    services: services.map(({slug, title, menuDescription, icon}) => withFacts({slug, title, menuDescription, icon})),
    loanPrograms: loanPrograms.map(({slug, title}) => withFacts({slug, title})),
  };
}

const priceCell = /^\{(installed )?price ([a-z]+)\}$/;

function cell(text: string): TableCell {
  const price = priceCell.exec(text);
  return price ? {price: price[2] as PriceFamily, ...(price[1] ? {installed: true} : {})} : text;
}

function section(s: DetailSectionCopy): DetailSection {
  if (s.kind === 'features') {
    const {sellingPoints, items, ...rest} = s;
    const points = withFacts((sellingPointsFile as SellingPointsCopy).points);
    return {...rest, items: sellingPoints ? pickSellingPoints(sellingPoints, points) : (items ?? [])};
  }
  if (s.kind === 'table') return {...s, rows: s.rows.map((r) => ({...r, cells: r.cells.map(cell)}))};
  if (s.kind === 'comparison') return {...s, sides: [s.sides[0], s.sides[1]]};
  return s;
}

/** A page's own words with the facts put in, and its sections as the layout draws them. */
function pageWords<T extends DetailCopy>(file: T) {
  const copy = withFacts(file);
  return {...copy, sections: copy.sections.map(section)};
}

function servicePage(file: ServiceFile, services: readonly ServiceFile[]): DetailPage {
  const overview = withFacts(servicesOverview as ServicesCopy);
  const copy = pageWords(file);
  const picked = file.related ?? services.filter((s) => s.slug !== file.slug).map((s) => s.slug);
  const summary = summaries({services: [file], loanPrograms: []}).services[0];
  return {
    path: serviceHref(file.slug),
    meta: copy.meta,
    hero: {
      eyebrow: copy.hero.eyebrow ?? overview.servicePages.eyebrow,
      title: copy.hero.title ?? summary.title,
      lead: copy.hero.lead,
      image: {src: summary.image, alt: summary.imageAlt},
    },
    action: {label: copy.ctaLabel, dialog: 'estimate'},
    sections: copy.sections,
    related: {
      title: overview.servicePages.relatedTitle,
      links: summaries({services, loanPrograms: []})
        .services.filter((s) => picked.includes(s.slug))
        .map((s) => ({label: s.title, to: serviceHref(s.slug), text: s.menuDescription, icon: s.icon})),
      all: {label: overview.servicePages.allLabel, to: '/services'},
    },
    cta: copy.cta ?? overview.cta,
    sources: copy.sources,
    lastUpdated: copy.lastUpdated,
    service: {slug: file.slug, title: summary.title, description: summary.description},
  };
}

function loanPage(file: LoanProgramFile, programs: readonly LoanProgramFile[]): DetailPage {
  const overview = withFacts(loanProgramsOverview as LoanProgramsCopy);
  const copy = pageWords(file);
  const all = summaries({services: [], loanPrograms: programs}).loanPrograms;
  const summary = all.find((p) => p.slug === file.slug)!;
  const picked = file.related ?? all.filter((p) => p.category === file.category).map((p) => p.slug);
  return {
    path: loanProgramHref(file.slug),
    meta: copy.meta,
    hero: {
      eyebrow: copy.hero.eyebrow ?? `${overview.hero.eyebrow} · ${overview[file.category].title}`,
      title: copy.hero.title ?? summary.title,
      lead: copy.hero.lead,
    },
    action: {label: copy.ctaLabel, dialog: 'financing'},
    notice: 'financing',
    sections: copy.sections,
    related: {
      title: overview.programPages.relatedTitle,
      // A page picked that is no longer on the site is left out.
      links: picked
        .map((slug) => all.find((p) => p.slug === slug))
        .filter((p): p is LoanProgramSummary => p !== undefined && p.slug !== file.slug)
        .slice(0, 3)
        .map((p) => ({label: p.title, to: loanProgramHref(p.slug), text: p.description, icon: p.icon})),
      all: {label: overview.programPages.allLabel, to: '/loan-programs'},
    },
    cta: copy.cta ?? overview.programPages.cta,
    sources: copy.sources,
    lastUpdated: copy.lastUpdated,
  };
}

/** Every detail page of the site: the services', then the financing programs', each list in its order. */
export function detailPages(files: DetailFiles): DetailPage[] {
  return [
    ...files.services.map((f) => servicePage(f, files.services)),
    ...files.loanPrograms.map((f) => loanPage(f, files.loanPrograms)),
  ];
}
