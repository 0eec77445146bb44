/**
 * The /loan-programs overview (src/pages/loan-programs), over the programs as their files list them
 * (src/data/copy/loan-programs: one file a program) and its own words (copy/pages/loan-programs.json): every program
 * once with a card linking to its page, purchase loans first; the programs its words say pay for a deck, each with a
 * page that says how; and its counts and names of programs follow the files when the owner removes one. The program
 * pages are detail pages (tests/unit/detailPages.test.tsx).
 */
import React from 'react';
import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {cleanup, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as dialogContext from '@site/src/components/EstimateDialog/context';
import LoanProgramsOverview from '@site/src/pages/loan-programs/index';
import type {LoanProgramSummary} from '@site/src/data/copySchema';
import type {LoanProgramsCopy} from '@site/src/data/pageSchema';
import {loanProgramHref} from '@site/src/lib/detailPaths';
import {numberInWords} from '@site/src/lib/format';
import {fill} from '@site/src/lib/copyText';
import {pageData} from '@site/build-time/pageCopy';
import {allDetailPages, detailLists} from '../helpers/copy';
import {visibleText} from '../helpers/records';

const {EstimateDialogContext} = dialogContext;
const h = React.createElement;
const root = join(__dirname, '..', '..');
const file = 'src/data/copy/pages/loan-programs.json';
/** The page's words as the owner wrote them (the import is the page's data, made by the build). */
const text = readFileSync(join(root, file), 'utf8');
const copy = JSON.parse(text) as LoanProgramsCopy;
const {loanPrograms} = detailLists();

function renderWithDialog(ui: React.ReactElement) {
  const open = jest.fn();
  const result = render(h(EstimateDialogContext.Provider, {value: {open}}, ui));
  return {open, ...result};
}

/** The programs the page's words pick as paying for a deck, among those offered, in the words' order. */
const offered = (list: readonly LoanProgramSummary[]) =>
  copy.deck.programs.flatMap((d) => list.filter((p) => p.slug === d.program));

/** The overview's counts, in words, for the programs of a list, as its words place them. */
function expectCounts(list: readonly LoanProgramSummary[]) {
  const purchase = list.filter((p) => p.category === 'purchase').length;
  expect(screen.getByRole('region', {name: copy.purchase.title})).toHaveTextContent(
    fill(copy.purchase.intro, {count: numberInWords(purchase)}),
  );
  const deck = {'deck count': numberInWords(offered(list).length)};
  expect(screen.getByRole('region', {name: copy.deck.title})).toHaveTextContent(fill(copy.deck.intro, deck));
  expect(document.body).toHaveTextContent(fill(copy.hero.lead, deck));
}

/** The page's data as the build makes it on a copy of the site holding only these programs' files. */
function dataFor(list: readonly LoanProgramSummary[]): unknown {
  const site = mkdtempSync(join(tmpdir(), 'kdb-loans-'));
  cpSync(join(root, 'src', 'data'), join(site, 'src', 'data'), {recursive: true});
  for (const p of loanPrograms.filter((q) => !list.includes(q)))
    rmSync(join(site, 'src/data/copy/loan-programs', `${p.slug}.json`));
  return JSON.parse(pageData(site, file, text));
}

/** The overview over another list of programs; returns what it gives its <Page> (description, keywords). */
function renderIsolated(list: readonly LoanProgramSummary[]): {description: string; keywords: string[]} {
  const data = dataFor(list);
  let page = {description: '', keywords: [] as string[]};
  let Overview: React.ComponentType = () => null;
  jest.isolateModules(() => {
    // One React and one dialog context for the test and the page.
    jest.doMock('react', () => React);
    jest.doMock('@site/src/components/EstimateDialog/context', () => dialogContext);
    jest.doMock('@site/src/data/copy/pages/loan-programs.json', () => data);
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

describe('/loan-programs overview', () => {
  it('lists the purchase and the refinance cards, each with a Learn More link to its page', () => {
    renderWithDialog(h(LoanProgramsOverview));
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(/information only, not a loan offer/i);
    const purchase = screen.getByRole('region', {name: copy.purchase.title});
    const purchaseLinks = within(purchase).getAllByRole('link', {name: /^Learn More/});
    expect(purchaseLinks.map((a) => a.getAttribute('href'))).toEqual(
      loanPrograms.filter((p) => p.category === 'purchase').map((p) => loanProgramHref(p.slug)),
    );
    for (const p of loanPrograms.filter((q) => q.category === 'purchase')) {
      expect(within(purchase).getByRole('heading', {level: 3, name: p.title})).toBeInTheDocument();
      expect(within(purchase).getByText(p.description)).toBeInTheDocument();
    }
    const refinance = screen.getByRole('region', {name: copy.refinance.title});
    expect(
      within(refinance)
        .getAllByRole('link', {name: /^Learn More/})
        .map((a) => a.getAttribute('href')),
    ).toEqual(loanPrograms.filter((p) => p.category === 'refinance').map((p) => loanProgramHref(p.slug)));
  });

  it('calls out the programs its words say pay for a deck, each with a page that says how', () => {
    expect(offered(loanPrograms).length).toBeGreaterThan(0);
    renderWithDialog(h(LoanProgramsOverview));
    const deck = screen.getByRole('region', {name: copy.deck.title});
    const hrefs = within(deck)
      .getAllByRole('link', {name: /^Learn More/})
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(offered(loanPrograms).map((p) => loanProgramHref(p.slug)));
    for (const program of offered(loanPrograms)) {
      expect(within(deck).getByRole('heading', {name: program.title})).toBeInTheDocument();
      // The card's promise is kept where it leads: the program's page explains paying for a deck.
      const page = allDetailPages().find((p) => p.path === loanProgramHref(program.slug))!;
      // A callout says how; its words are the owner's (the varied copy draws them), so only its place is held.
      expect(page.sections.some((s) => s.kind === 'callout' && visibleText(s).trim() !== '')).toBe(true);
    }
  });

  it('counts the programs in words, from the files', () => {
    renderWithDialog(h(LoanProgramsOverview));
    expectCounts(loanPrograms);
  });

  it('follows the files when the owner removes programs: its counts, its cards and its description', () => {
    // Made from the files as the build makes it, twice: as they are, and with two removed.
    renderIsolated(loanPrograms);
    cleanup();
    // A purchase loan and a program that pays for a deck, whichever they are.
    const deckPrograms = offered(loanPrograms);
    const dropped = [
      loanPrograms.find((p) => p.category === 'purchase' && !deckPrograms.includes(p)),
      deckPrograms.at(-1),
    ].filter((p) => p !== undefined);
    const fewer = loanPrograms.filter((p) => !dropped.includes(p));
    const page = renderIsolated(fewer);
    expectCounts(fewer);
    const deck = screen.getByRole('region', {name: copy.deck.title});
    for (const p of dropped) expect(within(deck).queryByRole('heading', {name: p.title})).toBeNull();
    // The description counts the programs where its words do.
    if (copy.meta.description.includes('{program count}'))
      expect(page.description).toContain(numberInWords(fewer.length));
    for (const p of dropped) expect(screen.queryByRole('link', {name: new RegExp(p.title)})).toBeNull();
  });

  it('opens the financing dialog from its button', async () => {
    const user = userEvent.setup();
    const {open} = renderWithDialog(h(LoanProgramsOverview));
    await user.click(screen.getAllByRole('button', {name: copy.hero.button})[0]);
    expect(open).toHaveBeenCalledWith('financing', expect.objectContaining({source: expect.any(String)}));
  });
});
