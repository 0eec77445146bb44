/**
 * `npm run test:pr [-- <base>]`: what a pull request's check runs (the base defaults to origin/main). It works out
 * from the changed files what the change can break (./plan), prints what it chose and why, and runs it, stopping at
 * the first phase that fails. A change to code, config or tests runs the whole `npm test`.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {spawnSync} from 'node:child_process';
import crossSpawn from 'cross-spawn';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {measureEnv} from '../bundle-stats';
import {readBuiltRoutes} from '../content-check/builtRoutes';
import {frontMatterOf} from '../content-check/routes';
import {markdownFiles} from '../content-check';
import {copyFolders} from '../../src/data/copySchema';
import {pagesFolder} from '../../src/data/pageSchema';
import {planFor, routesFor, type BuiltSite} from './plan';

const git = (siteDir: string, ...args: string[]) => spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'});

/** The files a pull request changes against its base: committed, staged, unstaged and new; null if git cannot say. */
export function changedFiles(siteDir: string, base: string): string[] | null {
  const fork = git(siteDir, 'merge-base', base, 'HEAD');
  if (fork.status !== 0) return null;
  const diff = git(siteDir, 'diff', '--name-only', fork.stdout.trim());
  const added = git(siteDir, 'ls-files', '--others', '--exclude-standard');
  if (diff.status !== 0 || added.status !== 0) return null;
  return [...new Set([...diff.stdout.split('\n'), ...added.stdout.split('\n')].filter(Boolean))].sort();
}

/**
 * The files whose tests a data change runs: the changed files still there, and the module that reads a folder of the
 * owner's words for a file in it (added, changed or deleted), which no test imports but through that module: a
 * service's or program's file, build-time/copy.ts (the menus', cards' and pages' tests); a site page's,
 * build-time/pageCopy.ts.
 */
export function relatedTo(siteDir: string, data: readonly string[]): string[] {
  const readers = [
    ...(data.some((file) => copyFolders.some((f) => file.startsWith(`${f.folder}/`))) ? ['build-time/copy.ts'] : []),
    ...(data.some((file) => file.startsWith(`${pagesFolder}/`)) ? ['build-time/pageCopy.ts'] : []),
  ];
  return [...data.filter((file) => existsSync(join(siteDir, file))), ...readers];
}

/** What the build made, read for choosing routes (./plan BuiltSite). */
function builtSite(siteDir: string, generatedFilesDir: string): BuiltSite {
  const built = readBuiltRoutes(generatedFilesDir);
  if (!built) throw new Error('The build recorded no routes.');
  // Each post's related posts, as plugins/related-posts wrote them for its page (related-blog-<slug>.json).
  const relatedDir = join(generatedFilesDir, 'docusaurus-plugin-content-blog', 'default');
  const related = Object.fromEntries(
    built.pages.flatMap((route) => {
      const file = join(relatedDir, `related${route.replaceAll('/', '-')}.json`);
      if (!existsSync(file)) return [];
      return [[route, (JSON.parse(readFileSync(file, 'utf8')) as {permalink: string}[]).map((p) => p.permalink)]];
    }),
  );
  const files = markdownFiles(siteDir);
  const tags = Object.fromEntries(
    files
      .filter((f) => f.startsWith('blog/'))
      .map((f) => [f, ((frontMatterOf(siteDir, f).tags as string[] | undefined) ?? []).map(String)]),
  );
  const texts = new Map(files.map((f) => [f, readFileSync(join(siteDir, f), 'utf8')]));
  return {
    pages: built.pages,
    sources: built.sources,
    related,
    tags,
    usesImage: (path) => [...texts].filter(([, text]) => text.includes(path)).map(([f]) => f),
  };
}

export default function pullRequest({siteDir, generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'pull-request',
    extendCli(cli) {
      cli
        .command('test-pr [base]')
        .description(
          "Run what a pull request's check runs: chosen from the files it changes against base (origin/main)",
        )
        .action((base = 'origin/main') => {
          const started = Date.now();
          const times: string[] = [];
          const phase = (label: string, cmd: string, args: string[], env: Record<string, string> = {}) => {
            console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
            const t = Date.now();
            const r = crossSpawn.sync(cmd, args, {cwd: siteDir, stdio: 'inherit', env: {...process.env, ...env}});
            times.push(`  ${label.padEnd(22)} ${((Date.now() - t) / 1000).toFixed(1).padStart(6)}s`);
            if (r.status !== 0) {
              console.log(`\n${label} failed: the pull request's check stops here.\n${times.join('\n')}`);
              process.exit(r.status ?? 1);
            }
          };
          const changed = changedFiles(siteDir, base);
          if (changed === null) {
            console.log(`git cannot compare with ${base} (fetch it, or name another base): running the whole suite.`);
            phase('the whole suite', 'npm', ['test']);
            return;
          }
          const plan = planFor(changed);
          console.log(`Changed against ${base}: ${changed.length ? changed.join(', ') : 'nothing'}`);
          console.log(`Plan: ${plan.kind === 'full' ? 'the whole suite' : `a ${plan.kind} change`}`);
          for (const why of plan.why) console.log(`  - ${why}`);
          if (plan.kind === 'full') {
            phase('the whole suite', 'npm', ['test']);
            return;
          }
          phase('content check', 'npm', ['run', 'check:content']);
          if (plan.kind === 'data') {
            phase('Jest, data', 'npx', [
              'jest',
              '--ci',
              '--testPathIgnorePatterns',
              '/tests/writer/',
              '--passWithNoTests',
              '--findRelatedTests',
              ...relatedTo(siteDir, plan.data),
            ]);
          }
          phase('build', 'npm', ['run', 'build'], {[measureEnv]: '1'});
          const routes = routesFor(plan, builtSite(siteDir, generatedFilesDir));
          console.log(`\nChromium visits ${routes.length} route${routes.length === 1 ? '' : 's'} at 390 and 1366 px:`);
          for (const {route, why} of routes) console.log(`  ${route}  (${why})`);
          phase(
            'browser',
            'npx',
            [
              'playwright',
              'test',
              'tests/e2e/routes.spec.ts',
              'tests/e2e/links.spec.ts',
              'tests/e2e/server.spec.ts',
              'tests/e2e/search.spec.ts',
              '--project=desktop',
              '-g',
              'every route|sitemap|content check knows|broken internal link|inline scripts the build ships|search relevance',
            ],
            // This build only, and of its routes only these (tests/e2e/sites.ts); the HTTP checks read every route.
            {SUITE_SITES: 'this', VISIT_ROUTES: routes.map((r) => r.route).join(',')},
          );
          console.log(`\nThe pull request's checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s:`);
          console.log(times.join('\n'));
        });
    },
  };
}
