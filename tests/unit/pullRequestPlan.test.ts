/**
 * What a pull request's check runs for sample change sets (plugins/pull-request/plan.ts): the checks it chooses,
 * and the routes it visits in Chromium, each for a reason a writer can read.
 */
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {relatedTo} from '@site/plugins/pull-request';
import {planFor, reachOf, routesFor, type BuiltSite} from '@site/plugins/pull-request/plan';

const root = join(__dirname, '..', '..');

/** The test files Jest finds for a data change, asked as npm run test:pr asks it. */
function jestTestsFor(data: string[]): string[] {
  const jest = join(root, 'node_modules', '.bin', 'jest');
  const args = ['--listTests', '--testPathIgnorePatterns', '/tests/writer/', '--findRelatedTests'];
  const run = spawnSync(jest, [...args, ...relatedTo(root, data)], {cwd: root, encoding: 'utf8'});
  return run.stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => file.slice(root.length + 1));
}

/** A small site: two posts in one category, one in another, a guide, the FAQ and a city page. */
const site: BuiltSite = {
  pages: [
    '/',
    '/blog',
    '/blog/page/2',
    '/blog/deck-roi',
    '/blog/deck-size',
    '/blog/deck-lighting',
    '/resources/maintenance',
    '/faqs',
    '/service-areas/maryville',
    '/gallery',
    '/loan-programs',
    '/loan-programs/fha',
  ],
  sources: {
    'blog/2025-10-13-deck-roi.mdx': '/blog/deck-roi',
    'blog/2025-10-19-deck-size.mdx': '/blog/deck-size',
    'blog/2025-11-03-deck-lighting.mdx': '/blog/deck-lighting',
    'docs/resources/maintenance.mdx': '/resources/maintenance',
    'docs/service-areas/maryville.mdx': '/service-areas/maryville',
  },
  related: {'/blog/deck-size': ['/blog/deck-roi'], '/blog/deck-lighting': ['/blog/deck-size']},
  tags: {
    'blog/2025-10-13-deck-roi.mdx': ['planning'],
    'blog/2025-10-19-deck-size.mdx': ['planning'],
    'blog/2025-11-03-deck-lighting.mdx': ['design'],
  },
  usesImage: (path) => (path === '/img/blog/deck-roi.jpg' ? ['blog/2025-10-13-deck-roi.mdx'] : []),
};

describe("a pull request's plan", () => {
  it.each([
    ['blog/2025-10-13-deck-roi.mdx', 'content'],
    ['docs/service-areas/maryville.mdx', 'content'],
    ['faqs/cost.mdx', 'content'],
    ['src/pages/construction.mdx', 'content'],
    ['static/img/blog/deck-roi.jpg', 'content'],
    ['blog/tags.yml', 'content'],
    ['src/data/business.ts', 'data'],
    ['src/data/owner/prices.json', 'data'],
    ['src/data/copy/services/repair.json', 'data'],
    ['src/data/schema.ts', 'code'],
    ['src/data/copySchema.ts', 'code'],
    ['src/data/pageSchema.ts', 'code'],
    ['src/components/Hero/styles.module.css', 'code'],
    ['src/pages/gallery.tsx', 'code'],
    ['static/img/favicon.svg', 'code'],
    ['package.json', 'code'],
    ['tests/e2e/routes.spec.ts', 'code'],
    ['.github/workflows/pull-request.yml', 'code'],
  ] as const)('%s is %s', (file, reach) => {
    expect(reachOf(file)).toBe(reach);
  });

  it('a new post with its photo: content checks; its page, the blog lists, its category and the posts listing it', () => {
    const plan = planFor(['blog/2025-10-13-deck-roi.mdx', 'static/img/blog/deck-roi.jpg']);
    expect(plan.kind).toBe('content');
    expect(routesFor(plan, site).map((r) => r.route)).toEqual([
      '/blog/deck-roi',
      '/blog',
      '/blog/page/2',
      '/blog/tags/planning',
      '/blog/deck-size',
    ]);
  });

  it('a post in another category reaches only its own category and the lists', () => {
    const routes = routesFor(planFor(['blog/2025-11-03-deck-lighting.mdx']), site).map((r) => r.route);
    expect(routes).toEqual(['/blog/deck-lighting', '/blog', '/blog/page/2', '/blog/tags/design']);
  });

  it('an FAQ: the FAQ page; a guide: its own page', () => {
    expect(routesFor(planFor(['faqs/cost.mdx']), site).map((r) => r.route)).toEqual(['/faqs']);
    expect(routesFor(planFor(['docs/resources/maintenance.mdx']), site).map((r) => r.route)).toEqual([
      '/resources/maintenance',
    ]);
  });

  it('the business data: one route of each kind, and the Jest tests that read it', () => {
    const plan = planFor(['src/data/business.ts', 'faqs/cost.mdx']);
    expect(plan.kind).toBe('data');
    expect(plan.data).toEqual(['src/data/business.ts']);
    expect(routesFor(plan, site).map((r) => r.route)).toEqual([
      '/faqs',
      '/',
      '/blog',
      '/resources/maintenance',
      '/service-areas/maryville',
      '/gallery',
      '/loan-programs',
    ]);
  });

  it("the owner's words: the page they are on first (a program's file, a site page's), then one route of each kind", () => {
    const routes = (file: string) => routesFor(planFor([file]), site).map((r) => r.route);
    expect(routes('src/data/copy/loan-programs/fha.json')[0]).toBe('/loan-programs/fha');
    expect(routes('src/data/copy/pages/gallery.json')[0]).toBe('/gallery');
    // A program's file deleted: no page of it to visit, the rest as for any data.
    expect(routes('src/data/copy/loan-programs/usda.json')).toEqual(routes('src/data/business.ts'));
  });

  it("the owner's words: the Jest tests that read them, through the module that reads their folder, deleted or not", () => {
    // A program's file deleted (no such file here): the tests of the menus, cards and pages, which read the folder.
    expect(jestTestsFor(['src/data/copy/loan-programs/deleted.json'])).toEqual(
      expect.arrayContaining(['tests/unit/detailPages.test.tsx', 'tests/unit/ServicesPage.test.tsx']),
    );
    expect(jestTestsFor(['src/data/copy/pages/about.json'])).toContain('tests/unit/pageCopy.test.ts');
  }, 60_000);

  it('CSS or a component: the whole suite, saying which file decided it', () => {
    const plan = planFor(['blog/2025-10-13-deck-roi.mdx', 'src/components/Hero/styles.module.css']);
    expect(plan.kind).toBe('full');
    expect(plan.why.join(' ')).toContain('src/components/Hero/styles.module.css');
  });

  it('every route it names is one the build made, each with a reason', () => {
    const routes = routesFor(planFor(['blog/tags.yml', 'static/img/gallery/new-deck.jpg']), site);
    for (const {route, why} of routes) {
      expect(site.pages.includes(route) || route.startsWith('/blog/tags/')).toBe(true);
      expect(why.length).toBeGreaterThan(10);
    }
    expect(routes.map((r) => r.route)).toContain('/gallery');
  });
});
