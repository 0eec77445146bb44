/**
 * The seed contract: the site's code, run over a frozen copy of the replaced
 * site's data (tests/seed/original.ts), still says what the replaced site
 * said: the calculator's formula with its rates, the carousel with its eight
 * reviews, the seven cities with their ZIP ranges, the hours in its words and
 * the headline figures, and the 404 page's words. It never reads the live modules or copy in src/data: the
 * owner changes those, and nothing here can turn red when they do.
 */
import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {Material} from '@site/src/data/pricing';
import Testimonials from '@site/src/components/Testimonials';
import {
  calculator,
  originalBusiness,
  originalNotFound,
  originalPrices,
  originalTestimonials,
  notFound,
  originalWords,
  seedTotal,
  timings,
} from '../seed';
import {withData} from '../helpers/withData';
import {mockMatchMedia} from '../helpers/matchMedia';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('the calculator, with the replaced site’s rates', () => {
  const materials = Object.keys(originalPrices.materialPrices) as Material[];

  it('prices every material, with and without railings and stairs, by the original formula', async () => {
    await withData({prices: originalPrices}, ({load}) => {
      const {estimateDeckCost} = load<typeof import('@site/src/lib/deckEstimate')>('@site/src/lib/deckEstimate');
      for (const material of materials)
        for (const railings of [true, false])
          for (const stairs of [true, false])
            for (const size of [1, 12.25, 150.5, 300, 1200]) {
              expect(estimateDeckCost({size, material, railings, stairs}).total).toBe(
                seedTotal(size, material, railings, stairs),
              );
            }
    });
  });

  it('starts on the original choices and shows $20,475 for 300 sq ft, as the original did', async () => {
    await withData({prices: originalPrices}, async ({render: draw}) => {
      window.history.replaceState(null, '', '/resources/calculator');
      draw('@site/src/components/DeckCalculator');
      const user = userEvent.setup();
      const size = screen.getByRole('spinbutton', {name: /deck size/i});
      expect(size).toHaveAttribute('placeholder', calculator.placeholder);
      expect(screen.getByRole('radio', {name: /composite/i})).toBeChecked();
      await user.type(size, '300');
      await user.click(screen.getByRole('button', {name: calculator.labels.calculate}));
      expect(seedTotal(300, 'composite', true, false)).toBe(20_475);
      expect(
        within(document.querySelector('[aria-live="polite"]') as HTMLElement).getByText(usd(20_475)),
      ).toBeInTheDocument();
    });
  });
});

describe('the carousel, with the replaced site’s eight reviews', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(false);
  });
  afterEach(() => jest.useRealTimers());

  const shown = () => screen.getAllByRole('group', {name: /^Review \d of 8$/}).map((s) => s.getAttribute('aria-label'));

  it('shows 4 of the 8, moves on by one every 5 seconds, wraps around, and has a dot per review', () => {
    render(<Testimonials items={originalTestimonials} />);
    expect(originalTestimonials).toHaveLength(8);
    expect(shown()).toEqual([1, 2, 3, 4].map((n) => `Review ${n} of 8`));
    expect(within(screen.getByRole('group', {name: 'Choose reviews'})).getAllByRole('button')).toHaveLength(8);
    for (let i = 0; i < 7; i += 1) {
      act(() => {
        jest.advanceTimersByTime(timings.carouselMs);
      });
    }
    expect(shown()).toEqual([8, 1, 2, 3].map((n) => `Review ${n} of 8`));
    fireEvent.click(screen.getByRole('button', {name: 'Show reviews 5 to 8'}));
    expect(shown()).toEqual([5, 6, 7, 8].map((n) => `Review ${n} of 8`));
    expect(screen.getAllByRole('img', {name: 'Rated 5 out of 5'})).toHaveLength(4);
  });
});

describe('the business, with the replaced site’s facts', () => {
  it('says the hours in the original’s words', async () => {
    await withData({business: originalBusiness}, ({load}) => {
      const {hoursText} = load<typeof import('@site/src/lib/businessFacts')>('@site/src/lib/businessFacts');
      expect(hoursText()).toBe(originalWords.hours);
    });
  });

  it('lists the seven cities with their ZIP ranges, in the cards, the menu and the JSON-LD', async () => {
    await withData({business: originalBusiness}, ({load, render: draw}) => {
      const {menus} = load<typeof import('@site/src/lib/menu')>('@site/src/lib/menu');
      const serviceAreaMenu = menus({services: [], loanPrograms: []}).serviceAreas;
      expect(Object.fromEntries(serviceAreaMenu.items.map((i) => [i.href.split('/').pop(), i.description]))).toEqual(
        Object.fromEntries(Object.entries(originalWords.cities).map(([slug, zip]) => [slug, `ZIP ${zip}`])),
      );
      const {businessJsonLd} = load<typeof import('@site/src/lib/structuredData')>('@site/src/lib/structuredData');
      expect(businessJsonLd('https://example.test')).toMatchObject({areaServed: expect.any(Array)});
      expect(JSON.parse(JSON.stringify(businessJsonLd('https://example.test'))).areaServed).toHaveLength(7);
      draw('@site/src/components/ServiceArea/CityCards');
      for (const zip of Object.values(originalWords.cities))
        expect(screen.getByText(new RegExp(zip))).toBeInTheDocument();
    });
  });

  it('shows the headline figures on the home page', async () => {
    await withData({business: originalBusiness}, ({render: draw}) => {
      const words = (label: string) => ({label, note: `${label}, as the owner words it`});
      const copy = {
        title: 'By the numbers',
        decksBuilt: words('Decks'),
        yearsInBusiness: words('Years'),
        rating: words('Rating'),
        reviewCount: words('Reviews'),
      };
      draw('@site/src/components/Home/Stats', {copy});
      for (const figure of originalWords.headline) expect(screen.getByText(figure)).toBeInTheDocument();
    });
  });
});

describe('the 404 page, with the replaced site’s words', () => {
  it('says 404, Oops! Page not found, and offers Return to Home', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@site/src/data/copy/pages/not-found.json', () => originalNotFound);
      jest.doMock('react', () => React);
      const {default: NotFoundContent} = await import('@site/src/theme/NotFound/Content');
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      render(<NotFoundContent />);
      expect(screen.getByRole('heading', {level: 1, name: notFound.heading})).toBeInTheDocument();
      expect(screen.getByText(notFound.text)).toBeInTheDocument();
      expect(screen.getByRole('link', {name: notFound.link})).toHaveAttribute('href', '/');
      error.mockRestore();
    });
  });
});
