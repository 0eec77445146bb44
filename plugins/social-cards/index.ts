import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import pMap from 'p-map';
import {business} from '../../src/data/business';
import {inChild} from '../../build-time/child';
import {readEntry, sweepPartials} from '../../build-time/cacheFile';
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
  await Promise.all([mkdir(cacheDir, {recursive: true}), mkdir(join(outDir, 'img', 'og'), {recursive: true})]);
  await sweepPartials(cacheDir);
  const cards = pages.map(({route, headings}) => {
    const content = cardContent(route, headings);
    const key = createHash('sha1')
      .update(JSON.stringify([cardTemplateVersion, content]))
      .digest('hex');
    return {route, content, entry: join(cacheDir, `${key}.jpg`), file: join(outDir, cardPath(route))};
  });
  // Two pages with the same words share one card: drawn once, or read from the cache once.
  const byEntry = new Map<string, WorkerTask['cards'][number]>();
  for (const {content, entry, file} of cards) {
    const card = byEntry.get(entry) ?? {content, entry, files: []};
    card.files.push(file);
    byEntry.set(entry, card);
  }
  // A cached card is a checked entry (build-time/cacheFile.ts): one cut short or garbled on disk is drawn again.
  const missing: WorkerTask['cards'] = [];
  await pMap(
    byEntry.values(),
    async (card) => {
      const cached = await readEntry(card.entry);
      if (!cached) missing.push(card);
      else for (const file of card.files) await writeFile(file, cached);
    },
    {concurrency: 8},
  );
  const shares = Math.min(availableParallelism(), missing.length);
  const tasks = Array.from({length: shares}, (_, share) => ({cards: missing.filter((_, i) => i % shares === share)}));
  await Promise.all(tasks.map((task) => inChild<WorkerTask, WorkerAnswer>(join(__dirname, 'worker.ts'), task)));

  const tags = cards.map(({route, content}): [string, CardTags] => {
    const url = `${siteUrl}${cardPath(route)}`;
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
  });
  return {tags: new Map(tags), drawn: missing.length};
}
