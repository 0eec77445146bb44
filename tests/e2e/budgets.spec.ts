import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect, hydrated} from './fixtures';
import {routes} from './routes';

// Byte budgets: the JavaScript a visitor downloads, gzipped at level 9 as
// the post-build pipeline ships it. Timings belong in `npm run bench`; bytes are exact,
// so a regression fails here. The figures print with the test.
const budgets = {
  /** main.js, which every page loads before it can hydrate. */
  mainKb: 120,
  /**
   * All the JavaScript a route runs until it is hydrated and idle, main included. Not the
   * chunks Docusaurus prefetches for visible links (<link rel=prefetch>: idle-time downloads
   * that run only if the visitor follows the link).
   */
  routeKb: 170,
  /** The deck planner's own JavaScript: what its page loads beyond what every page loads. */
  plannerKb: 25,
};
const plannerRoute = '/resources/deck-planner';

const buildDir = join(__dirname, '..', '..', 'build');
const gzippedKb = (path: string) => gzipSync(readFileSync(join(buildDir, path)), {level: 9}).length / 1024;

test('every route stays within its JavaScript byte budget', async ({page}) => {
  test.setTimeout(routes.length * 5_000);
  mkdirSync('reports', {recursive: true});
  const rows: {route: string; scripts: number; kb: number}[] = [];
  const loaded = new Map<string, string[]>();
  let mainKb = 0;
  for (const route of routes) {
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        // Loaded by script (route chunks), or preloaded by the page template (main.js and its runtime);
        // other links are prefetches for pages the visitor may open next.
        .filter(
          (e) =>
            (e as PerformanceResourceTiming).initiatorType === 'script' ||
            document.querySelector(`head link[rel=preload][as=script][href="${new URL(e.name).pathname}"]`),
        )
        .map((e) => new URL(e.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    );
    const main = scripts.find((s) => /\/main\.[0-9a-f]+\.js$/.test(s));
    expect(main, `${route} loads main.js`).toBeDefined();
    mainKb = gzippedKb(main!);
    rows.push({route, scripts: scripts.length, kb: scripts.reduce((sum, s) => sum + gzippedKb(s), 0)});
    loaded.set(route, scripts);
  }
  // What every page loads, and what the planner adds to it.
  const everyPage = [...loaded.values()].reduce((common, s) => common.filter((f) => s.includes(f)));
  const plannerOwn = (loaded.get(plannerRoute) ?? []).filter((f) => !everyPage.includes(f));
  const plannerKb = plannerOwn.reduce((sum, f) => sum + gzippedKb(f), 0);
  rows.sort((a, b) => b.kb - a.kb);
  // For the pull request's summary (docusaurus pr-summary).
  writeFileSync(join('reports', 'budgets.json'), JSON.stringify({budgets, mainKb, plannerKb, routes: rows}, null, 2));
  console.log(
    [
      `main.js: ${mainKb.toFixed(1)} KB gzipped (budget ${budgets.mainKb})`,
      `the deck planner's own JavaScript: ${plannerKb.toFixed(1)} KB gzipped in ${plannerOwn.length} files beyond what every page loads (budget ${budgets.plannerKb})`,
      `JavaScript per route, gzipped (budget ${budgets.routeKb} KB):`,
      ...rows.map((r) => `  ${r.kb.toFixed(1).padStart(6)} KB  ${String(r.scripts).padStart(2)} files  ${r.route}`),
    ].join('\n'),
  );
  expect(mainKb, 'main.js, KB gzipped').toBeLessThanOrEqual(budgets.mainKb);
  expect(loaded.has(plannerRoute), `${plannerRoute} is a route`).toBe(true);
  expect(plannerKb, "the planner's own JavaScript, KB gzipped").toBeLessThanOrEqual(budgets.plannerKb);
  expect(
    rows.filter((r) => r.kb > budgets.routeKb).map((r) => `${r.route}: ${r.kb.toFixed(1)} KB`),
    'routes over budget',
  ).toEqual([]);
});
