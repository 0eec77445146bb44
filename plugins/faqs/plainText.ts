/**
 * The words of a short Markdown/MDX passage (an FAQ answer), for places that
 * need plain text, such as FAQPage JSON-LD. The passage is parsed as MDX
 * (the mdast Docusaurus itself builds), then read back as words: fact
 * components become the words they stand for, other components keep their
 * children's words, links and emphasis their text, images their alt text,
 * and MDX comments and expressions go. `2 * 4`, `snake_case` and a link inside
 * a link read as written, which a chain of regexes could not promise.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import type {Nodes} from 'mdast';

/** What a component stands for in words: a fixed text, or one made from its attributes. */
export type Fact = string | ((props: Readonly<Record<string, string | true>>) => string);

/** Blocks are separated by a space; text runs within a paragraph are joined as they are. */
const blocks = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'tableCell', 'code', 'mdxJsxFlowElement']);

export function markdownToPlainText(markdown: string, facts: Readonly<Record<string, Fact>> = {}): string {
  const words = (node: Nodes): string => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
      case 'code':
        return node.value;
      case 'image':
        return node.alt ?? '';
      case 'break':
        return ' ';
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'mdxjsEsm':
      case 'html':
        return '';
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const fact = node.name ? facts[node.name] : undefined;
        if (typeof fact === 'string') return fact;
        if (typeof fact === 'function') {
          const props: Record<string, string | true> = Object.fromEntries(
            node.attributes.flatMap((a) =>
              a.type === 'mdxJsxAttribute' ? [[a.name, typeof a.value === 'string' ? a.value : (true as const)]] : [],
            ),
          );
          return fact(props);
        }
        // An unknown capitalized component stands for nothing on its own; a tag keeps its words.
        if (node.name && /^[A-Z]/.test(node.name) && node.children.length === 0) return '';
        return children(node);
      }
      default:
        return 'children' in node ? children(node) : '';
    }
  };
  const children = (node: Nodes & {children: Nodes[]}): string =>
    node.children.map((child) => (blocks.has(child.type) ? ` ${words(child)} ` : words(child))).join('');
  const tree = fromMarkdown(markdown, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]});
  return words(tree).replace(/\s+/g, ' ').trim();
}
