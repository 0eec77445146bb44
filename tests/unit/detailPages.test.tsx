/**
 * Every service and loan program page (src/lib/detailPages.ts, from one file each in src/data/copy): rules over
 * each page (metadata, finished words, unique section ids, icons, links that lead somewhere), the one layout drawing
 * each page (every button opens the page's dialog, every call dials the business), the plugin that makes a route per
 * file and hands the browser the lists, and each financing page's own button label. A file added is a page in every
 * list; a file removed leaves none. What a page's words may say and how long its title, description and button may
 * be are the content check's (src/data/copySchema.ts, plugins/content-check/rules), which names the file and the line;
 * so are the figures it shows (figures.ts).
 */
import React from 'react';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fireEvent, render, screen, within} from '@testing-library/react';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import DetailPage from '@site/plugins/detail-pages/theme/DetailPage';
import detailPagesPlugin from '@site/plugins/detail-pages';
import {business} from '@site/src/data/business';
import type {LoanProgramsCopy} from '@site/src/data/pageSchema';
import {iconNames, type DetailPage as Model} from '@site/src/data/types';
import {loanProgramHref} from '@site/src/lib/detailPaths';
import {priceRangeText} from '@site/src/lib/priceText';
import financingOverview from '@site/src/data/copy/pages/loan-programs.json';
import type {ServiceCopy} from '@site/src/data/copySchema';
import {detailPages as detailPagesOf, menuLists, summaries} from '@site/src/lib/detailPages';
import {menus} from '@site/src/lib/menu';
import {readDetailFiles} from '@site/build-time/copy';
import {liveLegacyRedirects} from '@site/build-time/redirects';
import {internalLinks, isKnownPath, unfinished, visibleText} from '../helpers/records';
import {allDetailPages, detailFiles, detailLists} from '../helpers/copy';

const detailPages = allDetailPages();
const {services, loanPrograms} = detailLists();
const pages = detailPages.map((p) => [p.path, p] as const);
/** The programs the financing overview says pay for a deck (PRODUCT.md: cash-out, HELOC, FHA 203(k)), still offered. */
const deckFundingSlugs = (financingOverview as LoanProgramsCopy).deck.programs
  .map((d) => d.program)
  .filter((slug) => loanPrograms.some((p) => p.slug === slug));
const textOf = (page: Model) => visibleText({hero: page.hero, sections: page.sections, cta: page.cta});

function renderPage(page: Model) {
  const open = jest.fn();
  const utils = render(
    <EstimateDialogContext.Provider value={{open}}>
      <DetailPage page={page} />
    </EstimateDialogContext.Provider>,
  );
  return {...utils, open};
}

describe('detail page records', () => {
  it('give every service and every loan program its own page, at a unique path', () => {
    const paths = detailPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...services.map((s) => `/services/${s.slug}`),
        ...loanPrograms.map((p) => loanProgramHref(p.slug)),
      ]),
    );
    expect(new Set(detailPages.map((p) => p.meta.title)).size).toBe(paths.length);
    expect(new Set(detailPages.map((p) => p.meta.description)).size).toBe(paths.length);
  });

  it.each(pages)('%s: metadata for search and finished words', (_, page) => {
    expect(page.meta.title.trim()).not.toBe('');
    expect(page.meta.description.trim()).not.toBe('');
    expect(page.meta.keywords.length).toBeGreaterThan(0);
    expect(textOf(page)).not.toMatch(unfinished);
  });

  it.each(pages)('%s: unique section ids, known icons, links and related pages that exist', (path, page) => {
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/));
    for (const [, icon] of JSON.stringify(page).matchAll(/"icon":"([^"]+)"/g)) expect(iconNames).toContain(icon);
    for (const link of [...internalLinks(page.sections), ...page.related.links.map((l) => l.to), page.related.all.to]) {
      expect(isKnownPath(link) ? '' : link).toBe('');
    }
    expect(page.related.links.map((l) => l.to)).not.toContain(path);
  });

  it.each(pages.filter(([, p]) => p.notice === 'financing'))(
    '%s: quotes no interest rate (they change daily)',
    (_, page) => {
      expect(textOf(page)).not.toMatch(/\d+(\.\d+)?% (APR|interest rate)/i);
    },
  );
});

describe('the detail page layout', () => {
  it.each(pages)('%s: hero, every section, related pages and closing banner, with working actions', (_, page) => {
    const {container, open} = renderPage(page);
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(page.hero.title);
    for (const section of page.sections) {
      const el = container.querySelector(`section#${section.id}`) as HTMLElement;
      expect(within(el).getAllByRole('heading')[0]).toHaveTextContent(section.title);
    }
    // Headings never skip a level.
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4')).map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
    // The page's own button opens its dialog (the hero and the closing banner at least).
    const own = screen.getAllByRole('button', {name: page.action.label});
    expect(own.length).toBeGreaterThanOrEqual(2);
    own.forEach((b) => fireEvent.click(b));
    expect(open.mock.calls.every(([variant]) => variant === page.action.dialog)).toBe(true);
    // Every other button opens a dialog too; no button does nothing.
    const all = screen.getAllByRole('button');
    all.forEach((b) => fireEvent.click(b));
    expect(open).toHaveBeenCalledTimes(own.length + all.length);
    const calls = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    calls.forEach((a) => expect(a).toHaveAttribute('href', business.phone.href));
    for (const link of page.related.links) {
      expect(container.querySelector(`a[href="${link.to}"]`)).not.toBeNull();
    }
  });

  it.each(pages.filter(([, p]) => p.notice === 'financing'))('%s: says it is information only', (_, page) => {
    renderPage(page);
    const notes = screen.getAllByRole('note');
    expect(notes[0]).toHaveTextContent(/information only, not a loan offer/i);
    expect(notes[0]).toBeVisible();
  });

  it('draws every table with its caption, column headers and row headers', () => {
    for (const page of detailPages) {
      for (const section of page.sections.filter((s) => s.kind === 'table')) {
        const {unmount} = renderPage(page);
        const table = screen.getByRole('table', {name: section.caption});
        expect(
          within(table)
            .getAllByRole('columnheader')
            .map((c) => c.textContent),
        ).toEqual([...section.columns]);
        // Each row by its place and its own header, exactly: one row's heading may begin another's ("Yearly").
        const rows = within(table)
          .getAllByRole('row')
          .filter((tr) => within(tr).queryByRole('rowheader'));
        expect(rows.map((tr) => within(tr).getByRole('rowheader').textContent)).toEqual(
          section.rows.map((r) => r.label),
        );
        section.rows.forEach((row, i) =>
          row.cells.forEach((cell) =>
            expect(rows[i]).toHaveTextContent(
              typeof cell === 'string' ? cell : priceRangeText(cell.price, cell.installed ? 'installed' : 'materials'),
            ),
          ),
        );
        unmount();
      }
    }
  });

  it('gives every call prompt a call button and every callout an estimate button and the calculator', () => {
    for (const page of detailPages) {
      for (const section of page.sections.filter((s) => s.kind === 'callPrompt' || s.kind === 'callout')) {
        const {unmount, open} = renderPage(page);
        const panel = screen.getByRole('heading', {level: 2, name: section.title}).closest('section') as HTMLElement;
        if (section.kind === 'callPrompt') {
          expect(within(panel).getByRole('link', {name: new RegExp(section.callLabel)})).toHaveAttribute(
            'href',
            business.phone.href,
          );
        } else {
          fireEvent.click(within(panel).getByRole('button'));
          expect(open).toHaveBeenCalledWith('estimate', expect.objectContaining({source: expect.any(String)}));
          expect(within(panel).getByRole('link', {name: /calculator/i})).toHaveAttribute(
            'href',
            '/resources/calculator',
          );
        }
        unmount();
      }
    }
  });
});

describe('the financing pages', () => {
  it.each(detailFiles().loanPrograms.map((p) => [p.slug, p] as const))(
    '%s: every action carries its own button label',
    (slug, program) => {
      const page = detailPages.find((p) => p.path === loanProgramHref(slug))!;
      expect(page.action).toEqual({label: program.ctaLabel, dialog: 'financing'});
    },
  );

  // PRODUCT.md: say how each option can pay for a deck where it can (the financing overview's deck programs).
  it.each(deckFundingSlugs.map((slug) => [slug]))('%s: shows how it can pay for a deck', (slug) => {
    const page = detailPages.find((p) => p.path === loanProgramHref(slug))!;
    // A callout says how; its words are the owner's (the varied copy draws them), so only its place is held.
    expect(page.sections.some((s) => s.kind === 'callout' && visibleText(s).trim() !== '')).toBe(true);
  });
});

describe('detail-pages plugin', () => {
  it('adds one exact route per file, drawn by @theme/DetailPage with the page as props, and hands out the lists', async () => {
    const routes: RouteConfig[] = [];
    const setGlobalData = jest.fn();
    const plugin = detailPagesPlugin({siteDir: join(__dirname, '..', '..')} as LoadContext);
    type LoadedArgs = Parameters<NonNullable<Plugin['contentLoaded']>>[0];
    await plugin.contentLoaded?.({
      content: await plugin.loadContent?.(),
      allContent: {},
      actions: {addRoute: (route: RouteConfig) => routes.push(route), createData: jest.fn(), setGlobalData},
    } as unknown as LoadedArgs);
    expect(routes.map((r) => r.path)).toEqual(detailPages.map((p) => p.path));
    for (const [i, route] of routes.entries()) {
      expect(route).toMatchObject({exact: true, component: '@theme/DetailPage', props: {page: detailPages[i]}});
    }
    expect(setGlobalData).toHaveBeenCalledWith(menuLists(readDetailFiles(join(__dirname, '..', '..'))));
  });

  it('stops the build on a file the schema refuses, naming its file and line', async () => {
    const site = copyOfCopy();
    const file = join(site, 'src/data/copy/services', `${services[0].slug}.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"order": \d+/, '"order": "first"'));
    const plugin = detailPagesPlugin({siteDir: site} as LoadContext);
    await expect(plugin.loadContent!()).rejects.toThrow(
      new RegExp(`src/data/copy/services/${services[0].slug}\\.json:3: .*Place in lists`),
    );
  });
});

/** `base`, or `base-2`, `base-3` …: the first no file has. */
function unusedSlug(base: string, taken: readonly string[]): string {
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A site holding only this one's copy, to add and remove files in. */
function copyOfCopy(): string {
  const site = mkdtempSync(join(tmpdir(), 'kdb-copy-'));
  cpSync(join(__dirname, '..', '..', 'src', 'data', 'copy'), join(site, 'src', 'data', 'copy'), {recursive: true});
  return site;
}

describe('a service or a financing program is one file', () => {
  const service = (site: string, slug: string) =>
    JSON.parse(readFileSync(join(site, 'src/data/copy/services', `${slug}.json`), 'utf8')) as ServiceCopy;

  it('a file added is a page, a menu line and a card, in its order; a file removed is none of them', () => {
    const site = copyOfCopy();
    const [first, ...rest] = services;
    // After every service there is, whatever places they hold; a service the site does not offer yet, whatever it
    // offers (the owner may have added Screened Porches in /admin already).
    const last = Math.max(...detailFiles().services.map((s) => s.order));
    const slug = unusedSlug(
      'screened-porches',
      services.map((s) => s.slug),
    );
    const title = slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash && ' '}${c.toUpperCase()}`);
    const added = {...service(site, first.slug), title, order: last + 1};
    writeFileSync(join(site, 'src/data/copy/services', `${slug}.json`), JSON.stringify(added, null, 2));
    rmSync(join(site, 'src/data/copy/services', `${rest[0].slug}.json`));
    const files = readDetailFiles(site);
    const lists = summaries(files);
    expect(lists.services.map((s) => s.slug)).toEqual([first.slug, ...rest.slice(1).map((s) => s.slug), slug]);
    expect(menus(lists).services.items.map((i) => i.label)).toContain(title);
    const paths = detailPagesOf(files).map((p) => p.path);
    expect(paths).toContain(`/services/${slug}`);
    expect(paths).not.toContain(`/services/${rest[0].slug}`);
    // A page picked as related that is gone is left out of every foot.
    for (const page of detailPagesOf(files))
      expect(page.related.links.map((l) => l.to)).not.toContain(`/services/${rest[0].slug}`);
  });

  it('a program removed leaves its old top-level path and every related link with it', () => {
    const site = copyOfCopy();
    const removed = loanPrograms.find((p) =>
      liveLegacyRedirects(join(__dirname, '..', '..')).some((r) => r.to === loanProgramHref(p.slug)),
    )!;
    rmSync(join(site, 'src/data/copy/loan-programs', `${removed.slug}.json`));
    expect(liveLegacyRedirects(site).map((r) => r.to)).not.toContain(loanProgramHref(removed.slug));
    for (const page of detailPagesOf(readDetailFiles(site)))
      expect(page.related.links.map((l) => l.to)).not.toContain(loanProgramHref(removed.slug));
  });
});
