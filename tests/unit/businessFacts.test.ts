/**
 * The business's facts in words (src/lib/businessFacts.ts): hours as a
 * sentence, cities in a list, ZIP labels, slugs. Proved on made-up facts, so
 * any hours or cities the owner sets read the same way; the live module only
 * has to be what the derived words come from.
 */
import {business} from '@site/src/data/business';
import type {OpeningHours} from '@site/src/data/types';
import {
  cityBySlug,
  cityNames,
  cityState,
  clockTime,
  dayList,
  hoursText,
  proseFacts,
  zipLabel,
} from '@site/src/lib/businessFacts';
import {listInWords} from '@site/src/lib/format';
import {slugify} from '@site/src/lib/slug';

describe('hours in words', () => {
  it.each([
    ['08:00', '8AM'],
    ['18:00', '6PM'],
    ['07:30', '7:30AM'],
    ['12:00', '12PM'],
    ['00:00', '12AM'],
    ['17:05', '5:05PM'],
  ])('%s is %s', (time, words) => expect(clockTime(time)).toBe(words));

  it.each<[OpeningHours['days'], string]>([
    [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], 'Monday-Saturday'],
    [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], 'Monday-Friday'],
    [['Saturday'], 'Saturday'],
    [['Saturday', 'Sunday'], 'Saturday and Sunday'],
    [['Friday', 'Monday', 'Wednesday'], 'Monday, Wednesday and Friday'],
    [['Monday', 'Tuesday', 'Wednesday', 'Friday'], 'Monday-Wednesday and Friday'],
  ])('%j is %s', (days, words) => expect(dayList(days)).toBe(words));

  it('says each set of days with its times', () => {
    expect(
      hoursText([
        {days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '17:00'},
        {days: ['Saturday'], opens: '09:00', closes: '13:00'},
      ]),
    ).toBe('Monday-Friday 7:30AM-5PM, Saturday 9AM-1PM');
  });

  it('reads business.ts by default, and MDX prose says the same', () => {
    expect(hoursText()).toBe(hoursText(business.hours));
    expect(proseFacts.BusinessHours).toBe(hoursText());
  });
});

describe('cities in words', () => {
  const city = {name: 'Lenoir City', slug: 'lenoir-city', zipRange: '37771-37772', blurb: ''};

  it('labels a ZIP range or a single ZIP', () => {
    expect(zipLabel(city)).toBe('ZIP codes 37771-37772');
    expect(zipLabel({...city, zipRange: '37934'})).toBe('ZIP code 37934');
  });

  it("names a city with the business's state", () => {
    expect(cityState(city)).toBe(`Lenoir City, ${business.address.region}`);
  });

  it('lists every city of business.ts, and finds each by its slug', () => {
    expect(cityNames).toBe(listInWords(business.cities.map((c) => c.name)));
    expect(proseFacts.CityNames).toBe(cityNames);
    for (const c of business.cities) expect(cityBySlug(c.slug)).toBe(c);
    expect(cityBySlug('not-a-city')).toBeUndefined();
  });

  it.each([
    [[], ''],
    [['Knoxville'], 'Knoxville'],
    [['Knoxville', 'Maryville'], 'Knoxville and Maryville'],
    [['Knoxville', 'Maryville', 'Clinton'], 'Knoxville, Maryville and Clinton'],
  ])('%j in a sentence: "%s"', (names, words) => expect(listInWords(names)).toBe(words));
});

describe('slugify', () => {
  it.each([
    ['Knoxville', 'knoxville'],
    ['Oak Ridge', 'oak-ridge'],
    ['Lenoir City', 'lenoir-city'],
    ['  Sequoyah   Hills ', 'sequoyah-hills'],
    ["Coeur d'Alene", 'coeur-d-alene'],
    ['Café Row', 'cafe-row'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
