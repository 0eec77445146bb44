/**
 * The Financing section's list (src/data/loanPrograms.ts): rules over every
 * program summary, each program's own button label, and the /loan-programs
 * overview. The program pages are detail pages (tests/unit/detailPages.test.tsx).
 */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import LoanProgramsOverview from '@site/src/pages/loan-programs/index';
import {financingMenuLinks, loanProgramHref, loanPrograms, loanSlugs} from '@site/src/data/loanPrograms';
import {iconNames} from '@site/src/data/types';

const h = React.createElement;

/** The options that pay for a deck project, which the overview calls out. */
const deckPrograms = ['cash-out', 'heloc', 'fha-203k'] as const;

function renderWithDialog(ui: React.ReactElement) {
  const open = jest.fn();
  const result = render(h(EstimateDialogContext.Provider, {value: {open}}, ui));
  return {open, ...result};
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

  it('gives each program its own button label', () => {
    expect(new Set(loanPrograms.map((p) => p.ctaLabel)).size).toBe(loanPrograms.length);
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

  it('opens the financing dialog from its button', async () => {
    const user = userEvent.setup();
    const {open} = renderWithDialog(h(LoanProgramsOverview));
    await user.click(screen.getAllByRole('button', {name: 'Ask About Financing'})[0]);
    expect(open).toHaveBeenCalledWith('financing', expect.any(String));
  });
});
