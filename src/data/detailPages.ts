/**
 * Every detail page of the site, made one way: a summary from its list
 * (services.ts, loanPrograms.ts) and its body (serviceDetails/,
 * loanProgramDetails/) become one DetailPage. plugins/detail-pages adds a
 * route for each, drawn by one component; the tests read the same list.
 */
import {serviceDetails} from './serviceDetails';
import {serviceHref, services, type ServiceSummary} from './services';
import {loanProgramDetails} from './loanProgramDetails';
import {loanCategoryLabels, loanProgramHref, loanPrograms, type LoanProgram} from './loanPrograms';
import type {DetailPage} from './types';

function servicePage(summary: ServiceSummary): DetailPage {
  const record = serviceDetails[summary.slug];
  const picked = record.related ?? services.filter((s) => s.slug !== summary.slug).map((s) => s.slug);
  return {
    path: serviceHref(summary.slug),
    meta: record.meta,
    hero: {
      eyebrow: record.hero.eyebrow ?? 'Our services',
      title: record.hero.title ?? summary.title,
      lead: record.hero.lead,
      image: {src: summary.image, alt: summary.imageAlt},
    },
    action: {label: summary.ctaLabel, dialog: 'estimate'},
    sections: record.sections,
    related: {
      title: 'More deck services',
      links: services
        .filter((s) => picked.includes(s.slug))
        .map((s) => ({label: s.title, to: serviceHref(s.slug), text: s.menuDescription, icon: s.icon})),
      all: {label: 'All deck services', to: '/services'},
    },
    cta: record.cta ?? {
      title: 'Get a free estimate for your deck',
      text: 'Tell us about your project. We will visit, measure and give you a written estimate at no cost.',
    },
    sources: record.sources,
    lastUpdated: record.lastUpdated,
    service: {slug: summary.slug, title: summary.title, description: summary.description},
  };
}

function loanPage(program: LoanProgram): DetailPage {
  const record = loanProgramDetails[program.slug];
  const picked = record.related ?? loanPrograms.filter((p) => p.category === program.category).map((p) => p.slug);
  return {
    path: loanProgramHref(program.slug),
    meta: record.meta,
    hero: {
      eyebrow: record.hero.eyebrow ?? `Financing · ${loanCategoryLabels[program.category]}`,
      title: record.hero.title ?? program.title,
      lead: record.hero.lead,
    },
    action: {label: program.ctaLabel, dialog: 'financing'},
    notice: 'financing',
    sections: record.sections,
    related: {
      title: 'Related programs',
      links: picked
        .map((slug) => loanPrograms.find((p) => p.slug === slug))
        .filter((p): p is LoanProgram => Boolean(p) && p!.slug !== program.slug)
        .slice(0, 3)
        .map((p) => ({label: p.title, to: loanProgramHref(p.slug), text: p.description, icon: p.icon})),
      all: {label: 'See all loan programs', to: '/loan-programs'},
    },
    cta: record.cta ?? {
      title: 'Plan the project, then the payment',
      text: 'We build decks; we are not a lender. The button sends your question to us: we’ll answer your questions and connect you with lenders, who handle applications and approval. If a deck is part of the plan, a free written estimate gives you the figure to borrow.',
    },
    sources: record.sources,
    lastUpdated: record.lastUpdated,
  };
}

export const detailPages: readonly DetailPage[] = [...services.map(servicePage), ...loanPrograms.map(loanPage)];
