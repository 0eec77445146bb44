import {rename, writeFile} from 'node:fs/promises';

/**
 * Build caches (node_modules/.cache) outlive a build that is stopped halfway, and two builds can share one (the
 * writer tests' site copies link this repo's node_modules). A cached file is therefore written under a name of its
 * own process and renamed into place: readers find it whole or not at all.
 */
export const partialName = (file: string): string => `${file}.${process.pid}.part`;

/** Writes `bytes` to `file` whole, as above. */
export async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const partial = partialName(file);
  await writeFile(partial, bytes);
  await rename(partial, file);
}
