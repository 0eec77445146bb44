// npm run bench: Lighthouse (mobile, simulated throttling; and desktop) on
// five key routes, next to a vanilla Docusaurus 3.10 classic site built in
// the same run as the yardstick. Prints a table; not a pass/fail test.
// Needs a build (npm run build), Chromium and nginx, like the browser tests.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {writeVanillaSite} from './bench/vanilla-site.mjs';

const root = resolve('.');
const routes = ['/', '/services/installation', '/resources/calculator', '/blog/deck-size', '/service-areas/knoxville'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const blocked = ['*leadconnectorhq.com*', '*msgsndr.com*'];

if (!existsSync('build/index.html')) spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});

const vanillaDir = join(root, '.bench/vanilla');
mkdirSync(vanillaDir, {recursive: true});
writeVanillaSite(vanillaDir, join(root, 'node_modules'));
console.log('Building the vanilla Docusaurus classic site...');
const vb = spawnSync('npx', ['docusaurus', 'build'], {cwd: vanillaDir, stdio: ['ignore', 'ignore', 'inherit']});
if (vb.status !== 0) process.exit(vb.status ?? 1);

const serve = (buildDir, port) =>
  spawn('node', ['tests/e2e/server.mjs'], {
    env: {...process.env, BUILD_DIR: buildDir, PORT: String(port)},
    stdio: 'ignore',
  });
const servers = [serve(join(root, 'build'), 4180), serve(join(vanillaDir, 'build'), 4181)];
await new Promise((r) => setTimeout(r, 1500));

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(url, desktop) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const {lhr} = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns: blocked,
      },
      desktop ? desktopConfig : undefined,
    );
    const scripts = lhr.audits['resource-summary']?.details?.items?.find((it) => it.resourceType === 'script');
    samples.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js: scripts?.transferSize ?? 0,
    });
  }
  const pick = (k) => median(samples.map((s) => s[k]));
  return {score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), js: pick('js')};
}

const rows = [];
try {
  for (const route of routes) {
    const mobile = await measure(`http://127.0.0.1:4180${route}`, false);
    const desktop = await measure(`http://127.0.0.1:4180${route}`, true);
    rows.push({site: 'ours', route, ...mobile, desktop: desktop.score});
  }
  const vm = await measure('http://127.0.0.1:4181/', false);
  const vd = await measure('http://127.0.0.1:4181/', true);
  rows.push({site: 'vanilla', route: '/', ...vm, desktop: vd.score});
} finally {
  await chrome.kill();
  servers.forEach((s) => s.kill('SIGTERM'));
}

const vanilla = rows.find((r) => r.site === 'vanilla');
const pad = (s, n) => String(s).padEnd(n);
console.log(`\nLighthouse, median of ${runs} runs (mobile: simulated Moto G throttling; desktop score last)`);
console.log(
  `${pad('site', 9)}${pad('route', 28)}${pad('perf', 6)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('JS KB', 7)}desktop`,
);
for (const r of rows) {
  console.log(
    `${pad(r.site, 9)}${pad(r.route, 28)}${pad(r.score, 6)}${pad(Math.round(r.lcp), 8)}${pad(Math.round(r.tbt), 8)}${pad(r.cls.toFixed(3), 7)}${pad((r.js / 1024).toFixed(0), 7)}${r.desktop}`,
  );
}
const ours = rows.filter((r) => r.site === 'ours');
const targets = [
  ['mobile performance >= 90 on every route', ours.every((r) => r.score >= 90)],
  [
    `TBT <= 70% of vanilla (${Math.round(vanilla.tbt)} ms -> <= ${Math.round(vanilla.tbt * 0.7)} ms)`,
    ours.every((r) => r.tbt <= vanilla.tbt * 0.7 || r.tbt === 0),
  ],
  ['CLS < 0.02', ours.every((r) => r.cls < 0.02)],
  ['desktop 100', ours.every((r) => r.desktop === 100)],
];
console.log('\nTargets');
for (const [label, ok] of targets) console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${label}`);
mkdirSync('.bench', {recursive: true});
writeFileSync('.bench/results.json', JSON.stringify(rows, null, 2));
