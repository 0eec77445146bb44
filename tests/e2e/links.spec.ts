import {test, expect} from './fixtures';
import {routes} from './routes';
import {attrValues} from './html';

// A crawl of the built site from the sitemap's routes: every internal link
// and every image resolves (the build already fails on broken Markdown
// links; this also covers React pages, CSS backgrounds aside).
test('no broken internal link or missing image on any page', async ({request}) => {
  const pages = new Set(routes);
  const checked = new Map<string, number>();
  const broken: string[] = [];
  const unlinked: string[] = [];
  const status = async (url: string) => {
    if (!checked.has(url)) checked.set(url, (await request.get(url, {maxRedirects: 5})).status());
    return checked.get(url)!;
  };
  for (const route of pages) {
    const html = await (await request.get(route)).text();
    const hrefs = attrValues(html, 'a', 'href')
      .map((h) => h.split('#')[0])
      .filter((h) => h.startsWith('/'));
    const srcs = attrValues(html, 'img', 'src').filter((s) => s.startsWith('/'));
    // Every page has the site's menu: a page the crawl finds no link on was not read.
    if (hrefs.length === 0) unlinked.push(route);
    for (const url of [...new Set([...hrefs, ...srcs])]) {
      const code = await status(url);
      if (code !== 200) broken.push(`${route} -> ${url} (${code})`);
    }
  }
  expect(broken).toEqual([]);
  expect(unlinked).toEqual([]);
  expect(checked.size).toBeGreaterThan(0);
});
