/**
 * The CSP's inline scripts (plugins/post-build/inlineScripts.ts): the build hashes only the scripts it
 * ships by design (build-time/security.ts), and refuses a page whose head or content holds any other,
 * naming the page and its file. JSON-LD is escaped so no front-matter value can end its script.
 */
import {createHash} from 'node:crypto';
import {designedInlineScripts} from '@site/build-time/security';
import {designedScriptHashes, pageScripts, type BuiltPage} from '@site/plugins/post-build/inlineScripts';
import {inlineScripts} from '@site/plugins/post-build/html';
import {jsonLdText} from '@site/src/lib/structuredData';

const designed = designedInlineScripts.map((s, i) => `start${i}()`);
const hash = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

/** A page as the template writes it: head, the app's markup, the designed scripts around it. */
function page({head = '', app = '<main><h1>Decks</h1></main>', template = designed} = {}): string {
  const [first, ...rest] = template.map((body) => `<script>${body}</script>`);
  return (
    `<!DOCTYPE html><html><head><title>T</title>${head}</head><body>${first ?? ''}` +
    `<div id="__docusaurus">${app}</div>${rest.join('')}</body></html>`
  );
}

const jsonLd = (data: unknown) => `<script data-rh="true" type="application/ld+json">${jsonLdText(data)}</script>`;
const title = '</script><script>window.pwned = 1</script> & <!-- \u2028';

describe('JSON-LD text', () => {
  it('reads back as the same data, with no character that can end or comment out its script', () => {
    const data = {headline: title, keywords: ['<b>', 'a > b']};
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
    // In a page, the parser sees one data block and no script at all.
    const scripts = inlineScripts(page({head: jsonLd(data)}));
    expect(scripts.filter((s) => s.place === 'head')).toEqual([{body: text, place: 'head', executable: false}]);
  });
});

describe('the inline scripts of a built page', () => {
  it("takes a script's body from the parser's end of its opening tag, not the first '>'", () => {
    const [script] = inlineScripts('<head><script data-note="a > b">go()</script></head>');
    expect(script.body).toBe('go()');
  });

  it('tells where each sits: the head, the app, or the template around it', () => {
    const html = page({head: '<script>h()</script>', app: '<main><script>a()</script></main>'});
    expect(inlineScripts(html).map((s) => [s.body, s.place])).toEqual([
      ['h()', 'head'],
      [designed[0], 'template'],
      ['a()', 'app'],
      ...designed.slice(1).map((body) => [body, 'template']),
    ]);
  });
});

describe('the scripts the CSP allows', () => {
  // Each page checked alone, as the build reads them, then all of them together.
  const hashes = (pages: BuiltPage[]) => designedScriptHashes(pages.map(pageScripts));

  it('are exactly the designed ones, one hash each, whatever JSON-LD the pages carry', () => {
    const pages = [
      {route: '/', html: page({head: jsonLd({name: 'Decks'})})},
      {route: '/blog/x', html: page({head: jsonLd({headline: title})}), source: 'blog/x.mdx'},
    ];
    expect(hashes(pages)).toEqual(designed.map(hash));
  });

  it("refuse a script in a page's content, naming the page and the file it came from", () => {
    const pages = [{route: '/blog/x', html: page({app: '<p><script>steal()</script></p>'}), source: 'blog/x.mdx'}];
    expect(() => hashes(pages)).toThrow(
      /\/blog\/x \(from blog\/x\.mdx\): an inline script in the page's content .*"steal\(\)"/,
    );
  });

  it('refuse a script in the head, such as unescaped JSON-LD a title broke out of', () => {
    const raw = `<script type="application/ld+json">${JSON.stringify({headline: title})}</script>`;
    const pages = [{route: '/blog/x', html: page({head: raw}), source: 'blog/x.mdx'}];
    expect(() => hashes(pages)).toThrow(
      /\/blog\/x \(from blog\/x\.mdx\): an inline script in the page's head .*window\.pwned/,
    );
  });

  it('refuse a data block that is not escaped JSON, and a module script like any other', () => {
    expect(() =>
      hashes([{route: '/a', html: page({head: '<script type="application/ld+json">{"a":"<b>"}</script>'})}]),
    ).toThrow(/\/a \(no content file of its own.*\): a data block that is not escaped JSON/);
    expect(() => hashes([{route: '/a', html: page({app: '<script type=module>m()</script>'})}])).toThrow(
      /an inline script in the page's content/,
    );
  });

  it('refuse a script a plugin adds around the app, or a designed one that differs between pages', () => {
    expect(() => hashes([{route: '/', html: page({template: [...designed, 'extra()']})}])).toThrow(
      `/: ${designed.length + 1} inline scripts around the app where build-time/security.ts names ${designed.length}`,
    );
    const other = ['changed()', ...designed.slice(1)];
    expect(() =>
      hashes([
        {route: '/', html: page()},
        {route: '/about', html: page({template: other})},
      ]),
    ).toThrow(`the ${designedInlineScripts[0].name} script differs between pages`);
  });
});
