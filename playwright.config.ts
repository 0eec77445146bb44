import {existsSync} from 'node:fs';
import {chromePath, chromiumArgs} from './scripts/chromium.mjs';
import {defineConfig, devices} from '@playwright/test';
import {launchSite} from './tests/helpers/launchValues';
import type {BrowserName} from './tests/browsers/browsers';

// Browser tests run Debian's Chromium against the production build served by
// the production nginx config (tests/e2e/server.mjs). The launch-day copy of
// the site (the owner's real values and a writer's photo post, built by
// tests/writer) is served too, on its own port, for tests/e2e/launch.
const port = Number(process.env.PORT ?? 4173);
const launchBuilt = existsSync(launchSite.manifest) && existsSync(`${launchSite.dir}/build/index.html`);
if (!launchBuilt)
  console.warn(`No launch-day build in ${launchSite.dir}: run npx jest tests/writer first (npm test does).`);
/** nginx's error log during the run; the server suite checks it stays empty. */
export const nginxErrorLog = 'reports/nginx-error.log';

export default defineConfig<{browserName_: BrowserName}>({
  testDir: 'tests/e2e',
  testIgnore: launchBuilt ? [] : ['launch/**'],
  timeout: 30_000,
  expect: {timeout: 8_000},
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
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
      testIgnore: ['launch/**'],
      use: {...devices['Desktop Chrome'], viewport: {width: 1366, height: 900}, channel: undefined},
    },
    {
      name: 'mobile',
      use: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2},
      testIgnore: ['launch/**'],
      grep: /@mobile/,
    },
    // Firefox ESR and WebKit, driven over WebDriver (tests/browsers/browsers.ts).
    {name: 'firefox', testDir: 'tests/browsers', use: {browserName_: 'firefox'}},
    {name: 'webkit', testDir: 'tests/browsers', use: {browserName_: 'webkit'}},
    ...(launchBuilt
      ? [
          {
            name: 'launch',
            testMatch: 'launch/**/*.spec.ts',
            use: {
              ...devices['Desktop Chrome'],
              viewport: {width: 1366, height: 900},
              channel: undefined,
              baseURL: `http://127.0.0.1:${launchSite.port}`,
            },
          },
        ]
      : []),
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
    ...(launchBuilt
      ? [
          {
            command: 'node tests/e2e/server.mjs',
            env: {PORT: String(launchSite.port), BUILD_DIR: `${launchSite.dir}/build`},
            url: `http://127.0.0.1:${launchSite.port}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 20_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
