/**
 * Every public route of the site, derived from the content as Docusaurus
 * derives it: blog posts from their front matter, guides and city pages from
 * docs/, pages from src/pages/, loan programs from their data, the FAQ page
 * from its plugin. A writer who
 * adds a post, a guide or a city page touches nothing here; the route suite
 * checks each route renders, and that sitemap.xml lists exactly these.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {business} from '../../src/data/business';
import {loanProgramHref, loanPrograms} from '../../src/data/loanPrograms';
import {legacyRedirects} from '../../src/data/redirects';
import {faqsRoute} from '../../plugins/faqs';

const root = join(__dirname, '..', '..');

/** Files below dir (relative, with /), skipping what Docusaurus skips: _partials and _folders. */
function contentFiles(dir: string, extensions: RegExp): string[] {
  return readdirSync(join(root, dir), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && extensions.test(e.name))
    .map((e) => relative(join(root, dir), join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')) && !/\.test\.[jt]sx?$/.test(file));
}

/** The YAML between the --- lines (js-yaml, the parser Docusaurus uses). */
function frontMatterOf(path: string): Record<string, unknown> {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(root, path), 'utf8'))?.[1];
  return (yaml ? parseYaml(yaml) : {}) as Record<string, unknown>;
}

const withoutExtension = (file: string) => file.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '');
const join2 = (base: string, rest: string) => `/${[base, rest].filter(Boolean).join('/')}`.replace(/\/+$/, '') || '/';

/** Published blog posts: /blog/<slug> (front matter slug, else the file name without its date). */
export const blogRoutes: string[] = contentFiles('blog', /\.mdx?$/)
  .filter((file) => {
    const fm = frontMatterOf(`blog/${file}`);
    return fm.draft !== true && fm.unlisted !== true;
  })
  .map((file) => {
    const slug = frontMatterOf(`blog/${file}`).slug;
    return `/blog/${typeof slug === 'string' ? slug : withoutExtension(file).replace(/^\d{4}-\d{2}-\d{2}-/, '')}`;
  });

/** A docs instance's pages: the file path under its folder, or an absolute front matter slug. */
function docsRoutes(dir: string, base: string): string[] {
  return contentFiles(dir, /\.mdx?$/).map((file) => {
    const slug = frontMatterOf(`${dir}/${file}`).slug;
    return typeof slug === 'string' && slug.startsWith('/')
      ? join2(base, slug.slice(1))
      : join2(base, withoutExtension(file));
  });
}

/** src/pages: each file is a route, index files are their folder's. */
const pageRoutes = contentFiles('src/pages', /\.(tsx?|jsx?|mdx?)$/).map((file) => join2('', withoutExtension(file)));

export const routes: string[] = [
  ...pageRoutes,
  '/blog',
  ...blogRoutes,
  ...docsRoutes('docs/resources', 'resources'),
  ...docsRoutes('docs/service-areas', 'service-areas'),
  // Local plugins' routes: one per loan program, and the FAQ page.
  ...loanPrograms.map((p) => loanProgramHref(p.slug)),
  faqsRoute,
];

/** The replaced site's paths that must land on their canonical pages. */
export const legacyPaths: Record<string, string> = Object.fromEntries(legacyRedirects.map(({from, to}) => [from, to]));

export const siteUrl = business.url;
