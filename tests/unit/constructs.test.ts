/**
 * @jest-environment node
 *
 * The set of content files the costly browser specs run on (tests/helpers/constructs): between them, every
 * construct any file uses; a post in the usual shape adds nothing, a post with something new is picked.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {constructsOf, coveringEveryConstruct} from '../helpers/constructs';
import {siteDir} from '../helpers/records';

const post = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;
const usual = post('title: "Deck care"\ntags: [maintenance]', 'Sweep it.\n\n## Spring\n\n- Wash\n- Seal');

describe('the files the editor round trip and the copies’ visits run on', () => {
  it('names front-matter styles and body constructs', () => {
    const text = post(
      "title: 'Quoted'\ndate: 2025-10-04\ntags:\n  - a\n  - b",
      '## Two\n\n1. One\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n<CallButton />\n\n{/* truncate */}',
    );
    expect([...constructsOf(text)]).toEqual(
      expect.arrayContaining([
        'front matter title: QUOTE_SINGLE',
        'front matter date: PLAIN',
        'front matter tags: BLOCK_SEQ',
        'heading 2',
        'list ordered',
        'table',
        'mdxJsxFlowElement CallButton',
        'mdxFlowExpression',
      ]),
    );
  });

  it('adds nothing for a post in the usual shape, and picks the one with something new', () => {
    const table = post('title: "Costs"\ntags: [cost]', 'Compare.\n\n| Board | Cost |\n| - | - |\n| Pine | $8 |');
    const files = [usual, usual.replace('Deck care', 'Stain'), table, usual.replace('Spring', 'Fall')];
    expect(coveringEveryConstruct(files, (f) => f)).toEqual([usual, table]);
    expect(coveringEveryConstruct([usual], (f) => f)).toEqual([usual]);
  });

  it('keeps kinds apart: the same construct in a post and an FAQ is picked in each', () => {
    const files = [
      {kind: 'blog', text: usual},
      {kind: 'faq', text: usual},
    ];
    expect(
      coveringEveryConstruct(
        files,
        (f) => f.text,
        (f) => f.kind,
      ),
    ).toEqual(files);
  });

  it('covers every construct of this repository’s posts and FAQs', () => {
    const files = ['blog', 'faqs'].flatMap((dir) =>
      readdirSync(join(siteDir, dir))
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => ({dir, text: readFileSync(join(siteDir, dir, f), 'utf8')})),
    );
    const chosen = coveringEveryConstruct(
      files,
      (f) => f.text,
      (f) => f.dir,
    );
    const every = (list: typeof files) =>
      new Set(list.flatMap((f) => [...constructsOf(f.text)].map((c) => `${f.dir} ${c}`)));
    expect(every(chosen)).toEqual(every(files));
  });
});
