import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {galleryItems} from '../../src/data/gallery';
import {ownerFiles} from '../../src/data/schema';
import {copyFolders} from '../../src/data/copySchema';
import {pageFile, sitePages} from '../../src/data/pageSchema';
import type {OwnerData} from './variedValues';

/** Every file the owner edits in /admin, by its path in a site, as it holds now. */
export function ownerFilesIn(site: string): Record<string, unknown> {
  const files = [
    ...ownerFiles.map((f) => f.file),
    ...sitePages.map((p) => pageFile(p.name)),
    ...copyFolders.flatMap(({folder}) => readdirSync(join(site, folder)).map((name) => `${folder}/${name}`)),
  ];
  return Object.fromEntries(files.map((file) => [file, JSON.parse(readFileSync(join(site, file), 'utf8')) as unknown]));
}

/** The owner's data as src/data holds it now: what the varied copy's draw (drawVaried) changes. */
export const ownerData = (): OwnerData => ({
  cities: business.cities,
  home: business.address.locality,
  projects: galleryItems.map((g) => g.slug),
  files: ownerFilesIn(join(__dirname, '..', '..')),
});
