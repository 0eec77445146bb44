import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brokenLinks, contentProblems, type ContentProblem} from './checks';
import {postScaffold} from './postScaffold';
import {writeEditor} from './cms';
import {runLocalEditor} from './localEditor';
import {pullRequestSummary} from './summary';
import {contentFiles, knownPaths} from './routes';
import {liveSite, siteProblems, type MarkdownFile} from './rules';

/** Every Markdown file a writer may touch, relative to the site. */
export function markdownFiles(siteDir: string): string[] {
  return ['blog', 'docs', 'faqs', 'src/pages'].flatMap((dir) =>
    contentFiles(siteDir, dir, /\.mdx?$/).map((f) => `${dir}/${f}`),
  );
}

/**
 * All problems in the given Markdown files; with `site`, also what the whole
 * site's content says against the business's data (./rules), which needs every file.
 */
export async function checkFiles(
  siteDir: string,
  files: readonly string[],
  {site = false}: {site?: boolean} = {},
): Promise<ContentProblem[]> {
  const isKnown = knownPaths(siteDir);
  const problems: ContentProblem[] = [];
  const parsedFiles: MarkdownFile[] = [];
  for (const file of files) {
    const filePath = join(siteDir, file);
    const source = readFileSync(filePath, 'utf8');
    let parsed: {frontMatter: Record<string, unknown>; content: string};
    try {
      parsed = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: source});
    } catch (error) {
      // YAML errors say the line within the front matter; the file's line is one more (the opening ---).
      const line = /\((\d+):\d+\)/.exec(String(error))?.[1];
      problems.push({
        file,
        line: line ? Number(line) + 1 : 1,
        message: `${file}: the front matter between the --- lines is not valid YAML (${String((error as Error).message).split('\n')[0]})`,
      });
      continue;
    }
    const {frontMatter, content} = parsed;
    parsedFiles.push({file, frontMatter, body: content, source});
    problems.push(
      ...contentProblems(siteDir, filePath, frontMatter, content, source),
      ...brokenLinks(siteDir, filePath, frontMatter, content, source, isKnown),
    );
  }
  if (site) problems.push(...siteProblems(liveSite(siteDir, parsedFiles)));
  return problems;
}

/** A problem as a terminal line, and on GitHub as an annotation on the line it names. */
export function formatProblem(p: ContentProblem, github = process.env.GITHUB_ACTIONS === 'true'): string {
  const plain = `${p.file}:${p.line}: ${p.message}`;
  if (!github) return plain;
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::error file=${p.file},line=${p.line},title=Content check::${escape(p.message)}`;
}

/**
 * The writer's tools: the browser editor at /admin/ (./cms), and on the command line:
 * - `npm run new:post -- "How to Winterize a Composite Deck"` writes
 *   blog/<today>-<slug>.mdx as a draft with every field the build checks,
 *   and says what to do next;
 * - `npm run check:content [-- files...]` checks every Markdown file's front
 *   matter, internal links and images in seconds, naming file and line.
 */
export default function content({siteDir, siteConfig}: LoadContext): Plugin {
  return {
    name: 'content',
    // The browser editor at /admin/ (./cms): written with the content, so npm start serves it too.
    getPathsToWatch: () => [join(siteDir, 'blog', 'tags.yml'), join(siteDir, 'blog', 'authors.yml')],
    async loadContent() {
      await writeEditor(siteDir, siteConfig.url, siteConfig.title);
    },
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

      cli
        .command('cms')
        .description('The content manager (/admin/) on this machine, with a local backend instead of GitHub')
        .option('--workflow', 'Draft, In review and Ready as branches of a sandbox clone')
        .option('--no-start', 'only the backend (e.g. next to npm run serve)')
        .action((options: {workflow?: boolean; start: boolean}) =>
          runLocalEditor(siteDir, {workflow: Boolean(options.workflow), start: options.start}),
        );

      cli
        .command('pr-summary <base>')
        .description("A pull request's job summary: the pages it adds or changes, and the byte budgets")
        .action((base: string) => console.log(pullRequestSummary(siteDir, base)));

      cli
        .command('check-content [files...]')
        .description(
          "Check Markdown files' front matter, internal links and images (all of them when none are named, and then what the whole site says against src/data)",
        )
        .action(async (named: string[] = []) => {
          const files = named.length > 0 ? named.filter((f) => /\.mdx?$/.test(f)) : markdownFiles(siteDir);
          const problems = await checkFiles(siteDir, files, {site: named.length === 0});
          for (const p of problems) console.log(formatProblem(p));
          const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
          console.log(
            problems.length === 0
              ? `Content check: ${files.length} files, no problems.`
              : `Content check: ${count} in ${new Set(problems.map((p) => p.file)).size} of ${files.length} files.`,
          );
          if (problems.length > 0) process.exit(1);
        });
    },
  };
}
