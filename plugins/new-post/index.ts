import {existsSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {postScaffold} from './scaffold';

/**
 * `npm run new:post -- "How to Winterize a Composite Deck"` writes
 * blog/<today>-<slug>.mdx as a draft with every field the build checks, and
 * says what to do next.
 */
export default function newPost({siteDir}: LoadContext): Plugin {
  return {
    name: 'new-post',
    extendCli(cli) {
      cli
        .command('new-post [title...]')
        .description('Start a blog post: writes a draft with every front matter field the build checks')
        .action((words: string[] = []) => {
          const title = words.join(' ').trim();
          if (!title) {
            console.error('Usage: npm run new:post -- "Title of the article"');
            process.exit(1);
          }
          const {file, slug, text} = postScaffold({title, date: new Date().toISOString().slice(0, 10)});
          if (existsSync(join(siteDir, file))) {
            console.error(`${file} already exists.`);
            process.exit(1);
          }
          writeFileSync(join(siteDir, file), text);
          console.log(
            [
              `Created ${file} (a draft: only you see it, in npm start).`,
              '',
              'Next:',
              `  1. Put your photo at static/img/blog/${slug}.jpg (a phone photo is fine: the build makes the web sizes).`,
              '  2. Write the article in the file, replacing the template text and the description and image_alt lines.',
              `  3. Preview: npm start, then open http://localhost:3000/blog/${slug}`,
              '  4. When it is ready: delete the line "draft: true", run npm run check:content, and open a pull request.',
              '',
              'CONTRIBUTING.md walks through each step.',
            ].join('\n'),
          );
        });
    },
  };
}
