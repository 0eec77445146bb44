/**
 * The image pipeline in a child process (./apart.ts): given its share of the
 * sources, it answers with their manifest, or the ImageError's file and problem.
 */
import {ImageError, processImages, type ImageSource} from './pipeline';
import type {ImageManifest} from '../../src/lib/images';

export interface WorkerTask {
  sources: ImageSource[];
  outDir: string;
  cacheDir: string;
}
export type WorkerAnswer = {manifest: ImageManifest} | {refused: {file: string; problem: string}} | {failed: string};

process.once('message', async ({sources, outDir, cacheDir}: WorkerTask) => {
  const answer: WorkerAnswer = await processImages(sources, {outDir, cacheDir}).then(
    (manifest) => ({manifest}),
    (error: unknown) =>
      error instanceof ImageError
        ? {refused: {file: error.file, problem: error.problem}}
        : {failed: error instanceof Error ? (error.stack ?? error.message) : String(error)},
  );
  // Disconnected, the process ends, and libvips's memory goes with it.
  process.send?.(answer, () => process.disconnect?.());
});
