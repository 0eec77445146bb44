import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {blogPosts, siteRoutes} from './routes';

/** The page a content or page file becomes, if any. */
export function routeOf(siteDir: string, file: string): string | undefined {
  const post = blogPosts(siteDir).find((p) => p.file === file);
  if (post) return post.route;
  if (file.startsWith('faqs/')) return '/faqs';
  const match =
    /^docs\/(resources|service-areas)\/(.+?)(\/index)?\.mdx?$/.exec(file) ??
    /^src\/pages\/(.+?)\.(tsx|mdx?)$/.exec(file);
  if (!match) return undefined;
  const route = file.startsWith('docs/')
    ? `/${match[1]}/${match[2]}`.replace(/\/index$/, '')
    : `/${match[1]}`.replace(/\/index$/, '') || '/';
  return siteRoutes(siteDir).includes(route) ? route : undefined;
}

/**
 * The pull request's job summary (Markdown): the pages it adds or changes,
 * from `git diff` against the base, and the byte budgets the browser suite
 * measured (reports/budgets.json).
 */
export function pullRequestSummary(siteDir: string, base: string): string {
  const diff = spawnSync('git', ['diff', '--name-status', `${base}...HEAD`], {cwd: siteDir, encoding: 'utf8'});
  const changes = (diff.stdout ?? '')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .flatMap(([status, file]) => {
      const route = file && routeOf(siteDir, file);
      return route
        ? [`- ${status === 'A' ? 'new' : status === 'D' ? 'removed' : 'changed'}: \`${route}\` (${file})`]
        : [];
    });
  const lines = ['## Pages this pull request adds or changes', '', ...(changes.length ? changes : ['None.']), ''];
  const report = join(siteDir, 'reports', 'budgets.json');
  if (existsSync(report)) {
    const {budgets, mainKb, routes} = JSON.parse(readFileSync(report, 'utf8')) as {
      budgets: {mainKb: number; routeKb: number};
      mainKb: number;
      routes: {route: string; kb: number; scripts: number}[];
    };
    lines.push(
      '## JavaScript byte budgets (gzipped)',
      '',
      `main.js: ${mainKb.toFixed(1)} KB of ${budgets.mainKb} KB`,
      '',
      `| route | KB (budget ${budgets.routeKb}) | files |`,
      '|---|---|---|',
      ...routes.slice(0, 10).map((r) => `| \`${r.route}\` | ${r.kb.toFixed(1)} | ${r.scripts} |`),
      '',
    );
  } else lines.push('No byte budgets: the browser suite did not run.', '');
  return lines.join('\n');
}
