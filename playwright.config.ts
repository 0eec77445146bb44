import {existsSync} from 'node:fs';
import {chromePath, chromiumArgs} from './scripts/chromium.mjs';
import {defineConfig, devices} from '@playwright/test';
import {siteCopies} from './tests/helpers/siteCopy';
import type {BrowserName} from './tests/browsers/browsers';

// Browser tests run Debian's Chromium against the production build served by
// the production nginx config (tests/e2e/server.mjs). The copies of the site
// tests/writer builds as its users change it (launch day; a year on, as a
// preview) are served too, each on its own port: the route-wide specs run over
// every site, and each copy's own specs in its project.
const port = Number(process.env.PORT ?? 4173);
// SUITE_SITES=this: this build alone (a pull request's check, npm run test:pr).
const copies = siteCopies.filter(
  (c) => process.env.SUITE_SITES !== 'this' && existsSync(c.manifest) && existsSync(`${c.dir}/build/index.html`),
);
for (const c of siteCopies.filter((c) => !copies.includes(c) && process.env.SUITE_SITES !== 'this'))
  console.warn(`No ${c.name} build in ${c.dir}: run npx jest tests/writer first (npm test does).`);
// Playwright matches a glob anywhere in a file's absolute path: `launch/**` alone would match every spec of a
// checkout that lives under a folder named launch. A copy's project gets its folder as its testDir instead.
const copySpecs = siteCopies.map((c) => `tests/e2e/${c.specs}/**`);
/** nginx's error log during the run; the server suite checks it stays empty. */
export const nginxErrorLog = 'reports/nginx-error.log';

export default defineConfig<{browserName_: BrowserName}>({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: {timeout: 8_000},
  fullyParallel: true,
  // One per core: CI and this machine have two.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', {outputFile: 'reports/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {executablePath: chromePath, args: chromiumArgs},
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: copySpecs,
      use: {...devices['Desktop Chrome'], viewport: {width: 1366, height: 900}, channel: undefined},
    },
    {
      name: 'mobile',
      use: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2},
      testIgnore: copySpecs,
      grep: /@mobile/,
    },
    // Firefox ESR and WebKit, driven over WebDriver (tests/browsers/browsers.ts).
    {name: 'firefox', testDir: 'tests/browsers', use: {browserName_: 'firefox'}},
    {name: 'webkit', testDir: 'tests/browsers', use: {browserName_: 'webkit'}},
    ...copies.map((c) => ({
      name: c.specs,
      testDir: `tests/e2e/${c.specs}`,
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 1366, height: 900},
        channel: undefined,
        baseURL: `http://127.0.0.1:${c.port}`,
      },
    })),
  ],
  webServer: [
    {
      command: 'node tests/e2e/server.mjs',
      env: {NGINX_ERROR_LOG: nginxErrorLog},
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...copies.map((c) => ({
      command: 'node tests/e2e/server.mjs',
      env: {PORT: String(c.port), BUILD_DIR: `${c.dir}/build`},
      url: `http://127.0.0.1:${c.port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
