/**
 * @jest-environment node
 *
 * The browser editor writes back what the writer changed, nothing else
 * (plugins/editor/format): every entry of every collection the editor offers,
 * opened and saved as Decap does, changes exactly the line the writer edited.
 * The browser suite does the same through the real /admin/ (admin.spec.ts),
 * on the entries that between them use every construct these use.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {ORIGINAL_KEY, preservingFrontmatter as format} from '@site/plugins/editor/format/preservingFrontmatter';
import {editorCollections} from '@site/plugins/editor/config';
import {collectionOf} from '@site/plugins/content-check/schema';
import {blogPosts, contentFiles} from '@site/plugins/content-check/routes';
import {siteDir} from '../helpers/records';

type Data = Record<string, unknown>;

/** Open and save as Decap does: fromFile, the writer's change, toFile with the field order, a final line break. */
function save(text: string, change: (data: Data) => Data, order: string[] = []): string {
  const out = format.toFile(change(structuredClone(format.fromFile(text))), order);
  return out.endsWith('\n') ? out : `${out}\n`;
}

/** The lines that differ between two texts, old and new. */
function changedLines(before: string, after: string): {removed: string[]; added: string[]} {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return {removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end)};
}

const entries = editorCollections.flatMap((c) => {
  const {dir, fields} = collectionOf(c.kind);
  const order = [...fields.map((f) => f.name), 'body'];
  return contentFiles(siteDir, dir, /\.mdx?$/)
    .filter((f) => !f.includes('/'))
    .map((f) => ({file: `${dir}/${f}`, kind: c.kind, order, text: readFileSync(join(siteDir, dir, f), 'utf8')}));
});

describe('saving an entry from the editor', () => {
  it('offers every post and FAQ answer', () => {
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(editorCollections.map((c) => c.kind)));
    // Every published post the editor can open (a file at the top of blog/), whatever their number.
    const posts = blogPosts(siteDir).filter((p) => !p.file.slice('blog/'.length).includes('/'));
    expect(posts.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.file)).toEqual(expect.arrayContaining(posts.map((p) => p.file)));
  });

  it.each(entries)('$file: opened and saved unchanged, byte for byte', ({text, order}) => {
    expect(save(text, (d) => d, order)).toBe(text);
  });

  it.each(entries)('$file: one sentence added to the last paragraph is a one-line change', ({text, order}) => {
    const after = save(
      text,
      (d) => ({...d, body: String(d.body).replace(/\s*$/, ' We also check setbacks.\n')}),
      order,
    );
    const {removed, added} = changedLines(text, after);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([`${removed[0]} We also check setbacks.`]);
  });

  it.each(entries)('$file: a changed field is a one-line change, in its own quotes', ({text, kind, order}) => {
    const field = kind === 'faq' ? 'question' : 'description';
    const after = save(text, (d) => ({...d, [field]: `${String(d[field]).slice(0, -1)}, and more.`}), order);
    const {removed, added} = changedLines(text, after);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(added[0].startsWith(`${field}:`)).toBe(true);
    // Quoted where the file quoted it.
    expect(/^[a-z_]+: "/.test(added[0])).toBe(/^[a-z_]+: "/.test(removed[0]));
    // Docusaurus reads the result as the writer meant it.
    const frontMatter = parseYaml(after.split('---')[1]) as Data;
    expect(frontMatter[field]).toBe(
      `${String(parseYaml(text.split('---')[1])![field as never]).slice(0, -1)}, and more.`,
    );
  });
});

describe('the format, case by case', () => {
  const doc = [
    '---',
    "# The post's key facts",
    'title: "Old title" # shown in search results',
    'tags: [design, planning]',
    'last_update:',
    '  date: 2026-11-24',
    'notes: |',
    '  line one',
    '  line two',
    'draft: true',
    '---',
    '',
    'Body.',
    '',
  ].join('\n');

  it.each<[string, (d: Data) => Data, string, string[]?]>([
    [
      'a scalar keeps its quotes and its trailing comment',
      (d) => ({...d, title: 'New: title'}),
      doc.replace('"Old title"', '"New: title"'),
    ],
    ['a flow list stays a flow list', (d) => ({...d, tags: ['safety']}), doc.replace('[design, planning]', '[safety]')],
    [
      'a nested map changes only its line',
      (d) => ({...d, last_update: {date: '2026-12-01'}}),
      doc.replace('date: 2026-11-24', 'date: 2026-12-01'),
    ],
    ['a block scalar keeps its |', (d) => ({...d, notes: 'line one\nline 2\n'}), doc.replace('line two', 'line 2')],
    [
      'a removed key loses its line',
      (d) => {
        const {draft: _draft, ...rest} = d;
        return rest;
      },
      doc.replace('draft: true\n', ''),
    ],
    [
      'a new key goes after the one before it in the field order',
      (d) => ({...d, slug: 'old-title'}),
      doc.replace('tags:', 'slug: old-title\ntags:'),
      ['title', 'slug', 'tags'],
    ],
    ['an empty value for a key the file never had is not written', (d) => ({...d, sources: []}), doc],
    [
      'the blank line after --- survives an editor that trims the body',
      (d) => ({...d, body: 'Body. More.'}),
      doc.replace('Body.', 'Body. More.'),
    ],
    [
      'the kept original survives an editor that trims strings',
      (d) => ({...d, [ORIGINAL_KEY]: String(d[ORIGINAL_KEY]).trim()}),
      doc,
    ],
  ])('%s', (...[, change, expected, order]) => {
    expect(save(doc, change, order)).toBe(expected);
  });

  it('keeps Windows line breaks, and a file without front matter without', () => {
    const crlf = '---\r\ntitle: "A"\r\norder: 1\r\n---\r\n\r\nText.\r\n';
    expect(save(crlf, (d) => ({...d, order: 2}))).toBe(crlf.replace('order: 1', 'order: 2'));
    expect(save('Just text.\n', (d) => d)).toBe('Just text.\n');
  });

  it('writes a new entry in field order, lists as flow lists, long lines unfolded', () => {
    const title = 'A title long enough that the yaml defaults would have folded it at eighty columns, twice';
    expect(
      save('', () => ({body: 'Hi.\n', tags: ['design'], title, read_time: 6}), ['title', 'read_time', 'tags', 'body']),
    ).toBe(`---\ntitle: ${title}\nread_time: 6\ntags: [design]\n---\nHi.\n`);
  });
});
