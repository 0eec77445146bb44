/**
 * Built pages are read with an HTML parser and edited in place
 * (plugins/post-build/html.ts): the cases a regular expression gets wrong,
 * and the bytes outside an edit left exactly as the build wrote them.
 */
import {applyEdits, inlineScripts, readPage, tagsNamed} from '@site/plugins/post-build/html';
import {cardContent} from '@site/plugins/social-cards/content';

describe('reading a built page', () => {
  it('finds a tag whatever its quoting, case or attribute order, and a ">" inside a value', () => {
    const html =
      '<HEAD><meta content="a > b" property=og:image><LINK href=/a.css REL="stylesheet"></HEAD><body></body>';
    const tags = readPage(html);
    const [meta] = tagsNamed(tags, 'meta', {property: 'og:image'});
    expect(html.slice(meta.start, meta.end)).toBe('<meta content="a > b" property=og:image>');
    const [link] = tagsNamed(tags, 'link', {rel: 'stylesheet'});
    expect(html.slice(link.start, link.end)).toBe('<LINK href=/a.css REL="stylesheet">');
  });

  it('is not fooled by markup inside a comment or a script', () => {
    const html = '<head><!-- </head> --><script>document.write("</head>")</script><title>T</title></head>';
    const [head] = tagsNamed(readPage(html), 'head');
    expect(html.slice(head.end - '</head>'.length, head.end)).toBe('</head>');
    expect(head.end).toBe(html.length);
  });

  it("reads an h1's words with entities decoded and nested markup dropped", () => {
    const [h1] = tagsNamed(readPage('<h1 class=a>Decks &amp; <em>Docks</em><a href=#x>\u200b</a></h1>'), 'h1');
    expect(h1.text).toBe('Decks & Docks\u200b');
    expect(cardContent('/blog/x', {h1: h1.text}).title).toBe('Decks & Docks');
  });

  it('hashes inline scripts only: not src=, data-src= is still inline, not JSON-LD', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script data-src=y>c("</div>")</script>' +
      '<script type="application/ld+json">{}</script><script type=module>b()</script>';
    expect(inlineScripts(html).map((s) => [s.body, s.executable])).toEqual([
      ['a()', true],
      ['c("</div>")', true],
      ['{}', false],
      ['b()', true],
    ]);
  });
});

describe('editing a built page', () => {
  it('changes only the spans it edits, from the end so positions hold', () => {
    const html = '<head><meta property=og:image content=x><link rel=stylesheet href=/a.css></head>';
    const tags = readPage(html);
    const [meta] = tagsNamed(tags, 'meta');
    const [link] = tagsNamed(tags, 'link');
    const [head] = tagsNamed(tags, 'head');
    const out = applyEdits(html, [
      {start: meta.start, end: meta.end, text: ''},
      {start: link.start, end: link.start, text: '<link rel=preload>'},
      {start: head.end - 7, end: head.end - 7, text: '<meta property=og:type>'},
    ]);
    expect(out).toBe('<head><link rel=preload><link rel=stylesheet href=/a.css><meta property=og:type></head>');
  });
});
