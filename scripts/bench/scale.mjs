// npm run bench:scale [-- --posts 250 --photos 0.1]: what each added post costs.
// In a copy of the site (.bench/scale/ours), N posts are generated from the
// real ones (unique slugs, titles and dates, older than the real posts; a share
// with a real-sized JPEG hero, as a writer's phone photo), and built cold (no
// cache) and warm (the caches CI restores, .github/workflows: social cards,
// image variants, compressed copies and the bundler's; every source file
// touched, as in a fresh checkout). Beside it, a vanilla Docusaurus classic
// site (scripts/bench/vanilla-site.mjs) with the same posts as plain Markdown,
// built cold in the same run. Prints per-post build ms (a cold post's by part:
// photos, social cards, compression, the rest) and peak memory, /blog's HTML
// and JS, main.js, and the first search's download. Not a pass/fail test.
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  utimesSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseDocument} from 'yaml';
import createJiti from 'jiti';
import {writeVanillaSite} from './vanilla-site.mjs';
import {measureSearch, searchRow} from './search.mjs';
import {measureRoute} from './route.mjs';
import {machineMeter} from './machine.mjs';

const machine = machineMeter();
const root = resolve(import.meta.dirname, '..', '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const posts = arg('posts', 250);
const photoShare = arg('photos', 0.1);
const work = join(root, '.bench', 'scale');
/** The build caches CI restores (.github/workflows): everything else starts cold. */
const ciCaches = ['kdb-social-cards', 'kdb-images', 'kdb-precompress', 'rspack'];
// The writer test's phone photo (TypeScript, loaded as Docusaurus loads its config).
const jiti = createJiti(import.meta.filename);
const {phonePhoto} = jiti('../../tests/helpers/phonePhoto.ts');
// What a site is made of, as the tests copy it.
const {siteEntries} = jiti('../../tests/helpers/siteCopy.ts');

/** node_modules as links to this repo's packages, with a .cache of the copy's own. */
function linkModules(dir) {
  const modules = join(dir, 'node_modules');
  mkdirSync(modules, {recursive: true});
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '.cache' && !existsSync(join(modules, entry)))
      symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
}

/** A fresh checkout's files are all new to the bundler's cache: it must check their content. */
function touch(dir) {
  const now = new Date();
  for (const top of ['blog', 'docs', 'faqs', 'src', 'plugins', 'build-time', 'static']) {
    if (!existsSync(join(dir, top))) continue;
    for (const f of readdirSync(join(dir, top), {recursive: true})) utimesSync(join(dir, top, f), now, now);
  }
}

function clean(dir, keep = []) {
  for (const out of ['build', '.docusaurus']) rmSync(join(dir, out), {recursive: true, force: true});
  const cache = join(dir, 'node_modules', '.cache');
  if (existsSync(cache))
    for (const entry of readdirSync(cache)) if (!keep.includes(entry)) rmSync(join(cache, entry), {recursive: true});
}

/** One build: wall seconds and the peak resident memory of its largest process (GNU time). */
function build(dir) {
  const timed = existsSync('/usr/bin/time');
  const command = join(root, 'node_modules', '.bin', 'docusaurus');
  const {SITE_URL: _siteUrl, ...env} = process.env;
  const started = performance.now();
  const run = timed
    ? spawnSync('/usr/bin/time', ['-f', 'peak %M', command, 'build'], {cwd: dir, encoding: 'utf8', env})
    : spawnSync(command, ['build'], {cwd: dir, encoding: 'utf8', env});
  const ms = performance.now() - started;
  if (run.status !== 0) {
    process.stderr.write(run.stdout.slice(-4000) + run.stderr.slice(-4000));
    throw new Error(`bench:scale: the build in ${dir} failed`);
  }
  const peak = Number(/peak (\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024;
  const note = (re) => re.exec(run.stdout)?.[1];
  const msOf = (re) => Number(note(re) ?? NaN);
  return {
    ms,
    peak,
    cards: note(/\[post-build\] (.*cards.*)/),
    compressed: note(/\[post-build\] precompressed (.*)/),
    // Where the time went: the photos' encodes, the pages' finishing (social cards, mostly), the compression.
    parts: {
      photos: msOf(/\[images\] .* in (\d+) ms/),
      cards: msOf(/\[post-build\] .*cards.* in (\d+) ms/),
      compression: msOf(/\[post-build\] precompressed .* in (\d+) ms/),
    },
  };
}

/** The site's real posts: front matter and body. */
function realPosts() {
  return readdirSync(join(root, 'blog'))
    .filter((f) => f.endsWith('.mdx'))
    .map((file) => {
      const text = readFileSync(join(root, 'blog', file), 'utf8');
      const end = text.indexOf('\n---', 4);
      return {file, front: parseDocument(text.slice(4, end)), body: text.slice(end + 4)};
    });
}

/** A post for vanilla's classic blog: the same words, without our components. */
const vanillaPost = (front, slug, date, body) => {
  const head = [
    `title: ${JSON.stringify(front.get('title'))}`,
    `slug: ${slug}`,
    `date: ${date}`,
    `description: ${JSON.stringify(front.get('description'))}`,
  ].join('\n');
  return `---\n${head}\n---${body.replace(/<\/?[A-Z][^>]*>/g, '').replace(/^import .*$/gm, '')}`;
};

const day = (i) => new Date(Date.UTC(2023, 0, 1) - i * 86400000).toISOString().slice(0, 10);
const titled = (title, n) => {
  const suffix = ` (${n})`;
  return title.length + suffix.length <= 90
    ? title + suffix
    : title.slice(0, title.lastIndexOf(' ', 88 - suffix.length)) + suffix;
};

/** N posts from the real ones: ours as MDX with heroes, vanilla's as its Markdown. */
async function generate(ours, vanilla) {
  const real = realPosts();
  mkdirSync(join(ours, 'static', 'img', 'blog'), {recursive: true});
  const photoEvery = photoShare > 0 ? Math.round(1 / photoShare) : Infinity;
  for (let i = 0; i < posts; i++) {
    const {front, body} = real[i % real.length];
    const doc = front.clone();
    const slug = `${doc.get('slug')}-${i + 1}`;
    doc.set('slug', slug);
    doc.set('title', titled(doc.get('title'), i + 1));
    doc.set('date', day(i));
    if (i % photoEvery === 0) {
      writeFileSync(
        join(ours, 'static', 'img', 'blog', `${slug}.jpg`),
        await phonePhoto({width: 4000 - (i % 7), height: 3000}),
      );
      doc.set('image', `/img/blog/${slug}.jpg`);
      doc.set('image_alt', `Photo of a finished deck, project ${i + 1}`);
    }
    writeFileSync(join(ours, 'blog', `${day(i)}-${slug}.mdx`), `---\n${doc.toString()}---${body}`);
    writeFileSync(join(vanilla, 'blog', `${day(i)}-${slug}.md`), vanillaPost(doc, slug, day(i), body));
  }
  // Vanilla's twelve base posts are the same real ones.
}

function vanillaBase(dir) {
  rmSync(dir, {recursive: true, force: true});
  writeVanillaSite(dir, join(root, 'node_modules'));
  rmSync(join(dir, 'node_modules'), {force: true});
  linkModules(dir);
  // Our posts link our pages, which vanilla has not.
  const config = join(dir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'ignore'"));
  rmSync(join(dir, 'blog'), {recursive: true, force: true});
  mkdirSync(join(dir, 'blog'), {recursive: true});
  for (const {file, front, body} of realPosts()) {
    writeFileSync(
      join(dir, 'blog', file.replace(/\.mdx$/, '.md')),
      vanillaPost(front, front.get('slug'), front.get('date'), body),
    );
  }
}

function oursBase(dir) {
  rmSync(dir, {recursive: true, force: true});
  for (const entry of siteEntries) cpSync(join(root, entry), join(dir, entry), {recursive: true});
  linkModules(dir);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length);
/** /blog's HTML as built (raw and gzip), and what a first visit to it downloads (route.mjs); main.js. */
async function blogPage(buildDir) {
  const file = existsSync(join(buildDir, 'blog.html'))
    ? join(buildDir, 'blog.html')
    : join(buildDir, 'blog', 'index.html');
  const js = join(buildDir, 'assets', 'js');
  const main = readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  return {
    html: statSync(file).size,
    htmlGz: gz(file),
    main: statSync(join(js, main)).size,
    mainGz: gz(join(js, main)),
    wire: await measureRoute(buildDir, '/blog'),
  };
}

const ours = join(work, 'ours');
const vanilla = join(work, 'vanilla');
console.log(`bench:scale: ${posts} generated posts (${Math.round(posts * photoShare)} with photo heroes) in ${work}`);

vanillaBase(vanilla);
oursBase(ours);
/** Vanilla cold; ours cold, then warm with what CI restores: the runs and the /blog figures of each site. */
function buildBoth() {
  clean(vanilla);
  const vanillaRun = build(vanilla);
  clean(ours);
  const cold = build(ours);
  clean(ours, ciCaches);
  touch(ours);
  return {vanillaRun, cold, warm: build(ours)};
}

const before = buildBoth();
const pageBase = await blogPage(join(ours, 'build'));
await generate(ours, vanilla);
const after = buildBoth();
const vanillaPage = await blogPage(join(vanilla, 'build'));
const pageScaled = await blogPage(join(ours, 'build'));
const runs = {
  vanillaBase: before.vanillaRun,
  oursBase: before.cold,
  oursBaseWarm: before.warm,
  vanillaScaled: after.vanillaRun,
  oursScaled: after.cold,
  oursScaledWarm: after.warm,
};
const search = await measureSearch(join(ours, 'build'));

const perPost = (a, b) => (runs[b].ms - runs[a].ms) / posts;
const vanillaPerPost = perPost('vanillaBase', 'vanillaScaled');
const rows = [
  ['', `ours, ${realPosts().length} posts`, `ours, +${posts}`, `vanilla, ${realPosts().length}`, `vanilla, +${posts}`],
  ['build, cold', runs.oursBase.ms, runs.oursScaled.ms, runs.vanillaBase.ms, runs.vanillaScaled.ms].map((v, i) =>
    i ? `${(v / 1000).toFixed(1)} s` : v,
  ),
  [
    'build, warm (CI caches)',
    `${(runs.oursBaseWarm.ms / 1000).toFixed(1)} s`,
    `${(runs.oursScaledWarm.ms / 1000).toFixed(1)} s`,
    '',
    '',
  ],
  ['peak memory', runs.oursBase.peak, runs.oursScaled.peak, runs.vanillaBase.peak, runs.vanillaScaled.peak].map(
    (v, i) => (i ? `${(v / 1024).toFixed(2)} GB` : v),
  ),
  [
    '/blog HTML (gzip)',
    `${kb(pageBase.html)} (${kb(pageBase.htmlGz)})`,
    `${kb(pageScaled.html)} (${kb(pageScaled.htmlGz)})`,
    '',
    `${kb(vanillaPage.html)} (${kb(vanillaPage.htmlGz)})`,
  ],
  [
    '/blog JS on the wire',
    `${pageBase.wire.jsFiles} files, ${kb(pageBase.wire.js)}`,
    `${pageScaled.wire.jsFiles} files, ${kb(pageScaled.wire.js)}`,
    '',
    `${vanillaPage.wire.jsFiles} files, ${kb(vanillaPage.wire.js)}`,
  ],
  ['main.js (gzip)', kb(pageBase.mainGz), kb(pageScaled.mainGz), '', kb(vanillaPage.mainGz)],
];
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
for (const r of rows) console.log(r.map((v, c) => String(v).padEnd(widths[c])).join('  '));
console.log('');
const cold = perPost('oursBase', 'oursScaled');
const warm = perPost('oursBaseWarm', 'oursScaledWarm');
console.log(
  `per added post: cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(0)} ms; vanilla ${vanillaPerPost.toFixed(0)} ms`,
);
console.log(
  `  ratio to vanilla: cold ${(cold / vanillaPerPost).toFixed(2)}x, warm ${(warm / vanillaPerPost).toFixed(2)}x`,
);
// A cold post's time, by part: what the three steps vanilla has no counterpart for add, and the rest.
const partPerPost = (part) => (runs.oursScaled.parts[part] - runs.oursBase.parts[part]) / posts;
const parts = Object.fromEntries(Object.keys(runs.oursScaled.parts).map((part) => [part, partPerPost(part)]));
const rest = cold - Object.values(parts).reduce((sum, v) => sum + v, 0);
console.log(
  `  cold, per added post: photos' first encode ${parts.photos.toFixed(0)} ms, social cards (pages finished) ` +
    `${parts.cards.toFixed(0)} ms, compression ${parts.compression.toFixed(0)} ms; ` +
    `the rest ${rest.toFixed(0)} ms (${(rest / vanillaPerPost).toFixed(2)}x vanilla)`,
);
console.log(
  `  post-build at +${posts}, cold: ${runs.oursScaled.cards ?? ''}; compressed ${runs.oursScaled.compressed ?? ''}`,
);
console.log(
  `  post-build at +${posts}, warm: ${runs.oursScaledWarm.cards ?? ''}; compressed ${runs.oursScaledWarm.compressed ?? ''}`,
);
console.log(searchRow(`search, +${posts} posts`, search));
console.log(machine());
