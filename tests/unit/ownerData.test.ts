// cspell:words knoxvile -- an office key misspelled on purpose
/**
 * The owner's data files (src/data/owner/*.json) and copy (src/data/copy: site pages, services, programs): the
 * content check names a value the schema refuses at its file and line; the editor's format writes a one-field change
 * as a one-line diff; and the editor's fields, made from the same schemas, accept every value the files hold now and
 * refuse what the check refuses.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ownerDataValid, jsonLine} from '@site/plugins/content-check/rules/ownerData';
import type {SiteContent} from '@site/plugins/content-check/rules/site';
import {businessCollection, detailCollections, pagesCollection} from '@site/plugins/editor/businessFields';
import {ORIGINAL_KEY, orderedJson} from '@site/plugins/editor/format/orderedJson';
import {ownerFiles, type OwnerBusiness, type PricesData} from '@site/src/data/schema';
import {readdirSync} from 'node:fs';
import {copyFolders, detailSectionSchema} from '@site/src/data/copySchema';
import {pagesFolder} from '@site/src/data/pageSchema';

const root = join(__dirname, '..', '..');
const text = (file: string) => readFileSync(join(root, file), 'utf8');
const fileOf = (name: string) => ownerFiles.find((f) => f.name === name)!.file;
const copyFiles = [...copyFolders.map((f) => f.folder), pagesFolder].flatMap((folder) =>
  readdirSync(join(root, folder)).map((name) => `${folder}/${name}`),
);
const live = () => Object.fromEntries([...ownerFiles.map((f) => f.file), ...copyFiles].map((f) => [f, text(f)]));
const check = (data: Record<string, string>) => ownerDataValid({data} as unknown as SiteContent);
const layout = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A copy of an owner file with one change, as a hand edit or a merge would leave it. */
function changed<T>(name: string, change: (data: T) => void): Record<string, string> {
  const data = JSON.parse(text(fileOf(name))) as T;
  change(data);
  return {...live(), [fileOf(name)]: layout(data)};
}

/** Decap's maps of more than eight keys iterate in hash order: the keys reach the format's toFile shuffled. */
const shuffled = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(shuffled)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .reverse()
            .map(([k, x]) => [k, shuffled(x)]),
        )
      : v;

/** The 1-based line holding `needle` in a text. */
const lineWith = (source: string, needle: string) => source.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe("the owner's data files", () => {
  it('pass the check as they are', () => {
    expect(check(live())).toEqual([]);
  });

  it.each([
    [
      'a price typed as text',
      'prices',
      (d: PricesData) => void ((d.materials.composite as {pricePerSqFt: unknown}).pricePerSqFt = '38'),
      '"38"',
      /Price per sq ft/,
    ],
    [
      'a ZIP range short a digit',
      'business',
      (d: OwnerBusiness) => void ((d.cities[1] as {zipRange: string}).zipRange = '3780'),
      '"3780"',
      /ZIP codes: one ZIP code/,
    ],
    [
      'a rate past its range',
      'prices',
      (d: PricesData) => void ((d.formula as {installedPercent: number}).installedPercent = 15000),
      '15000',
      /Installed \(%\): from 100 to 500/,
    ],
    [
      'hours closing before they open',
      'business',
      // Midnight: before any opening time the owner may have set.
      (d: OwnerBusiness) => void ((d.hours[0] as {closes: string}).closes = '00:00'),
      '"closes": "00:00"',
      /Closes: after it opens/,
    ],
    [
      'markup pasted into a review',
      'reviews',
      (d: {reviews: {text: string}[]}) => void (d.reviews[0].text = 'Great <img src=x onerror=alert(1)>'),
      'onerror',
      /plain text only/,
    ],
    [
      'a city pointing at an office that does not exist',
      'business',
      (d: OwnerBusiness) => void ((d.cities[0] as {inside: string}).inside = 'knoxvile'),
      '"knoxvile"',
      /no building office has the key "knoxvile"/,
    ],
  ] as const)('name %s at its file and line', (_what, name, change, needle, message) => {
    const data = changed(name, change as (d: unknown) => void);
    const problems = check(data);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({file: fileOf(name), line: lineWith(data[fileOf(name)], needle)});
    expect(problems[0].message).toMatch(message);
  });

  it("name a service page's heading that outgrew its place, and a price cell the price story does not have", () => {
    const file = copyFiles.find((f) => f.endsWith('/repair.json'))!;
    const page = JSON.parse(text(file)) as {hero: {title: string}};
    page.hero.title = 'Deck repairs '.repeat(12);
    const data = {...live(), [file]: layout(page)};
    const [problem] = check(data);
    expect(problem).toMatchObject({file, line: lineWith(data[file], 'Deck repairs Deck')});
    expect(problem.message).toMatch(/Service pages\), hero, title: Heading: at most 120 characters/);
  });

  it("name a site page's heading typed with a tag, at its line", () => {
    const file = `${pagesFolder}/home.json`;
    const page = JSON.parse(text(file)) as {hero: {title: string}};
    page.hero.title = 'Decks <b>built</b> to last';
    const data = {...live(), [file]: layout(page)};
    const [problem] = check(data);
    expect(problem).toMatchObject({file, line: lineWith(data[file], '<b>built')});
    expect(problem.message).toMatch(/Site pages → Home page\), hero, title: Heading: plain text only/);
  });

  it('find the line of a key that is missing at its object', () => {
    const source = '{\n  "a": {\n    "b": 1\n  }\n}\n';
    expect(jsonLine(source, ['a', 'b'])).toBe(3);
    expect(jsonLine(source, ['a', 'c'])).toBe(2);
  });
});

describe("the editor's format for the owner's files", () => {
  const open = (name: string) => orderedJson.fromFile(text(fileOf(name)));

  it.each(ownerFiles.map((f) => f.name))('writes %s back byte for byte when nothing changed', (name) => {
    expect(orderedJson.toFile(open(name))).toBe(text(fileOf(name)));
  });

  it('writes a one-field change as a one-line diff, whatever order the editor holds the keys in', () => {
    const {[ORIGINAL_KEY]: kept, ...values} = open('prices') as PricesData & {[ORIGINAL_KEY]: string};
    const edited = shuffled({
      ...values,
      materials: {...values.materials, composite: {...values.materials.composite, pricePerSqFt: 41}},
    });
    const before = text(fileOf('prices')).split('\n');
    const after = orderedJson.toFile({...(edited as object), [ORIGINAL_KEY]: kept}).split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['      "pricePerSqFt": 41,']);
  });

  type Page = {sections: Record<string, unknown>[]};
  const sectionKeys = (kind: unknown) =>
    Object.keys(detailSectionSchema.options.find((o) => o.shape.kind.value === kind)!.shape);
  const inOrder = (keys: string[], of: object) => keys.filter((k) => k in of);

  it.each(copyFolders.map((f) => f.name))(
    'writes a new %s file in the order of its fields, each section in its kind’s',
    (name) => {
      const folder = copyFolders.find((f) => f.name === name)!;
      const collection = detailCollections().find((c) => c.folder === folder.folder) as {
        fields: {name: string; default?: unknown}[];
      };
      // What Decap holds for a page made with New: the folder's hidden layout, and the typed values in any order.
      const layoutOfNew = collection.fields.find((f) => f.name === ORIGINAL_KEY)!.default as string;
      const [first] = readdirSync(join(root, folder.folder));
      const typed = JSON.parse(text(`${folder.folder}/${first}`)) as Page;
      const written = JSON.parse(
        orderedJson.toFile({...(shuffled(typed) as object), [ORIGINAL_KEY]: layoutOfNew}),
      ) as Page;
      expect(Object.keys(written)).toEqual(inOrder(Object.keys(folder.schema.shape), typed));
      written.sections.forEach((section, i) =>
        expect(Object.keys(section)).toEqual(inOrder(sectionKeys(section.kind), typed.sections[i])),
      );
    },
  );

  it('writes a section added to a page in the order of its kind in that page, and the rest as it was', () => {
    const file = copyFiles.find((f) => f.endsWith('/repair.json'))!;
    const page = JSON.parse(text(file)) as Page;
    // A copy of a section of another kind than the first one's, added last: its lines are the only change.
    const added = page.sections.find((s) => s.kind !== page.sections[0].kind)!;
    const edited = shuffled({...page, sections: [...page.sections, added]});
    const written = orderedJson.toFile({...(edited as object), [ORIGINAL_KEY]: text(file)});
    expect(written).toBe(layout({...page, sections: [...page.sections, added]}));
  });

  it("leaves out an optional field left empty in a new entry, and keeps a file's own empty text", () => {
    const data = open('reviews') as {reviews: Record<string, unknown>[]};
    const added = {
      name: 'Dana K.',
      location: '',
      project: '',
      rating: 4,
      source: 'google',
      date: '',
      text: 'Good crew.',
    };
    const written = JSON.parse(orderedJson.toFile({...data, reviews: [added, ...data.reviews]})) as typeof data;
    expect(written.reviews[0]).toEqual({name: 'Dana K.', rating: 4, source: 'google', text: 'Good crew.'});
    // A file whose street is not set yet, whatever the live one holds: its empty text is written back as it was.
    const unset = JSON.parse(text(fileOf('business'))) as {address: {street: string}};
    unset.address.street = '';
    const business = orderedJson.fromFile(layout(unset)) as {address: {street: string}};
    expect(JSON.parse(orderedJson.toFile(business)).address.street).toBe('');
  });
});

describe("the editor's Business fields", () => {
  type Field = {
    name: string;
    widget: string;
    required?: boolean;
    pattern?: [string, string];
    fields?: Field[];
    field?: Field;
    types?: (Field & {name: string})[];
    min?: number;
    max?: number;
  };
  const collection = businessCollection() as unknown as {files: {name: string; file: string; fields: Field[]}[]};

  /** Every value the file holds with the field that edits it. */
  function* pairs(
    fields: readonly Field[],
    value: Record<string, unknown>,
    path: string,
  ): Generator<[string, Field, unknown]> {
    for (const f of fields) {
      const v = value?.[f.name];
      yield [`${path}.${f.name}`, f, v];
      const items = v === undefined ? [] : Array.isArray(v) ? v : [v];
      if (f.fields)
        for (const item of items) yield* pairs(f.fields, item as Record<string, unknown>, `${path}.${f.name}`);
      if (f.field && Array.isArray(v)) for (const item of v) yield [`${path}.${f.name}[]`, f.field, item];
      if (f.types && Array.isArray(v))
        for (const item of v as {kind: string}[]) {
          const type = f.types.find((t) => t.name === item.kind);
          if (!type) throw new Error(`${path}.${f.name}: no editor type for the section kind ${item.kind}`);
          yield* pairs(type.fields!, item, `${path}.${f.name}.${item.kind}`);
        }
    }
  }

  type Entry = {file: string; fields: Field[]};
  const folders = detailCollections() as unknown as {folder: string; fields: Field[]}[];
  const pages = (pagesCollection() as unknown as {files: Entry[]}).files;
  /** The editor's fields for a copy file: its page's entry, or its folder's. */
  const entryOf = (file: string): Entry | undefined =>
    pages.find((p) => p.file === file) ??
    folders.filter((c) => file.startsWith(`${c.folder}/`)).map((c) => ({file, fields: c.fields}))[0];

  it.each(copyFiles)("accepts every value the copy %s holds now, each section through its kind's fields", (file) => {
    const entry = entryOf(file);
    expect(entry).toBeDefined();
    const data = JSON.parse(text(file)) as Record<string, unknown>;
    for (const [path, field, value] of pairs(entry!.fields, data, file)) {
      if (value === undefined || value === '') {
        if (field.required) throw new Error(`${path} is required in the editor but empty in the file`);
        continue;
      }
      if (field.pattern) expect([path, new RegExp(field.pattern[0]).test(String(value))]).toEqual([path, true]);
    }
  });

  it('offers each choice as a text or a label and its value: a bare number takes the editor down when opened', () => {
    type Select = {
      name: string;
      widget: string;
      options?: unknown[];
      fields?: Select[];
      field?: Select;
      types?: Select[];
    };
    const all = [
      ...collection.files.flatMap((f) => f.fields),
      ...pages.flatMap((p) => p.fields),
      ...folders.flatMap((c) => c.fields),
    ] as unknown as Select[];
    const selects = (fields: readonly Select[]): Select[] =>
      fields.flatMap((f) => [
        ...(f.widget === 'select' ? [f] : []),
        ...selects([...(f.fields ?? []), ...(f.field ? [f.field] : []), ...(f.types ?? [])]),
      ]);
    const found = selects(all);
    // The sections' columns are numbers (2, 3, 4): the case Decap's react-select menu cannot take bare.
    expect(found.some((f) => f.name === 'columns')).toBe(true);
    for (const f of found)
      for (const option of f.options ?? [])
        expect([f.name, typeof option === 'string' || typeof (option as {label?: unknown}).label === 'string']).toEqual(
          [f.name, true],
        );
  });

  it('has one entry per owner file, in the same order', () => {
    expect(collection.files.map((f) => f.file)).toEqual(ownerFiles.map((f) => f.file));
  });

  it.each(ownerFiles.map((f) => f.name))(
    "accepts every value %s holds now: what the build accepts, Decap's checks accept",
    (name) => {
      const entry = collection.files.find((f) => f.name === name)!;
      const data = JSON.parse(text(fileOf(name))) as Record<string, unknown>;
      for (const [path, field, value] of pairs(entry.fields, data, name)) {
        if (value === undefined || value === '') {
          if (field.required) throw new Error(`${path} is required in the editor but empty in the file`);
          continue;
        }
        if (field.pattern) expect([path, new RegExp(field.pattern[0]).test(String(value))]).toEqual([path, true]);
        if (field.widget === 'number')
          expect([path, Number(value) >= field.min! && Number(value) <= field.max!]).toEqual([path, true]);
      }
    },
  );

  it('refuses what the content check refuses: a short ZIP, a phone without its area code, a tag, a sixth star', () => {
    const business = collection.files.find((f) => f.name === 'business')!.fields;
    const city = business.find((f) => f.name === 'cities')!.fields!;
    const pattern = (fields: Field[], name: string) => new RegExp(fields.find((f) => f.name === name)!.pattern![0]);
    expect(pattern(city, 'zipRange').test('3780')).toBe(false);
    expect(pattern(city, 'zipRange').test('37801-37804')).toBe(true);
    expect(pattern(business, 'phone').test('555-0142')).toBe(false);
    // A rating over 5 (figures.ts: "not a rating out of 5"), refused in the editor too.
    const stats = business.find((f) => f.name === 'stats')!.fields!;
    for (const [rating, fits] of [
      ['4.9', true],
      ['5', true],
      ['5.0', true],
      ['5.8', false],
      ['5.1', false],
      ['0.9', false],
    ] as const)
      expect([rating, pattern(stats, 'rating').test(rating)]).toEqual([rating, fits]);
    expect(pattern(city, 'blurb').test('Decks <b>built</b> to last')).toBe(false);
    const review = collection.files.find((f) => f.name === 'reviews')!.fields[0].fields!;
    expect(review.find((f) => f.name === 'rating')).toMatchObject({widget: 'number', min: 1, max: 5});
  });
});
