import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import type {Plugin} from '@docusaurus/types';

type Stats = {toJson(options: object): unknown};
type Compiler = {hooks: {done: {tap(name: string, fn: (stats: Stats) => void): void}}};

/**
 * With BUNDLE_STATS=<file> (scripts/bundle-report.mjs sets it), the client
 * build also writes source maps and its Rspack stats (chunks, their files and
 * modules), so the report can say which sources the minified bytes come from.
 */
export default function bundleStats(): Plugin {
  const file = process.env.BUNDLE_STATS;
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (!file || isServer) return {};
      const writeStats = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('bundle-stats', (stats) => {
            const json = stats.toJson({all: false, assets: true, chunks: true, ids: true, entrypoints: true});
            mkdirSync(dirname(file), {recursive: true});
            writeFileSync(file, JSON.stringify(json));
          });
        },
      };
      return {devtool: 'hidden-source-map', plugins: [writeStats]};
    },
  };
}
