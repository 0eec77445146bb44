/**
 * Tiny readers for the built HTML, which is minified (attribute values may be
 * unquoted). Used by request-level tests that do not need a browser.
 */
import {readPage, tagsNamed} from '../../plugins/post-build/html';

const value = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`;

/** Every value of `attr` on `<tag>` elements, e.g. attrValues(html, 'a', 'href'). */
export function attrValues(html: string, tag: string, attr: string): string[] {
  const re = new RegExp(String.raw`<${tag}\b[^>]*?\s${attr}=${value}`, 'gi');
  return [...html.matchAll(re)].map((m) => decode(m[1] ?? m[2] ?? m[3] ?? ''));
}

/** The content of <meta name|property="key">, read by the build's own HTML parser (a '>' in a value is no end). */
export function metaContent(html: string, key: string): string | undefined {
  return readPage(html).find((t) => t.name === 'meta' && (t.attrs.name ?? t.attrs.property) === key)?.attrs.content;
}

/** The hrefs of <link rel="rel">. */
export function linkHrefs(html: string, rel: string): string[] {
  return tagsNamed(readPage(html), 'link', {rel}).map((t) => t.attrs.href);
}

/** The text of each h1, markup dropped. */
export function h1Texts(html: string): string[] {
  return tagsNamed(readPage(html), 'h1').map((t) => t.text);
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
