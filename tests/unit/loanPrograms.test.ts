/**
 * The Financing section's list (src/data/loanPrograms.ts): every program once
 * with its page, and the /loan-programs overview, whatever programs and words
 * the list holds: its counts and names of programs follow the list. How long a
 * button label may be is the content check's (plugins/content-check/rules/records.ts).
 * The program pages are detail pages (tests/unit/detailPages.test.tsx).
 */
import React from 'react';
import {cleanup, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as dialogContext from '@site/src/components/EstimateDialog/context';
import LoanProgramsOverview from '@site/src/pages/loan-programs/index';
import * as programList from '@site/src/data/loanPrograms';
import {detailPages} from '@site/src/data/detailPages';
import {iconNames} from '@site/src/data/types';
import {numberInWords} from '@site/src/lib/format';
import {visibleText} from '../helpers/records';

const {deckFundingSlugs, financingMenuLinks, loanProgramHref, loanPrograms, loanSlugs} = programList;
const {EstimateDialogContext} = dialogContext;
const h = React.createElement;

function renderWithDialog(ui: React.ReactElement) {
  const open = jest.fn();
  const result = render(h(EstimateDialogContext.Provider, {value: {open}}, ui));
  return {open, ...result};
}

/** The deck programs the list offers, in deckFundingSlugs' order. */
const isDeckProgram = (p: programList.LoanProgram) => (deckFundingSlugs as readonly string[]).includes(p.slug);
const offered = (list: readonly programList.LoanProgram[]) =>
  deckFundingSlugs.flatMap((slug) => list.filter((p) => p.slug === slug));
const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The overview's counts, in words, for the programs of a list. */
function expectCounts(list: readonly programList.LoanProgram[]) {
  const purchase = list.filter((p) => p.category === 'purchase').length;
  expect(screen.getByRole('region', {name: 'Purchase loans'})).toHaveTextContent(
    `${sentenceStart(numberInWords(purchase))} way${purchase === 1 ? '' : 's'} to finance a home purchase`,
  );
  const deck = offered(list).length;
  expect(screen.getByRole('region', {name: 'How homeowners pay for a deck'})).toHaveTextContent(
    deck === 1 ? 'this option comes up most often' : `these ${numberInWords(deck)} options come up most often`,
  );
  expect(document.body).toHaveTextContent(
    deck === 1 ? 'the one that commonly funds a deck' : `the ${numberInWords(deck)} that commonly fund a deck`,
  );
}

/** The overview, loaded afresh over another program list; returns what it gives its <Page> (description, keywords). */
function renderIsolated(list: readonly programList.LoanProgram[]): {description: string; keywords: string[]} {
  let page = {description: '', keywords: [] as string[]};
  let Overview: React.ComponentType = () => null;
  jest.isolateModules(() => {
    // One React and one dialog context for the test and the page.
    jest.doMock('react', () => React);
    jest.doMock('@site/src/components/EstimateDialog/context', () => dialogContext);
    jest.doMock('@site/src/data/loanPrograms', () => ({
      ...programList,
      loanPrograms: list,
      loanProgramBySlug: (slug: string) => list.find((p) => p.slug === slug),
    }));
    jest.doMock('@site/src/components/Page', () => ({
      __esModule: true,
      default: (props: {description: string; keywords: string[]; children: React.ReactNode}) => {
        page = props;
        return h(React.Fragment, null, props.children);
      },
    }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Overview = (require('@site/src/pages/loan-programs/index') as {default: React.ComponentType}).default;
  });
  renderWithDialog(h(Overview));
  return page;
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
    expect(p.ctaLabel.trim()).not.toBe('');
  });

  it('names the programs that pay for a deck among its own, each once', () => {
    expect(deckFundingSlugs.length).toBeGreaterThan(0);
    expect(new Set(deckFundingSlugs).size).toBe(deckFundingSlugs.length);
    for (const slug of deckFundingSlugs) expect(loanSlugs).toContain(slug);
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

  it('calls out the programs that pay for a deck (deckFundingSlugs), each with a page that says how', () => {
    renderWithDialog(h(LoanProgramsOverview));
    const deck = screen.getByRole('region', {name: 'How homeowners pay for a deck'});
    const hrefs = within(deck)
      .getAllByRole('link', {name: /^Learn More/})
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(offered(loanPrograms).map((p) => loanProgramHref(p.slug)));
    for (const program of offered(loanPrograms)) {
      expect(within(deck).getByRole('heading', {name: program.title})).toBeInTheDocument();
      // The card's promise is kept where it leads: the program's page explains paying for a deck.
      const page = detailPages.find((p) => p.path === loanProgramHref(program.slug))!;
      expect(page.sections.some((s) => s.kind === 'callout' && /\bdeck/i.test(visibleText(s)))).toBe(true);
    }
  });

  it('counts the programs in words, from the list', () => {
    renderWithDialog(h(LoanProgramsOverview));
    expectCounts(loanPrograms);
  });

  it('follows the list when the owner takes programs out: its counts, names and search phrases', () => {
    const live = renderIsolated(loanPrograms);
    cleanup();
    // A purchase loan and a program that pays for a deck, whichever they are.
    const dropped = [
      loanPrograms.find((p) => p.category === 'purchase' && !isDeckProgram(p)),
      offered(loanPrograms).at(-1),
    ].filter((p) => p !== undefined);
    const fewer = loanPrograms.filter((p) => !dropped.includes(p));
    const page = renderIsolated(fewer);
    expectCounts(fewer);
    const deck = screen.getByRole('region', {name: 'How homeowners pay for a deck'});
    for (const p of dropped) expect(within(deck).queryByRole('heading', {name: p.title})).toBeNull();
    expect(page.description).toContain(`${numberInWords(fewer.length)} common loan programs, explained plainly`);
    expect(page.keywords).toHaveLength(live.keywords.length - 1);
  });

  it('opens the financing dialog from its button', async () => {
    const user = userEvent.setup();
    const {open} = renderWithDialog(h(LoanProgramsOverview));
    await user.click(screen.getAllByRole('button', {name: 'Ask About Financing'})[0]);
    expect(open).toHaveBeenCalledWith('financing', expect.objectContaining({source: expect.any(String)}));
  });
});
