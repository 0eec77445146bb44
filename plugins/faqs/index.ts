import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {proseFacts} from '../../src/lib/businessFacts';
import {markdownToPlainText, type Fact} from './plainText';
import {priceRangeText, priceStoryText} from '../../src/lib/priceText';
import type {PriceFamily} from '../../src/data/pricing';

/** The words the MDX components in an answer stand for. */
const answerFacts: Record<string, Fact> = {
  ...proseFacts,
  Price: ({family, installed}) => priceRangeText(family as PriceFamily, installed ? 'installed' : 'materials'),
  PriceStory: () => priceStoryText(),
};
import type {FaqItem} from './types';
import {faqsRoute} from '../content-check/routes';

interface Content {
  page: string;
  items: (FaqItem & {source: string})[];
}

/**
 * The FAQ page from content: faqs/page/index.mdx is the page (front matter,
 * text, and <FaqList /> where the questions go), and every faqs/*.mdx file is
 * one question (the folder holds only questions, so the browser editor lists
 * only them) (front matter `question`, `order`, optional `links`) whose body
 * is the answer. A writer adds a question by adding a file. The plugin owns
 * the /faqs route and its component (theme/FaqPage), which also writes the
 * FAQPage JSON-LD from each answer's plain text.
 */
export default function faqsPlugin({siteDir, siteConfig}: LoadContext): Plugin {
  const dir = join(siteDir, 'faqs');
  return {
    name: 'faqs',
    getThemePath: () => join(__dirname, 'theme'),
    getPathsToWatch: () => [join(dir, '*.{md,mdx}'), join(dir, 'page', 'index.mdx')],
    async loadContent(): Promise<Content> {
      const files = (await readdir(dir)).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'));
      const items = await Promise.all(
        files.map(async (file) => {
          const source = join(dir, file);
          // The site's own parser, so the content checks run here too (a bad question fails the build).
          const {frontMatter, content} = await siteConfig.markdown.parseFrontMatter({
            filePath: source,
            fileContent: await readFile(source, 'utf8'),
            defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
          });
          return {
            id: file.replace(/\.mdx?$/, ''),
            question: frontMatter.question as string,
            order: frontMatter.order as number,
            links: (frontMatter.links as FaqItem['links'] | undefined) ?? [],
            text: markdownToPlainText(content, answerFacts),
            source,
          };
        }),
      );
      items.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
      return {page: join(dir, 'page', 'index.mdx'), items};
    },
    async contentLoaded({content: loaded, actions}) {
      const content = loaded as Content;
      const faqs = await actions.createData(
        'faqs.json',
        JSON.stringify(content.items.map(({source: _, ...item}) => item)),
      );
      // One module imports every answer, so the page loads them as one chunk rather than a request each.
      const answers = await actions.createData(
        'faq-answers.js',
        [
          ...content.items.map((item, i) => `import a${i} from ${JSON.stringify(item.source)};`),
          `export default [${content.items.map((_, i) => `a${i}`).join(', ')}];`,
        ].join('\n'),
      );
      actions.addRoute({
        path: faqsRoute,
        exact: true,
        component: '@theme/FaqPage',
        modules: {page: content.page, faqs, answers},
      });
    },
  };
}
