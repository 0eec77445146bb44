import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {pageFile} from '../../build-time/pages';
import {socialCard} from '../social-cards';

/** The font files the first screen uses (see the @fontsource imports in src/css/custom.css). */
const criticalFonts = [
  /^figtree-latin-400-normal-.+\.woff2$/,
  /^figtree-latin-600-normal-.+\.woff2$/,
  /^fraunces-latin-600-normal-.+\.woff2$/,
];

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Docusaurus's own image tags (the site default, a post's SVG hero): the card replaces them. */
const imageMeta =
  /<meta\b[^>]*\b(?:property|name)=["']?(?:og:image(?::[a-z]+)?|twitter:image(?::[a-z]+)?|twitter:card)["'\s>][^>]*>/gi;

/**
 * Finishes every page of the build, in one pass:
 * - its social card: drawn at build time (plugins/social-cards), with the
 *   og:image tags and their alt text, and og:type "website" where Docusaurus
 *   set none (posts are "article");
 * - preloads for the three web fonts (the bundler hashes their names, so the
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
}): Promise<void> {
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
  // Two at a time: drawing a card keeps a core busy.
  for (let i = 0; i < routes.length; i += 2) {
    await Promise.all(
      routes.slice(i, i + 2).map(async (route) => {
        const file = pageFile(outDir, route);
        let html = await readFile(file, 'utf8');
        const tags = await socialCard(route, html, {outDir, siteUrl, cacheDir});
        const meta = tags
          .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`)
          .join('');
        const type = /property=["']?og:type\b/.test(html) ? '' : '<meta property="og:type" content="website">';
        html = html.replace(imageMeta, '').replace('</head>', `${meta}${type}</head>`);
        html = html.replace(/<link rel=stylesheet/, `${preloads}<link rel=stylesheet`);
        await writeFile(file, html);
      }),
    );
  }
  const notFound = pageFile(outDir, '/404.html');
  const page = await readFile(notFound, 'utf8');
  await writeFile(notFound, page.replace(/<link rel=stylesheet/, `${preloads}<link rel=stylesheet`));
}
