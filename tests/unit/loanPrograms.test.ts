/**
 * The Financing section: the program list, the figures the original site
 * carried, the one page layout (application button, information-only note)
 * and the plugin that creates the twelve program routes.
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

const h = React.createElement;

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

function sectionText(slug: LoanSlug, heading: string): string {
  const section = loanProgramDetails[slug].sections.find((s) => s.heading === heading);
  if (!section) {
    throw new Error(`${slug} has no section "${heading}"`);
  }
  return [...(section.paragraphs ?? []), ...(section.items ?? [])].join('\n');
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
  it('has eight purchase and four refinance programs in the original order', () => {
    expect(loanPrograms.map((p) => p.slug)).toEqual([
      'conventional',
      'fha',
      'va',
      'usda',
      'jumbo',
      'fixed-rate',
      'arm',
      'fha-203k',
      'refinance',
      'cash-out',
      'heloc',
      'reverse',
    ]);
    expect(loanPrograms.map((p) => p.slug)).toEqual([...loanSlugs]);
    expect(loanPrograms.filter((p) => p.category === 'purchase')).toHaveLength(8);
    expect(loanPrograms.filter((p) => p.category === 'refinance').map((p) => p.slug)).toEqual([
      'refinance',
      'cash-out',
      'heloc',
      'reverse',
    ]);
  });

  it('gives every card a title, description, icon and its own page', () => {
    for (const p of loanPrograms) {
      expect(p.title).not.toBe('');
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.icon).not.toBe('');
      expect(loanProgramHref(p.slug)).toBe(`/loan-programs/${p.slug}`);
    }
    expect(financingMenuLinks).toHaveLength(13);
  });

  it('keeps the original button labels for the five described programs', () => {
    expect(program('conventional').ctaLabel).toBe('Get Started');
    expect(program('fha').ctaLabel).toBe('Apply Now');
    expect(program('va').ctaLabel).toBe('Get Your COE & Pre-Approval');
    expect(program('refinance').ctaLabel).toBe('Check Your Refinance Options');
    expect(program('cash-out').ctaLabel).toBe('Calculate Your Cash-Out Amount');
    expect(new Set(loanPrograms.map((p) => p.ctaLabel)).size).toBe(12);
  });
});

describe('loan program details', () => {
  it('exist for every slug, with their own metadata and a full page of copy', () => {
    expect(Object.keys(loanProgramDetails).sort()).toEqual([...loanSlugs].sort());
    for (const slug of loanSlugs) {
      const d = loanProgramDetails[slug];
      expect(d.metaTitle.length).toBeGreaterThan(10);
      expect(d.metaDescription.length).toBeGreaterThan(50);
      expect(d.metaDescription.length).toBeLessThanOrEqual(160);
      expect(d.keywords.length).toBeGreaterThanOrEqual(3);
      expect(d.keyFacts.length).toBeGreaterThanOrEqual(3);
      expect(d.sections.length).toBeGreaterThanOrEqual(3);
      const words = pageText(slug).split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(330);
      expect(words).toBeLessThanOrEqual(700);
      for (const rel of d.related ?? []) {
        expect(loanSlugs).toContain(rel);
        expect(rel).not.toBe(slug);
      }
    }
    expect(new Set(loanSlugs.map((s) => loanProgramDetails[s].metaTitle)).size).toBe(12);
    expect(new Set(loanSlugs.map((s) => loanProgramDetails[s].metaDescription)).size).toBe(12);
  });

  it('carries the conventional figures: benefits and qualifications', () => {
    const text = pageText('conventional');
    for (const figure of ['620 minimum', 'under 43%', 'up to 50%', 'from 3%', '20% avoids PMI', '10/15/20/30 years']) {
      expect(text).toContain(figure);
    }
    expect(sectionText('conventional', 'Benefits')).toMatch(/PMI/);
    expect(sectionText('conventional', 'Qualifications')).toContain('620');
  });

  it('carries the FHA figures: benefits, requirements and limits', () => {
    const text = pageText('fha');
    expect(text).toContain('3.5% down at 580+');
    expect(text).toContain('500-579 needs 10% down');
    expect(sectionText('fha', 'Limits')).toContain('typically $498,257');
    expect(sectionText('fha', 'Limits')).toContain('up to $1,149,825 in high-cost areas');
    expect(sectionText('fha', 'Requirements')).toContain('580+');
    expect(sectionText('fha', 'Benefits')).not.toBe('');
  });

  it('carries the VA figures: benefits, eligibility and funding fee', () => {
    expect(sectionText('va', 'Benefits')).toContain('0% down');
    const eligibility = sectionText('va', 'Eligibility');
    expect(eligibility).toMatch(/Wartime service: 90 days/);
    expect(eligibility).toMatch(/Peacetime service: 181 days/);
    expect(eligibility).toMatch(/National Guard or Reserves: 6 years/);
    expect(eligibility).toMatch(/90 days of continuous active duty/);
    expect(sectionText('va', 'Funding fee')).toMatch(/one-time funding fee/);
  });

  it('carries the refinance rule of thumb and the cash-out requirements', () => {
    expect(sectionText('refinance', 'Reasons to refinance')).toContain('at least 0.5% lower');
    expect(sectionText('refinance', 'Benefits')).not.toBe('');
    expect(sectionText('cash-out', 'How it works')).toContain('at most 80% loan-to-value');
    const requirements = sectionText('cash-out', 'Requirements');
    expect(requirements).toContain('At most 80% loan-to-value');
    expect(requirements).toContain('620+');
    expect(requirements).toContain('under 43%');
    expect(sectionText('cash-out', 'Uses')).toMatch(/new deck/);
  });

  it('says how cash-out, HELOC and FHA 203(k) can pay for a deck', () => {
    for (const slug of ['cash-out', 'heloc', 'fha-203k'] as const) {
      expect(loanProgramDetails[slug].deckFunding).toMatch(/deck/);
    }
  });

  it('hedges figures that change every year and promises nothing', () => {
    expect(pageText('fha')).toMatch(/check current limits/);
    expect(pageText('jumbo')).toMatch(/check current limits/);
    expect(pageText('fha-203k')).toMatch(/check the current cap/);
    expect(pageText('usda')).toMatch(/check current figures/);
    for (const slug of loanSlugs) {
      const text = pageText(slug);
      expect(text).not.toMatch(
        /guaranteed approval|approval guaranteed|you will be approved|lorem|placeholder|coming soon|TODO/i,
      );
      expect(text).not.toMatch(/555-0142/);
      // No current interest rates quoted (e.g. "6.5% APR").
      expect(text).not.toMatch(/\d+(\.\d+)?% (APR|interest rate)/i);
    }
  });
});

describe('LoanProgramPage layout', () => {
  it('renders the program h1, the information-only note and the application button', async () => {
    const user = userEvent.setup();
    const {open} = renderProgram('fha');
    expect(screen.getByRole('heading', {level: 1, name: 'FHA Loans'})).toBeInTheDocument();
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    const notes = screen.getAllByRole('note');
    expect(notes[0]).toHaveTextContent(/Information only, not a loan offer; terms vary by lender/);
    expect(notes[0]).toBeVisible();
    const buttons = screen.getAllByRole('button', {name: 'Apply Now'});
    expect(buttons.length).toBeGreaterThanOrEqual(1);
    await user.click(buttons[0]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('application', expect.any(String));
  });

  it('shows key facts, the sections and the spec figures on the page', () => {
    renderProgram('fha');
    expect(screen.getByRole('heading', {level: 2, name: 'Limits'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 2, name: 'Requirements'})).toBeInTheDocument();
    expect(screen.getAllByText('$498,257').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$1,149,825').length).toBeGreaterThan(0);
  });

  it('highlights how the option pays for a deck only where it can', () => {
    renderProgram('heloc');
    const panel = screen.getByRole('region', {name: 'Paying for a deck with this option'});
    expect(panel).toHaveTextContent(/in stages/);
    expect(within(panel).getByRole('link', {name: /calculator/i})).toHaveAttribute('href', '/resources/calculator');
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
  it('lists eight purchase and four refinance cards, each with a Learn More link', () => {
    renderWithDialog(h(LoanProgramsOverview));
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Ways homeowners pay for a deck or a home');
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(/Information only, not a loan offer/);

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
    ).toEqual([
      '/loan-programs/refinance',
      '/loan-programs/cash-out',
      '/loan-programs/heloc',
      '/loan-programs/reverse',
    ]);
  });

  it('calls out cash-out, HELOC and FHA 203(k) for deck projects', () => {
    renderWithDialog(h(LoanProgramsOverview));
    const deck = screen.getByRole('region', {name: 'How homeowners pay for a deck'});
    const hrefs = within(deck)
      .getAllByRole('link', {name: /^Learn More/})
      .map((a) => a.getAttribute('href'));
    expect(hrefs.sort()).toEqual(['/loan-programs/cash-out', '/loan-programs/fha-203k', '/loan-programs/heloc']);
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
