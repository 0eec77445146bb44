import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {writeWhole} from '../../build-time/cacheFile';
import {cardPath} from '../../src/lib/structuredData';
import {cardTemplateVersion, renderSocialCard} from './render';
import {cardContent, type PageHeadings} from './content';

/**
 * Writes the page's card into the build (from the cache when the same card
 * was drawn before: the key is the design's version and the text) and
 * returns the Open Graph tags that point to it, and whether it was drawn now.
 */
export async function socialCard(
  route: string,
  headings: PageHeadings,
  {outDir, siteUrl, cacheDir}: {outDir: string; siteUrl: string; cacheDir: string},
) {
  const content = cardContent(route, headings);
  const key = createHash('sha1')
    .update(JSON.stringify([cardTemplateVersion, content]))
    .digest('hex');
  const cached = join(cacheDir, `${key}.jpg`);
  let drawn = false;
  const bytes = await readFile(cached).catch(async () => {
    drawn = true;
    const fresh = await renderSocialCard(content);
    await mkdir(cacheDir, {recursive: true});
    await writeWhole(cached, fresh);
    return fresh;
  });
  const path = cardPath(route);
  await mkdir(join(outDir, 'img', 'og'), {recursive: true});
  await writeFile(join(outDir, path), bytes);
  const url = `${siteUrl}${path}`;
  const alt = `${content.eyebrow}: ${content.title}. ${business.name}, ${business.phone.display}.`;
  const tags = [
    ['property', 'og:image', url],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', url],
    ['name', 'twitter:image:alt', alt],
  ] as const;
  return {tags, drawn};
}
