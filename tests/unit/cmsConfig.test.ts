/**
 * @jest-environment node
 *
 * The browser editor's fields (config.yml, made by plugins/editor/config.ts)
 * against the content checks the build runs (plugins/content-check/schema.ts): the
 * same fields, the same required ones, the same limits, and no value that
 * one accepts and the other refuses. Fails as soon as the two drift apart.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {bodyPattern, decapConfig, editorCollections, fieldPattern} from '@site/plugins/editor/config';
import {collectionOf, fits, type Field} from '@site/plugins/content-check/schema';
import {postScaffold, scaffoldLeftovers} from '@site/plugins/new-post/scaffold';
import {blogPosts} from '@site/plugins/content-check/routes';
import {cityPagesListServices, cityPagesShowTheirCity} from '@site/plugins/content-check/rules/cities';
import type {SiteContent} from '@site/plugins/content-check/rules/site';
import {business} from '@site/src/data/business';
import {load as loadYaml} from 'js-yaml';
import {siteDir} from '../helpers/records';

type Widget = {
  name: string;
  required: boolean;
  widget: string;
  pattern?: [string, string];
  min?: number;
  max?: number;
  options?: {value: string; label: string}[];
  fields?: Widget[];
};
const config = decapConfig(siteDir, 'https://www.example.com') as unknown as {
  publish_mode: string;
  collections: {
    name: string;
    folder: string;
    media_folder: string;
    public_folder: string;
    slug: string;
    fields: Widget[];
  }[];
};

/** Values to try on every text field: each kind of near miss. */
const candidates = [
  'deck-size',
  'Deck Size',
  'deck--size',
  '-deck',
  'Do I need a permit?',
  'Do I need a permit? ',
  'No question',
  '/resources/calculator',
  'resources/calculator',
  'https://www.tn811.com/',
  'http://www.tn811.com/',
  ' ',
  '',
];

/** Does the editor accept this text (its generated pattern, or just "some text" when it has none)? */
const editorAccepts = (field: Field, value: string) => {
  const pattern = fieldPattern(field);
  return pattern ? new RegExp(pattern).test(value) : value.trim() !== '';
};

describe.each(editorCollections.map((c) => [c.kind, c] as const))(
  '%s: the editor and the build agree',
  (kind, editor) => {
    const schema = collectionOf(kind);
    const fields = schema.fields.filter((f) => f.editor !== false);
    const collection = config.collections.find((c) => c.name === kind)!;
    const widgetOf = (name: string) => collection.fields.find((w) => w.name === name)!;

    it('opens each new or changed entry as its own branch and pull request', () => {
      expect(config.publish_mode).toBe('editorial_workflow');
      expect(collection.folder).toBe(schema.dir);
    });

    it("has the schema's fields, in order, required where the build requires them, and the body", () => {
      const edited = collection.fields.filter((w) => w.widget !== 'hidden');
      expect(edited.map((w) => w.name)).toEqual([...fields.map((f) => f.name), 'body']);
      for (const field of fields)
        expect([field.name, widgetOf(field.name).required]).toEqual([field.name, !field.optional]);
    });

    it.each(fields.filter((f) => f.type === 'string').map((f) => [f.name, f] as const))(
      '%s: the editor accepts exactly what the build accepts',
      (_, field) => {
        const tries = [...candidates];
        if (field.type === 'string' && field.max !== undefined) {
          const at = (n: number) => (field.pattern?.source === '\\?$' ? `${'x'.repeat(n - 1)}?` : 'x'.repeat(n));
          tries.push(at(field.max), at(field.max + 1));
        }
        for (const value of tries) {
          expect([value, editorAccepts(field, value)]).toEqual([value, fits(field, value, siteDir)]);
        }
      },
    );

    it.each(fields.filter((f) => f.type === 'objects').map((f) => [f.name, f] as const))(
      "%s: each item's fields accept exactly what the build accepts",
      (_, list) => {
        if (list.type !== 'objects') return;
        for (const field of list.fields) {
          expect(widgetOf(list.name).fields!.find((w) => w.name === field.name)!.required).toBe(!field.optional);
          // A choice (a stat's measure) offers only its options; text is typed into text fields.
          if (field.type !== 'string') continue;
          for (const value of candidates) {
            expect([field.name, value, editorAccepts(field, value)]).toEqual([
              field.name,
              value,
              fits(field, value, siteDir),
            ]);
          }
        }
      },
    );

    it('gives numbers and choices the build limits', () => {
      for (const field of fields) {
        const widget = widgetOf(field.name);
        if (field.type === 'integer') expect(widget).toMatchObject({min: field.min, max: field.max});
        if (field.type === 'select' && !editor.relations?.[field.name]) {
          const options = field.options(siteDir);
          expect(widget.options!.map((o) => o.value)).toEqual(options);
          for (const value of options) expect(fits(field, field.list ? [value] : value, siteDir)).toBe(true);
          if (field.list) expect(widget).toMatchObject({min: field.list.min, max: field.list.max});
          // A value a new entry starts with is one the build accepts; a one-choice list starts empty (the writer picks).
          const start = (widget as {default?: string[]}).default;
          if (start !== undefined) expect(fits(field, start, siteDir)).toBe(true);
          if (field.list?.max === 1) expect(start).toBeUndefined();
        }
      }
    });

    it('puts photos where the image pipeline reads them, under a path the build accepts', () => {
      const media = editor.media ?? {folder: 'static/img', publicPath: '/img'};
      if (editor.media) expect(collection.media_folder).toBe(`/${media.folder}`);
      if (editor.media) expect(collection.public_folder).toBe(media.publicPath);
      // plugins/images reads static/img/** and serves it at /img/**.
      expect(media.folder).toBe(`static${media.publicPath}`);
      for (const field of fields.filter((f) => f.type === 'image')) {
        expect(fits(field, `${media.publicPath}/winter-deck.jpg`, siteDir)).toBe(true);
      }
    });
  },
);

describe('blog posts in the editor', () => {
  const blog = editorCollections.find((c) => c.kind === 'blog')!;
  const body = new RegExp(bodyPattern(blog.body)!);

  it('refuses the template the build refuses and a post without its summary line; accepts every published post', () => {
    const template = postScaffold({title: 'x', date: '2026-01-01'}).text.replace(/^---[\s\S]*?\n---\n/, '');
    expect(scaffoldLeftovers({}, template).length).toBeGreaterThan(0);
    expect(body.test(template)).toBe(false);
    const posts = blogPosts(siteDir);
    expect(posts.length).toBeGreaterThan(0);
    for (const {file} of posts) {
      const post = readFileSync(join(siteDir, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
      expect(scaffoldLeftovers({}, post)).toEqual([]);
      expect([file, body.test(post)]).toEqual([file, true]);
      expect(body.test(post.replace('{/* truncate */}', ''))).toBe(false);
    }
  });

  it('names new posts as npm run new:post does: blog/<date>-<slug>.mdx', () => {
    const {file} = postScaffold({title: 'How to Winterize a Composite Deck', date: '2026-11-24'});
    const named = config.collections
      .find((c) => c.name === 'blog')!
      .slug.replace('{{year}}-{{month}}-{{day}}', '2026-11-24')
      .replace('{{fields.slug}}', 'how-to-winterize-a-composite-deck');
    expect(`blog/${named}.mdx`).toBe(file);
  });
});

describe('city pages in the editor', () => {
  const city = editorCollections.find((c) => c.kind === 'city')!;
  const collection = config.collections.find((c) => c.name === 'city')! as unknown as {
    slug: string;
    fields: (Widget & {default?: unknown; collection?: string; file?: string; value_field?: string})[];
  };
  const body = new RegExp(bodyPattern(city.body)!);
  const template = city.body.template!;
  const pages = readdirSync(join(siteDir, 'docs', 'service-areas')).filter((f) => f.endsWith('.mdx'));
  const parse = (file: string) => {
    const [, frontMatter, text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file)!;
    return {frontMatter: loadYaml(frontMatter) as Record<string, unknown>, text};
  };
  /** The template with every sentence written over, as an owner would. */
  const written = city.body.mustNotContain.reduce(
    (text, sentence, i) => text.split(sentence).join(`Sentence ${i + 1} about Alcoa, written by the owner.`),
    template,
  );

  it('lists the city pages only, not the overview beside them', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(existsSync(join(siteDir, 'docs', 'service-areas', 'page', 'index.mdx'))).toBe(true);
    for (const file of pages)
      expect([
        file,
        parse(readFileSync(join(siteDir, 'docs', 'service-areas', file), 'utf8')).frontMatter.city,
      ]).toEqual([file, file.replace(/\.mdx$/, '')]);
  });

  it("names a new page by its city, picked from Business's cities as the editor finds them", () => {
    expect(collection.slug).toBe('{{fields.city}}');
    const pick = collection.fields.find((w) => w.name === 'city')!;
    expect(pick).toMatchObject({widget: 'relation', collection: 'business', file: 'business', required: true});
    const list = pick.value_field!.split('.*.');
    const owner = JSON.parse(readFileSync(join(siteDir, 'src', 'data', 'owner', 'business.json'), 'utf8'));
    expect(owner[list[0]].map((c: Record<string, string>) => c[list[1]])).toEqual(business.cities.map((c) => c.slug));
  });

  it('gives every page the front matter the build wants and nobody edits', () => {
    const fixed = collection.fields.filter((w) => w.widget === 'hidden');
    expect(fixed.map((w) => [w.name, w.default])).toEqual([
      ['hide_title', true],
      ['hide_table_of_contents', true],
    ]);
    for (const file of pages) {
      const {frontMatter} = parse(readFileSync(join(siteDir, 'docs', 'service-areas', file), 'utf8'));
      for (const w of fixed) expect([file, w.name, frontMatter[w.name]]).toEqual([file, w.name, w.default]);
    }
  });

  it('starts a page from the blocks the build wants, refuses it until every template sentence is written over', () => {
    expect(collection.fields.find((w) => w.name === 'body')!.default).toBe(template);
    expect(body.test(template)).toBe(false);
    for (const sentence of city.body.mustNotContain) {
      expect(
        body.test(written.replace(`Sentence ${city.body.mustNotContain.indexOf(sentence) + 1} about`, sentence)),
      ).toBe(false);
    }
    expect(body.test(written)).toBe(true);
    for (const file of pages) {
      const {text} = parse(readFileSync(join(siteDir, 'docs', 'service-areas', file), 'utf8'));
      expect([file, body.test(text)]).toEqual([file, true]);
    }
  });

  it('makes, once written over, a page the content checks pass', () => {
    const slug = business.cities[0].slug;
    const frontMatter = {title: 'x', city: slug, hide_title: true};
    const source = `---\ncity: ${slug}\nhide_title: true\n---\n${written}`;
    const site = {
      markdown: [{file: `docs/service-areas/${slug}.mdx`, frontMatter, body: written, source}],
      business,
    } as unknown as SiteContent;
    expect(cityPagesShowTheirCity(site)).toEqual([]);
    expect(cityPagesListServices(site)).toEqual([]);
  });
});
