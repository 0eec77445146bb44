import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pagesFolder} from '../../src/data/pageSchema';

/**
 * The site pages' words reach their pages finished (build-time/pageCopy.ts): a loader turns each file of
 * src/data/copy/pages into its page's data, on the server and in the browser alike, so no page fills in a fact or
 * counts a list in a visitor's browser.
 */
export default function pageCopy(): Plugin {
  return {
    name: 'page-copy',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: new RegExp(`${pagesFolder.replace(/\//g, '[\\\\/]')}[\\\\/][^\\\\/]+\\.json$`),
              use: [{loader: join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
