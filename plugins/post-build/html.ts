/**
 * Built pages, read with an HTML parser (htmlparser2) and edited in place:
 * the reader finds elements by what they are (a <meta> by its property, the
 * first stylesheet, the inline scripts, the h1's words) and where they start
 * and end in the file, and edits splice text at those places, so every byte
 * of the minified page outside an edit stays as the build wrote it.
 */
import {Parser} from 'htmlparser2';

export interface Tag {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** Where the tag's markup starts, and where the element ends (after its close tag), in the page's text. */
  readonly start: number;
  readonly end: number;
  /** The element's text, entities decoded and markup dropped. */
  readonly text: string;
}

/** Every element of a page with its place in the text (the head's and the body's alike). */
export function readPage(html: string): Tag[] {
  const tags: Tag[] = [];
  const open: {name: string; attrs: Record<string, string>; start: number; text: string[]}[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        open.push({name, attrs, start: parser.startIndex, text: []});
      },
      ontext(text) {
        for (const element of open) element.text.push(text);
      },
      onclosetag(name) {
        const element = open.pop();
        if (!element || element.name !== name) return;
        tags.push({...element, end: parser.endIndex + 1, text: element.text.join('').trim()});
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return tags.sort((a, b) => a.start - b.start);
}

/** The tags of a page with this name (and, when given, these attribute values). */
export const tagsNamed = (tags: readonly Tag[], name: string, attrs: Record<string, string | RegExp> = {}): Tag[] =>
  tags.filter(
    (t) =>
      t.name === name &&
      Object.entries(attrs).every(([k, v]) => (typeof v === 'string' ? t.attrs[k] === v : v.test(t.attrs[k] ?? ''))),
  );

export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The page with each edit's span replaced by its text (spans must not overlap). */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  let out = html;
  for (const {start, end, text} of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/** Text made safe inside a double-quoted attribute. */
export const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The inline scripts' bodies, as the CSP hashes them: not external scripts, not JSON-LD or other data blocks. */
export function inlineScripts(html: string): string[] {
  return tagsNamed(readPage(html), 'script')
    .filter((t) => !('src' in t.attrs) && !/^application\/(ld\+)?json$/i.test(t.attrs.type ?? ''))
    .map((t) => {
      // The body exactly as written in the file (the hash is of the bytes, before any decoding).
      const open = html.indexOf('>', t.start) + 1;
      return html.slice(open, t.end - '</script>'.length);
    });
}
