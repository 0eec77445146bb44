/**
 * Service areas: /service-areas and /service-areas/{city}. The MDX pages must
 * match business.cities one to one, carry the spec's city stats exactly, read
 * ZIP ranges and the phone number from business.ts, and the city cards must
 * offer a working Get Quote, Call Now and city link for every city.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {business} from '@site/src/data/business';
import {slugify} from '@site/src/lib/slug';
import {iconNames} from '@site/src/components/Icon';
import {services} from '@site/src/data/services';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import CityCards from '@site/src/components/ServiceArea/CityCards';
import CityHero from '@site/src/components/ServiceArea/CityHero';
import HoursCard from '@site/src/components/ServiceArea/HoursCard';

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

/** City stats exactly as the original spec gives them (Clinton has none). */
const specStats: Record<string, string[]> = {
  knoxville: ['500+', '10+'],
  maryville: ['250+'],
  sevierville: ['300+', '15+'],
  'oak-ridge': ['200+', '10+'],
  farragut: ['150+', '$2M+'],
  'lenoir-city': ['100+', '10+'],
  clinton: [],
};

const routes = new Set([
  '/',
  '/about',
  '/services',
  '/services/installation',
  '/services/remodeling',
  '/services/composite',
  '/services/custom-design',
  '/services/repair',
  '/gallery',
  '/resources/materials',
  '/resources/maintenance',
  '/resources/calculator',
  '/service-areas',
  ...business.cities.map((c) => `/service-areas/${c.slug}`),
  '/blog',
  '/faqs',
  '/help',
  '/construction',
  '/loan-programs',
]);

describe('city slugs', () => {
  it('are the lowercased city name with spaces turned into hyphens', () => {
    expect(slugify('Oak Ridge')).toBe('oak-ridge');
    expect(slugify('Lenoir City')).toBe('lenoir-city');
    expect(slugify('Knoxville')).toBe('knoxville');
    business.cities.forEach((c) => expect(c.slug).toBe(slugify(c.name)));
  });
});

describe('service-area MDX pages', () => {
  it('has one page per city in business.cities, and no page for anything else', () => {
    const slugs = business.cities.map((c) => c.slug).sort();
    expect(cityDocs.map((d) => d.slug).sort()).toEqual(slugs);
    expect(pageFiles).toContain('index.mdx');
    expect(pageFiles).not.toContain('tmp.md');
  });

  it.each(cityDocs.map((d) => [d.file, d] as const))(
    '%s: front matter names its own city and describes the page',
    (_file, doc) => {
      const city = business.cities.find((c) => c.slug === doc.slug)!;
      expect(doc.frontMatter.city).toBe(doc.slug);
      expect(doc.frontMatter.slug).toBeUndefined();
      expect(doc.frontMatter.title).toBe(`Deck Builder in ${city.name}, TN`);
      expect(typeof doc.frontMatter.description).toBe('string');
      expect(doc.frontMatter.description as string).toContain(city.name);
      expect(Array.isArray(doc.frontMatter.keywords)).toBe(true);
      expect((doc.frontMatter.keywords as string[]).length).toBeGreaterThanOrEqual(3);
      expect(doc.frontMatter.hide_title).toBe(true);
      expect(doc.frontMatter.hide_table_of_contents).toBe(true);
    },
  );

  it.each(cityDocs.map((d) => [d.file, d] as const))(
    '%s: stats are exactly the figures the spec gives the city',
    (_file, doc) => {
      const stats = doc.frontMatter.stats as {value: string; label: string}[];
      expect(Array.isArray(stats)).toBe(true);
      expect(stats.map((s) => s.value)).toEqual(specStats[doc.slug]);
      stats.forEach((s) => expect(s.label.length).toBeGreaterThan(5));
    },
  );

  it.each(cityDocs.map((d) => [d.file, d] as const))(
    '%s: renders the hero and closing call to action for the front matter city',
    (_file, doc) => {
      expect(doc.body).toMatch(/<CityHero[\s\S]*?city=\{frontMatter\.city\}/);
      expect(doc.body).toMatch(/<CityCta[\s\S]*?city=\{frontMatter\.city\}/);
      expect(doc.body).toMatch(/<CityServices/);
      expect(doc.body).toMatch(/<FeatureGrid/);
      if (specStats[doc.slug].length > 0) {
        expect(doc.body).toMatch(/items=\{frontMatter\.stats\}/);
      }
    },
  );

  it('never types a ZIP range or the phone number into content', () => {
    for (const doc of [...cityDocs, indexDoc]) {
      for (const city of business.cities) {
        // Knoxville's neighborhood grid may list Farragut's single ZIP as a neighborhood ZIP.
        if (doc.slug === 'knoxville' && city.slug === 'farragut') continue;
        expect(`${doc.file}: ${doc.body}`).not.toContain(city.zipRange);
      }
      expect(doc.body).not.toContain(business.phone.display);
      expect(doc.body).not.toContain('555-0142');
      expect(doc.body).not.toMatch(/Monday-Saturday/);
    }
  });

  it('gives Knoxville the six neighborhoods with their ZIP codes', () => {
    const knoxville = cityDocs.find((d) => d.slug === 'knoxville')!;
    const pairs: [string, string][] = [
      ['Sequoyah Hills', '37919'],
      ['West Hills', '37909'],
      ['Farragut', '37934'],
      ['Bearden', '37919'],
      ['Downtown Knoxville', '37902'],
      ['Fountain City', '37918'],
    ];
    for (const [name, zip] of pairs) {
      expect(knoxville.body).toMatch(new RegExp(`name: '${name}',\\s*zip: '${zip}'`));
    }
  });

  it('gives Sevierville, Oak Ridge and Farragut nine-area lists and Farragut the hours card', () => {
    for (const slug of ['sevierville', 'oak-ridge', 'farragut']) {
      const doc = cityDocs.find((d) => d.slug === slug)!;
      const list = /<AreaList[\s\S]*?\/>/.exec(doc.body);
      expect(list).not.toBeNull();
      expect(list![0].match(/\{name: /g)).toHaveLength(9);
    }
    expect(cityDocs.find((d) => d.slug === 'farragut')!.body).toMatch(/<HoursCard/);
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
        expect(routes.has(href)).toBe(true);
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
    expect(cards).toHaveLength(7);
    business.cities.forEach((city, i) => {
      const card = cards[i];
      expect(within(card).getByRole('heading', {name: `${city.name}, TN`})).toBeInTheDocument();
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

  it('renders the single h1 for the city with its ZIP range from business.ts', () => {
    withDialog(React.createElement(CityHero, {city: 'oak-ridge', eyebrow: 'Anderson and Roane counties'}));
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    expect(screen.getByRole('heading', {level: 1, name: 'Deck Builder in Oak Ridge, TN'})).toBeInTheDocument();
    expect(screen.getByText('ZIP codes 37830-37831')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: /Get Free Estimate/})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /Call/})).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', {name: 'All service areas'})).toHaveAttribute('href', '/service-areas');
  });

  it('says "ZIP code" for a single ZIP and refuses an unknown city', () => {
    withDialog(React.createElement(CityHero, {city: 'farragut'}));
    expect(screen.getByText('ZIP code 37934')).toBeInTheDocument();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => withDialog(React.createElement(CityHero, {city: 'brooklyn'}))).toThrow(/Unknown service-area city/);
    jest.restoreAllMocks();
  });
});

describe('<HoursCard>', () => {
  it('shows the hours from business.hours.label, the phone link and a consultation button that opens the dialog', async () => {
    const user = userEvent.setup();
    const open = jest.fn();
    render(
      React.createElement(EstimateDialogContext.Provider, {value: {open}}, React.createElement(HoursCard, {as: 'h2'})),
    );
    expect(screen.getByText(business.hours.label)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: business.phone.display})).toHaveAttribute('href', business.phone.href);
    await user.click(screen.getByRole('button', {name: /Book a Design Consultation/}));
    expect(open).toHaveBeenCalledWith('estimate', expect.any(String));
  });
});
