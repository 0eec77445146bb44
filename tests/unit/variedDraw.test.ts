/**
 * The varied copy's draw (tests/helpers/variedValues.ts) against the owner's data as it is and as an owner changes
 * it: across seeds it changes every field of every file the owner edits, as the schemas hold them (texts, numbers,
 * choices, switches; an optional field both left out and set), keeps what other content points at, never adds a city
 * the owner already serves, and draws a field added to a schema tomorrow with no edit to the draw.
 */
import * as z from 'zod';
import {business} from '@site/src/data/business';
import {ownerBusinessSchema} from '@site/src/data/schema';
import {drawVaried, isHeldBack, ownerSchemas} from '../helpers/variedValues';
import {ownerData} from '../helpers/ownerData';
import {drawFile, fieldsOf, jsonSchemaOf} from '../helpers/schemaDraw';
import fc from 'fast-check';

const today = ownerData();
const seeds = Array.from({length: 24}, (_, i) => i + 1);
const draws = seeds.map((seed) => drawVaried(seed, today));

/** The value at a dotted path ("hours.0.opens"). */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

it('never adds a city the owner serves: Powell added by hand, and any city sharing its ZIP codes', () => {
  const powell = {...business.cities[0], name: 'Powell', slug: 'powell', zipRange: '37849'};
  const owner = {...today, cities: [...today.cities, powell]};
  for (const seed of seeds.slice(0, 12)) {
    const {addedCity} = drawVaried(seed, owner);
    expect(owner.cities.map((c) => c.slug)).not.toContain(addedCity.slug);
    expect(addedCity.zipRange).not.toBe('37849');
  }
});

it('across seeds, changes every field of every file the owner edits, and leaves out and sets each optional one', () => {
  const unchanged: string[] = [];
  for (const {file, schema} of ownerSchemas(today.files)) {
    const now = today.files[file];
    for (const field of fieldsOf(jsonSchemaOf(schema), now).filter((f) => !isHeldBack(file, f.path))) {
      const values = draws.map((d) => JSON.stringify(at(d.files[file], field.path) ?? null));
      const before = JSON.stringify(at(now, field.path) ?? null);
      // A leaf (a text, a number, a choice, a switch) changes; a list or a group is as its fields are.
      const leaf = field.schema.type !== 'object' && field.schema.type !== 'array';
      if (leaf && !values.some((v) => v !== before)) unchanged.push(`${file}: ${field.path}`);
      if (field.optional && (!values.includes('null') || values.every((v) => v === 'null')))
        unchanged.push(`${file}: ${field.path} (never ${values.includes('null') ? 'set' : 'left out'})`);
    }
  }
  expect(unchanged).toEqual([]);
});

it('keeps what other content points at: slugs, office keys, links, pictures', () => {
  for (const d of draws) {
    const cities = (
      d.files['src/data/owner/business.json'] as typeof today.files.x & {cities: {slug: string; name: string}[]}
    ).cities;
    expect(cities.map((c) => [c.slug, c.name])).toEqual(today.cities.map((c) => [c.slug, c.name]));
  }
});

it('draws the owner’s other changes: 1 to 12 reviews of 1 to 5 stars, a city page written or not, the gallery', () => {
  const counts = new Set(draws.map((d) => d.reviews.length));
  expect(Math.min(...counts)).toBe(1);
  expect(Math.max(...counts)).toBeGreaterThanOrEqual(10);
  expect(new Set(draws.flatMap((d) => d.reviews.map((r) => r.rating)))).toEqual(new Set([1, 2, 3, 4, 5]));
  expect(new Set(draws.map((d) => d.cityPageWritten))).toEqual(new Set([true, false]));
  for (const d of draws) {
    expect(d.droppedCity).not.toBe(business.cities.find((c) => c.name === today.home)?.slug);
    expect(d.addedProjects.length + d.removedProjects.length).toBeGreaterThan(0);
  }
});

it('draws a field added to a schema tomorrow, with no edit to the draw', () => {
  const tomorrow = ownerBusinessSchema.extend({
    motto: z.string().max(60).meta({title: 'Motto', rule: 'plain text of at most 60 characters'}),
    crews: z.number().int().min(1).max(9).meta({title: 'Crews'}),
  });
  const now = {...(today.files['src/data/owner/business.json'] as object), motto: 'Built to last', crews: 2};
  const drawn = fc.sample(drawFile(tomorrow, now), {seed: 7, numRuns: 12}) as {motto: string; crews: number}[];
  expect(drawn.some((d) => d.motto !== 'Built to last')).toBe(true);
  expect(new Set(drawn.map((d) => d.crews)).size).toBeGreaterThan(1);
  expect(drawn.every((d) => d.crews >= 1 && d.crews <= 9)).toBe(true);
});
