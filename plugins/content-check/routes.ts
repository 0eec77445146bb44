/**
 * Every public route of the site, derived from the content as Docusaurus
 * derives it: blog posts from their front matter, guides and city pages from
 * docs/, pages from src/pages/, service and loan pages from their files in src/data/copy, the FAQ page
 * from its plugin. `npm run check:content` checks links against it, and the
 * tests take their route lists from it, so a writer who adds a post, a guide
 * or a city page touches nothing else.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {copyFolders} from '../../src/data/copySchema';
import {liveLegacyRedirects} from '../../build-time/redirects';
import {postsPerPage} from '../../build-time/blog';
import {folderFiles, slugOf} from '../../build-time/copy';

export const faqsRoute = '/faqs';

/** Files below dir (relative, with /), skipping what Docusaurus skips: _partials and _folders. */
export function contentFiles(siteDir: string, dir: string, extensions: RegExp): string[] {
  if (!existsSync(join(siteDir, dir))) return [];
  return readdirSync(join(siteDir, dir), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && extensions.test(e.name))
    .map((e) => relative(join(siteDir, dir), join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')) && !/\.test\.[jt]sx?$/.test(file));
}

/** The YAML between the --- lines (js-yaml, the parser Docusaurus uses); broken YAML reads as none (the checks report it). */
export function frontMatterOf(siteDir: string, path: string): Record<string, unknown> {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(siteDir, path), 'utf8'))?.[1];
  try {
    return ((yaml ? parseYaml(yaml) : null) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const withoutExtension = (file: string) => file.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '');
const joinPath = (base: string, rest: string) =>
  `/${[base, rest].filter(Boolean).join('/')}`.replace(/\/+$/, '') || '/';

/** A published blog post's file and route: /blog/<slug> (front matter slug, else the file name without its date). */
export function blogPosts(siteDir: string): {file: string; route: string}[] {
  return contentFiles(siteDir, 'blog', /\.mdx?$/)
    .map((file) => ({file: `blog/${file}`, fm: frontMatterOf(siteDir, `blog/${file}`)}))
    .filter(({fm}) => fm.draft !== true && fm.unlisted !== true)
    .map(({file, fm}) => ({
      file,
      route: `/blog/${typeof fm.slug === 'string' ? fm.slug : withoutExtension(file.slice(5)).replace(/^\d{4}-\d{2}-\d{2}-/, '')}`,
    }));
}

/** A docs instance's pages: the file path under its folder, or an absolute front matter slug. */
function docsRoutes(siteDir: string, dir: string, base: string): string[] {
  return contentFiles(siteDir, dir, /\.mdx?$/).map((file) => {
    const slug = frontMatterOf(siteDir, `${dir}/${file}`).slug;
    return typeof slug === 'string' && slug.startsWith('/')
      ? joinPath(base, slug.slice(1))
      : joinPath(base, withoutExtension(file));
  });
}

/** The blog list's pages for this many posts: /blog, then /blog/page/2 ... once they outgrow one page. */
export const blogListPages = (posts: number): string[] =>
  Array.from({length: Math.max(1, Math.ceil(posts / postsPerPage))}, (_, i) =>
    i === 0 ? '/blog' : `/blog/page/${i + 1}`,
  );

/** Every page route: what the sitemap lists and the route suite opens. */
export function siteRoutes(siteDir: string): string[] {
  return [
    ...contentFiles(siteDir, 'src/pages', /\.(tsx?|jsx?|mdx?)$/).map((file) => joinPath('', withoutExtension(file))),
    ...blogListPages(blogPosts(siteDir).length),
    ...blogPosts(siteDir).map((p) => p.route),
    ...docsRoutes(siteDir, 'docs/resources', 'resources'),
    ...docsRoutes(siteDir, 'docs/service-areas', 'service-areas'),
    // Local plugins' routes: a page per service and loan program (a file each), and the FAQ page.
    ...copyFolders.flatMap(({name, path}) => folderFiles(siteDir, name).map((file) => `${path}/${slugOf(file)}`)),
    faqsRoute,
  ];
}

/** Paths a link may point to besides the pages: blog archive, category pages, feeds, legacy redirects. */
function otherPaths(siteDir: string): string[] {
  const tagsFile = join(siteDir, 'blog', 'tags.yml');
  const tags = ((existsSync(tagsFile) && parseYaml(readFileSync(tagsFile, 'utf8'))) || {}) as Record<
    string,
    {permalink?: string}
  >;
  return [
    '/blog/archive',
    '/blog/rss.xml',
    '/blog/atom.xml',
    '/sitemap.xml',
    ...Object.entries(tags).map(([key, t]) => `/blog/tags${t.permalink ?? `/${key}`}`),
    ...liveLegacyRedirects(siteDir).map((r) => r.from),
  ];
}

/** A test for internal links: a page, one of the other paths, or a file under static/. */
export function knownPaths(siteDir: string): (path: string) => boolean {
  const paths = new Set([...siteRoutes(siteDir), ...otherPaths(siteDir)]);
  return (path) => {
    const clean = path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/';
    return paths.has(clean) || existsSync(join(siteDir, 'static', clean));
  };
}
