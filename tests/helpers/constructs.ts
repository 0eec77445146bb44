/**
 * What a content file is made of, and the fewest files that between them use everything any file uses. The
 * browser specs whose cost grows with each post (an editor round trip, a copy's per-page visits) run on such a
 * set: a writer's next post in the usual shape adds no browser time, and a post with something new (a table, a
 * component, a quoted field) is picked for it. The checks of every file stay in Jest and the content check.
 */
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {isMap, isScalar, isSeq, parseDocument} from 'yaml';

/** A content file's front matter (its YAML text, empty when there is none) and its body. */
export function frontMatterAndBody(text: string): {frontMatter: string; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return match ? {frontMatter: match[1], body: match[2]} : {frontMatter: '', body: text};
}

/** MDX as Docusaurus reads a .mdx file; a .md file that is not valid MDX is read as the CommonMark it is. */
function parse(body: string) {
  try {
    return fromMarkdown(body, {extensions: [mdxjs(), gfm()], mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()]});
  } catch {
    return fromMarkdown(body, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  }
}

/**
 * Each front-matter field with its YAML style (quoted, plain, a list in brackets or in lines, a block), and each
 * kind of Markdown and MDX node in the body (headings by depth, lists by kind, components and code by name).
 */
export function constructsOf(text: string): Set<string> {
  const found = new Set<string>();
  const {frontMatter, body} = frontMatterAndBody(text);
  const doc = parseDocument(frontMatter);
  if (isMap(doc.contents))
    for (const {key, value} of doc.contents.items) {
      const style = isScalar(value)
        ? String(value.type)
        : isSeq(value)
          ? `${value.flow ? 'FLOW' : 'BLOCK'}_SEQ`
          : isMap(value)
            ? 'MAP'
            : 'EMPTY';
      found.add(`front matter ${String(isScalar(key) ? key.value : key)}: ${style}`);
    }
  const visit = (node: Nodes) => {
    const detail =
      node.type === 'heading'
        ? node.depth
        : node.type === 'list'
          ? node.ordered
            ? 'ordered'
            : 'bullets'
          : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
            ? node.name
            : node.type === 'code'
              ? node.lang
              : undefined;
    found.add(detail === undefined || detail === null ? node.type : `${node.type} ${detail}`);
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(parse(body));
  return found;
}

/**
 * The fewest items (greedily, in the order given) whose constructs cover every construct of every item.
 * `group` keeps kinds apart (a post's title and an FAQ's are different editor fields).
 */
export function coveringEveryConstruct<T>(
  items: readonly T[],
  text: (item: T) => string,
  group: (item: T) => string = () => '',
): T[] {
  const constructs = new Map(
    items.map((item) => [item, new Set([...constructsOf(text(item))].map((c) => `${group(item)} ${c}`))]),
  );
  const uncovered = new Set([...constructs.values()].flatMap((c) => [...c]));
  const chosen: T[] = [];
  while (uncovered.size > 0) {
    let best = items[0];
    let gain = 0;
    for (const item of items) {
      const adds = [...constructs.get(item)!].filter((c) => uncovered.has(c)).length;
      if (adds > gain) [best, gain] = [item, adds];
    }
    chosen.push(best);
    for (const c of constructs.get(best)!) uncovered.delete(c);
  }
  return items.filter((item) => chosen.includes(item));
}
