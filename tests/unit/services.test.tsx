/**
 * The services: rules over every summary and detail record (fields present,
 * lengths, unique ids, links and images that exist, honest illustrations),
 * and the pages' behavior: every estimate button opens the dialog, every
 * call link dials the business. The figures the old site carried are checked
 * on the built pages (tests/e2e/seed.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within, fireEvent} from '@testing-library/react';
import {EstimateDialogContext, type EstimateDialogApi} from '@site/src/components/EstimateDialog/context';
import ServicePage from '@site/src/components/ServicePage';
import ServicesIndex from '@site/src/pages/services/index';
import {services} from '@site/src/data/services';
import {business} from '@site/src/data/business';
import {sellingPoints} from '@site/src/data/sellingPoints';
import {serviceDetails} from '@site/src/data/serviceDetails';
import {iconNames} from '@site/src/components/Icon';
import {
  internalLinks,
  inventedPromises,
  isKnownPath,
  siteDir,
  staticFileExists,
  unfinished,
  visibleText,
  wordCount,
} from '../helpers/records';

const details = Object.values(serviceDetails);

function renderWithDialog(ui: React.ReactElement) {
  const api: EstimateDialogApi = {open: jest.fn()};
  const utils = render(<EstimateDialogContext.Provider value={api}>{ui}</EstimateDialogContext.Provider>);
  return {...utils, open: api.open as jest.Mock};
}

describe('service summaries (src/data/services.ts)', () => {
  it('have unique slugs, each with a detail record and a page file', () => {
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    for (const s of services) {
      expect(serviceDetails[s.slug]?.slug).toBe(s.slug);
      expect(fs.existsSync(path.join(siteDir, 'src/pages/services', `${s.slug}.tsx`))).toBe(true);
    }
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s: title, texts, features and icon', (_, s) => {
    expect(s.title.length).toBeGreaterThan(3);
    expect(s.menuDescription.length).toBeLessThanOrEqual(60);
    expect(s.description.length).toBeGreaterThan(40);
    expect(s.description.length).toBeLessThanOrEqual(200);
    s.features.forEach((f) => expect(f.trim().length).toBeGreaterThan(3));
    expect(new Set(s.features).size).toBe(s.features.length);
    expect(iconNames).toContain(s.icon);
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s: an image that exists, described honestly', (_, s) => {
    expect(staticFileExists(s.image)).toBe(true);
    if (s.image.endsWith('.svg')) {
      // An illustration says so, and names the photo that should replace it.
      expect(s.imageAlt).toMatch(/^Illustration of /);
      const svg = fs.readFileSync(path.join(siteDir, 'static', s.image), 'utf8');
      expect(svg.split('\n')[0]).toMatch(/^<!-- Replace with a photo: .+-->$/);
    } else {
      expect(s.imageAlt).not.toMatch(/^Illustration/);
    }
    expect(s.imageAlt.length).toBeGreaterThan(20);
  });
});

describe('service detail records (src/data/serviceDetails)', () => {
  it.each(details.map((d) => [d.slug, d] as const))('%s: metadata for search', (_, d) => {
    expect(d.meta.title.length).toBeGreaterThan(10);
    expect(d.meta.title.length).toBeLessThanOrEqual(70);
    expect(d.meta.description.length).toBeGreaterThan(50);
    expect(d.meta.description.length).toBeLessThanOrEqual(170);
    expect(d.meta.keywords.length).toBeGreaterThan(2);
  });

  it.each(details.map((d) => [d.slug, d] as const))('%s: a full page of finished words', (_, d) => {
    const text = visibleText({hero: d.hero, sections: d.sections, cta: d.cta});
    expect(wordCount(text)).toBeGreaterThanOrEqual(300);
    expect(text).not.toMatch(unfinished);
    expect(text).not.toMatch(inventedPromises);
  });

  it.each(details.map((d) => [d.slug, d] as const))(
    '%s: unique section ids, known icons, links that lead somewhere',
    (_, d) => {
      const ids = d.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      ids.forEach((id) => expect(id).toMatch(/^[a-z0-9-]+$/));
      const icons = JSON.stringify(d.sections).match(/"icon":"([^"]+)"/g) ?? [];
      icons.map((m) => m.slice(8, -1)).forEach((icon) => expect(iconNames).toContain(icon));
      for (const link of internalLinks(d.sections)) expect(isKnownPath(link) ? '' : link).toBe('');
    },
  );

  it("never states the business's years differently from business.ts", () => {
    const years = parseInt(business.stats.yearsInBusiness, 10);
    for (const d of details) {
      for (const section of d.sections) {
        if (section.kind !== 'stats') continue;
        for (const item of section.items.filter((i) => /years/i.test(i.label))) {
          expect(parseInt(item.value, 10)).toBeLessThanOrEqual(years);
        }
      }
    }
  });
});

describe('service detail pages', () => {
  it.each(details.map((d) => [d.slug, d] as const))(
    '%s: its hero, every section and the closing banner, with working actions',
    (slug, detail) => {
      const {container, open} = renderWithDialog(<ServicePage detail={detail} />);
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(detail.hero.title);
      expect(screen.getByRole('heading', {level: 2, name: detail.cta.title})).toBeInTheDocument();
      for (const section of detail.sections) {
        const el = container.querySelector(`section#${section.id}`) as HTMLElement;
        expect(el).not.toBeNull();
        expect(within(el).getAllByRole('heading')[0]).toHaveTextContent(section.title);
      }
      // Headings never skip a level.
      const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4')).map((h) => Number(h.tagName[1]));
      levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
      // Every button opens the estimate dialog; every call link dials the business.
      const buttons = screen.getAllByRole('button');
      expect(buttons.length).toBeGreaterThanOrEqual(2);
      buttons.forEach((b) => fireEvent.click(b));
      expect(open).toHaveBeenCalledTimes(buttons.length);
      const calls = screen.getAllByRole('link', {name: /call/i});
      expect(calls.length).toBeGreaterThanOrEqual(2);
      calls.forEach((a) => expect(a).toHaveAttribute('href', business.phone.href));
      // Links to every other service.
      for (const other of services.filter((s) => s.slug !== slug)) {
        expect(container.querySelector(`a[href="/services/${other.slug}"]`)).not.toBeNull();
      }
    },
  );

  it('shows every call prompt with a call button and the phone number', () => {
    for (const detail of details) {
      for (const section of detail.sections.filter((s) => s.kind === 'callPrompt')) {
        const {unmount} = renderWithDialog(<ServicePage detail={detail} />);
        const prompt = screen.getByRole('heading', {level: 2, name: section.title}).closest('section') as HTMLElement;
        expect(within(prompt).getByRole('link', {name: /call/i})).toHaveAttribute('href', business.phone.href);
        expect(prompt.textContent).toContain(business.phone.display);
        unmount();
      }
    }
  });

  it('draws every table with its caption, column headers and row headers', () => {
    for (const detail of details) {
      for (const section of detail.sections.filter((s) => s.kind === 'table')) {
        const {unmount} = renderWithDialog(<ServicePage detail={detail} />);
        const table = screen.getByRole('table', {name: section.caption});
        expect(
          within(table)
            .getAllByRole('columnheader')
            .map((c) => c.textContent),
        ).toEqual([...section.columns]);
        for (const row of section.rows) {
          const tr = within(table).getByRole('row', {name: new RegExp(row.label)});
          row.cells.forEach((cell) => expect(tr).toHaveTextContent(cell));
        }
        unmount();
      }
    }
  });
});

describe('/services overview', () => {
  it('shows a card per service with its image, features and a Learn More link to its page', () => {
    renderWithDialog(<ServicesIndex />);
    const cards = screen
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3') && li.querySelector('a[href^="/services/"]'));
    expect(cards).toHaveLength(services.length);
    cards.forEach((card, i) => {
      const s = services[i];
      expect(within(card).getByRole('heading', {level: 3})).toHaveTextContent(s.title);
      const img = within(card).getByRole('img');
      expect(img).toHaveAttribute('src', s.image);
      expect(img).toHaveAttribute('alt', s.imageAlt);
      expect(img).toHaveAttribute('loading', 'lazy');
      for (const f of s.features) expect(within(card).getByText(f)).toBeInTheDocument();
      const more = within(card).getByRole('link', {name: new RegExp(`learn more about ${s.title}`, 'i')});
      expect(more).toHaveAttribute('href', `/services/${s.slug}`);
    });
  });

  it('has a Why Choose section of three selling points, each worded in sellingPoints.ts', () => {
    renderWithDialog(<ServicesIndex />);
    const why = screen.getByRole('heading', {level: 2, name: /why choose/i}).closest('section') as HTMLElement;
    const titles = within(why)
      .getAllByRole('heading', {level: 3})
      .map((h) => h.textContent);
    expect(titles).toHaveLength(3);
    const known = Object.values(sellingPoints).map((p) => p.title);
    titles.forEach((t) => expect(known).toContain(t));
  });

  it('opens the dialog from every estimate button and dials from every call link', () => {
    const {open, container} = renderWithDialog(<ServicesIndex />);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const estimates = screen.getAllByRole('button', {name: /estimate/i});
    estimates.forEach((b) => fireEvent.click(b));
    expect(open).toHaveBeenCalledTimes(estimates.length);
    const calls = screen.getAllByRole('link', {name: /call/i});
    expect(calls.length).toBeGreaterThan(0);
    calls.forEach((a) => expect(a).toHaveAttribute('href', business.phone.href));
  });
});
