import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeEditor} from './config';
import {runLocalEditor} from './local';

/**
 * The browser editor at /admin/ (Decap CMS): its page, bundle and config.yml
 * are written with the content (./config), so `npm start` serves it too; and
 * `npm run cms` runs it on this machine with a local backend instead of
 * GitHub (./local).
 */
export default function editor({siteDir, siteConfig}: LoadContext): Plugin {
  return {
    name: 'editor',
    // The editor's menus list the blog's tags and authors.
    getPathsToWatch: () => [join(siteDir, 'blog', 'tags.yml'), join(siteDir, 'blog', 'authors.yml')],
    async loadContent() {
      await writeEditor(siteDir, siteConfig.url, siteConfig.title);
    },
    extendCli(cli) {
      cli
        .command('cms')
        .description('The content manager (/admin/) on this machine, with a local backend instead of GitHub')
        .option('--workflow', 'Draft, In review and Ready as branches of a sandbox clone')
        .option('--no-start', 'only the backend (e.g. next to npm run serve)')
        .action((options: {workflow?: boolean; start: boolean}) =>
          runLocalEditor(siteDir, {workflow: Boolean(options.workflow), start: options.start}),
        );
    },
  };
}
