/**
 * The Financing section's list (src/data/loanPrograms.ts): rules over every
 * program summary, each program's own button label, and the /loan-programs
 * overview, whatever programs and words the list holds. The program pages are
 * detail pages (tests/unit/detailPages.test.tsx).
 */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import LoanProgramsOverview from '@site/src/pages/loan-programs/index';
import {financingMenuLinks, loanProgramHref, loanPrograms, loanSlugs} from '@site/src/data/loanPrograms';
import {detailPages} from '@site/src/data/detailPages';
import {iconNames} from '@site/src/data/types';
import {visibleText} from '../helpers/records';

const h = React.createElement;

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
    expect(p.title.trim()).not.toBe('');
    expect(p.description.trim()).not.toBe('');
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

  it('calls out programs for deck projects, each a program of the list whose own page says how it pays for a deck', () => {
    renderWithDialog(h(LoanProgramsOverview));
    const deck = screen.getByRole('region', {name: 'How homeowners pay for a deck'});
    const hrefs = within(deck)
      .getAllByRole('link', {name: /^Learn More/})
      .map((a) => a.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) {
      const program = loanPrograms.find((p) => loanProgramHref(p.slug) === href);
      expect(program ? '' : `${href} is no program of src/data/loanPrograms.ts`).toBe('');
      expect(within(deck).getByRole('heading', {name: program!.title})).toBeInTheDocument();
      // The card's promise is kept where it leads: the program's page explains paying for a deck.
      const page = detailPages.find((p) => p.path === href)!;
      expect(page.sections.some((s) => s.kind === 'callout' && /\bdeck/i.test(visibleText(s)))).toBe(true);
    }
  });

  it('opens the financing dialog from its button', async () => {
    const user = userEvent.setup();
    const {open} = renderWithDialog(h(LoanProgramsOverview));
    await user.click(screen.getAllByRole('button', {name: 'Ask About Financing'})[0]);
    expect(open).toHaveBeenCalledWith('financing', expect.any(String));
  });
});
