import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readBuiltRoutes} from './builtRoutes';

/** The page a content or page file became in the last build, if any (every FAQ file is part of /faqs). */
export function routeOf(sources: Readonly<Record<string, string>>, file: string): string | undefined {
  return file.startsWith('faqs/') ? '/faqs' : sources[file];
}

/**
 * The pull request's job summary (Markdown): the pages it adds or changes,
 * from `git diff` against the base, and the byte budgets the browser suite
 * measured (reports/budgets.json).
 */
export function pullRequestSummary(siteDir: string, generatedFilesDir: string, base: string): string {
  const {sources} = readBuiltRoutes(generatedFilesDir) ?? {sources: {}};
  const diff = spawnSync('git', ['diff', '--name-status', `${base}...HEAD`], {cwd: siteDir, encoding: 'utf8'});
  const changes = (diff.stdout ?? '')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .flatMap(([status, file]) => {
      const route = file && routeOf(sources, file);
      return route
        ? [`- ${status === 'A' ? 'new' : status === 'D' ? 'removed' : 'changed'}: \`${route}\` (${file})`]
        : [];
    });
  const lines = ['## Pages this pull request adds or changes', '', ...(changes.length ? changes : ['None.']), ''];
  const report = join(siteDir, 'reports', 'budgets.json');
  if (existsSync(report)) {
    const {budgets, mainKb, mainContentKb, routes} = JSON.parse(readFileSync(report, 'utf8')) as {
      budgets: {mainKb: number; routeKb: number};
      mainKb: number;
      mainContentKb: number;
      routes: {route: string; code: number; content: number; scripts: number}[];
    };
    lines.push(
      '## JavaScript byte budgets (gzipped; code is budgeted, content is reported)',
      '',
      `main.js: ${mainKb.toFixed(1)} KB of code (budget ${budgets.mainKb} KB), ${mainContentKb.toFixed(1)} KB of content`,
      '',
      `| route | code KB (budget ${budgets.routeKb}) | content KB | files |`,
      '|---|---|---|---|',
      ...routes
        .slice(0, 10)
        .map((r) => `| \`${r.route}\` | ${r.code.toFixed(1)} | ${r.content.toFixed(1)} | ${r.scripts} |`),
      '',
    );
  } else lines.push('No byte budgets: the browser suite did not run.', '');
  return lines.join('\n');
}
