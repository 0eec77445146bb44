/**
 * The services (one file each in src/data/copy/services) as every page shows them: each summary complete, with an
 * image that exists and is described honestly; the /services overview's cards, one a file, in their order; and its
 * Why Choose cards, the selling points its words pick. How long a menu line or a button label may be, and what the
 * business may claim, are the content check's (src/data/copySchema.ts, plugins/content-check/rules/claims.ts). The
 * service pages themselves are detail pages (tests/unit/detailPages.test.tsx).
 */
import React from 'react';
import {render, screen, within, fireEvent} from '@testing-library/react';
import {EstimateDialogContext, type EstimateDialogApi} from '@site/src/components/EstimateDialog/context';
import ServicesIndex from '@site/src/pages/services/index';
import {business} from '@site/src/data/business';
import type {ServicesData} from '@site/src/data/pageSchema';
import {serviceHref} from '@site/src/lib/detailPaths';
import words from '@site/src/data/copy/pages/services.json';
import {staticFileExists} from '../helpers/records';
import {detailLists} from '../helpers/copy';

const {services} = detailLists();

function renderWithDialog(ui: React.ReactElement) {
  const api: EstimateDialogApi = {open: jest.fn()};
  const utils = render(<EstimateDialogContext.Provider value={api}>{ui}</EstimateDialogContext.Provider>);
  return {...utils, open: api.open as jest.Mock};
}

describe('service summaries (src/data/copy/services)', () => {
  it.each(services.map((s) => [s.slug, s] as const))('%s: four different card points', (_, s) => {
    expect(new Set(s.features).size).toBe(s.features.length);
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s: an image that exists, described honestly', (_, s) => {
    expect(staticFileExists(s.image)).toBe(true);
    // An illustration says so (BRAND.md: its file name says which photo replaces it); a photo says what it shows.
    if (s.image.endsWith('.svg')) expect(s.imageAlt).toMatch(/^Illustration of /);
    else expect(s.imageAlt).not.toMatch(/^Illustration/);
  });
});

describe('/services overview', () => {
  it('shows a card per service, in their order, with its image, points and a Learn More link to its page', () => {
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
      expect(more).toHaveAttribute('href', serviceHref(s.slug));
    });
  });

  it('has a Why Choose section of the selling points its words pick, in their order', () => {
    renderWithDialog(<ServicesIndex />);
    const {whyChoose} = words as ServicesData;
    const picked = whyChoose.cards.map((p) => p.title);
    expect(picked.length).toBeGreaterThan(0);
    // Named by its heading, in the owner's words (Site pages → Services overview), whatever they are.
    const why = screen.getByRole('region', {name: whyChoose.title});
    const titles = within(why)
      .getAllByRole('heading', {level: 3})
      .map((h) => h.textContent);
    expect(titles).toEqual(picked);
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
