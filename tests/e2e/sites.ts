/**
 * The sites the browser suite serves: this build, and each copy of the site tests/writer built as its
 * users would change it (launch day; a year on, as a preview). The route-wide specs run over all of
 * them, each route from what that build recorded (plugins/content-check/builtRoutes.ts), so a writer
 * who adds a post or an owner who adds a city touches nothing here.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {readBuiltRoutes} from '../../plugins/content-check/builtRoutes';
import {coveringEveryConstruct} from '../helpers/constructs';
import {siteCopies, type CopyManifest} from '../helpers/siteCopy';

const root = join(__dirname, '..', '..');

export interface Site extends CopyManifest {
  readonly name: string;
  /** The site's folder: the repository, or a copy's. */
  readonly dir: string;
  readonly buildDir: string;
  /** Where the suite's nginx serves it. */
  readonly baseURL: string;
  /** The address the build is for: its canonical links start with it. */
  readonly url: string;
  /** A pull request's preview: never indexed, so robots.txt refuses crawlers and there is no sitemap. */
  readonly preview: boolean;
  readonly routes: readonly string[];
  /**
   * The routes the per-route browser checks visit (axe, focus stops, the Firefox and WebKit smoke): all of this
   * build's; of a copy, the routes it adds (of its new content pages, those with every construct the new ones use:
   * copyVisits), the blog's list pages and its home page. Every route of every site is still read over HTTP
   * (routes.spec).
   */
  readonly visits: readonly string[];
  /**
   * The routes Firefox and WebKit visit (tests/browsers): of `visits` (of a copy's, those it adds), each page with a component of its own, the
   * content pages that between them use every construct of their kind, and of the pages made from data (a loan
   * program, a service, a blog list), the first of each kind and depth. An engine differs by template, style and
   * construct; what a page's own content gets wrong (too wide, a broken image) Chromium checks on every visit.
   */
  readonly engineVisits: readonly string[];
  /** The blog posts' pages: the routes of the content files under blog/. */
  readonly blogRoutes: readonly string[];
  /** A content page's file, by its route: a failing route names the file a writer fixes. */
  readonly fileOf: Readonly<Record<string, string>>;
}

/**
 * A pull request's check (npm run test:pr) visits only the routes its change can break: VISIT_ROUTES, a comma-separated
 * list, narrows this build's visits to those; SUITE_SITES=this leaves the copies out. The HTTP checks still read
 * every route.
 */
const onlyRoutes = process.env.VISIT_ROUTES?.split(',').filter(Boolean);

function site(name: string, dir: string, port: number, facts: CopyManifest, copy = false): Site {
  const built = readBuiltRoutes(join(dir, '.docusaurus'));
  if (!built) throw new Error(`No build recorded its routes in ${dir}/.docusaurus: build it first.`);
  const visits = copy ? copyVisits(dir, built.pages, built.sources) : (onlyRoutes ?? [...built.pages]);
  return {
    name,
    dir,
    buildDir: join(dir, 'build'),
    baseURL: `http://127.0.0.1:${port}`,
    url: built.url,
    preview: built.preview,
    routes: [...built.pages],
    visits,
    // A copy shares this build's templates, which Firefox and WebKit visit there: of a copy, what it adds.
    engineVisits: engineVisits(dir, copy ? visits.filter((r) => !thisBuild.routes.includes(r)) : visits, built.sources),
    blogRoutes: Object.entries(built.sources)
      .filter(([file]) => file.startsWith('blog/'))
      .map(([, route]) => route),
    fileOf: Object.fromEntries(Object.entries(built.sources).map(([file, route]) => [route, file])),
    ...facts,
  };
}

/** A route's kind: its first path segment (`blog`, `service-areas`; the home page's is empty). */
const kind = (route: string) => route.split('/')[1] ?? '';

/** Of some routes, those whose Markdown or MDX file between them use every construct of their kind's files. */
function distinctContent(
  dir: string,
  routes: readonly string[],
  contentFile: ReadonlyMap<string, string>,
): Set<string> {
  const content = routes.filter((route) => contentFile.has(route));
  return new Set(
    coveringEveryConstruct(content, (route) => readFileSync(join(dir, contentFile.get(route)!), 'utf8'), kind),
  );
}

/** The Markdown and MDX pages of a build: route to file. */
const contentFiles = (sources: Readonly<Record<string, string>>): Map<string, string> =>
  new Map(
    Object.entries(sources)
      .filter(([file]) => /\.mdx?$/.test(file))
      .map(([file, route]) => [route, file]),
  );

/** A filter that keeps the first route of each key. */
function firstOfEach(key: (route: string) => string): (route: string) => boolean {
  const seen = new Set<string>();
  return (route) => !seen.has(key(route)) && Boolean(seen.add(key(route)));
}

/**
 * Of a copy's routes: those this build lacks (its blog pages, its new city), its new content pages reduced to
 * those that between them use every construct the new ones use (a writer's posts from the template add no
 * visits, a post with something new does), the blog's list pages, and its home page. A page it shares with this
 * build is this build's template with the copy's business values, which the header, footer and phone bar of its
 * home page show; the copy's own specs check its data page by page (tests/e2e/launch, tests/e2e/varied).
 */
function copyVisits(dir: string, pages: readonly string[], sources: Readonly<Record<string, string>>): string[] {
  const ours = new Set(thisBuild.routes);
  const contentFile = contentFiles(sources);
  const distinct = distinctContent(
    dir,
    pages.filter((route) => !ours.has(route)),
    contentFile,
  );
  return pages.filter((route) => {
    if (!ours.has(route)) return !contentFile.has(route) || distinct.has(route);
    return route === '/' || route === '/blog' || route.startsWith('/blog/page/');
  });
}

/** The routes of a site's visits that Firefox and WebKit visit (Site.engineVisits). */
function engineVisits(dir: string, visits: readonly string[], sources: Readonly<Record<string, string>>): string[] {
  const contentFile = contentFiles(sources);
  const distinct = distinctContent(dir, visits, contentFile);
  const hasSource = new Set(Object.values(sources));
  // Pages made from data share their kind's template at each depth (/loan-programs, /loan-programs/arm).
  const firstOfTemplate = firstOfEach((route) => `${kind(route)} ${route.split('/').length}`);
  return visits.filter((route) =>
    contentFile.has(route) ? distinct.has(route) : hasSource.has(route) || firstOfTemplate(route),
  );
}

/** This build, served on PORT (playwright.config.ts). */
export const thisBuild: Site = site('this build', root, Number(process.env.PORT ?? 4173), {
  businessName: business.name,
  phoneHref: business.phone.href,
});

/** The copies whose build is there (npm test builds them in its Jest phase, before the browsers run). */
export const builtCopies: Site[] = siteCopies
  .filter(() => process.env.SUITE_SITES !== 'this')
  .filter((copy) => existsSync(join(root, copy.manifest)) && existsSync(join(root, copy.dir, 'build', 'index.html')))
  .map((copy) =>
    site(
      copy.name,
      join(root, copy.dir),
      copy.port,
      JSON.parse(readFileSync(join(root, copy.manifest), 'utf8')) as CopyManifest,
      true,
    ),
  );

export const sites: readonly Site[] = [thisBuild, ...builtCopies];
