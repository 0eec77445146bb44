// The Jest tests that read src/data, run inside the varied copy (tests/writer/varied.test.ts made it in
// reports/varied-site), on the data its seed drew: a test that pins a price, a count or a city the owner controls
// fails here. The copy holds the site; the rest of the repository (tests, configs, host files) is copied beside it
// as it is. Used by `npm test` (scripts/test-all.mjs) and `npm run test:seeds`.
import {cpSync, existsSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {execFileSync} from 'node:child_process';
import crossSpawn from 'cross-spawn';

const root = resolve(import.meta.dirname, '..');
export const variedDir = join(root, 'reports', 'varied-site');

/** Runs them; true when they pass. Writes Jest's JSON report to `outputFile`. */
export function variedDataTests(outputFile, env = process.env) {
  if (!existsSync(join(variedDir, 'src', 'data', 'business.ts'))) {
    console.log('No varied copy in reports/varied-site: npx jest tests/writer/varied.test.ts makes it.');
    return false;
  }
  const tracked = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
  for (const entry of new Set(tracked.map((f) => f.split('/')[0]))) {
    if (!existsSync(join(variedDir, entry))) cpSync(join(root, entry), join(variedDir, entry), {recursive: true});
  }
  const data = (dir) =>
    readdirSync(join(variedDir, dir), {withFileTypes: true}).flatMap((e) =>
      e.isDirectory() ? data(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    );
  // The draw's own tests (variedDraw) check a draw from the launch data, not a draw from a draw.
  const args = [
    '--ci',
    '--json',
    `--outputFile=${outputFile}`,
    '--testPathIgnorePatterns',
    '/tests/writer/',
    '/variedDraw\\.',
  ];
  console.log(`\n=== unit, varied data: jest ${args.join(' ')} --findRelatedTests src/data/… (in reports/varied-site)`);
  const r = crossSpawn.sync(
    join(root, 'node_modules', '.bin', 'jest'),
    [...args, '--findRelatedTests', ...data('src/data')],
    {
      cwd: variedDir,
      stdio: 'inherit',
      env,
    },
  );
  return r.status === 0;
}
