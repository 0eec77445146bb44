import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {blogReadingTime, validateBlogFrontMatter} from '@site/src/lib/blogFrontMatter';

// Docusaurus parses YAML with js-yaml; so do we, to test what the build sees.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as {load: (s: string) => Record<string, unknown>};

const root = join(__dirname, '..', '..');
const staticDir = join(root, 'static');

function frontMatterOf(path: string): Record<string, unknown> {
  const text = readFileSync(path, 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match) throw new Error(`no front matter in ${path}`);
  return yaml.load(match[1]);
}

const good = () => frontMatterOf(join(__dirname, '..', 'fixtures', 'blog', 'good-post.mdx'));

describe('blog front matter check', () => {
  it('accepts a complete post', () => {
    expect(() => validateBlogFrontMatter('blog/good-post.mdx', good(), staticDir)).not.toThrow();
  });

  it('names the file and the missing field', () => {
    const broken = frontMatterOf(join(__dirname, '..', 'fixtures', 'blog', 'broken-post.mdx'));
    expect(() => validateBlogFrontMatter('@site/blog/broken-post.mdx', broken, staticDir)).toThrow(
      'Blog post blog/broken-post.mdx: front matter field "cta_label" is missing',
    );
  });

  it.each([
    ['slug', 'Deck Size!', /"slug" is invalid/],
    ['read_time', '6 min', /"read_time" is invalid/],
    ['tags', ['design', 'planning'], /"tags" is invalid.*exactly one category/],
    ['keywords', [], /"keywords" is invalid/],
    ['date', 'October 2025', /"date" is invalid/],
    ['image', 'deck.png', /"image" is invalid/],
  ])('rejects a bad %s', (field, value, message) => {
    expect(() => validateBlogFrontMatter('blog/x.mdx', {...good(), [field]: value}, staticDir)).toThrow(message);
  });

  it('rejects a hero image that is not in static/', () => {
    expect(() => validateBlogFrontMatter('blog/x.mdx', {...good(), image: '/img/blog/missing.svg'}, staticDir)).toThrow(
      'front matter field "image" points to a missing file: static/img/blog/missing.svg',
    );
  });

  it('passes every real post in blog/', () => {
    const posts = readdirSync(join(root, 'blog')).filter((f) => f.endsWith('.mdx') || f.endsWith('.md'));
    posts.forEach((file) => {
      expect(() => validateBlogFrontMatter(`blog/${file}`, frontMatterOf(join(root, 'blog', file)), staticDir)).not.toThrow();
    });
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
