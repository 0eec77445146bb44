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
import {businessCollection, detailCollections} from './businessFields';
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
  /** Where photos go: the folder the image pipeline reads, and the path pages use. */
  readonly media: {readonly folder: string; readonly publicPath: string};
  /** Values a new entry starts with (Decap's placeholders: {{now}} is today). */
  readonly defaults?: Readonly<Record<string, Json>>;
  /** The text below the front matter: what it must keep, and the template it must not. */
  readonly body: {
    readonly label: string;
    readonly hint: string;
    readonly mustContain: readonly string[];
    readonly mustNotContain: readonly string[];
  };
}

/** Blog posts and FAQ answers can be written in the browser; guides and city pages are built from components, in code. */
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
      return {...base, widget: 'object', collapsed: true, fields: field.fields.map((f) => widget(f, siteDir))};
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
          media_folder: `/${c.media.folder}`,
          public_folder: c.media.publicPath,
          ...(c.kind === 'blog' ? {preview_path: 'blog/{{fields.slug}}', sortable_fields: ['date', 'title']} : {}),
          fields: [
            ...fields.map((f) => ({
              ...widget(f, siteDir),
              ...(c.defaults?.[f.name] !== undefined ? {default: c.defaults[f.name]} : {}),
            })),
            {
              name: 'body',
              label: c.body.label,
              hint: c.body.hint,
              required: true,
              widget: 'markdown',
              // Raw Markdown only: the rich-text mode rewrites the text and would escape MDX ({/* truncate */}, <Price />).
              modes: ['raw'],
              ...(pattern
                ? {pattern: [pattern, `keep ${c.body.mustContain.join(', ')} and replace the template text`]}
                : {}),
            },
          ],
        };
      }),
      businessCollection(),
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
    // With anchors: the seventeen detail pages share one list of fields, written once.
    Buffer.from(header + toYaml(decapConfig(siteDir, siteUrl), {lineWidth: -1})),
  );
  await writeWhole(join(out, 'index.html'), Buffer.from(adminPage(`Content manager · ${title}`)));
  await writeFormatScript(out, join(siteDir, 'node_modules', '.cache', 'kdb-editor-format'));
}
