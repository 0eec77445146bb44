/**
 * Service areas: /service-areas and /service-areas/{city}. Every city page
 * is built the same way (its hero and closing banner for its own city, links
 * and icons that exist, no paragraph copied from another city), and the city
 * cards offer a working Get Quote, Call Now and city link for every city in
 * business.ts, whatever they are. That each city has its page and lists
 * its services (<CityServices>), and that pages never type the business's
 * facts, is the content check's (plugins/content-check/rules), which names
 * the file and the line to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {business} from '@site/src/data/business';
import {iconNames} from '@site/src/data/types';
import {services} from '@site/src/data/services';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import CityCards from '@site/src/components/ServiceArea/CityCards';
import CityHero from '@site/src/components/ServiceArea/CityHero';
import HoursCard from '@site/src/components/ServiceArea/HoursCard';
import {knownPaths} from '@site/plugins/content-check/routes';
import {cityState, hoursText, zipLabel} from '@site/src/lib/businessFacts';

// Docusaurus parses front matter with js-yaml; so do we, to test what the build sees.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as {load: (s: string) => Record<string, unknown>};

const dir = path.join(__dirname, '../../docs/service-areas');

interface Doc {
  file: string;
  slug: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

function readDoc(file: string): Doc {
  const source = fs.readFileSync(path.join(dir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) {
    throw new Error(`${file} has no front matter block`);
  }
  return {file, slug: file.replace(/\.mdx$/, ''), frontMatter: yaml.load(match[1]), body: match[2]};
}

const pageFiles = fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f));
const cityDocs = pageFiles.filter((f) => f !== 'index.mdx').map(readDoc);
const indexDoc = readDoc('index.mdx');

const isKnown = knownPaths(path.join(__dirname, '..', '..'));

describe('service-area MDX pages', () => {
  it.each(cityDocs.map((d) => [d.file, d] as const))(
    '%s: front matter names its own city and describes the page',
    (_file, doc) => {
      const city = business.cities.find((c) => c.slug === doc.slug);
      // A page without its city is the content check's to report (plugins/content-check/rules/cities.ts).
      if (!city) return;
      expect(doc.frontMatter.city).toBe(doc.slug);
      expect(doc.frontMatter.slug).toBeUndefined();
      expect(doc.frontMatter.title as string).toContain(city.name);
      expect(doc.frontMatter.description as string).toContain(city.name);
      expect((doc.frontMatter.keywords as string[]).join(' ')).toContain(city.name);
      // The city hero is the page's one h1: the doc's own title and table of contents stay hidden.
      expect(doc.frontMatter.hide_title).toBe(true);
      expect(doc.frontMatter.hide_table_of_contents).toBe(true);
    },
  );

  it.each(cityDocs.map((d) => [d.file, d] as const))(
    '%s: renders the hero and closing call to action for the front matter city',
    (_file, doc) => {
      expect(doc.body).toMatch(/<CityHero[\s\S]*?city=\{frontMatter\.city\}/);
      expect(doc.body).toMatch(/<CityCta[\s\S]*?city=\{frontMatter\.city\}/);
      expect(doc.body).toMatch(/<FeatureGrid/);
      if (((doc.frontMatter.stats ?? []) as unknown[]).length > 0) {
        expect(doc.body).toMatch(/items=\{frontMatter\.stats\}/);
      }
    },
  );

  it.each(cityDocs.map((d) => [d.file, d] as const))('%s: every area list names its places', (_file, doc) => {
    for (const [list] of doc.body.matchAll(/<AreaList[\s\S]*?\/>/g)) {
      expect(list).toMatch(/label="[^"]{10,}"/);
      const names = [...list.matchAll(/\bname:\s*'([^']+)'/g)].map((m) => m[1]);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('uses only real icon names, service slugs and routes', () => {
    const serviceSlugs = services.map((s) => s.slug as string);
    for (const doc of [...cityDocs, indexDoc]) {
      for (const [, icon] of doc.body.matchAll(/icon: '([^']+)'/g)) {
        expect(iconNames).toContain(icon);
      }
      for (const [, service] of doc.body.matchAll(/service: '([^']+)'/g)) {
        expect(serviceSlugs).toContain(service);
      }
      for (const [, href] of doc.body.matchAll(/\]\((\/[^)#\s]*)/g)) {
        expect(isKnown(href) ? '' : `${doc.file}: ${href}`).toBe('');
      }
    }
  });

  it('does not repeat a paragraph from one city page on another', () => {
    const seen = new Map<string, string>();
    for (const doc of cityDocs) {
      const paragraphs = doc.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p.length > 60 && !p.startsWith('import') && !p.startsWith('<') && !p.startsWith('#'));
      for (const p of paragraphs) {
        expect(seen.has(p) ? `${doc.file} repeats ${seen.get(p)}: ${p}` : '').toBe('');
        seen.set(p, doc.file);
      }
    }
  });

  it('the index page is the East Tennessee list, with no New York content', () => {
    expect(indexDoc.frontMatter.slug).toBe('/');
    expect(indexDoc.frontMatter.hide_title).toBe(true);
    expect(indexDoc.body).toMatch(/<CityCards\s*\/>/);
    expect(indexDoc.body).not.toMatch(/new york|\bNY\b|brooklyn|manhattan|queens/i);
    for (const doc of cityDocs) {
      expect(doc.body).not.toMatch(/new york|\bNY\b|brooklyn/i);
    }
  });
});

describe('<CityCards>', () => {
  function renderCards(open = jest.fn()) {
    render(React.createElement(EstimateDialogContext.Provider, {value: {open}}, React.createElement(CityCards)));
    return open;
  }

  it('renders one card per city with its name, state, ZIP range and description', () => {
    renderCards();
    const list = screen.getByRole('list', {name: 'Cities we serve'});
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(business.cities.length);
    business.cities.forEach((city, i) => {
      const card = cards[i];
      expect(within(card).getByRole('heading', {name: cityState(city)})).toBeInTheDocument();
      expect(card).toHaveTextContent(city.zipRange);
      expect(card).toHaveTextContent(city.blurb);
    });
  });

  it('gives every card a link to its city page, a tel: Call Now link and a Get Quote button that opens the dialog', async () => {
    const user = userEvent.setup();
    const open = renderCards();
    const cards = within(screen.getByRole('list', {name: 'Cities we serve'})).getAllByRole('listitem');
    for (const [i, city] of business.cities.entries()) {
      const card = cards[i];
      const cityLink = within(card).getByRole('link', {name: `Decks in ${city.name}`});
      expect(cityLink).toHaveAttribute('href', `/service-areas/${city.slug}`);

      const call = within(card).getByRole('link', {name: /^Call Now/});
      expect(call).toHaveAttribute('href', business.phone.href);
      expect(call.getAttribute('href')).toMatch(/^tel:/);

      const quote = within(card).getByRole('button', {name: `Get Quote for ${city.name}`});
      expect(quote).toHaveTextContent('Get Quote');
      open.mockClear();
      await user.click(quote);
      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith('estimate', expect.any(String));
    }
  });
});

describe('<CityHero>', () => {
  const withDialog = (el: React.ReactElement) =>
    render(React.createElement(EstimateDialogContext.Provider, {value: {open: jest.fn()}}, el));

  it.each(business.cities.map((c) => [c.name, c] as const))(
    '%s: the single h1 for the city with its ZIP range from business.ts',
    (_, city) => {
      withDialog(React.createElement(CityHero, {city: city.slug, eyebrow: 'County'}));
      expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
      expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(cityState(city));
      expect(screen.getByText(zipLabel(city))).toBeInTheDocument();
    },
  );

  it('offers the estimate, a call and the way back to all areas', () => {
    withDialog(React.createElement(CityHero, {city: business.cities[0].slug}));
    expect(screen.getByRole('button', {name: /Get Free Estimate/})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /Call/})).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', {name: 'All service areas'})).toHaveAttribute('href', '/service-areas');
  });

  it('refuses an unknown city', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => withDialog(React.createElement(CityHero, {city: 'brooklyn'}))).toThrow(/Unknown service-area city/);
    jest.restoreAllMocks();
  });
});

describe('<HoursCard>', () => {
  it('shows the hours from business.ts, the phone link and a consultation button that opens the dialog', async () => {
    const user = userEvent.setup();
    const open = jest.fn();
    render(
      React.createElement(EstimateDialogContext.Provider, {value: {open}}, React.createElement(HoursCard, {as: 'h2'})),
    );
    expect(screen.getByText(hoursText())).toBeInTheDocument();
    expect(screen.getByRole('link', {name: business.phone.display})).toHaveAttribute('href', business.phone.href);
    await user.click(screen.getByRole('button', {name: /Book a Design Consultation/}));
    expect(open).toHaveBeenCalledWith('estimate', expect.any(String));
  });
});
