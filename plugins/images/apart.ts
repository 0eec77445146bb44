import {availableParallelism} from 'node:os';
import {basename, extname, join} from 'node:path';
import {inChild} from '../../build-time/child';
import {ImageError, processImages, rasterExtensions, type ImageSource} from './pipeline';
import type {WorkerAnswer, WorkerTask} from './worker';
import type {ImageManifest} from '../../src/lib/images';

/** One share of the sources, processed by ./worker.ts in a child process. */
async function processShare(task: WorkerTask): Promise<ImageManifest> {
  const answer = await inChild<WorkerTask, WorkerAnswer>(join(__dirname, 'worker.ts'), task);
  if ('refused' in answer) throw new ImageError(answer.refused.file, answer.refused.problem);
  return answer.manifest;
}

/**
 * processImages (./pipeline) in child processes, one per core, each with a share of the photos.
 * - sharp runs one thread on glibc's allocator (Debian, CI), so one process encodes on one core:
 *   a share per core encodes the photos that much sooner.
 * - libvips keeps what it allocated (400 MB after a few 12-megapixel photos): a child's exit gives
 *   it back before the bundler starts, instead of adding it to the build's peak.
 * Photos with the same file name go to the same child, so a photo used twice is encoded once.
 */
export async function processImagesApart(
  sources: readonly ImageSource[],
  options: {outDir: string; cacheDir: string},
): Promise<ImageManifest> {
  const names = [
    ...new Set(sources.filter((s) => rasterExtensions.has(extname(s.path).toLowerCase())).map((s) => basename(s.path))),
  ];
  const shares = Math.min(availableParallelism(), names.length);
  // Drawings alone (measured, not encoded) need no child.
  if (shares === 0) return processImages(sources, options);
  const shareOf = new Map(names.map((name, i) => [name, i % shares]));
  const tasks = Array.from({length: shares}, (): WorkerTask => ({...options, sources: []}));
  for (const source of sources) tasks[shareOf.get(basename(source.path)) ?? 0].sources.push(source);
  const parts: ImageManifest = Object.assign({}, ...(await Promise.all(tasks.map(processShare))));
  // In the sources' order, as one process would have listed them.
  return Object.fromEntries(sources.map((s) => [s.key, parts[s.key]]));
}
