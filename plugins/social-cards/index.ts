import {createHash} from 'node:crypto';
import {access, copyFile, mkdir} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {inChild} from '../../build-time/child';
import {cardPath} from '../../src/lib/structuredData';
import {cardTemplateVersion} from './render';
import {cardContent, type PageHeadings} from './content';
import type {WorkerAnswer, WorkerTask} from './worker';

export interface CardPage {
  readonly route: string;
  readonly headings: PageHeadings;
}

/** A page's Open Graph and Twitter tags for its card: [attribute, key, value]. */
export type CardTags = readonly (readonly ['property' | 'name', string, string])[];

/**
 * Writes every page's card into the build and returns, by route, the tags that point to it. A card comes from the
 * cache when the same card was drawn before (the key is the design's version and the text); the others are drawn in
 * child processes (./worker.ts), a share per core: satori's layouts leave garbage that the build's large heap would
 * keep until late, and libvips keeps what it allocated, both on top of the bundler's peak. A child's exit gives it
 * all back.
 */
export async function socialCards(
  pages: readonly CardPage[],
  {outDir, siteUrl, cacheDir}: {outDir: string; siteUrl: string; cacheDir: string},
): Promise<{tags: Map<string, CardTags>; drawn: number}> {
  const cards = pages.map(({route, headings}) => {
    const content = cardContent(route, headings);
    const key = createHash('sha1')
      .update(JSON.stringify([cardTemplateVersion, content]))
      .digest('hex');
    return {route, content, file: join(cacheDir, `${key}.jpg`)};
  });
  const cached = await Promise.all(
    cards.map(({file}) =>
      access(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  // Two pages with the same words share one card: drawn once.
  const missing = [...new Map(cards.filter((_, i) => !cached[i]).map((card) => [card.file, card])).values()];
  await mkdir(cacheDir, {recursive: true});
  const shares = Math.min(availableParallelism(), missing.length);
  const tasks = Array.from({length: shares}, (_, share) => ({
    cards: missing.filter((_, i) => i % shares === share).map(({content, file}) => ({content, file})),
  }));
  await Promise.all(tasks.map((task) => inChild<WorkerTask, WorkerAnswer>(join(__dirname, 'worker.ts'), task)));

  await mkdir(join(outDir, 'img', 'og'), {recursive: true});
  const tags = await Promise.all(
    cards.map(async ({route, content, file}): Promise<[string, CardTags]> => {
      const path = cardPath(route);
      await copyFile(file, join(outDir, path));
      const url = `${siteUrl}${path}`;
      const alt = `${content.eyebrow}: ${content.title}. ${business.name}, ${business.phone.display}.`;
      return [
        route,
        [
          ['property', 'og:image', url],
          ['property', 'og:image:width', '1200'],
          ['property', 'og:image:height', '630'],
          ['property', 'og:image:type', 'image/jpeg'],
          ['property', 'og:image:alt', alt],
          ['name', 'twitter:card', 'summary_large_image'],
          ['name', 'twitter:image', url],
          ['name', 'twitter:image:alt', alt],
        ],
      ];
    }),
  );
  return {tags: new Map(tags), drawn: missing.length};
}
