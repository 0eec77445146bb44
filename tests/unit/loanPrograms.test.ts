/**
 * The Financing section: rules over every program record (fields, lengths,
 * unique titles, related links), the seed's labels and figures, the one page
 * layout (application button, information-only note) and the plugin that
 * creates a route per program.
 */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import LoanProgramPage from '@site/plugins/loan-program-pages/theme/LoanProgramPage';
import LoanProgramsOverview from '@site/src/pages/loan-programs/index';
import loanProgramPages from '@site/plugins/loan-program-pages';
import {
  financingMenuLinks,
  loanProgramBySlug,
  loanProgramHref,
  loanPrograms,
  loanSlugs,
  type LoanProgram,
  type LoanSlug,
} from '@site/src/data/loanPrograms';
import {loanProgramDetails} from '@site/src/data/loanProgramDetails';
import {business} from '@site/src/data/business';
import {iconNames} from '@site/src/components/Icon';
import {inventedPromises, unfinished, wordCount} from '../helpers/records';
import * as seed from '../seed';

const h = React.createElement;

/** The options that pay for a deck project, which the overview calls out. */
const deckPrograms = ['cash-out', 'heloc', 'fha-203k'] as const;

/** Every word a visitor can read on a program page, as one string. */
function pageText(slug: LoanSlug): string {
  const d = loanProgramDetails[slug];
  return [
    d.metaTitle,
    d.metaDescription,
    d.intro,
    d.deckFunding ?? '',
    ...d.keyFacts.flatMap((f) => [f.label, f.value]),
    ...d.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]),
  ].join('\n');
}

function program(slug: LoanSlug): LoanProgram {
  const p = loanProgramBySlug(slug);
  if (!p) {
    throw new Error(`no program ${slug}`);
  }
  return p;
}

function renderWithDialog(ui: React.ReactElement) {
  const open = jest.fn();
  const result = render(h(EstimateDialogContext.Provider, {value: {open}}, ui));
  return {open, ...result};
}

function renderProgram(slug: LoanSlug) {
  return renderWithDialog(h(LoanProgramPage, {program: program(slug), details: loanProgramDetails[slug]}));
}

describe('loan program list', () => {
  it('lists every program once, purchase loans first, with its own page', () => {
    expect(loanPrograms.map((p) => p.slug)).toEqual([...loanSlugs]);
    const categories = loanPrograms.map((p) => p.category);
    expect(categories).toEqual([...categories].sort((a, b) => (a === b ? 0 : a === 'purchase' ? -1 : 1)));
    expect(financingMenuLinks.map((l) => l.href)).toEqual(['/loan-programs', ...loanSlugs.map(loanProgramHref)]);
  });

  it.each(loanPrograms.map((p) => [p.slug, p] as const))('%s: card title, text, icon and button', (_, p) => {
    expect(p.title.length).toBeGreaterThan(3);
    expect(p.description.length).toBeGreaterThan(20);
    expect(p.description.length).toBeLessThanOrEqual(140);
    expect(iconNames).toContain(p.icon);
    expect(p.ctaLabel.length).toBeLessThanOrEqual(40);
  });

  it('gives each program its own button label, keeping the labels the old site used', () => {
    expect(new Set(loanPrograms.map((p) => p.ctaLabel)).size).toBe(loanPrograms.length);
    for (const [slug, {button}] of Object.entries(seed.financing))
      expect(program(slug as LoanSlug).ctaLabel).toBe(button);
  });
});

describe('loan program details', () => {
  it('exist for exactly the listed programs, with unique titles and descriptions', () => {
    expect(Object.keys(loanProgramDetails).sort()).toEqual([...loanSlugs].sort());
    expect(new Set(loanSlugs.map((s) => loanProgramDetails[s].metaTitle)).size).toBe(loanSlugs.length);
    expect(new Set(loanSlugs.map((s) => loanProgramDetails[s].metaDescription)).size).toBe(loanSlugs.length);
  });

  it.each(loanSlugs.map((s) => [s] as const))('%s: metadata, key facts, sections and related programs', (slug) => {
    const d = loanProgramDetails[slug];
    expect(d.metaTitle.length).toBeGreaterThan(10);
    expect(d.metaTitle.length).toBeLessThanOrEqual(70);
    expect(d.metaDescription.length).toBeGreaterThan(50);
    expect(d.metaDescription.length).toBeLessThanOrEqual(170);
    expect(d.keywords.length).toBeGreaterThanOrEqual(3);
    expect(d.keyFacts.length).toBeGreaterThanOrEqual(3);
    d.keyFacts.forEach((f) => expect(f.label && f.value).toBeTruthy());
    expect(d.sections.length).toBeGreaterThanOrEqual(3);
    d.sections.forEach((sec) => expect((sec.paragraphs?.length ?? 0) + (sec.items?.length ?? 0)).toBeGreaterThan(0));
    expect(new Set(d.sections.map((sec) => sec.heading)).size).toBe(d.sections.length);
    for (const rel of d.related ?? []) {
      expect(loanSlugs).toContain(rel);
      expect(rel).not.toBe(slug);
    }
  });

  it.each(loanSlugs.map((s) => [s] as const))('%s: a full page of careful words', (slug) => {
    const text = pageText(slug);
    expect(wordCount(text)).toBeGreaterThanOrEqual(250);
    expect(text).not.toMatch(unfinished);
    expect(text).not.toMatch(inventedPromises);
    expect(text).not.toMatch(/you will be approved/i);
    expect(text).not.toContain(business.phone.display);
    // No current interest rates quoted (e.g. "6.5% APR"): they change daily.
    expect(text).not.toMatch(/\d+(\.\d+)?% (APR|interest rate)/i);
  });

  it.each(Object.entries(seed.financing))('%s: carries the figures the old site gave', (slug, {figures}) => {
    const text = pageText(slug as LoanSlug);
    for (const figure of figures) expect(text).toContain(figure);
  });

  it('says how cash-out, HELOC and FHA 203(k) can pay for a deck', () => {
    for (const slug of deckPrograms) {
      expect(loanProgramDetails[slug].deckFunding).toMatch(/deck/);
    }
  });
});

describe('LoanProgramPage layout', () => {
  it.each(loanSlugs.map((s) => [s] as const))(
    '%s: the h1, the information-only note, the key facts and every section',
    (slug) => {
      renderProgram(slug);
      expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
      expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(program(slug).title);
      const notes = screen.getAllByRole('note');
      expect(notes[0]).toHaveTextContent(/information only, not a loan offer/i);
      expect(notes[0]).toBeVisible();
      const d = loanProgramDetails[slug];
      for (const fact of d.keyFacts) expect(screen.getAllByText(fact.value).length).toBeGreaterThan(0);
      for (const section of d.sections) {
        expect(screen.getByRole('heading', {level: 2, name: section.heading})).toBeInTheDocument();
      }
    },
  );

  it('highlights how the option pays for a deck only where it can, with the calculator a step away', () => {
    for (const slug of loanSlugs.filter((s) => loanProgramDetails[s].deckFunding)) {
      const {unmount} = renderProgram(slug);
      const panel = screen.getByRole('region', {name: 'Paying for a deck with this option'});
      expect(panel).toHaveTextContent(loanProgramDetails[slug].deckFunding!);
      expect(within(panel).getByRole('link', {name: /calculator/i})).toHaveAttribute('href', '/resources/calculator');
      unmount();
    }
  });

  it('renders every program with its own button label, a call link and links to related programs', async () => {
    for (const p of loanPrograms) {
      const user = userEvent.setup();
      const {open, unmount} = renderProgram(p.slug);
      expect(screen.getByRole('heading', {level: 1, name: p.title})).toBeInTheDocument();
      expect(screen.getAllByRole('note').length).toBeGreaterThanOrEqual(1);
      const buttons = screen.getAllByRole('button', {name: p.ctaLabel});
      for (const button of buttons) {
        await user.click(button);
      }
      expect(open).toHaveBeenCalledTimes(buttons.length);
      expect(open.mock.calls.every(([variant]) => variant === 'application')).toBe(true);
      expect(
        screen.getAllByRole('link', {name: /Call Now/}).some((a) => a.getAttribute('href')?.startsWith('tel:')),
      ).toBe(true);
      expect(Boolean(screen.queryByRole('region', {name: 'Paying for a deck with this option'}))).toBe(
        Boolean(loanProgramDetails[p.slug].deckFunding),
      );
      const related = screen.getByRole('region', {name: 'Related programs'});
      const hrefs = within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      for (const href of hrefs) {
        expect(href === '/loan-programs' || loanSlugs.some((s) => href === loanProgramHref(s))).toBe(true);
      }
      expect(hrefs).not.toContain(loanProgramHref(p.slug));
      unmount();
    }
  });
});

describe('/loan-programs overview', () => {
  it('lists the purchase and the refinance cards, each with a Learn More link to its page', () => {
    renderWithDialog(h(LoanProgramsOverview));
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(/information only, not a loan offer/i);

    const purchase = screen.getByRole('region', {name: 'Purchase loans'});
    const purchaseLinks = within(purchase).getAllByRole('link', {name: /^Learn More/});
    expect(purchaseLinks.map((a) => a.getAttribute('href'))).toEqual(
      loanPrograms.filter((p) => p.category === 'purchase').map((p) => `/loan-programs/${p.slug}`),
    );
    for (const p of loanPrograms.filter((q) => q.category === 'purchase')) {
      expect(within(purchase).getByRole('heading', {level: 3, name: p.title})).toBeInTheDocument();
      expect(within(purchase).getByText(p.description)).toBeInTheDocument();
    }

    const refinance = screen.getByRole('region', {name: 'Refinance and home equity'});
    expect(
      within(refinance)
        .getAllByRole('link', {name: /^Learn More/})
        .map((a) => a.getAttribute('href')),
    ).toEqual(loanPrograms.filter((p) => p.category === 'refinance').map((p) => loanProgramHref(p.slug)));
  });

  it('calls out cash-out, HELOC and FHA 203(k) for deck projects', () => {
    renderWithDialog(h(LoanProgramsOverview));
    const deck = screen.getByRole('region', {name: 'How homeowners pay for a deck'});
    const hrefs = within(deck)
      .getAllByRole('link', {name: /^Learn More/})
      .map((a) => a.getAttribute('href'));
    expect(hrefs.sort()).toEqual(deckPrograms.map(loanProgramHref).sort());
  });

  it('opens the application dialog from its button', async () => {
    const user = userEvent.setup();
    const {open} = renderWithDialog(h(LoanProgramsOverview));
    await user.click(screen.getAllByRole('button', {name: 'Start Your Application'})[0]);
    expect(open).toHaveBeenCalledWith('application', expect.any(String));
  });
});

describe('loan-program-pages plugin', () => {
  it('adds one exact route per program with the program and its details as props', async () => {
    const routes: RouteConfig[] = [];
    const plugin = loanProgramPages();
    type LoadedArgs = Parameters<NonNullable<Plugin['contentLoaded']>>[0];
    await plugin.contentLoaded?.({
      content: undefined,
      allContent: {},
      actions: {
        addRoute: (route: RouteConfig) => routes.push(route),
        createData: jest.fn(),
        setGlobalData: jest.fn(),
      },
    } as unknown as LoadedArgs);

    expect(plugin.name).toBe('loan-program-pages');
    expect(routes).toHaveLength(loanPrograms.length);
    expect(routes.map((r) => r.path)).toEqual(loanSlugs.map((s) => `/loan-programs/${s}`));
    for (const route of routes) {
      expect(route.exact).toBe(true);
      expect(route.component).toBe('@theme/LoanProgramPage');
      const props = route.props as {program: LoanProgram; details: unknown};
      expect(props.details).toBe(loanProgramDetails[props.program.slug]);
      expect(route.path).toBe(loanProgramHref(props.program.slug));
    }
  });
});
