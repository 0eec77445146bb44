/**
 * Tiny readers for the built HTML, which is minified (attribute values may be
 * unquoted). Used by request-level tests that do not need a browser.
 */
const value = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`;

/** Every value of `attr` on `<tag>` elements, e.g. attrValues(html, 'a', 'href'). */
export function attrValues(html: string, tag: string, attr: string): string[] {
  const re = new RegExp(String.raw`<${tag}\b[^>]*?\s${attr}=${value}`, 'gi');
  return [...html.matchAll(re)].map((m) => decode(m[1] ?? m[2] ?? m[3] ?? ''));
}

/** The content of <meta name|property="key">. */
export function metaContent(html: string, key: string): string | undefined {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const name = attrValues(tag, 'meta', '(?:name|property)')[0];
    if (name === key) return attrValues(tag, 'meta', 'content')[0];
  }
  return undefined;
}

export function titleOf(html: string): string {
  return decode(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '');
}

function decode(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The JSON-LD nodes of a page, as a crawler reads them (top-level blocks and the members of each @graph). */
export function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => JSON.parse(m[1]))
    .flatMap((block) => block['@graph'] ?? [block]);
}

/** A page's visible words, as the built HTML has them (scripts and styles dropped, tags as spaces, entities decoded). */
export function visibleText(html: string): string {
  return decode(
    html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}
