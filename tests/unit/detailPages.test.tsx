/**
 * Every service and loan program page (src/data/detailPages.ts): rules over
 * each record (metadata, finished words, unique section ids, icons, links
 * that lead somewhere), the one layout drawing each page (every button opens
 * the page's dialog, every call dials the business), the plugin that makes a
 * route per page, and each financing page's own button label. What a page's
 * words may say and how long its title, description and button may be are the
 * content check's (plugins/content-check/rules: claims.ts, records.ts), which
 * names the record and the line; so are the figures it shows (figures.ts).
 */
import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import DetailPage from '@site/plugins/detail-pages/theme/DetailPage';
import detailPagesPlugin from '@site/plugins/detail-pages';
import {detailPages} from '@site/src/data/detailPages';
import {business} from '@site/src/data/business';
import {services} from '@site/src/data/services';
import {deckFundingSlugs, loanProgramHref, loanPrograms} from '@site/src/data/loanPrograms';
import {iconNames, type DetailPage as Model} from '@site/src/data/types';
import {priceRangeText} from '@site/src/lib/priceText';
import {internalLinks, isKnownPath, unfinished, visibleText} from '../helpers/records';

const pages = detailPages.map((p) => [p.path, p] as const);
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
        for (const row of section.rows) {
          const tr = within(table).getByRole('row', {name: new RegExp(row.label)});
          row.cells.forEach((cell) =>
            expect(tr).toHaveTextContent(
              typeof cell === 'string' ? cell : priceRangeText(cell.price, cell.installed ? 'installed' : 'materials'),
            ),
          );
        }
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
  it.each(loanPrograms.map((p) => [p.slug, p] as const))(
    '%s: every action carries its own button label',
    (slug, program) => {
      const page = detailPages.find((p) => p.path === loanProgramHref(slug))!;
      expect(page.action).toEqual({label: program.ctaLabel, dialog: 'financing'});
    },
  );

  // PRODUCT.md: say how each option can pay for a deck where it can (src/data/loanPrograms.ts, deckFundingSlugs).
  it.each(deckFundingSlugs.map((slug) => [slug]))('%s: shows how it can pay for a deck', (slug) => {
    const page = detailPages.find((p) => p.path === loanProgramHref(slug))!;
    expect(page.sections.some((s) => s.kind === 'callout' && /deck/.test(visibleText(s)))).toBe(true);
  });
});

describe('detail-pages plugin', () => {
  it('adds one exact route per page, drawn by @theme/DetailPage with the page as props', async () => {
    const routes: RouteConfig[] = [];
    const plugin = detailPagesPlugin();
    type LoadedArgs = Parameters<NonNullable<Plugin['contentLoaded']>>[0];
    await plugin.contentLoaded?.({
      content: undefined,
      allContent: {},
      actions: {addRoute: (route: RouteConfig) => routes.push(route), createData: jest.fn(), setGlobalData: jest.fn()},
    } as unknown as LoadedArgs);
    expect(routes.map((r) => r.path)).toEqual(detailPages.map((p) => p.path));
    for (const [i, route] of routes.entries()) {
      expect(route).toMatchObject({exact: true, component: '@theme/DetailPage', props: {page: detailPages[i]}});
    }
  });
});
