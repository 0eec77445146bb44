/**
 * Service areas: the blocks /service-areas and /service-areas/{city} are
 * made of. The city cards offer a working Get Quote and Call Now for every
 * city in business.ts, whatever they are, and a link to each city's page once
 * docs/service-areas holds it (a city published before its page is named
 * without one); a city's hero is its page's
 * one h1 with its ZIP range; the hours card reads business.ts. What the city
 * pages themselves must say is the content check's (plugins/content-check/rules/cities.ts),
 * which names the file and the line to fix: each city page is a served
 * city's, names its city for search, shows its hero and its figures, lists its
 * services and copies no paragraph from another city's page; and its blocks
 * name known icons and services (rules/blocks.ts).
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {business} from '@site/src/data/business';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import CityCards from '@site/src/components/ServiceArea/CityCards';
import CityHero from '@site/src/components/ServiceArea/CityHero';
import HoursCard from '@site/src/components/ServiceArea/HoursCard';
import {cityState, hoursText, zipLabel} from '@site/src/lib/businessFacts';

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

  it('gives every card a link to its city page once written, a tel: Call Now link and a Get Quote button that opens the dialog', async () => {
    const user = userEvent.setup();
    const open = renderCards();
    const cards = within(screen.getByRole('list', {name: 'Cities we serve'})).getAllByRole('listitem');
    for (const [i, city] of business.cities.entries()) {
      const card = cards[i];
      const links = within(card).queryAllByRole('link', {name: `Decks in ${city.name}`});
      const written = existsSync(join(__dirname, '..', '..', 'docs', 'service-areas', `${city.slug}.mdx`));
      expect([city.slug, links.map((a) => a.getAttribute('href'))]).toEqual([
        city.slug,
        written ? [`/service-areas/${city.slug}`] : [],
      ]);

      const call = within(card).getByRole('link', {name: /^Call Now/});
      expect(call).toHaveAttribute('href', business.phone.href);
      expect(call.getAttribute('href')).toMatch(/^tel:/);

      const quote = within(card).getByRole('button', {name: `Get Quote for ${city.name}`});
      expect(quote).toHaveTextContent('Get Quote');
      open.mockClear();
      await user.click(quote);
      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith('estimate', expect.objectContaining({source: expect.any(String)}));
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
    expect(open).toHaveBeenCalledWith('estimate', expect.objectContaining({source: expect.any(String)}));
  });
});
