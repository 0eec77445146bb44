import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {SourceMapConsumer} from 'source-map-js';
import type {LoadContext, Plugin} from '@docusaurus/types';

type Stats = {toJson(options: object): unknown};
type Source = {source(): string | Buffer};
type Compilation = {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
  getAssets(): {name: string; source: Source}[];
  deleteAsset(name: string): void;
};
type Compiler = {
  hooks: {
    done: {tap(name: string, fn: (stats: Stats) => void): void};
    thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void};
  };
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_REPORT: number}};
};

/** Where each built JavaScript file's bytes are written: gzipped, and the part of them that is the site's content. */
export const jsBytesFile = 'js-bytes.json';

export interface JsBytes {
  /** By file under build/ ("assets/js/main.1a2b3c.js"): gzipped bytes (level 9), all and the content's share. */
  readonly files: Readonly<Record<string, {readonly gzip: number; readonly contentGzip: number}>>;
}

/**
 * Content, not code: what grows with the owner's data and the writers' pages. Docusaurus's generated route tables
 * and metadata (.docusaurus/), the data modules (src/data/), and Markdown and MDX pages.
 */
export const isContentSource = (source: string): boolean =>
  /\/\.docusaurus\/|\/src\/data\/|\.mdx?$/.test(source.replace(/^webpack:\/\/[^/]*\//, '/'));

/** A file's minified bytes from content sources, through its source map; the rest is code. */
function contentShare(code: string, map: string): number {
  const consumer = new SourceMapConsumer(JSON.parse(map));
  const lines = code.split('\n');
  let content = 0;
  let previous: {line: number; column: number; content: boolean} | null = null;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const end = previous.line === line ? column : lines[previous.line - 1].length;
    if (previous.content) content += end - previous.column;
  };
  consumer.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    previous = {
      line: m.generatedLine,
      column: m.generatedColumn,
      content: Boolean(m.source && isContentSource(m.source)),
    };
  });
  close(Infinity, 0);
  return content / Math.max(1, code.length);
}

/** Set for the builds the budgets read: npm test's, npm run test:pr's and the varied copy's (tests/writer/varied.test.ts). */
export const measureEnv = 'MEASURE_JS';

/**
 * The builds the suite checks measure their JavaScript for the byte budgets (tests/e2e/budgets.spec.ts), which hold
 * code to a budget and report content beside it: an owner's city or a writer's post never turns a budget red, a
 * code change that adds bytes still does. Such a build makes hidden source maps, reads each file's share of content
 * from them, writes .docusaurus/js-bytes.json and drops the maps before anything is written to build/: its files are
 * an unmeasured build's, byte for byte but the webpack runtime's minified names (which a warm build changes too). A
 * deploy's build skips it all: with 250 more posts, the maps and their reading held 0.15-0.2 GB more at the build's
 * peak (1.89-1.96 GB against 1.75-1.76).
 *
 * With BUNDLE_STATS=<file> (scripts/bundle-report.mjs sets it), the maps stay and the Rspack stats (chunks, their
 * files and modules) are written too, so the report can say which sources the minified bytes come from.
 */
export default function bundleStats(context: LoadContext): Plugin {
  const statsFile = process.env.BUNDLE_STATS;
  const measured = Boolean(process.env[measureEnv] || statsFile);
  return {
    name: 'bundle-stats',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const out = join(context.generatedFilesDir, jsBytesFile);
      // An earlier build's figures would pass for this one's.
      if (!measured) {
        rmSync(out, {force: true});
        return {};
      }
      const measure = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('bundle-stats', (compilation) => {
            compilation.hooks.processAssets.tap(
              {name: 'bundle-stats', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT},
              () => {
                const assets = new Map(compilation.getAssets().map((a) => [a.name, a.source]));
                const files: Record<string, {gzip: number; contentGzip: number}> = {};
                for (const [name, source] of assets) {
                  if (!name.endsWith('.js')) continue;
                  const code = source.source().toString();
                  const gzip = gzipSync(code, {level: 9}).length;
                  const map = assets.get(`${name}.map`);
                  const share = map ? contentShare(code, map.source().toString()) : 0;
                  files[name] = {gzip, contentGzip: Math.round(gzip * share)};
                }
                mkdirSync(dirname(out), {recursive: true});
                writeFileSync(out, JSON.stringify({files} satisfies JsBytes, null, 1));
                if (!statsFile)
                  for (const name of assets.keys()) if (name.endsWith('.map')) compilation.deleteAsset(name);
              },
            );
          });
          if (!statsFile) return;
          compiler.hooks.done.tap('bundle-stats', (stats) => {
            const json = stats.toJson({all: false, assets: true, chunks: true, ids: true, entrypoints: true});
            mkdirSync(dirname(statsFile), {recursive: true});
            writeFileSync(statsFile, JSON.stringify(json));
          });
        },
      };
      // A measured build's modules carry source maps and a deploy's don't, so each keeps its own bundler cache: warmed
      // by a deploy's, a measured build found no maps and counted every byte as code.
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      return {
        devtool: 'hidden-source-map',
        plugins: [measure],
        ...(cache?.version && {experiments: {cache: {...cache, version: `${cache.version}-measured`}}}),
      };
    },
  };
}
