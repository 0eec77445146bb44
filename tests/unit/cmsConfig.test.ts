/**
 * @jest-environment node
 *
 * The browser editor's fields (config.yml, made by plugins/editor/config.ts)
 * against the content checks the build runs (plugins/content-check/schema.ts): the
 * same fields, the same required ones, the same limits, and no value that
 * one accepts and the other refuses. Fails as soon as the two drift apart.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {bodyPattern, decapConfig, editorCollections, fieldPattern} from '@site/plugins/editor/config';
import {collectionOf, fits, type Field} from '@site/plugins/content-check/schema';
import {postScaffold, scaffoldLeftovers} from '@site/plugins/new-post/scaffold';
import {blogPosts} from '@site/plugins/content-check/routes';
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
      expect(collection.fields.map((w) => w.name)).toEqual([...fields.map((f) => f.name), 'body']);
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
        if (field.type === 'select') {
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
      expect(collection.media_folder).toBe(`/${editor.media.folder}`);
      expect(collection.public_folder).toBe(editor.media.publicPath);
      // plugins/images reads static/img/** and serves it at /img/**.
      expect(editor.media.folder).toBe(`static${editor.media.publicPath}`);
      for (const field of fields.filter((f) => f.type === 'image')) {
        expect(fits(field, `${editor.media.publicPath}/winter-deck.jpg`, siteDir)).toBe(true);
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
