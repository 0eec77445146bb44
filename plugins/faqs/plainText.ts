/**
 * The words of a short Markdown/MDX passage (an FAQ answer), for places that
 * need plain text, such as FAQPage JSON-LD. Fact components become the words
 * they stand for; links keep their text; other markup goes.
 */
/** What a component stands for in words: a fixed text, or one made from its attributes. */
export type Fact = string | ((props: Readonly<Record<string, string | true>>) => string);

export function markdownToPlainText(markdown: string, facts: Readonly<Record<string, Fact>> = {}): string {
  return markdown
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '') // MDX comments
    .replace(/<([A-Z]\w*)((?:\s+[a-z]\w*(?:="[^"]*")?)*)\s*\/>/g, (_, name: string, attrs: string) => {
      const fact = facts[name];
      if (typeof fact !== 'function') return fact ?? '';
      const props = Object.fromEntries(
        [...attrs.matchAll(/([a-z]\w*)(?:="([^"]*)")?/g)].map(([, key, value]) => [key, value ?? true]),
      );
      return fact(props);
    })
    .replace(/<\/?[A-Za-z][^>]*>/g, '') // other tags keep their content
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s?)/gm, '') // headings, list markers, quotes
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
