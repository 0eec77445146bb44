// npm run bundle-report: where the JavaScript bytes come from. Builds the site
// into .bench/bundle-build with source maps and Rspack stats (plugins/bundle-stats),
// then attributes every minified byte of main.js, and of the route chunks, to
// the package or source file it came from. gzip figures are each group's share
// of the file's gzipped size. Prints tables; not a test.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {SourceMapConsumer} from 'source-map-js';

const out = resolve('.bench/bundle-build');
const statsFile = resolve('.bench/bundle-stats.json');
const built = spawnSync('npx', ['docusaurus', 'build', '--out-dir', out], {
  stdio: ['ignore', 'ignore', 'inherit'],
  // No persistent cache: chunks cached by a production build would come back without their maps.
  env: {...process.env, BUNDLE_STATS: statsFile, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
});
if (built.status !== 0) process.exit(built.status ?? 1);
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));

/** The group a source belongs to: an npm package (with its lib folder for Docusaurus), or a src/ folder. */
function groupOf(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return name.startsWith('@docusaurus/') ? `${name}/${parts.slice(2, 4).join('/')}` : name;
  }
  return path.split('/').slice(0, 3).join('/');
}

/** Minified bytes of a JS file by group, through its source map. */
function bytesByGroup(file) {
  const code = readFileSync(join(out, file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8')));
  const lines = code.split('\n');
  const groups = new Map();
  let previous = null;
  const add = (group, bytes) => groups.set(group, (groups.get(group) ?? 0) + bytes);
  map.eachMapping((m) => {
    if (previous && previous.generatedLine === m.generatedLine) {
      add(previous.group, m.generatedColumn - previous.generatedColumn);
    } else if (previous) {
      add(previous.group, lines[previous.generatedLine - 1].length - previous.generatedColumn);
    }
    previous = {
      generatedLine: m.generatedLine,
      generatedColumn: m.generatedColumn,
      group: m.source ? groupOf(m.source) : '(bundler)',
    };
  });
  const total = Buffer.byteLength(code);
  const mapped = [...groups.values()].reduce((a, b) => a + b, 0);
  if (total > mapped) add('(bundler)', total - mapped);
  return {total, gzip: gzipSync(code, {level: 9}).length, groups};
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
function printFile(label, file, rows = 25) {
  const {total, gzip, groups} = bytesByGroup(file);
  console.log(`\n${label}: ${file}  ${kb(total).trim()} KB minified, ${kb(gzip).trim()} KB gzipped`);
  console.log(`${'KB min'.padStart(7)} ${'~KB gz'.padStart(7)}  source`);
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  for (const [group, bytes] of sorted.slice(0, rows))
    console.log(`${kb(bytes)} ${kb((bytes / total) * gzip)}  ${group}`);
  const rest = sorted.slice(rows).reduce((a, [, b]) => a + b, 0);
  if (rest) console.log(`${kb(rest)} ${kb((rest / total) * gzip)}  (${sorted.length - rows} more)`);
  return {file, total, gzip, groups: Object.fromEntries(sorted)};
}

const entry = stats.entrypoints.main.assets.map((a) => a.name).filter((n) => n.endsWith('.js'));
const report = {entry: entry.map((f) => printFile('every page', f, f.includes('main') ? 40 : 5))};
// The largest chunks loaded on demand (routes, shared route code, the dialog and search). Files copied in
// without a source map are not the site's bundle: the editor's prebuilt Decap CMS (/admin) is one.
const chunks = stats.assets
  .filter((a) => a.name.endsWith('.js') && !entry.includes(a.name) && existsSync(join(out, `${a.name}.map`)))
  .sort((a, b) => b.size - a.size)
  .slice(0, Number(process.env.CHUNKS ?? 6));
report.chunks = chunks.map((a) => printFile('on demand', a.name, 12));
writeFileSync('.bench/bundle-report.json', JSON.stringify(report, null, 2));
