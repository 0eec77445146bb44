/**
 * A Decap CMS format for Markdown/MDX files with YAML front matter that
 * writes back exactly what the writer changed.
 *
 * Decap's own `frontmatter` format (decap-cms-core/src/formats/frontmatter.ts
 * and yaml.ts) throws the file's text away after parsing and, on save, builds
 * a new YAML document from the values: keys sorted into the collection's field
 * order, flow lists (`tags: [design]`) turned into block lists, quotes dropped
 * where YAML does not need them and long strings folded at 80 columns.
 *
 * This format keeps the front matter's original text in the entry's data under
 * a key that is no field (ORIGINAL_KEY; Decap keeps such keys: its
 * serializeValues merges unknown keys back, decap-cms-core
 * src/lib/serializeEntryValues.js). toFile gets nothing else that names the
 * file (only the values, the field order and the fields' comments), so the
 * text has to travel with the values. The value is JSON ({frontMatter,
 * bodyStart, eol}) so that an editor that trims string values (Sveltia CMS
 * does) cannot change it; bodyStart is the blank lines between the closing
 * `---` and the text, which such an editor trims off the body too.
 *
 * On save it compares the values handed back with the values that text held
 * and rewrites only the top-level pairs whose value differs, spliced into the
 * original text by source range. Every other byte (order, quotes, flow lists,
 * comments, blank lines, long lines) is the file's own. A changed pair is
 * printed from the original node, patched in place, so it keeps its own
 * quoting and flow/block style too. A key the file did not have is added
 * only with a non-empty value (an editor that fills `sources: []` into an
 * untouched entry adds nothing).
 *
 * Entries that have no original text (new entries) are printed in the
 * collection's field order, lists of plain values as flow lists, no folding.
 *
 * The body is the text after the closing `---` line, untouched: Decap's
 * markdown widget in raw mode splits it on "\n" and joins it back, so it
 * round-trips byte for byte (decap-cms-widget-markdown RawEditor.js). Only
 * its leading blank lines are put back as the file had them.
 *
 * ./register.ts registers it after decap-cms.js; config.ts sets
 * `format: frontmatter-preserving` on the collections.
 */
import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Pair,
  Scalar,
  type Node,
  type ParseOptions,
  type DocumentOptions,
  type SchemaOptions,
  type ToStringOptions,
  type ScalarTag,
} from 'yaml';

/** The format's name, as config.yml's collections name it. */
export const FORMAT_NAME = 'frontmatter-preserving';

/** The data key that carries the original front matter text; no collection may have a field of this name. */
export const ORIGINAL_KEY = '__frontMatterSource';

type Data = Record<string, unknown>;

/**
 * Decap's own YAML timestamp tag (decap-cms-core src/formats/yaml.ts): a full
 * UTC timestamp is a Date, so datetime widgets see the type they see with
 * Decap's format. Everything else is YAML 1.2 core schema, as in Decap.
 */
const timestampTag: ScalarTag = {
  identify: (value) => value instanceof Date,
  default: true,
  tag: '!timestamp',
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (str) => new Date(str),
  stringify: (item) => ((item as Scalar).value as Date).toISOString(),
};

const parseOptions: ParseOptions & DocumentOptions & SchemaOptions = {customTags: [timestampTag]};

/** How changed or new pairs are printed: never folded, `[a, b]` as the site writes flow lists. */
const printOptions: ToStringOptions = {lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false};

/** What fromFile keeps under ORIGINAL_KEY (as JSON). */
interface Original {
  /** The YAML between the `---` lines, as the file has it. */
  readonly frontMatter: string;
  /** The blank lines between the closing `---` and the body's text. */
  readonly bodyStart: string;
  /** The file's line break ("\n" or "\r\n"), for the `---` lines and changed pairs. */
  readonly eol?: string;
}

function readOriginal(kept: unknown): Original | undefined {
  if (typeof kept !== 'string') return undefined;
  try {
    const original = JSON.parse(kept) as Original;
    return typeof original.frontMatter === 'string' && typeof original.bodyStart === 'string' ? original : undefined;
  } catch {
    return undefined;
  }
}

/** `---` line, the YAML, `---` line; the body is everything after the closing line's line break. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?\r?\n))?---[ \t]*(?:\r?\n|$)/;

function parse(source: string): Document.Parsed {
  const doc = parseDocument(source, parseOptions);
  for (const warning of doc.warnings) console.warn(`YAML warning: ${warning.message}`);
  if (doc.errors.length > 0) throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`);
  return doc;
}

const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Structural equality of two JSON-like values (Dates by time). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameValue(a[k], b[k]));
  }
  return false;
}

/** A value Decap may fill in for a field the file never had: not worth a new line. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);

const keyOf = (pair: Pair): string => String(isScalar(pair.key) ? pair.key.value : pair.key);

/** A new node for a value, with lists of plain values as flow lists unless told otherwise. */
function newNode(doc: Document, value: unknown, flow?: boolean): Node {
  const node = doc.createNode(value) as Node;
  const style = (n: unknown): void => {
    if (isSeq(n)) {
      n.flow = flow ?? n.items.every((item) => isScalar(item));
      n.items.forEach(style);
    } else if (isMap(n)) n.items.forEach((p) => style(p.value));
  };
  style(node);
  return node;
}

/**
 * The node for `value`, reusing `node` and its style (quote type, flow or
 * block, comments) wherever the shape allows: scalars take the new value,
 * lists and maps are patched item by item.
 */
function patchNode(doc: Document, node: unknown, value: unknown): Node {
  if (isScalar(node) && !isCollectionValue(value)) {
    if (!sameValue(node.value, value)) {
      node.value = value;
      // A number's source text (e.g. 06) and format no longer describe it.
      delete node.source;
      delete node.format;
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    value.forEach((item, i) => {
      node.items[i] = i < node.items.length ? patchNode(doc, node.items[i], item) : newNode(doc, item, node.flow);
    });
    node.items.length = value.length;
    return node;
  }
  if (isMap(node) && isPlainObject(value)) {
    node.items = node.items.filter((pair) => keyOf(pair) in value);
    for (const [key, item] of Object.entries(value)) {
      const pair = node.items.find((p) => keyOf(p) === key);
      if (pair) pair.value = patchNode(doc, pair.value, item);
      else if (!isEmpty(item)) node.items.push(new Pair(new Scalar(key), newNode(doc, item, node.flow)));
    }
    return node;
  }
  // A different shape (a list where a string was): a new node.
  return newNode(doc, value, isCollection(node) ? node.flow : undefined);
}

const isCollectionValue = (value: unknown) => Array.isArray(value) || isPlainObject(value);

/** `key: value` for one top-level pair, printed alone (no comments before it: those stay in the text). */
function printPair(pair: Pair): string {
  const doc = new Document({}, parseOptions);
  const key = isScalar(pair.key) ? new Scalar(pair.key.value) : pair.key;
  const value = pair.value;
  if (isScalar(value) || isCollection(value)) delete (value as Scalar).comment; // the line's trailing comment stays in the text
  (doc.contents as unknown as {items: Pair[]}).items.push(new Pair(key, value));
  return doc.toString(printOptions).replace(/\n+$/, '');
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Offsets of one top-level pair in the source: from its key to the end of its value's last line. */
function pairSpan(source: string, pair: Pair): {start: number; end: number; lineEnd: number} {
  const key = pair.key as Node;
  const start = key.range![0];
  let end = isScalar(pair.value) || isCollection(pair.value) ? pair.value.range![1] : key.range![1];
  while (end > start && /\s/.test(source[end - 1])) end--;
  const nl = source.indexOf('\n', end);
  const lineEnd = nl === -1 ? source.length : nl + 1;
  return {start, end, lineEnd};
}

/**
 * The original front matter text with the changes between its values and
 * `values` applied: changed pairs replaced in place, removed pairs cut, new
 * pairs inserted after the pair that precedes them in the field order.
 */
export function patchFrontMatter(source: string, values: Data, fieldOrder: readonly string[] = [], eol = '\n'): string {
  const doc = parse(source);
  if (!isMap(doc.contents)) return printFresh(values, fieldOrder);
  const before = (doc.toJS() ?? {}) as Data;
  const pairs = doc.contents.items as Pair[];
  const edits: Edit[] = [];

  for (const pair of pairs) {
    const key = keyOf(pair);
    const span = pairSpan(source, pair);
    if (!(key in values) || values[key] === undefined) {
      // Cut the pair's lines, from the start of its key's line.
      const lineStart = source.lastIndexOf('\n', span.start - 1) + 1;
      edits.push({start: lineStart, end: span.lineEnd, text: ''});
    } else if (!sameValue(before[key], values[key])) {
      pair.value = patchNode(doc, pair.value, values[key]);
      edits.push({start: span.start, end: span.end, text: printPair(pair).replace(/\n/g, eol)});
    }
  }

  // New keys: after the last present key that comes before them in the field order, else at the end.
  const present = new Set(pairs.map(keyOf));
  const added = Object.keys(values).filter((k) => !present.has(k) && !isEmpty(values[k]));
  const rank = (k: string) => (fieldOrder.includes(k) ? fieldOrder.indexOf(k) : Infinity);
  for (const key of added.sort((a, b) => rank(a) - rank(b))) {
    const preceding = pairs.filter((p) => rank(keyOf(p)) < rank(key)).pop();
    const at = preceding ? pairSpan(source, preceding).lineEnd : source.length;
    const text = `${printPair(new Pair(new Scalar(key), newNode(doc, values[key])))}\n`.replace(/\n/g, eol);
    edits.push({start: at, end: at, text: at > 0 && source[at - 1] !== '\n' ? `${eol}${text}` : text});
  }

  // Apply from the end so earlier offsets stay valid (insertions at one point keep their order).
  let out = source;
  for (const edit of edits.map((e, i) => ({...e, i})).sort((a, b) => b.start - a.start || b.i - a.i))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** A new entry's front matter: field order, flow lists of plain values, no folding. */
export function printFresh(values: Data, fieldOrder: readonly string[] = []): string {
  const rank = (k: string) => (fieldOrder.includes(k) ? fieldOrder.indexOf(k) : Infinity);
  const doc = new Document({}, parseOptions);
  const keys = Object.keys(values)
    .filter((k) => values[k] !== undefined)
    .sort((a, b) => rank(a) - rank(b));
  for (const key of keys)
    (doc.contents as unknown as {items: Pair[]}).items.push(new Pair(new Scalar(key), newNode(doc, values[key])));
  return keys.length === 0 ? '' : doc.toString(printOptions);
}

/** Decap's formatter interface: fromFile(text) -> data, toFile(data, fieldOrder, comments) -> text. */
export const preservingFrontmatter = {
  fromFile(text: string): Data {
    const match = FRONT_MATTER.exec(text);
    if (!match) return text.trim() ? {body: text} : {};
    const source = match[1] ?? '';
    const values = (parse(source).toJS() ?? {}) as Data;
    const body = text.slice(match[0].length);
    const original: Original = {
      frontMatter: source,
      bodyStart: /^(?:[ \t]*\r?\n)*/.exec(body)![0],
      eol: text.startsWith('---\r\n') ? '\r\n' : '\n',
    };
    // As Decap's format: no body key for an empty body (its change detection expects that).
    return {...values, ...(body.trim() ? {body} : {}), [ORIGINAL_KEY]: JSON.stringify(original)};
  },

  toFile(data: Data, fieldOrder: string[] = []): string {
    const {body = '', [ORIGINAL_KEY]: kept, ...values} = data;
    const original = readOriginal(kept);
    const eol = original?.eol ?? '\n';
    let frontMatter = original
      ? patchFrontMatter(original.frontMatter, values, fieldOrder, eol)
      : printFresh(values, fieldOrder);
    if (frontMatter && !frontMatter.endsWith('\n')) frontMatter += eol;
    const text = String(body);
    // A file without front matter stays without (as gray-matter writes an empty one).
    if (!original && !frontMatter) return text;
    // The file's blank lines after `---`, whatever the editor did with the body's start.
    const start = original ? original.bodyStart + text.replace(/^(?:[ \t]*\r?\n)*/, '') : text;
    // Decap's entryToRaw adds a final line break when the text has none.
    return `---${eol}${frontMatter}---${eol}${start}`;
  },
};

export default preservingFrontmatter;
