/**
 * One pre-rendered page per service and per financing program, each from its one file in src/data/copy/services/ or
 * copy/loan-programs/ (build-time/copy.ts reads them; src/lib/detailPages.ts makes the pages). The plugin owns the
 * one component that draws them all (theme/DetailPage, swizzlable as @theme/DetailPage); each route gets its own
 * page as props, so a page's long copy ships only with that page; every page gets each list's menu lines as this
 * plugin's global data (src/lib/detailLists.ts), and the pages that show their cards get them with their words
 * (build-time/pageCopy.ts). The menus, the cards, a city page's services and the breadcrumbs follow the folders.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {copyFolders} from '../../src/data/copySchema';
import {detailPages, menuLists, type DetailFiles} from '../../src/lib/detailPages';
import {detailListsPlugin} from '../../src/lib/detailPaths';
import {readDetailFiles} from '../../build-time/copy';
import {copyFolderProblems} from '../content-check/rules/ownerData';

export default function detailPagesPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: detailListsPlugin,
    getThemePath: () => join(__dirname, 'theme'),
    getPathsToWatch: () => copyFolders.map(({folder}) => join(siteDir, folder, '*.json')),
    async loadContent() {
      // A file the schema refuses stops the build naming its line, as `npm run check:content` would.
      const problems = copyFolderProblems(siteDir);
      if (problems.length > 0) throw new Error(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'));
      return readDetailFiles(siteDir);
    },
    async contentLoaded({content, actions}) {
      const files = content as DetailFiles;
      for (const page of detailPages(files)) {
        actions.addRoute({path: page.path, component: '@theme/DetailPage', exact: true, props: {page}});
      }
      actions.setGlobalData(menuLists(files));
    },
  };
}
