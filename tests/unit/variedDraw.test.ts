/**
 * The varied copy's draw (tests/helpers/variedValues.ts) against the owner's data as it is and as an owner changes
 * it: across seeds it covers every change the copy stands for, and it never adds a city the owner already serves.
 */
import {business} from '@site/src/data/business';
import type {Material} from '@site/src/data/pricing';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ownerFiles} from '@site/src/data/schema';
import {drawVaried, ownerSwitches} from '../helpers/variedValues';
import {ownerData} from '../helpers/ownerData';

const today = ownerData();
const seeds = Array.from({length: 60}, (_, i) => i + 1);

it('never adds a city the owner serves: Powell added by hand, and any city sharing its ZIP codes', () => {
  const powell = {...business.cities[0], name: 'Powell', slug: 'powell', zipRange: '37849'};
  const owner = {...today, cities: [...today.cities, powell]};
  for (const seed of seeds) {
    const {addedCity} = drawVaried(seed, owner);
    expect(owner.cities.map((c) => c.slug)).not.toContain(addedCity.slug);
    expect(addedCity.zipRange).not.toBe('37849');
  }
});

it('across seeds, draws every kind of change: prices up and down, 1 to 12 reviews of 1 to 5 stars, each switch both ways', () => {
  const draws = seeds.map((seed) => drawVaried(seed, today));
  const prices = draws.flatMap((d) =>
    Object.entries(d.prices).map(([m, p]) => Math.sign(p - today.prices[m as Material])),
  );
  expect(new Set(prices)).toEqual(new Set([1, -1]));
  const counts = new Set(draws.map((d) => d.reviews.length));
  expect(Math.min(...counts)).toBe(1);
  expect(Math.max(...counts)).toBeGreaterThanOrEqual(11);
  expect(new Set(draws.flatMap((d) => d.reviews.map((r) => r.rating)))).toEqual(new Set([1, 2, 3, 4, 5]));
  for (const key of ['chat', 'analytics', 'license', 'planField', 'cityPageWritten'] as const)
    expect(new Set(draws.map((d) => d[key]))).toEqual(new Set([true, false]));
  for (const key of ownerSwitches())
    expect([key, new Set(draws.map((d) => d.switches[key]))]).toEqual([key, new Set([true, false])]);
  for (const d of draws) {
    expect(d.droppedCity).not.toBe(business.cities.find((c) => c.name === today.home)?.slug);
    expect(d.addedProjects.length + d.removedProjects.length).toBeGreaterThan(0);
  }
});

it("finds every on/off switch the owner's files hold in their schema, so a new one is drawn as soon as it exists", () => {
  /** The paths of the true/false values in a file, outside lists. */
  const flags = (value: unknown, at: string[] = []): string[] =>
    typeof value === 'boolean'
      ? [at.join('.')]
      : value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => flags(v, [...at, k]))
        : [];
  const inFiles = ownerFiles.flatMap((f) =>
    flags(JSON.parse(readFileSync(join(__dirname, '..', '..', f.file), 'utf8'))).map((path) => `${f.name}:${path}`),
  );
  expect(inFiles.length).toBeGreaterThan(0);
  expect(ownerSwitches().sort()).toEqual(inFiles.sort());
});
