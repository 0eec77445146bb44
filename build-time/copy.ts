/**
 * The services' and financing programs' files as the build reads them (plugins/detail-pages, the content check, the
 * editor, the launch check): each folder's JSON files, a file's name its page's address, in the list's order (each
 * file's `order`, then its name). What they must hold is the content check's to say (src/data/copySchema.ts).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {copyFolders, type CopyFolderName} from '../src/data/copySchema';
import type {DetailFiles} from '../src/lib/detailPages';

/** A folder's files, relative to the site ("src/data/copy/services/repair.json"). */
export function folderFiles(siteDir: string, name: CopyFolderName): string[] {
  const {folder} = copyFolders.find((f) => f.name === name)!;
  if (!existsSync(join(siteDir, folder))) return [];
  return readdirSync(join(siteDir, folder))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => `${folder}/${file}`);
}

/** The page address a file is named for. */
export const slugOf = (file: string): string => file.replace(/^.*\//, '').replace(/\.json$/, '');

function read<T extends {order: number}>(siteDir: string, name: CopyFolderName): (T & {slug: string})[] {
  return folderFiles(siteDir, name)
    .map((file) => ({...(JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as T), slug: slugOf(file)}))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** Every service's and program's file, parsed. */
export function readDetailFiles(siteDir: string): DetailFiles {
  return {services: read(siteDir, 'services'), loanPrograms: read(siteDir, 'loan-programs')};
}
