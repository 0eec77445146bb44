/**
 * A community with no town government of its own (Powell, Halls, Karns, Corryton), added as the owner adds it in
 * /admin → Business: its city entry names one office, the county's, and no office outside its limits. The planner,
 * the city page and /construction then name that office once.
 */
import {render, screen} from '@testing-library/react';
import {CityCode} from '@site/src/components/BuildingCodes';
import {officesFor, servedOffices} from '@site/src/lib/buildingOffices';
import {placeLine} from '@site/src/lib/deckPlan/place';
import offices from '@site/src/data/owner/offices.json';

const county = offices.offices.find((o) => o.id === 'knoxCounty')!;

jest.mock('@site/src/data/owner/business.json', () => {
  const actual = jest.requireActual('@site/src/data/owner/business.json');
  const powell = {
    name: 'Powell',
    slug: 'powell',
    zipRange: '37849',
    blurb: 'North Knox County homes on rolling lots.',
    county: 'Knox',
    inside: 'knoxCounty',
  };
  return {...actual, cities: [...actual.cities, powell]};
});

describe('an unincorporated community', () => {
  it('has one office, the county’s, and none outside limits it does not have', () => {
    const found = officesFor('powell');
    expect(found).toMatchObject({city: 'Powell', county: 'Knox', outside: null});
    expect(found.inside.name).toBe(county.name);
  });

  it('is planned with that office named once: no second office for outside its limits', () => {
    const line = placeLine('powell');
    expect(line.office.name).toBe(county.name);
    expect(line.outside).toBeNull();
    expect(line.caption).toContain(`${county.name} issues the permit`);
    for (const words of [line.basis, line.frostDepthWords])
      expect(words.split(county.name).length).toBeLessThanOrEqual(2);
  });

  it('says on its page that it has no town government, with one office link', () => {
    render(<CityCode city="powell" />);
    expect(screen.getByText(/Powell has no town government of its own/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', {name: county.name})).toHaveLength(1);
  });

  it('is one row of the county office on /construction, not a row for limits it does not have', () => {
    const row = servedOffices().find((r) => r.office.name === county.name)!;
    expect(row.cities).toContain('Powell (no town government of its own)');
    expect(row.cities.filter((c) => c.startsWith('Powell'))).toHaveLength(1);
  });
});
