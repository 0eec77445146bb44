/**
 * The services list (src/data/services.ts): rules over every summary (fields,
 * images that exist, described honestly), and the /services overview. How
 * long a menu line or a button label may be, and what the business may claim,
 * are the content check's (plugins/content-check/rules: records.ts, claims.ts).
 * The service pages themselves are detail pages (tests/unit/detailPages.test.tsx).
 */
import React from 'react';
import {render, screen, within, fireEvent} from '@testing-library/react';
import {EstimateDialogContext, type EstimateDialogApi} from '@site/src/components/EstimateDialog/context';
import ServicesIndex from '@site/src/pages/services/index';
import {services} from '@site/src/data/services';
import {business} from '@site/src/data/business';
import {sellingPoints} from '@site/src/data/sellingPoints';
import {serviceDetails} from '@site/src/data/serviceDetails';
import {iconNames} from '@site/src/data/types';
import {staticFileExists} from '../helpers/records';

function renderWithDialog(ui: React.ReactElement) {
  const api: EstimateDialogApi = {open: jest.fn()};
  const utils = render(<EstimateDialogContext.Provider value={api}>{ui}</EstimateDialogContext.Provider>);
  return {...utils, open: api.open as jest.Mock};
}

describe('service summaries (src/data/services.ts)', () => {
  it('have unique slugs, each with a page body', () => {
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    for (const s of services) expect(serviceDetails[s.slug]).toBeDefined();
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s: title, texts, features and icon', (_, s) => {
    for (const text of [s.title, s.menuDescription, s.description, s.ctaLabel, ...s.features]) {
      expect(text.trim()).not.toBe('');
    }
    expect(new Set(s.features).size).toBe(s.features.length);
    expect(iconNames).toContain(s.icon);
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s: an image that exists, described honestly', (_, s) => {
    expect(staticFileExists(s.image)).toBe(true);
    // An illustration says so (BRAND.md: its file name says which photo replaces it); a photo says what it shows.
    if (s.image.endsWith('.svg')) expect(s.imageAlt).toMatch(/^Illustration of /);
    else expect(s.imageAlt).not.toMatch(/^Illustration/);
    expect(s.imageAlt.trim()).not.toBe('');
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
