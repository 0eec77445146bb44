import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {join} from 'node:path';
import {test, expect, hydrated, thirdParty} from './fixtures';
import {sites, thisBuild} from './sites';
import {variedSite} from '../helpers/siteCopy';
import {jsBytesFile, measureEnv, type JsBytes} from '../../plugins/bundle-stats';

// Byte budgets for the JavaScript a visitor downloads, gzipped at level 9 as the post-build pipeline ships it.
// They hold CODE: the build measures each file's share of content (Docusaurus's route tables, src/data, Markdown:
// plugins/bundle-stats), which grows with every city, project and post and is reported beside the code, never
// budgeted. So an owner or a writer never turns a budget red, and a code change that adds bytes still does. Checked
// on this build and on the varied copy (its data drawn from a seed). Timings belong in
// `npm run bench`; bytes are exact. The figures print with the test.
const budgets = {
  /** main.js's code, which every page loads before it can hydrate. */
  mainKb: 110,
  /**
   * The code a route runs until it is hydrated and idle, main included. Not the chunks Docusaurus prefetches for
   * visible links (<link rel=prefetch>: idle-time downloads that run only if the visitor follows the link).
   */
  routeKb: 160,
  /**
   * The deck planner's own code: what its page loads beyond what every page loads. Its takeoff in words and its order
   * list load below the fold, in a chunk of their own, and are not counted. 30 until the engine learned the guide's
   * limits, the house wall, guard posts, knee braces and stairs on the ground as it falls (33.7 KB with them).
   */
  plannerKb: 36,
  /** The planner's 3D view: what "See it in 3D" loads, and no page loads before that tap. */
  view3dKb: 160,
};
const plannerRoute = '/resources/deck-planner';
const kb = (bytes: number) => bytes / 1024;

/** The scripts the planner loads when its 3D view is opened, beyond what it had loaded. */
async function scriptsAt3d(page: Page, url: string): Promise<string[]> {
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        // Run by a script element (the view's chunk), not prefetched for a link the visitor may follow.
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && u.pathname.endsWith('.js'))
        .map((u) => u.pathname),
    );
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const before = await scripts();
  await page.getByRole('button', {name: 'See it in 3D'}).click();
  await page.getByRole('region', {name: 'The deck in 3D'}).waitFor();
  await page.waitForLoadState('networkidle');
  return (await scripts()).filter((f) => !before.includes(f));
}

// This build, and the copy whose data varies by seed (the launch-day copy's data is one fixed owner's).
for (const site of sites.filter((s) => s === thisBuild || s.dir.endsWith(variedSite.dir))) {
  test(`${site.name}: every route's JavaScript stays within its budget, code apart from content`, async ({page}) => {
    // A copy's visits (what it adds, its lists, its home page), and the planner, whose own budget it checks too.
    const routes = site === thisBuild ? site.routes : [...new Set([...site.visits, plannerRoute])];
    // A hang guard, not a timing: a start-up allowance and 5 s a route. A flat 5 s a route left the copy's six routes
    // 30 s, and a busy CI machine took longer (16 s on a quiet one).
    test.setTimeout(30_000 + routes.length * 5_000);
    const measured = join(site.dir, '.docusaurus', jsBytesFile);
    if (!existsSync(measured))
      throw new Error(
        `${site.name}: built without measuring its JavaScript; build it with ${measureEnv}=1 (npm test does)`,
      );
    const {files} = JSON.parse(readFileSync(measured, 'utf8')) as JsBytes;
    const bytesOf = (path: string) => {
      const file = files[path.replace(/^\//, '')];
      if (!file) throw new Error(`${path} is not among the files the build measured`);
      return {code: file.gzip - file.contentGzip, content: file.contentGzip};
    };
    const rows: {route: string; scripts: number; code: number; content: number}[] = [];
    const loaded = new Map<string, string[]>();
    let main = {code: 0, content: 0};
    const visit = async (tab: Page, route: string) => {
      await tab.goto(site.baseURL + route);
      await hydrated(tab);
      await tab.waitForLoadState('networkidle');
      const scripts = await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          // Loaded by a script element: main.js and its runtime (the page template's loader), route chunks.
          // Links are prefetches for pages the visitor may open next.
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
          .map((e) => new URL(e.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
          .map((url) => url.pathname),
      );
      const mainFile = scripts.find((s) => /\/main\.[0-9a-f]+\.js$/.test(s));
      expect(mainFile, `${route} loads main.js`).toBeDefined();
      main = bytesOf(mainFile!);
      const sizes = scripts.map(bytesOf);
      rows.push({
        route,
        scripts: scripts.length,
        code: kb(sizes.reduce((sum, s) => sum + s.code, 0)),
        content: kb(sizes.reduce((sum, s) => sum + s.content, 0)),
      });
      loaded.set(route, scripts);
    };
    // Three tabs take the routes in turn: each visit ends with half a second of quiet network (networkidle), and
    // one tab spent most of its 85 s waiting. Each tab's resource timings are its own document's.
    await page.context().route(thirdParty, (route) => route.abort('blockedbyclient'));
    const tabs = [page, await page.context().newPage(), await page.context().newPage()];
    const queue = [...routes];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) await visit(tab, route);
      }),
    );
    // What every page loads, and what the planner adds to it.
    const everyPage = [...loaded.values()].reduce((common, s) => common.filter((f) => s.includes(f)));
    const plannerOwn = (loaded.get(plannerRoute) ?? []).filter((f) => !everyPage.includes(f));
    const plannerKb = kb(plannerOwn.reduce((sum, f) => sum + bytesOf(f).code, 0));
    // The 3D view's code: what the planner loads at "See it in 3D", which no route loaded on its own.
    const view3d = loaded.has(plannerRoute) ? await scriptsAt3d(page, site.baseURL + plannerRoute) : [];
    const view3dKb = kb(view3d.reduce((sum, f) => sum + bytesOf(f).code, 0));
    rows.sort((a, b) => b.code - a.code);
    const report = {budgets, mainKb: kb(main.code), mainContentKb: kb(main.content), plannerKb, routes: rows};
    // For the pull request's summary (docusaurus pr-summary): this build's figures.
    if (site === thisBuild) {
      mkdirSync('reports', {recursive: true});
      writeFileSync(join('reports', 'budgets.json'), JSON.stringify(report, null, 2));
    }
    console.log(
      [
        `${site.name}: main.js ${kb(main.code).toFixed(1)} KB of code gzipped (budget ${budgets.mainKb}), ` +
          `plus ${kb(main.content).toFixed(1)} KB of content (route tables, data)`,
        `the deck planner's own code: ${plannerKb.toFixed(1)} KB gzipped in ${plannerOwn.length} files (budget ${budgets.plannerKb})`,
        `its 3D view, at "See it in 3D": ${view3dKb.toFixed(1)} KB gzipped in ${view3d.length} files (budget ${budgets.view3dKb})`,
        `JavaScript per route, gzipped: code (budget ${budgets.routeKb} KB), and content`,
        ...rows.map(
          (r) =>
            `  ${r.code.toFixed(1).padStart(6)} KB  ${r.content.toFixed(1).padStart(5)} KB  ${String(r.scripts).padStart(2)} files  ${r.route}`,
        ),
      ].join('\n'),
    );
    expect(kb(main.code), 'main.js code, KB gzipped').toBeLessThanOrEqual(budgets.mainKb);
    if (loaded.has(plannerRoute)) {
      expect(plannerKb, "the planner's own code, KB gzipped").toBeLessThanOrEqual(budgets.plannerKb);
      expect(view3d.length, 'the 3D view loads at its tap').toBeGreaterThan(0);
      expect(view3dKb, "the 3D view's code, KB gzipped").toBeLessThanOrEqual(budgets.view3dKb);
      const early = [...loaded].filter(([, files]) => files.some((f) => view3d.includes(f))).map(([route]) => route);
      expect(early, 'routes that load the 3D view before it is asked for').toEqual([]);
    }
    expect(
      rows.filter((r) => r.code > budgets.routeKb).map((r) => `${r.route}: ${r.code.toFixed(1)} KB`),
      'routes over budget',
    ).toEqual([]);
  });
}
