import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {cardPath} from '../../src/lib/structuredData';
import {cardTemplateVersion, renderSocialCard, type CardContent} from './render';

/** The card's eyebrow: which part of the site the page belongs to. */
const sections: [prefix: string, eyebrow: string][] = [
  ['/blog', 'Deck Building Blog'],
  ['/services', 'Deck Services'],
  ['/service-areas', 'Service Areas'],
  ['/loan-programs', 'Financing'],
  ['/resources', 'Resources'],
  ['/faqs', 'Questions & Answers'],
  ['/gallery', 'Project Gallery'],
  ['/about', 'About Us'],
  ['/help', 'Help Center'],
  ['/construction', 'How We Build'],
];

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

/** What a page's card says: its h1 (else its title) under its section's name. */
export function cardContent(route: string, html: string): CardContent {
  const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  const title =
    h1 || decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? business.name).replace(` | ${business.name}`, '');
  const eyebrow =
    sections.find(([prefix]) => route === prefix || route.startsWith(`${prefix}/`))?.[1] ?? business.tagline;
  return {title, eyebrow};
}

/**
 * Writes the page's card into the build (from the cache when the same card
 * was drawn before: the key is the design's version and the text) and
 * returns the Open Graph tags that point to it.
 */
export async function socialCard(
  route: string,
  html: string,
  {outDir, siteUrl, cacheDir}: {outDir: string; siteUrl: string; cacheDir: string},
) {
  const content = cardContent(route, html);
  const key = createHash('sha1')
    .update(JSON.stringify([cardTemplateVersion, content]))
    .digest('hex');
  const cached = join(cacheDir, `${key}.jpg`);
  const bytes = await readFile(cached).catch(async () => {
    const fresh = await renderSocialCard(content);
    await mkdir(cacheDir, {recursive: true});
    await writeFile(cached, fresh);
    return fresh;
  });
  const path = cardPath(route);
  await mkdir(join(outDir, 'img', 'og'), {recursive: true});
  await writeFile(join(outDir, path), bytes);
  const url = `${siteUrl}${path}`;
  const alt = `${content.eyebrow}: ${content.title}. ${business.name}, ${business.phone.display}.`;
  return [
    ['property', 'og:image', url],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', url],
    ['name', 'twitter:image:alt', alt],
  ] as const;
}
