import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageFile} from '../../build-time/pages';
import {searchSynonyms} from '../../src/data/searchSynonyms';
import {searchIndexPath} from '../../src/lib/search/schema';
import {publicPages} from '../content-check/builtRoutes';
import {buildIndex} from './buildIndex';
import {extractPage, type SearchPage} from './extract';

/** Under /assets/: named by content, so every host caches them for good (build-time/hosting.ts). */
const assets = '/assets/search';

/**
 * The site search's index, built from the pages the build wrote (postBuild), so what a visitor can
 * find is what they read: React pages, MDX pages and each FAQ answer alike. Wrapped in `settled` in
 * the config: the post-build pipeline compresses the files once they are written.
 */
export default function search(context: LoadContext): Plugin {
  const siteName = context.siteConfig.title;
  return {
    name: 'search',
    async postBuild({outDir, routesPaths}) {
      const pages: SearchPage[] = [];
      for (const route of publicPages(routesPaths)) {
        const html = await readFile(pageFile(outDir, route), 'utf8').catch(() => null);
        const page = html === null ? null : extractPage(html, route, siteName);
        if (page) pages.push(page);
      }
      const {index, files} = buildIndex(pages, searchSynonyms, assets);
      await rm(join(outDir, assets), {recursive: true, force: true});
      await mkdir(join(outDir, assets), {recursive: true});
      await mkdir(join(outDir, 'search'), {recursive: true});
      await Promise.all([...files].map(([name, text]) => writeFile(join(outDir, assets, name), text)));
      await writeFile(join(outDir, searchIndexPath), JSON.stringify(index));
      console.info(
        `[search] ${index.engine.documentCount} results from ${pages.length} pages, ${index.shards.length} postings files`,
      );
    },
  };
}
