/**
 * One pre-rendered page per service and per loan program, from the typed
 * records in src/data (detailPages.ts puts each list's summaries and bodies
 * together). The plugin owns the one component that draws them all
 * (theme/DetailPage, swizzlable as @theme/DetailPage); each route gets its
 * own page as props, so a page's long copy ships only with that page.
 */
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {detailPages} from '../../src/data/detailPages';

export default function detailPagesPlugin(): Plugin {
  return {
    name: 'detail-pages',
    getThemePath: () => join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      for (const page of detailPages) {
        actions.addRoute({path: page.path, component: '@theme/DetailPage', exact: true, props: {page}});
      }
    },
  };
}
