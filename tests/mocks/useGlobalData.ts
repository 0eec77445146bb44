/**
 * Global data in unit tests. The images plugin's: every image under /img/ is
 * known, as an illustration would be (a test can add photos with setImages).
 * The service-areas docs': the city pages in this copy's docs/service-areas.
 * The detail pages': each service's and program's menu line, read from this copy's files as the plugin reads them.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {ImageManifest} from '../../src/lib/images';
import type {DetailLists} from '../../src/data/copySchema';
import {menuLists} from '../../src/lib/detailPages';
import {detailListsPlugin} from '../../src/lib/detailPaths';
import {readDetailFiles} from '../../build-time/copy';

let extra: ImageManifest = {};
const known = new Proxy({} as ImageManifest, {
  get: (_, key: string) => extra[key] ?? (key.startsWith('/img/') ? {w: 1200, h: 800} : undefined),
});

export function setImages(images: ImageManifest): void {
  extra = images;
}

const citySlugs = (): string[] =>
  readdirSync(join(__dirname, '..', '..', 'docs', 'service-areas'))
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.replace(/\.mdx?$/, ''));
// On globalThis: tests load components in isolated module registries, each with its own copy of this mock.
const pages = globalThis as {cityPages?: readonly string[]};
const cityDocs = () => ({
  versions: [{docs: (pages.cityPages ?? citySlugs()).map((slug) => ({path: `/service-areas/${slug}`}))}],
});

/** The cities whose pages are published (by default, the pages in docs/service-areas). */
export function setCityPages(slugs?: readonly string[]): void {
  pages.cityPages = slugs;
}

const lists = globalThis as {detailLists?: DetailLists};

/** The services and programs every page knows (by default, this copy's files). */
export function setDetailLists(given?: DetailLists): void {
  lists.detailLists = given;
}

export function usePluginData(name: string, id?: string): unknown {
  if (name === 'images') return known;
  if (name === detailListsPlugin)
    return (lists.detailLists ??= menuLists(readDetailFiles(join(__dirname, '..', '..'))));
  if (name === 'docusaurus-plugin-content-docs' && id === 'service-areas') return cityDocs();
  throw new Error(`no global data mocked for plugin ${name} ${id ?? ''}`);
}

export default function useGlobalData(): unknown {
  return {images: {default: known}};
}
