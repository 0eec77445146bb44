import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {spawnSync} from 'node:child_process';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brokenLinks, contentProblems, type ContentProblem} from './checks';
import {pullRequestSummary} from './summary';
import {contentFiles, knownPaths} from './routes';
import {builtRoutesFile, contentSources, publicPages, type BuiltRoutes} from './builtRoutes';
import {liveSite, siteProblems, type MarkdownFile} from './rules';
import {deployment} from '../../build-time/deployment';

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

/**
 * The spell check (cspell.json, US English, the project's words) on the files a writer checks: the same check the
 * lint runs on everything, here in the writer's own first minute. Each unknown word is a problem on its line.
 */
export function spellingProblems(siteDir: string, files: readonly string[]): ContentProblem[] {
  if (files.length === 0) return [];
  const run = spawnSync(
    join(siteDir, 'node_modules', '.bin', 'cspell'),
    ['--no-progress', '--no-summary', '--no-must-find-files', '--config', join(siteDir, 'cspell.json'), ...files],
    {cwd: siteDir, encoding: 'utf8'},
  );
  return run.stdout.split('\n').flatMap((line) => {
    const m = /^(.+?):(\d+):\d+ - Unknown word \((.+)\)/.exec(line.trim());
    if (!m) return [];
    const [, file, at, word] = m;
    return [
      {
        file,
        line: Number(at),
        message: `${file}: "${word}" is not a word the spell check knows (US English): fix its spelling, or if it is a name, add it to cspell-words.txt`,
      },
    ];
  });
}

/** A problem as a terminal line, and on GitHub as an annotation on the line it names. */
export function formatProblem(p: ContentProblem, github = process.env.GITHUB_ACTIONS === 'true'): string {
  const plain = `${p.file}:${p.line}: ${p.message}`;
  if (!github) return plain;
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::error file=${p.file},line=${p.line},title=Content check::${escape(p.message)}`;
}

/**
 * The content check: every Markdown file's front matter against one schema
 * (./schema), its tables, links and images (./checks), and what the whole
 * site says against the business's data (./rules). The build runs the
 * per-file checks on every file it reads (docusaurus.config.ts ->
 * markdown.parseFrontMatter); `npm run check:content [-- files...]` runs
 * them all in seconds, naming file and line, and `docusaurus pr-summary
 * <base>` lists a pull request's changed pages for its job summary. The
 * build records the routes it made (./builtRoutes) for what runs after it.
 */
export default function contentCheck({siteDir, generatedFilesDir}: LoadContext): Plugin {
  let sources: Record<string, string> = {};
  return {
    name: 'content-check',
    allContentLoaded({allContent}) {
      sources = contentSources(siteDir, allContent);
    },
    async postBuild({routesPaths, siteConfig}) {
      const built: BuiltRoutes = {
        pages: publicPages(routesPaths),
        sources,
        url: siteConfig.url,
        preview: deployment().preview,
      };
      writeFileSync(builtRoutesFile(generatedFilesDir), `${JSON.stringify(built, null, 2)}\n`);
    },
    extendCli(cli) {
      cli
        .command('pr-summary <base>')
        .description("A pull request's job summary: the pages it adds or changes, and the byte budgets")
        .action((base: string) => console.log(pullRequestSummary(siteDir, generatedFilesDir, base)));

      cli
        .command('check-content [files...]')
        .description(
          "Check Markdown files' front matter, internal links, images and spelling (all of them when none are named, and then what the whole site says against src/data)",
        )
        .action(async (named: string[] = []) => {
          const files = named.length > 0 ? named.filter((f) => /\.mdx?$/.test(f)) : markdownFiles(siteDir);
          // The blog's tags and authors are the writers' too.
          const yaml =
            named.length > 0 ? named.filter((f) => /\.ya?ml$/.test(f)) : ['blog/tags.yml', 'blog/authors.yml'];
          const problems = [
            ...(await checkFiles(siteDir, files, {site: named.length === 0})),
            ...spellingProblems(siteDir, [...files, ...yaml]),
          ];
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
