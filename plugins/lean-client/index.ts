import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps code the site never runs out of the bundle every page loads
 * (figures in the README's performance section; `npm run bundle-report`).
 *
 * - theme-classic registers a client module that imports Prism (about 36 KB
 *   gzipped) on every page, only to add `prism.additionalLanguages`. This site
 *   sets none and shows no code (src/theme/CodeBlock is plain), so it is dropped.
 * - @docusaurus/utils-common's index pulls in all of tslib; the browser gets
 *   an index that re-exports the same functions without it.
 */
export default function leanClient(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  if (prism?.additionalLanguages?.length) {
    throw new Error("lean-client: prism.additionalLanguages needs theme-classic's Prism client module");
  }
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            [`${prismClientModule.replace(/\.js$/, '')}$`]: false,
            [`${prismClientModule}$`]: false,
            '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts'),
          },
        },
      };
    },
  };
}
