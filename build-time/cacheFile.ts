import {createHash, randomBytes} from 'node:crypto';
import {copyFile, readdir, readFile, rename, stat, unlink, writeFile} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';

/**
 * The build's caches (node_modules/.cache) outlive a build stopped halfway, two builds can share one (the writer
 * tests' site copies link this repo's node_modules), and one build writes many files at once, two of them sometimes
 * under one key (identical files compress to one entry). So:
 * - a file is written under a temporary name of its own write (not only its process) and renamed into place:
 *   readers find it whole or not at all, and when two writes of one key race, the last rename wins and neither fails;
 * - an entry carries the SHA-256 of its bytes, so one truncated or garbled on disk reads as missing and is redone;
 * - a write that fails (a full disk) leaves no temporary file behind, and one a killed build left is swept later.
 */
let writes = 0;
export const partialName = (file: string): string =>
  `${file}.${process.pid}-${++writes}-${randomBytes(4).toString('hex')}.part`;

/** A write into the build's caches that failed, naming the file and the system's reason. */
export class CacheWriteError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`could not write ${shown(file)} (${reason(cause)})`, {cause});
    this.name = 'CacheWriteError';
  }
}

/** "ENOSPC: no space left on device", without the temporary file's name the system adds. */
const reason = (cause: unknown): string =>
  String((cause as {message?: unknown} | null)?.message ?? cause).replace(/, \w+ '.*$/, '');

/** "node_modules/.cache/kdb-precompress/…", as a person finds it. */
function shown(path: string): string {
  const at = path.lastIndexOf('node_modules');
  return at >= 0 ? path.slice(at) : relative(process.cwd(), path) || path;
}

/** `write` fills a temporary file, renamed into place; on failure none is left, and a CacheWriteError says why. */
async function whole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = partialName(file);
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw new CacheWriteError(file, error);
  }
}

/** Writes `bytes` to `file` whole, as above. */
export const writeWhole = (file: string, bytes: Uint8Array): Promise<void> =>
  whole(file, (partial) => writeFile(partial, bytes));

/** Copies `from` to `file` whole, as above. */
export const copyWhole = (from: string, file: string): Promise<void> =>
  whole(file, (partial) => copyFile(from, partial));

const digestBytes = 32;
const digest = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

/** The cache dirs that have warned: a full disk says so once a cache, not once a file. */
const warned = new Set<string>();

/**
 * Stores `bytes` as a checked entry (readEntry). A cache only saves time, so a write that fails is a warning, once
 * per cache, and the build goes on with the bytes it made.
 */
export async function writeEntry(file: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeWhole(file, Buffer.concat([bytes, digest(bytes)]));
  } catch (error) {
    if (!(error instanceof CacheWriteError)) throw error;
    if (warned.has(dirname(file))) return;
    warned.add(dirname(file));
    console.warn(`[cache] ${error.message}: the build goes on without caching in ${shown(dirname(file))}`);
  }
}

/** An entry's bytes, or undefined when it is missing, truncated or garbled (its digest does not match). */
export async function readEntry(file: string): Promise<Buffer | undefined> {
  const stored = await readFile(file).catch(() => undefined);
  if (!stored || stored.length < digestBytes) return undefined;
  const bytes = stored.subarray(0, stored.length - digestBytes);
  return digest(bytes).equals(stored.subarray(stored.length - digestBytes)) ? bytes : undefined;
}

/** The digest a file's bytes carry in a manifest (plugins/fonts checks the files the bundler reads this way). */
export const contentDigest = (bytes: Uint8Array): string => digest(bytes).toString('hex');

/** Older than any write in flight: a build running beside this one keeps its own temporary files. */
const staleMs = 10 * 60_000;

/** Removes the temporary files that builds stopped halfway left in a cache directory. */
export async function sweepPartials(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.endsWith('.part'))
      .map(async (name) => {
        const file = join(dir, name);
        const {mtimeMs} = await stat(file).catch(() => ({mtimeMs: Date.now()}));
        if (Date.now() - mtimeMs > staleMs) await unlink(file).catch(() => undefined);
      }),
  );
}
