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
  /** Where the tag's markup starts, where its opening tag ends, and where the element ends (after its close tag). */
  readonly start: number;
  readonly openEnd: number;
  readonly end: number;
  /** The element's text, entities decoded and markup dropped. */
  readonly text: string;
}

/** An element found by readPage: its text is joined when read (the build reads an h1's and a title's). */
class PageTag implements Tag {
  constructor(
    readonly name: string,
    readonly attrs: Readonly<Record<string, string>>,
    readonly start: number,
    readonly openEnd: number,
    readonly end: number,
    /** The page's text nodes, and this element's among them. */
    private readonly texts: readonly string[],
    private readonly textFrom: number,
    private readonly textTo: number,
  ) {}
  get text(): string {
    return this.texts.slice(this.textFrom, this.textTo).join('').trim();
  }
}

/**
 * Every element of a page with its place in the text (the head's and the body's alike). The page's text nodes are
 * kept once, in order, and each element knows its own run of them: joining every element's text as the page was
 * parsed copied each text node into all its ancestors', and made reading a page 3.5 times as slow as parsing it.
 */
export function readPage(html: string): Tag[] {
  const tags: Tag[] = [];
  const texts: string[] = [];
  const open: {name: string; attrs: Record<string, string>; start: number; openEnd: number; textFrom: number}[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        // The parser's own end of the opening tag: a '>' inside an attribute value is not it.
        open.push({name, attrs, start: parser.startIndex, openEnd: parser.endIndex + 1, textFrom: texts.length});
      },
      ontext(text) {
        texts.push(text);
      },
      onclosetag(name) {
        const e = open.pop();
        if (!e || e.name !== name) return;
        tags.push(new PageTag(name, e.attrs, e.start, e.openEnd, parser.endIndex + 1, texts, e.textFrom, texts.length));
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

/** A script type the browser runs (HTML's JavaScript MIME types and module); any other type is a data block. */
const executable = (type: string | undefined): boolean =>
  !type?.trim() ||
  /^(module|(text|application)\/(x-)?(javascript|ecmascript)|text\/(jscript|livescript))$/i.test(type.trim());

/** Where in a page an inline script sits: the head (Helmet and plugins' head tags), the app's markup, or the template's body around it. */
export type ScriptPlace = 'head' | 'app' | 'template';

export interface InlineScript {
  /** The body exactly as written in the file (a CSP hash is of these bytes, before any decoding). */
  readonly body: string;
  readonly place: ScriptPlace;
  /** False for a data block (JSON-LD and other non-JavaScript types), which the browser never runs. */
  readonly executable: boolean;
}

/** A page's inline scripts (not external ones), where each sits and whether the browser runs it. */
export function inlineScripts(html: string): InlineScript[] {
  const tags = readPage(html);
  const [head] = tagsNamed(tags, 'head');
  const [app] = tagsNamed(tags, 'div', {id: '__docusaurus'});
  const within = (t: Tag, outer: Tag | undefined) => !!outer && t.start > outer.start && t.end <= outer.end;
  return tagsNamed(tags, 'script')
    .filter((t) => !('src' in t.attrs))
    .map((t) => ({
      body: html.slice(t.openEnd, t.end - '</script>'.length),
      place: within(t, head) ? 'head' : within(t, app) ? 'app' : 'template',
      executable: executable(t.attrs.type),
    }));
}
