import fs from 'fs';
import path from 'path';
import React from 'react';
import {render, screen, within, fireEvent} from '@testing-library/react';
import {EstimateDialogContext, type EstimateDialogApi} from '@site/src/components/EstimateDialog/context';
import ServicePage from '@site/src/components/ServicePage';
import ServicesIndex from '@site/src/pages/services/index';
import InstallationPage from '@site/src/pages/services/installation';
import RemodelingPage from '@site/src/pages/services/remodeling';
import CompositePage from '@site/src/pages/services/composite';
import CustomDesignPage from '@site/src/pages/services/custom-design';
import RepairPage from '@site/src/pages/services/repair';
import {services, type ServiceSlug} from '@site/src/data/services';
import {business} from '@site/src/data/business';
import {serviceDetails} from '@site/src/data/serviceDetails';
import type {ServiceDetail, ServiceSection, ServiceSectionKind} from '@site/src/data/serviceDetails/types';
import {installation} from '@site/src/data/serviceDetails/installation';
import {remodeling} from '@site/src/data/serviceDetails/remodeling';
import {composite} from '@site/src/data/serviceDetails/composite';
import {customDesign} from '@site/src/data/serviceDetails/custom-design';
import {repair} from '@site/src/data/serviceDetails/repair';

/** A section of a service page by id and kind (the page's content is typed data). */
function findSection<K extends ServiceSectionKind>(
  detail: ServiceDetail,
  id: string,
  kind: K,
): Extract<ServiceSection, {kind: K}> {
  const section = detail.sections.find((s) => s.id === id);
  if (!section || section.kind !== kind) throw new Error(`${detail.slug}: no "${kind}" section with id "${id}"`);
  return section as Extract<ServiceSection, {kind: K}>;
}

const root = path.resolve(__dirname, '../..');
const slugs: ServiceSlug[] = ['installation', 'remodeling', 'composite', 'custom-design', 'repair'];

/** Routes the brief says exist (the ones service content may link to). */
const knownRoutes = new Set([
  '/',
  '/about',
  '/services',
  ...slugs.map((s) => `/services/${s}`),
  '/gallery',
  '/resources/materials',
  '/resources/maintenance',
  '/resources/calculator',
  '/service-areas',
  '/blog',
  '/faqs',
  '/help',
  '/construction',
  ...[
    'deck-design-trends',
    'composite-vs-wood',
    'deck-lighting',
    'multi-level-decks',
    'deck-maintenance-tips',
    'deck-railing-options',
    'deck-size',
    'pergola-shade',
    'deck-roi',
    'seasonal-deck-care',
    'safety-codes',
    'color-trends',
  ].map((s) => `/blog/${s}`),
]);

/** All visible words a detail puts on the page (hero, sections, closing banner). */
function contentText(detail: ServiceDetail): string {
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, val] of Object.entries(v)) {
        if (
          k === 'kind' ||
          k === 'id' ||
          k === 'icon' ||
          k === 'to' ||
          k === 'mood' ||
          k === 'tone' ||
          (k === 'columns' && typeof val === 'number')
        )
          continue;
        walk(val);
      }
    }
  };
  walk({hero: detail.hero, sections: detail.sections, cta: detail.cta});
  return strings.join(' ');
}

const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

function renderWithDialog(ui: React.ReactElement) {
  const api: EstimateDialogApi = {open: jest.fn()};
  const utils = render(<EstimateDialogContext.Provider value={api}>{ui}</EstimateDialogContext.Provider>);
  return {...utils, open: api.open as jest.Mock};
}

describe('service summaries (src/data/services.ts)', () => {
  it('lists the five services, each with exactly four features', () => {
    expect(services.map((s) => s.slug)).toEqual(slugs);
    for (const s of services) {
      expect(s.features).toHaveLength(4);
      s.features.forEach((f) => expect(f.trim()).not.toBe(''));
    }
  });

  it.each(services.map((s) => [s.slug, s] as const))(
    '%s has a 3:2 SVG illustration that exists under static/',
    (_slug, s) => {
      const file = path.join(root, 'static', s.image);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.split('\n')[0]).toMatch(/^<!-- Replace with a photo: .+-->$/);
      expect(svg).toContain('viewBox="0 0 1200 800"');
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
      expect(svg).not.toMatch(/<text/);
      expect(s.imageAlt).toMatch(/^Illustration of /);
    },
  );
});

describe('service detail content (src/data/serviceDetails)', () => {
  it('has one detail per service, each with its own page file', () => {
    for (const slug of slugs) {
      expect(serviceDetails[slug].slug).toBe(slug);
      expect(fs.existsSync(path.join(root, 'src/pages/services', `${slug}.tsx`))).toBe(true);
    }
  });

  it.each(slugs)('%s has 400-900 words of content, unique section ids and links only to real routes', (slug) => {
    const detail = serviceDetails[slug];
    const words = wordCount(contentText(detail));
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(900);
    const ids = detail.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of detail.sections) {
      for (const link of section.links ?? []) expect(knownRoutes).toContain(link.to);
    }
    expect(detail.meta.keywords.length).toBeGreaterThan(2);
    expect(contentText(detail)).not.toMatch(/placeholder|coming soon|lorem|TODO|24\/7/i);
  });

  it('installation: 6 differentiators, 6 steps, 4 materials, 4 assurances and the work handled', () => {
    const diff = findSection(installation, 'differentiators', 'features').items.map((i) => i.title);
    expect(diff).toHaveLength(6);
    expect(diff.join('|')).toMatch(
      /Custom measurements.*Structural integrity.*Expert team.*quality commitment.*Timely completion.*Code compliant/i,
    );
    expect(findSection(installation, 'process', 'steps').steps.map((s) => s.title)).toEqual([
      'Free consultation',
      'Custom design',
      'Material selection',
      'Professional installation',
      'Final inspection',
      'Enjoy your deck',
    ]);
    expect(findSection(installation, 'materials', 'features').items.map((i) => i.title)).toEqual([
      'Pressure-treated wood',
      'Cedar and redwood',
      'Composite',
      'PVC',
    ]);
    expect(findSection(installation, 'assurances', 'features').items.map((i) => i.title)).toEqual([
      'Licensed and insured',
      'Background-checked',
      'Ongoing training',
      'Safety commitment',
    ]);
    expect(findSection(installation, 'handled', 'features').items.map((i) => i.title)).toEqual([
      'Permits',
      'Excavation',
      'Foundation',
      'Framing',
      'Railings',
    ]);
  });

  it('remodeling: 6 benefits, before/after, 8 services, 4 steps, 3 upgrade materials', () => {
    expect(findSection(remodeling, 'benefits', 'features').items).toHaveLength(6);
    expect(findSection(remodeling, 'before-after', 'comparison').sides.map((s) => s.title)).toEqual([
      'Before',
      'After',
    ]);
    expect(findSection(remodeling, 'services', 'features').items.map((i) => i.title)).toEqual([
      'Resurfacing',
      'Railing replacement',
      'Structural reinforcement',
      'Staircase rebuilding',
      'Multi-levels',
      'Built-in benches and planters',
      'Lighting',
      'Privacy screens and pergolas',
    ]);
    expect(findSection(remodeling, 'process', 'steps').steps.map((s) => s.title)).toEqual([
      'Inspection',
      'Design and planning',
      'Renovation',
      'Final walkthrough',
    ]);
    expect(findSection(remodeling, 'upgrades', 'features').items.map((i) => i.title)).toEqual([
      'Composite decking',
      'Aluminum railings',
      'LED lighting',
    ]);
  });

  it('composite: 6 advantages, the cost figures, 4 brands with 25-year and lifetime warranties', () => {
    expect(findSection(composite, 'advantages', 'features').items).toHaveLength(6);
    const table = JSON.stringify(findSection(composite, 'cost-comparison', 'table'));
    for (const figure of ['$15-35 per sq ft', '$30-45 per sq ft', '$500-1,500 per year', '2-3 years', '$500-2,000']) {
      expect(table).toContain(figure);
    }
    const brands = findSection(composite, 'brands', 'brands');
    expect(brands.brands.map((b) => b.name)).toEqual(['Trex', 'TimberTech', 'Fiberon', 'Deckorators']);
    brands.brands.forEach((b) => {
      expect(b.features.length).toBeGreaterThanOrEqual(3);
      expect(b.warranty).toMatch(/limited/i);
    });
    const text = contentText(composite);
    expect(text).toContain('25-year');
    expect(text).toMatch(/lifetime/i);
    expect(brands.note).toMatch(/check the manufacturer's current warranty terms/i);
    expect(findSection(composite, 'colors', 'features').items.length).toBeGreaterThanOrEqual(4);
    expect(findSection(composite, 'lifestyle', 'checklist').items.length).toBeGreaterThanOrEqual(4);
    expect(findSection(composite, 'installation', 'checklist').title).toMatch(/install/i);
  });

  it('custom-design: 6 strengths with 3D visualization, 4 steps, 12 elements, stats 500+/100%/15+', () => {
    const strengths = findSection(customDesign, 'strengths', 'features').items.map((i) => i.title);
    expect(strengths).toHaveLength(6);
    expect(strengths).toContain('3D visualization');
    expect(findSection(customDesign, 'process', 'steps').steps.map((s) => s.title)).toEqual([
      'Discovery meeting',
      'Site analysis',
      'Design development',
      'Final plans',
    ]);
    expect(findSection(customDesign, 'elements', 'checklist').items).toHaveLength(12);
    const stats = findSection(customDesign, 'stats', 'stats').items;
    expect(stats.map((s) => s.value)).toEqual(['500+', '100%', '15+']);
    expect(stats[2].value).toBe(business.stats.yearsInBusiness);
    expect(stats.map((s) => s.label.toLowerCase())).toEqual([
      'custom designs',
      'client satisfaction',
      'years of design experience',
    ]);
  });

  it('repair: 6 problems, 8 warning signs, repair vs replace figures, 6 benefits, 4 steps, urgent call prompt', () => {
    expect(findSection(repair, 'problems', 'features').items).toHaveLength(6);
    expect(findSection(repair, 'warning-signs', 'checklist').items).toHaveLength(8);
    const compare = findSection(repair, 'repair-vs-replace', 'comparison');
    expect(compare.sides).toHaveLength(2);
    const text = contentText(repair);
    expect(text).toContain('50-70%');
    expect(text).toContain('1-3 days');
    expect(findSection(repair, 'benefits', 'features').items).toHaveLength(6);
    expect(findSection(repair, 'process', 'steps').steps.map((s) => s.title)).toEqual([
      'Free inspection',
      'Detailed estimate',
      'Expert repairs',
      'Quality check',
    ]);
    expect(findSection(repair, 'urgent', 'callPrompt').title).toMatch(/storm damage or a failing railing/i);
    expect(repair.cta.estimateLabel).toBe('Schedule Free Inspection');
  });
});

describe('ServicePage layout (repair)', () => {
  it('wires every estimate, inspection and consultation button to the dialog and every call link to tel:', () => {
    const {open} = renderWithDialog(<ServicePage detail={repair} />);
    const buttons = screen.getAllByRole('button');
    const dialogButtons = buttons.filter((b) => /estimate|inspection|consultation/i.test(b.textContent ?? ''));
    // hero + closing banner at least, and no other kind of button on the page
    expect(dialogButtons.length).toBeGreaterThanOrEqual(2);
    expect(dialogButtons).toHaveLength(buttons.length);
    dialogButtons.forEach((b) => fireEvent.click(b));
    expect(open).toHaveBeenCalledTimes(dialogButtons.length);
    expect(screen.getAllByRole('button', {name: /schedule free inspection/i}).length).toBeGreaterThanOrEqual(1);

    const callLinks = screen.getAllByRole('link', {name: /call/i});
    // hero, urgent prompt, closing banner
    expect(callLinks.length).toBeGreaterThanOrEqual(3);
    callLinks.forEach((a) => expect(a.getAttribute('href')).toMatch(/^tel:/));
  });

  it('renders the urgent prompt with a call button and no promise of round-the-clock service', () => {
    renderWithDialog(<ServicePage detail={repair} />);
    const heading = screen.getByRole('heading', {level: 2, name: /storm damage or a failing railing/i});
    const prompt = heading.closest('section') as HTMLElement;
    const call = within(prompt).getByRole('link', {name: /call/i});
    expect(call).toHaveAttribute('href', business.phone.href);
    expect(prompt.textContent).toContain(business.phone.display);
    expect(prompt.textContent).not.toMatch(/24\/7|24 hours|within \d+ (minutes|hours)/i);
  });

  it('has one h1, headings in order, and the six spec lists rendered', () => {
    const {container} = renderWithDialog(<ServicePage detail={repair} />);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4')).map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
    });
    const signs = screen.getByRole('heading', {name: /eight signs/i}).closest('section') as HTMLElement;
    expect(within(within(signs).getAllByRole('list')[0]).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText(/50-70% less than replacement/)).toBeInTheDocument();
  });
});

describe('service pages', () => {
  const pages: [ServiceSlug, () => React.JSX.Element][] = [
    ['installation', InstallationPage],
    ['remodeling', RemodelingPage],
    ['composite', CompositePage],
    ['custom-design', CustomDesignPage],
    ['repair', RepairPage],
  ];

  it.each(pages)(
    '/services/%s renders its hero, content and closing banner with working actions',
    (slug, PageComponent) => {
      const {container, open} = renderWithDialog(<PageComponent />);
      const detail = serviceDetails[slug];
      expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(detail.hero.title);
      expect(screen.getByRole('heading', {level: 2, name: detail.cta.title})).toBeInTheDocument();
      for (const section of detail.sections) {
        expect(container.querySelector(`section#${section.id}`)).not.toBeNull();
      }
      const buttons = screen.getAllByRole('button');
      buttons.forEach((b) => fireEvent.click(b));
      expect(open).toHaveBeenCalledTimes(buttons.length);
      screen.getAllByRole('link', {name: /call/i}).forEach((a) => expect(a.getAttribute('href')).toMatch(/^tel:/));
      // links to the four other services
      const others = slugs.filter((s) => s !== slug);
      for (const other of others) {
        expect(container.querySelector(`a[href="/services/${other}"]`)).not.toBeNull();
      }
    },
  );

  it('composite page shows the cost table with row and column headers', () => {
    renderWithDialog(<CompositePage />);
    const table = screen.getByRole('table', {name: /wood and composite/i});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Cost', 'Wood', 'Composite']);
    const row = within(table).getByRole('row', {name: /typical cost/i});
    expect(row).toHaveTextContent('$15-35 per sq ft');
    expect(row).toHaveTextContent('$30-45 per sq ft');
  });
});

describe('/services overview', () => {
  it('shows five cards with image, four features and a Learn More link to the service page', () => {
    renderWithDialog(<ServicesIndex />);
    const list = screen.getByRole('heading', {level: 2, name: /five ways/i}).closest('section') as HTMLElement;
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(cards).toHaveLength(5);
    cards.forEach((card, i) => {
      const s = services[i];
      expect(within(card).getByRole('heading', {level: 3})).toHaveTextContent(s.title);
      const img = within(card).getByRole('img');
      expect(img).toHaveAttribute('src', s.image);
      expect(img).toHaveAttribute('alt', s.imageAlt);
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '800');
      expect(img).toHaveAttribute('loading', 'lazy');
      for (const f of s.features) expect(within(card).getByText(f)).toBeInTheDocument();
      const more = within(card).getByRole('link', {name: new RegExp(`learn more about ${s.title}`, 'i')});
      expect(more).toHaveAttribute('href', `/services/${s.slug}`);
    });
  });

  it('has a Why Choose section with exactly three points', () => {
    renderWithDialog(<ServicesIndex />);
    const why = screen.getByRole('heading', {level: 2, name: /why choose/i}).closest('section') as HTMLElement;
    expect(
      within(why)
        .getAllByRole('heading', {level: 3})
        .map((h) => h.textContent),
    ).toEqual(['Licensed and insured', 'Quality materials', 'Expert craftsmanship']);
  });

  it('has a hero and a closing banner whose estimate buttons open the dialog and whose call buttons dial', () => {
    const {open, container} = renderWithDialog(<ServicesIndex />);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const estimates = screen.getAllByRole('button', {name: /get free estimate/i});
    expect(estimates).toHaveLength(2);
    estimates.forEach((b) => fireEvent.click(b));
    expect(open).toHaveBeenCalledTimes(2);
    const calls = screen.getAllByRole('link', {name: /call/i});
    expect(calls).toHaveLength(2);
    calls.forEach((a) => expect(a).toHaveAttribute('href', business.phone.href));
  });
});
