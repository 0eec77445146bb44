/** @jest-environment node */
// cspell:ignore calculater
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {
  blogReadingTime,
  checkContent,
  contentKindOf,
  contentProblems,
  uncaptionedTables,
} from '@site/plugins/content-check/checks';
import {postScaffold, scaffoldText} from '@site/plugins/new-post/scaffold';
import {checkFiles, formatProblem, markdownFiles} from '@site/plugins/content-check';
import {blogPosts, contentFiles} from '@site/plugins/content-check/routes';
import {business} from '@site/src/data/business';

const root = join(__dirname, '..', '..');

/** Front matter and body exactly as the build parses them. */
async function parse(text: string) {
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: 'x.mdx', fileContent: text});
  return {frontMatter: frontMatter as Record<string, unknown>, body: content};
}

/** An empty site with the blog's authors and categories, for files a test writes. */
function scratchSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'kdb-content-'));
  mkdirSync(join(site, 'blog'));
  for (const file of ['tags.yml', 'authors.yml'])
    writeFileSync(join(site, 'blog', file), readFileSync(join(root, 'blog', file)));
  return site;
}

async function check(file: string, text: string, siteDir = root) {
  const {frontMatter, body} = await parse(text);
  checkContent(siteDir, join(siteDir, file), frontMatter, body, text);
}

const goodPost = `---
slug: deck-size
title: "How Big Should Your Deck Be?"
description: "A sizing rule of thumb for East Tennessee homes."
keywords: [deck size]
authors: [kdb-team]
date: 2025-10-19
read_time: 6
tags: [planning]
image: ${business.logo.svg}
image_alt: "Illustration of a deck plan"
cta_label: Get Your Free Consultation
---

A real first paragraph.
`;
const withField = (field: string, value: string | null) =>
  goodPost.replace(new RegExp(`^${field}:.*\\n`, 'm'), value === null ? '' : `${field}: ${value}\n`);

describe('content checks: blog posts', () => {
  it('accept a complete post', async () => {
    await expect(check('blog/2025-10-19-deck-size.mdx', goodPost)).resolves.toBeUndefined();
  });

  it('name the file and the missing field', async () => {
    await expect(check('blog/x.mdx', withField('cta_label', null))).rejects.toThrow(
      'Blog post blog/x.mdx: front matter field "cta_label" is missing',
    );
  });

  it.each([
    ['slug', '"Deck Size!"', /"slug" is invalid/],
    ['read_time', '6 min', /"read_time" is invalid/],
    ['tags', '[design, planning]', /"tags" is invalid.*exactly one category/],
    ['keywords', '[]', /"keywords" is invalid/],
    ['date', 'October 2025', /"date" is invalid/],
    ['image', 'deck.png', /"image" is invalid/],
    ['authors', '[nobody]', /"authors" is invalid.*blog\/authors\.yml/],
    ['tags', '[gardening]', /"tags" is invalid.*blog\/tags\.yml/],
  ])('reject a bad %s', async (field, value, message) => {
    await expect(check('blog/x.mdx', withField(field, value))).rejects.toThrow(message);
  });

  it('reject a photo that is not there, next to the post or under static/', async () => {
    await expect(check('blog/x.mdx', withField('image', '/img/blog/missing.jpg'))).rejects.toThrow(
      'front matter field "image" points to a missing file: static/img/blog/missing.jpg',
    );
    await expect(check('blog/my-post/index.mdx', withField('image', './photo.jpg'))).rejects.toThrow(
      'points to a missing file: blog/my-post/photo.jpg',
    );
  });

  it('refuse the untouched new-post template once it is published, field by field', async () => {
    const site = scratchSite();
    const {file, text} = postScaffold({title: 'How to Winterize a Composite Deck', date: '2026-11-23'});
    mkdirSync(join(site, 'static', 'img', 'blog'), {recursive: true});
    writeFileSync(join(site, 'static', 'img', 'blog', 'how-to-winterize-a-composite-deck.jpg'), 'jpeg');
    // As a draft it is fine (and may point to a photo not yet added).
    await expect(check(file, text, site)).resolves.toBeUndefined();
    const published = text.replace('draft: true\n', '');
    await expect(check(file, published, site)).rejects.toThrow(
      `Blog post ${file}: front matter field "description" still holds the new-post template ("${scaffoldText.description}")`,
    );
    const described = published.replace(
      JSON.stringify(scaffoldText.description),
      '"How to get a composite deck through a Knoxville winter."',
    );
    await expect(check(file, described, site)).rejects.toThrow(/"image_alt" still holds the new-post template/);
    const alt = described.replace(JSON.stringify(scaffoldText.image_alt), '"A snow-dusted gray composite deck"');
    await expect(check(file, alt, site)).rejects.toThrow(
      `Blog post ${file}: the text still holds the new-post template ("${scaffoldText.intro}")`,
    );
  });
});

describe('content checks: scripts in the text', () => {
  it('name the line of a <script>, an on... handler or dangerouslySetInnerHTML, and leave fenced code alone', async () => {
    const text = `${goodPost}\n<script>alert(1)</script>\n\n<div onClick={() => go()}>x</div>\n\n<div dangerouslySetInnerHTML={{__html: x}} />\n\n\`\`\`html\n<script>shown()</script>\n\`\`\`\n`;
    const {frontMatter, body} = await parse(text);
    const lines = text.split('\n');
    const problems = contentProblems(root, join(root, 'blog/x.mdx'), frontMatter, body, text);
    expect(problems.map((p) => [p.line, p.message.slice(0, 45)])).toEqual(
      ['<script>alert', '<div onClick', '<div dangerously'].map((start) => [
        lines.findIndex((l) => l.startsWith(start)) + 1,
        'Blog post blog/x.mdx: the text holds a script',
      ]),
    );
  });
});

describe('content checks: city pages, guides and FAQs', () => {
  it('know each kind by its folder', () => {
    expect(contentKindOf(root, join(root, 'blog', 'a.mdx'))).toBe('blog');
    expect(contentKindOf(root, '@site/docs/service-areas/knoxville.mdx')).toBe('city');
    expect(contentKindOf(root, join(root, 'docs', 'service-areas', 'page', 'index.mdx'))).toBeNull();
    expect(contentKindOf(root, join(root, 'docs', 'resources', 'materials.mdx'))).toBe('guide');
    expect(contentKindOf(root, join(root, 'faqs', 'permits.mdx'))).toBe('faq');
    expect(contentKindOf(root, join(root, 'src', 'pages', 'help.mdx'))).toBeNull();
    expect(contentKindOf(root, join(root, 'docs', 'resources', '_partial.mdx'))).toBeNull();
  });

  it('name the file and field of a city page with an unknown city', async () => {
    const text = '---\ntitle: Decks in Nowhere\ndescription: Decks.\nkeywords: [decks]\ncity: nowhere\n---\n\nText.\n';
    await expect(check('docs/service-areas/nowhere.mdx', text)).rejects.toThrow(
      /^City page docs\/service-areas\/nowhere\.mdx: front matter field "city" is invalid: "nowhere"/,
    );
  });

  it('name the file and field of a guide without a description', async () => {
    await expect(
      check('docs/resources/x.mdx', '---\ntitle: A guide\nkeywords: [decks]\n---\n\nText.\n'),
    ).rejects.toThrow('Guide docs/resources/x.mdx: front matter field "description" is missing');
  });

  it('want a question and an order for an FAQ', async () => {
    await expect(
      check('faqs/x.mdx', '---\nquestion: How long does it take\norder: 2\n---\n\nAnswer.\n'),
    ).rejects.toThrow(/FAQ faqs\/x\.mdx: front matter field "question" is invalid/);
  });
});

describe('content checks: tables', () => {
  const table = '| Rule | Requirement |\n| --- | --- |\n| Height | At least 36 inches |\n';

  it('find a markdown table outside <ScrollTable>, by its header row', () => {
    expect(uncaptionedTables(`Intro.\n\n${table}`)).toEqual(['| Rule | Requirement |']);
    expect(uncaptionedTables(`|a|b|\n|:--|--:|\n|1|2|\n`)).toEqual(['|a|b|']);
  });

  it('accept a table inside <ScrollTable>, and table-like lines in fenced code', () => {
    expect(uncaptionedTables(`<ScrollTable label="Railing rules">\n\n${table}\n</ScrollTable>\n`)).toEqual([]);
    expect(uncaptionedTables(`\`\`\`\n${table}\`\`\`\n`)).toEqual([]);
    expect(uncaptionedTables('A line with a | pipe.\n\n---\n')).toEqual([]);
  });

  it('name the file of any MDX page, post or guide with an uncaptioned table', async () => {
    await expect(check('src/pages/x.mdx', `---\ntitle: X\n---\n\n${table}`)).rejects.toThrow(
      /^Page src\/pages\/x\.mdx: the text has a table without a caption \("\| Rule \| Requirement \|"\): wrap it in <ScrollTable/,
    );
    await expect(check('blog/x.mdx', `${goodPost}\n${table}`)).rejects.toThrow(
      /^Blog post blog\/x\.mdx: the text has a table/,
    );
  });
});

describe('npm run check:content', () => {
  it('finds no problem in any Markdown file of the site', async () => {
    const files = markdownFiles(root);
    // Every post, guide, city page and FAQ answer there is, whatever their number.
    expect(files).toEqual(
      expect.arrayContaining([
        ...blogPosts(root).map((p) => p.file),
        ...['docs/resources', 'docs/service-areas', 'faqs'].flatMap((dir) =>
          contentFiles(root, dir, /\.mdx?$/).map((f) => `${dir}/${f}`),
        ),
      ]),
    );
    expect((await checkFiles(root, files)).map((p) => formatProblem(p, false))).toEqual([]);
  });

  it('names the line of a bad field, a broken link and a missing image, and every problem at once', async () => {
    const site = scratchSite();
    mkdirSync(dirname(join(site, 'static', business.logo.svg)), {recursive: true});
    writeFileSync(join(site, 'static', business.logo.svg), '<svg/>');
    const post = withField('read_time', 'six').replace(
      'A real first paragraph.',
      'A real first paragraph.\n\nSee [the calculator](/resources/calculater) and ![a deck](/img/missing.jpg).',
    );
    writeFileSync(join(site, 'blog', 'post.mdx'), post);
    const problems = await checkFiles(site, ['blog/post.mdx']);
    const lineOf = (text: string) => post.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [lineOf('read_time:'), expect.stringMatching(/front matter field "read_time" is invalid: "six"/)],
      [lineOf('calculater'), 'blog/post.mdx: the link to /resources/calculater leads to no page on the site'],
      [lineOf('calculater'), 'blog/post.mdx: the image /img/missing.jpg is not in static/ (add the file there)'],
    ]);
    // On GitHub, each problem is an annotation on its line.
    expect(formatProblem(problems[0], true)).toBe(
      `::error file=blog/post.mdx,line=${lineOf('read_time:')},title=Content check::${problems[0].message}`,
    );
  });

  it('reports broken YAML with its line instead of crashing', async () => {
    const site = scratchSite();
    writeFileSync(join(site, 'blog', 'post.mdx'), '---\ntitle: "unclosed\nslug: x\n---\n\nText.\n');
    const [problem] = await checkFiles(site, ['blog/post.mdx']);
    expect(problem.message).toMatch(/front matter between the --- lines is not valid YAML/);
  });

  it('counts a file every problem of which the build would refuse', async () => {
    const {frontMatter, body} = await parse(withField('cta_label', null).replace('read_time: 6', 'read_time: 0'));
    expect(contentProblems(root, join(root, 'blog/x.mdx'), frontMatter, body).map((p) => p.message)).toEqual([
      expect.stringMatching(/"read_time" is invalid/),
      expect.stringMatching(/"cta_label" is missing/),
    ]);
  });
});

describe('reading time', () => {
  const defaultReadingTime = () => 3.2;
  it("uses the writer's read_time", () => {
    expect(blogReadingTime({frontMatter: {read_time: 8}, content: '', locale: 'en', defaultReadingTime})).toBe(8);
  });
  it('falls back to the word count estimate', () => {
    expect(blogReadingTime({frontMatter: {}, content: '', locale: 'en', defaultReadingTime})).toBe(3.2);
  });
});
