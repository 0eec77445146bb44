/**
 * Social cards drawn in a child process (./index.ts): given its share of the
 * missing cards, it draws each into the build, and into its cache entry when it
 * can, and answers with the count.
 * One card at a time: there is a child per core, and drawing two at once in one measured slower.
 */
import {writeFile} from 'node:fs/promises';
import {answerParent} from '../../build-time/child';
import {writeEntry} from '../../build-time/cacheFile';
import {renderSocialCard, type CardContent} from './render';

export interface WorkerTask {
  cards: {content: CardContent; entry: string; files: string[]}[];
}
export interface WorkerAnswer {
  drawn: number;
}

async function draw({cards}: WorkerTask): Promise<WorkerAnswer> {
  for (const {content, entry, files} of cards) {
    const card = await renderSocialCard(content);
    await writeEntry(entry, card);
    for (const file of files) await writeFile(file, card);
  }
  return {drawn: cards.length};
}

process.once('message', (task: WorkerTask) => answerParent(draw(task)));
