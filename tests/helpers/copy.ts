/**
 * The services' and financing programs' files as the build reads them from this copy of the site (build-time/copy.ts),
 * and what the site makes of them: their pages, their summaries, the menus. Tests read these, never a list of their
 * own, so a service the owner adds or removes in /admin is in or out of every test too.
 */
import {join} from 'node:path';
import {readDetailFiles} from '../../build-time/copy';
import {detailPages, summaries} from '../../src/lib/detailPages';
import {menus} from '../../src/lib/menu';

const root = join(__dirname, '..', '..');

export const detailFiles = () => readDetailFiles(root);
export const detailLists = () => summaries(detailFiles());
export const allDetailPages = () => detailPages(detailFiles());
export const siteMenus = () => menus(detailLists());
