/**
 * The words of a short Markdown/MDX passage (an FAQ answer), for places that
 * need plain text, such as FAQPage JSON-LD. Fact components become the words
 * they stand for; links keep their text; other markup goes.
 */
export function markdownToPlainText(markdown: string, facts: Readonly<Record<string, string>> = {}): string {
  return markdown
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '') // MDX comments
    .replace(/<([A-Z]\w*)\s*\/>/g, (_, name: string) => facts[name] ?? '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '') // other tags keep their content
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s?)/gm, '') // headings, list markers, quotes
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
