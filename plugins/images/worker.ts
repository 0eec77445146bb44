/**
 * The image pipeline in a child process (./apart.ts): given its share of the
 * sources, it answers with their manifest, or the ImageError's file and problem.
 */
import {answerParent} from '../../build-time/child';
import {ImageError, processImages, type ImageSource} from './pipeline';
import type {ImageManifest} from '../../src/lib/images';

export interface WorkerTask {
  sources: ImageSource[];
  outDir: string;
  cacheDir: string;
}
export type WorkerAnswer = {manifest: ImageManifest} | {refused: {file: string; problem: string}};

process.once('message', ({sources, outDir, cacheDir}: WorkerTask) =>
  answerParent<WorkerAnswer>(
    processImages(sources, {outDir, cacheDir}).then(
      (manifest) => ({manifest}),
      (error: unknown) => {
        if (error instanceof ImageError) return {refused: {file: error.file, problem: error.problem}};
        throw error;
      },
    ),
  ),
);
