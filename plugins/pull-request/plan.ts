/**
 * What a pull request's check runs, from the files it changes (`npm run test:pr`): a writer's post gets the checks
 * that can find what a post breaks, on the pages it can break, in minutes; anything that is not content gets the
 * whole suite. When a file's reach is not known, the plan runs more, never less.
 */

import {copyFolders} from '../../src/data/copySchema';
import {pageFile, sitePages} from '../../src/data/pageSchema';

/** How far a changed file can reach. */
export type Reach = 'content' | 'data' | 'code';

/**
 * A writer's files (posts, guides, FAQs, city pages, pages written in MDX, photos, tags, authors) are content; the
 * business's facts (src/data, the owner's JSON from /admin among them) are data, but not the schemas they are held
 * to; everything else (components, styles, plugins, config, dependencies, tests, workflows) is code.
 */
export function reachOf(file: string): Reach {
  if (/^(blog|docs|faqs)\//.test(file)) return 'content';
  if (/^src\/pages\/.+\.mdx?$/.test(file)) return 'content';
  // Photos and illustrations; not the mark the build turns into the logo and icons.
  if (/^static\/img\//.test(file)) return /^static\/img\/(favicon|logo|apple-touch)/.test(file) ? 'code' : 'content';
  // The schemas of the owner's files and words shape the editor, the checks and the pages' types.
  if (/^src\/data\/(schema|[a-z]+Schema)\.ts$/.test(file)) return 'code';
  if (/^src\/data\//.test(file)) return 'data';
  return 'code';
}

export interface PullRequestPlan {
  /** 'full': the whole of `npm test`. */
  readonly kind: 'content' | 'data' | 'full';
  /** Why, in a line each: the files that decided it. */
  readonly why: readonly string[];
  readonly content: readonly string[];
  readonly data: readonly string[];
}

const listed = (files: readonly string[], max = 5) =>
  files.slice(0, max).join(', ') + (files.length > max ? ` and ${files.length - max} more` : '');

export function planFor(changed: readonly string[]): PullRequestPlan {
  const by = (reach: Reach) => changed.filter((f) => reachOf(f) === reach);
  const [content, data, code] = [by('content'), by('data'), by('code')];
  if (code.length > 0) {
    return {
      kind: 'full',
      why: [`${listed(code)} ${code.length === 1 ? 'is' : 'are'} code, config or tests: the whole suite runs`],
      content,
      data,
    };
  }
  if (data.length > 0) {
    return {
      kind: 'data',
      why: [
        `${listed(data)}: the business's data, which every kind of page reads: the checks over one route of each kind, ` +
          'and the Jest tests that read it',
        ...(content.length ? [`${listed(content)}: content, whose own pages are visited too`] : []),
      ],
      content,
      data,
    };
  }
  return {
    kind: 'content',
    why: [
      content.length
        ? `${listed(content)}: content only: its checks, the build, every route over HTTP, and in Chromium the pages it adds, changes or lists`
        : 'no file changed: the content checks and the build',
    ],
    content,
    data,
  };
}

/** What the build knows, for choosing routes. */
export interface BuiltSite {
  /** Every public route. */
  readonly pages: readonly string[];
  /** Content file -> its route. */
  readonly sources: Readonly<Record<string, string>>;
  /** A post's route -> the routes of the posts listed as related on it. */
  readonly related: Readonly<Record<string, readonly string[]>>;
  /** A content file's tags (blog posts), by file; a post deleted by the change has none here. */
  readonly tags: Readonly<Record<string, readonly string[]>>;
  /** Which content files name an image path (static/img/…), for a photo that changed. */
  readonly usesImage: (path: string) => readonly string[];
}

const kind = (route: string) => route.split('/')[1] ?? '';

/** The page whose words a copy file holds: a service's or program's page, or a site page. */
function copyRoute(file: string): string | undefined {
  const folder = copyFolders.find((f) => file.startsWith(`${f.folder}/`) && file.endsWith('.json'));
  if (folder) return `${folder.path}/${file.slice(folder.folder.length + 1, -'.json'.length)}`;
  return sitePages.find((p) => pageFile(p.name) === file)?.path ?? undefined;
}

/**
 * The routes the Chromium route checks visit for a plan, each with why: a changed file's own page; a post's blog
 * lists, its tag pages and the posts that list it as related; the pages that show a changed photo; for data, the
 * first route of each kind.
 */
export function routesFor(plan: PullRequestPlan, site: BuiltSite): {route: string; why: string}[] {
  const chosen = new Map<string, string>();
  // A route the build made (its category pages are not in the sitemap's pages, but a visitor lands on them too).
  const add = (route: string, why: string) => {
    const made = site.pages.includes(route) || route.startsWith('/blog/tags/');
    if (made && !chosen.has(route)) chosen.set(route, why);
  };
  const tagged = (tag: string) =>
    Object.entries(site.tags)
      .filter(([, tags]) => tags.includes(tag))
      .map(([file]) => file);
  for (const file of plan.content) {
    const route = site.sources[file];
    if (route) add(route, `${file} is its page`);
    if (file.startsWith('blog/')) {
      for (const page of site.pages.filter((r) => r === '/blog' || r.startsWith('/blog/page/'))) {
        add(page, `the blog's lists show ${file}`);
      }
      for (const tag of site.tags[file] ?? []) {
        add(`/blog/tags/${tag}`, `${file} is tagged ${tag}`);
        // A post deleted or moved to another category changes what the posts in its category list as related.
        for (const other of tagged(tag))
          if (site.sources[other]) add(site.sources[other], `shares ${tag} with ${file}`);
      }
      if (route) {
        for (const [post, related] of Object.entries(site.related)) {
          if (related.includes(route)) add(post, `lists ${route} among its related posts`);
        }
      }
      if (/^blog\/(tags|authors)\.yml$/.test(file)) {
        for (const page of site.pages.filter((r) => r.startsWith('/blog'))) add(page, `${file} labels every post`);
      }
    }
    if (file.startsWith('faqs/')) add('/faqs', `${file} is a question on /faqs`);
    if (file.startsWith('static/')) {
      for (const user of site.usesImage(file.replace(/^static/, ''))) {
        const page = site.sources[user];
        if (page) add(page, `${user} shows ${file}`);
      }
      if (file.startsWith('static/img/gallery/')) add('/gallery', `${file} may be a gallery photo`);
    }
  }
  for (const file of plan.data) {
    const route = copyRoute(file);
    if (route) add(route, `${file} holds its words`);
  }
  if (plan.kind === 'data') {
    const seen = new Set<string>();
    for (const route of site.pages) {
      if (seen.has(kind(route))) continue;
      seen.add(kind(route));
      add(route, `the first route of its kind (/${kind(route)}) reads the business's data`);
    }
  }
  return [...chosen].map(([route, why]) => ({route, why}));
}
