/**
 * Social cards drawn in a child process (./index.ts): given its share of the
 * missing cards, it draws each into its cache file and answers with the count.
 * One card at a time: there is a child per core, and drawing two at once in one measured slower.
 */
import {answerParent} from '../../build-time/child';
import {writeWhole} from '../../build-time/cacheFile';
import {renderSocialCard, type CardContent} from './render';

export interface WorkerTask {
  cards: {content: CardContent; file: string}[];
}
export interface WorkerAnswer {
  drawn: number;
}

async function draw({cards}: WorkerTask): Promise<WorkerAnswer> {
  for (const {content, file} of cards) await writeWhole(file, await renderSocialCard(content));
  return {drawn: cards.length};
}

process.once('message', (task: WorkerTask) => answerParent(draw(task)));
