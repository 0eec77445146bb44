// `npm test`: everything that proves the site works, in order, with one
// summary line at the end ("N passed, N failed") counted per test case.
//   1. content check (front matter, links: the writer's own check, so a
//      writer's mistake is named in the first minute, with file and line)
//   2. typecheck (tsc)  3. lint and format check (ESLint,
//      stylelint, Prettier, cspell, actionlint)
//   4. unit + component tests (jest)  5. production build
//   6. browser tests on that build (Playwright + nginx: Chromium, then a
//      smoke in Firefox ESR and WebKit)
// cross-spawn: npm and npx are .cmd scripts on Windows, which Node spawns only through it (or a shell).
import crossSpawn from 'cross-spawn';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {chromePath} from './chromium.mjs';

// The browser phase needs Chromium, Firefox ESR, WebKitGTK's WebDriver with a
// virtual display, and nginx (with its brotli modules). On a machine without
// them (a writer's laptop), every other phase still runs; the browser phase
// alone fails, with one line saying what is missing and how to install it.
// CI installs them (.ci/run), so there a missing browser still fails the run.
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

const results = [];
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = crossSpawn.sync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${label}: ${r.status === 0 ? 'ok' : `failed (exit ${r.status})`} in ${seconds}s`);
  return r.status === 0;
};

const count = (file, pick) => {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};

rmSync('reports', {recursive: true, force: true});
mkdirSync('reports');

const content = run('content', 'npm', ['run', 'check:content']);
results.push({label: 'content', passed: content ? 1 : 0, failed: content ? 0 : 1});

const typecheck = run('typecheck', 'npx', ['tsc', '-p', '.']);
results.push({label: 'typecheck', passed: typecheck ? 1 : 0, failed: typecheck ? 0 : 1});

const lint = run('lint', 'npm', ['run', 'lint']);
results.push({label: 'lint', passed: lint ? 1 : 0, failed: lint ? 0 : 1});

const jestOk = run('unit', 'npx', ['jest', '--ci', '--json', '--outputFile=reports/jest.json']);
const jest = count('reports/jest.json', (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests + j.numRuntimeErrorTestSuites,
}));
results.push({label: 'unit', ...(jest ?? {passed: 0, failed: 1}), ...(jestOk || jest?.failed ? {} : {failed: 1})});

const built = run('build', 'npm', ['run', 'build']);
results.push({label: 'build', passed: built ? 1 : 0, failed: built ? 0 : 1});

if (missing.length > 0) {
  console.log(`\n=== browser: not run: it needs ${missing.join(', ')}. Install: ${install}`);
  console.log('    (The pull request runs the full suite; every other phase above ran here.)');
  results.push({label: 'browser', passed: 0, failed: 1});
} else if (built && existsSync('build/index.html')) {
  const e2eOk = run('browser', 'npx', ['playwright', 'test'], {CI: process.env.CI ?? '1'});
  const e2e = count('reports/e2e.json', (j) => ({
    passed: j.stats.expected + (j.stats.flaky ?? 0),
    failed: j.stats.unexpected,
  }));
  results.push({label: 'browser', ...(e2e ?? {passed: 0, failed: 1}), ...(e2eOk || e2e?.failed ? {} : {failed: 1})});
} else {
  results.push({label: 'browser', passed: 0, failed: 1});
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.label.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
