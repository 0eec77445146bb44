/**
 * The browser editor at /admin/ (Decap CMS, bundled from npm): its
 * config.yml is made from the same front-matter schema the content checks
 * enforce (./schema), so the editor can neither ask for less than the build
 * accepts nor refuse what it accepts (tests/unit/cmsConfig.test.ts).
 */
import {mkdir, readdir} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {dump as toYaml} from 'js-yaml';
import {copyWhole, writeWhole} from '../../build-time/cacheFile';
import {editorSettings} from '../../build-time/editor';
import {generatedStaticDir} from '../../build-time/generated-static';
import {collectionOf, yamlMap, type ContentKind, type Field} from '../content-check/schema';
import {scaffoldText} from '../new-post/scaffold';
import {FORMAT_NAME} from './format/preservingFrontmatter';
import {FORMAT_SCRIPT, writeFormatScript} from './format/bundle';
import {businessCollection, detailCollections, pagesCollection} from './businessFields';
import {dateWidget} from './widgets';

type Json = string | number | boolean | null | Json[] | {[key: string]: Json};
type Widget = {[key: string]: Json};

/** What the editor needs to know about a kind of content beyond its fields. */
interface EditorCollection {
  readonly kind: ContentKind;
  readonly label: string;
  readonly labelSingular: string;
  /** The new file's name, as `npm run new:post` names it. */
  readonly fileName: string;
  readonly identifierField: string;
  /** Where photos go: the folder the image pipeline reads, and the path pages use (else static/img). */
  readonly media?: {readonly folder: string; readonly publicPath: string};
  /** Values a new entry starts with (Decap's placeholders: {{now}} is today). */
  readonly defaults?: Readonly<Record<string, Json>>;
  /** Front matter every entry has and nobody edits, after the field it follows. */
  readonly fixed?: {readonly after: string; readonly values: Readonly<Record<string, Json>>};
  /** Fields that pick from another collection, read when the editor opens (not when the site was built). */
  readonly relations?: Readonly<Record<string, Widget>>;
  /** The text below the front matter: what it must keep, and the template it must not. */
  readonly body: {
    readonly label: string;
    readonly hint: string;
    readonly mustContain: readonly string[];
    readonly mustNotContain: readonly string[];
    /** What a new entry's text starts as. */
    readonly template?: string;
  };
}

/** What a new city page's text starts as: the blocks every city page has, and sentences to write over. */
const cityTemplate = {
  eyebrow: 'Name of the county',
  lead: 'One or two sentences on the city, its lots and the decks we build there.',
  ground: 'Write here what a deck in this city has to stand up to: its ground, its weather, its lots.',
  newDeck: 'What a new deck here looks like.',
  repair: 'The repairs we make most here.',
  permits:
    'Write here which office issues deck permits inside the city limits and outside them, and what each asks for.',
  cta: 'Planning a deck here?',
} as const;

const cityPageText = `<CityHero
  city={frontMatter.city}
  eyebrow="${cityTemplate.eyebrow}"
  lead="${cityTemplate.lead}"
/>

## Built for the lots here

${cityTemplate.ground}

## Deck services here

<CityServices
  items={[
    {service: 'installation', text: '${cityTemplate.newDeck}'},
    {service: 'repair', text: '${cityTemplate.repair}'},
  ]}
/>

## Permits here

${cityTemplate.permits}

<CityCode city={frontMatter.city} />

<CityCta city={frontMatter.city} title="${cityTemplate.cta}" />
`;

/**
 * Blog posts, FAQ answers and city pages can be written in the browser; guides are built from components, in
 * code. A city page's city is one of Business's cities, saved and published first.
 */
export const editorCollections: readonly EditorCollection[] = [
  {
    kind: 'blog',
    label: 'Blog posts',
    labelSingular: 'Blog post',
    fileName: '{{year}}-{{month}}-{{day}}-{{fields.slug}}',
    identifierField: 'title',
    media: {folder: 'static/img/blog', publicPath: '/img/blog'},
    defaults: {date: '{{now}}', read_time: 6},
    body: {
      label: 'Article',
      hint: 'The first paragraph, above the line {/* truncate */}, is the summary on the blog list. Use ## and ### for headings.',
      mustContain: ['{/* truncate */}'],
      mustNotContain: [scaffoldText.intro, scaffoldText.body],
    },
  },
  {
    kind: 'faq',
    label: 'FAQ answers',
    labelSingular: 'FAQ answer',
    fileName: '{{fields.question}}',
    identifierField: 'question',
    media: {folder: 'static/img/faqs', publicPath: '/img/faqs'},
    body: {label: 'Answer', hint: 'The answer, in a short paragraph or two.', mustContain: [], mustNotContain: []},
  },
  {
    kind: 'city',
    label: 'City pages',
    labelSingular: 'City page',
    // A city page's address is its city's slug.
    fileName: '{{fields.city}}',
    identifierField: 'title',
    // <CityHero> is the page's heading, and the page has no table of contents.
    fixed: {after: 'keywords', values: {hide_title: true, hide_table_of_contents: true}},
    relations: {
      city: {
        widget: 'relation',
        collection: 'business',
        file: 'business',
        value_field: 'cities.*.slug',
        search_fields: ['cities.*.name'],
        display_fields: ['cities.*.name'],
        hint: 'A city in Business → Contact, hours, license and cities → Cities served. Add it there and publish it first.',
      },
    },
    body: {
      label: 'Page',
      hint:
        'The page’s text, with its blocks: <CityHero> at the top, <CityServices> for what you build here, ' +
        '<CityCode> after the permits paragraph and <CityCta> at the end. Write over every template sentence.',
      mustContain: ['<CityHero', '<CityServices', '<CityCode city={frontMatter.city} />'],
      mustNotContain: Object.values(cityTemplate),
      template: cityPageText,
    },
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The one regular expression a text field's value must match, or undefined.
 * Decap takes a single unanchored pattern without flags, so the schema's
 * limits are folded into it: at most `max` characters, some text when
 * required, and the field's own pattern.
 */
export function fieldPattern(field: Field): string | undefined {
  if (field.type !== 'string' || (field.max === undefined && field.pattern === undefined)) return undefined;
  const own = field.pattern ? field.pattern.source.replace(/^\^|\$$/g, '') : '[\\s\\S]*';
  const anchored = field.pattern && !field.pattern.source.startsWith('^') ? `[\\s\\S]*${own}` : own;
  return `^${field.max !== undefined ? `(?=[\\s\\S]{0,${field.max}}$)` : ''}(?=[\\s\\S]*\\S)(?:${anchored})$`;
}

/** The body's pattern: every mustContain text present, no mustNotContain text left. */
export function bodyPattern(body: EditorCollection['body']): string | undefined {
  const must = body.mustContain.map((t) => `(?=[\\s\\S]*${escapeRegExp(t)})`);
  const mustNot = body.mustNotContain.map((t) => `(?![\\s\\S]*${escapeRegExp(t)})`);
  return must.length + mustNot.length === 0 ? undefined : `^${must.join('')}${mustNot.join('')}[\\s\\S]*$`;
}

function widget(field: Field, siteDir: string): Widget {
  const base: Widget = {name: field.name, label: field.label, hint: field.hint, required: !field.optional};
  switch (field.type) {
    case 'string': {
      const pattern = fieldPattern(field);
      // Decap shows "<label> didn't match the pattern: <hint>."
      return {
        ...base,
        widget: field.multiline ? 'text' : 'string',
        ...(pattern ? {pattern: [pattern, field.hint]} : {}),
      };
    }
    case 'integer':
      return {...base, widget: 'number', value_type: 'int', step: 1, min: field.min, max: field.max};
    case 'date':
      return {...base, ...dateWidget};
    case 'boolean':
      return {...base, widget: 'boolean'};
    case 'strings':
      return {...base, widget: 'list', min: 1};
    case 'select': {
      const labels = field.yaml ? yamlMap(siteDir, field.yaml.file) : {};
      const options = field.options(siteDir).map((value) => ({
        value,
        label: String(labels[value]?.[field.yaml?.label ?? ''] ?? value),
      }));
      return {
        ...base,
        widget: 'select',
        options,
        multiple: Boolean(field.list),
        ...(field.list ? {min: field.list.min, max: field.list.max} : {}),
        // A list that takes several (authors) starts with the first; a one-choice list (the category) is the writer's pick.
        ...(field.list && field.list.max > 1 && options.length > 0 ? {default: [options[0].value]} : {}),
      };
    }
    case 'image':
      // The path comes from the collection's public folder: the file name is all Decap validates.
      return {...base, widget: 'image', choose_url: false};
    case 'object':
      return {...base, widget: 'object', fields: field.fields.map((f) => widget(f, siteDir))};
    case 'objects':
      return {
        ...base,
        widget: 'list',
        summary: `{{fields.${field.fields[0].name}}}`,
        fields: field.fields.map((f) => widget(f, siteDir)),
      };
  }
}

/** The whole config.yml, as data. */
export function decapConfig(siteDir: string, siteUrl: string): Record<string, Json> {
  const github: {
    readonly repo: string;
    readonly branch: string;
    readonly baseUrl: string;
    readonly authEndpoint: string;
  } = editorSettings.github;
  const backend: Widget = {name: 'github', repo: github.repo, branch: github.branch, squash_merges: true};
  if (github.baseUrl) backend.base_url = github.baseUrl;
  if (github.authEndpoint) backend.auth_endpoint = github.authEndpoint;
  return {
    backend,
    // Only when /admin/ is opened on localhost (Decap checks the page's host): decap-server, from npm run cms.
    local_backend: {url: editorSettings.localBackendUrl},
    // Each new or changed entry is its own branch and pull request: Drafts, In review, Ready.
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'static/img',
    public_folder: '/img',
    slug: {encoding: 'ascii', clean_accents: true, sanitize_replacement: '-'},
    // Decap's preview renders Markdown, not the site's components: the pull request's deploy preview shows the page.
    editor: {preview: false},
    collections: [
      ...editorCollections.map((c) => {
        const fields = collectionOf(c.kind).fields.filter((f) => f.editor !== false);
        const pattern = bodyPattern(c.body);
        return {
          name: c.kind,
          label: c.label,
          label_singular: c.labelSingular,
          folder: collectionOf(c.kind).dir,
          extension: 'mdx',
          // Writes back only what the writer changed (./format): one edited line is a one-line diff.
          format: FORMAT_NAME,
          create: true,
          slug: c.fileName,
          identifier_field: c.identifierField,
          // From the repository root: where the image pipeline looks, and the path pages use.
          ...(c.media ? {media_folder: `/${c.media.folder}`, public_folder: c.media.publicPath} : {}),
          ...(c.kind === 'blog' ? {preview_path: 'blog/{{fields.slug}}', sortable_fields: ['date', 'title']} : {}),
          ...(c.kind === 'city' ? {preview_path: 'service-areas/{{fields.city}}'} : {}),
          fields: [
            ...fields.flatMap((f) => [
              {
                ...(c.relations?.[f.name]
                  ? {name: f.name, label: f.label, required: !f.optional, ...c.relations[f.name]}
                  : widget(f, siteDir)),
                ...(c.defaults?.[f.name] !== undefined ? {default: c.defaults[f.name]} : {}),
              },
              ...(c.fixed?.after === f.name
                ? Object.entries(c.fixed.values).map(([name, value]) => ({name, widget: 'hidden', default: value}))
                : []),
            ]),
            {
              name: 'body',
              label: c.body.label,
              hint: c.body.hint,
              required: true,
              widget: 'markdown',
              // Raw Markdown only: the rich-text mode rewrites the text and would escape MDX ({/* truncate */}, <Price />).
              modes: ['raw'],
              ...(c.body.template ? {default: c.body.template} : {}),
              ...(pattern
                ? {pattern: [pattern, `keep ${c.body.mustContain.join(', ')} and replace the template text`]}
                : {}),
            },
          ],
        };
      }),
      businessCollection(),
      pagesCollection(),
      ...detailCollections(),
    ],
  };
}

/** The editor's page: no inline script (its own CSP allows none), never indexed, the config by absolute path. */
export function adminPage(title: string): string {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<link href="${editorSettings.path}config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${editorSettings.path}decap-cms.js"></script>
<script src="${editorSettings.path}${FORMAT_SCRIPT}"></script>
</body>
</html>
`;
}

/** The prebuilt app in the decap-cms package: its entry, the chunks it loads from its own folder, its wasm. */
const decapDist = join(dirname(require.resolve('decap-cms/package.json')), 'dist');
const isAppFile = (name: string) =>
  name === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith('.wasm');

/**
 * Writes /admin/ (index.html, config.yml and the app) into the generated
 * static folder, so `npm start` serves it and the build copies it: plain
 * files, no route and no React page, so none of it reaches the site's
 * bundles, sitemap or search index.
 */
export async function writeEditor(siteDir: string, siteUrl: string, title: string): Promise<void> {
  const out = join(generatedStaticDir(siteDir), editorSettings.path.slice(1));
  await mkdir(out, {recursive: true});
  // Whole or not at all (build-time/cacheFile.ts): a build stopped or a disk filled halfway leaves no half an app.
  for (const file of (await readdir(decapDist)).filter(isAppFile))
    await copyWhole(join(decapDist, file), join(out, file));
  const header = '# Made by plugins/editor/config.ts from the front-matter schema; do not edit.\n';
  await writeWhole(
    join(out, 'config.yml'),
    // With anchors: what the collections share is written once.
    Buffer.from(header + toYaml(decapConfig(siteDir, siteUrl), {lineWidth: -1})),
  );
  await writeWhole(join(out, 'index.html'), Buffer.from(adminPage(`Content manager · ${title}`)));
  await writeFormatScript(out, join(siteDir, 'node_modules', '.cache', 'kdb-editor-format'));
}
