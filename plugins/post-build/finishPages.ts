import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import pMap from 'p-map';
import {join} from 'node:path';
import {pageFile} from '../../build-time/pages';
import {commonFile, faces} from '../fonts';
import {socialCards} from '../social-cards';
import {applyEdits, escapeAttr, readPage, tagsNamed, type Edit, type Tag} from './html';

/** The font files every page uses (plugins/fonts), as the bundler names them: name, content hash. */
const criticalFonts = faces.map((face) => new RegExp(`^${commonFile(face)}-[0-9a-f]+\\.woff2$`));

/** Docusaurus's own image tags (the site default, a post's SVG hero): the card replaces them. */
const imageMeta = /^(og:image(:[a-z]+)?|twitter:image(:[a-z]+)?|twitter:card)$/;

/**
 * Replaces a page whole: the search index reads the pages at the same time (every plugin's postBuild
 * runs at once), and a page rewritten in place could be read half written.
 */
async function replacePage(file: string, html: string): Promise<void> {
  await writeFile(`${file}.tmp`, html);
  await rename(`${file}.tmp`, file);
}

/** The font preloads, just before the page's first stylesheet. */
function preloadFonts(tags: readonly Tag[], preloads: string): Edit {
  const [stylesheet] = tagsNamed(tags, 'link', {rel: 'stylesheet'});
  if (!stylesheet) throw new Error('finishPages: a page without a stylesheet');
  return {start: stylesheet.start, end: stylesheet.start, text: preloads};
}

/**
 * Finishes every page of the build, each read and written once:
 * - its social card: drawn at build time (plugins/social-cards), with the
 *   og:image tags and their alt text, and og:type "website" where Docusaurus
 *   set none (posts are "article");
 * - preloads for the web fonts' common characters (the bundler hashes their names, so the
 *   links can only be added now): text paints in its final face without
 *   waiting behind the app's JavaScript.
 */
export async function finishPages({
  outDir,
  routesPaths,
  siteUrl,
  cacheDir,
}: {
  outDir: string;
  routesPaths: string[];
  siteUrl: string;
  cacheDir: string;
}): Promise<{pages: number; drawn: number}> {
  const fonts = (await readdir(join(outDir, 'assets', 'fonts'))).filter((f) => criticalFonts.some((re) => re.test(f)));
  if (fonts.length !== criticalFonts.length) {
    throw new Error(
      `finishPages: expected ${criticalFonts.length} critical fonts in build/assets/fonts, found ${fonts.join(', ') || 'none'}`,
    );
  }
  const preloads = fonts
    .map((f) => `<link rel="preload" href="/assets/fonts/${f}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const routes = routesPaths.filter((route) => !route.endsWith('404.html'));
  // Every page read once: its headings for its card, and every edit but the card's tags.
  const pages = await pMap(
    routes,
    async (route) => {
      const file = pageFile(outDir, route);
      const html = await readFile(file, 'utf8');
      const tags = readPage(html);
      const [h1] = tagsNamed(tags, 'h1');
      const [title] = tagsNamed(tags, 'title');
      const metaTags = tagsNamed(tags, 'meta');
      const type = metaTags.some((m) => m.attrs.property === 'og:type')
        ? ''
        : '<meta property="og:type" content="website">';
      const [head] = tagsNamed(tags, 'head');
      const headEnd = head.end - '</head>'.length;
      const edits: Edit[] = [
        ...metaTags
          .filter((m) => imageMeta.test(m.attrs.property ?? m.attrs.name ?? ''))
          .map((m) => ({start: m.start, end: m.end, text: ''})),
        preloadFonts(tags, preloads),
      ];
      return {route, file, html, headings: {h1: h1?.text, title: title?.text}, headEnd, type, edits};
    },
    {concurrency: availableParallelism() * 2},
  );
  const cards = await socialCards(pages, {outDir, siteUrl, cacheDir});
  await pMap(
    pages,
    ({route, file, html, headEnd, type, edits}) => {
      const meta = cards.tags
        .get(route)!
        .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`)
        .join('');
      return replacePage(file, applyEdits(html, [...edits, {start: headEnd, end: headEnd, text: `${meta}${type}`}]));
    },
    {concurrency: availableParallelism() * 2},
  );
  const notFound = pageFile(outDir, '/404.html');
  const page = await readFile(notFound, 'utf8');
  await replacePage(notFound, applyEdits(page, [preloadFonts(readPage(page), preloads)]));
  return {pages: routes.length, drawn: cards.drawn};
}
