/**
 * The routes the browser suite visits: the pages the build made, as
 * Docusaurus handed them to the build's plugins (recorded by
 * plugins/content-check/builtRoutes.ts). A writer who adds a post, a guide or
 * a city page touches nothing here. The route suite checks the content
 * check's own list (derived from the content, for `npm run check:content`,
 * which runs without a build) names exactly these, and that sitemap.xml does.
 */
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {legacyRedirects} from '../../build-time/redirects';
import {readBuiltRoutes} from '../../plugins/content-check/builtRoutes';

const root = join(__dirname, '..', '..');
const built = readBuiltRoutes(join(root, '.docusaurus'));
if (!built) throw new Error('No build recorded its routes in .docusaurus/site-routes.json: run npm run build first.');

export const routes: string[] = [...built.pages];
/** The blog posts' pages: the routes of the content files under blog/. */
export const blogRoutes: string[] = Object.entries(built.sources)
  .filter(([file]) => file.startsWith('blog/'))
  .map(([, route]) => route);

/** The replaced site's paths that must land on their canonical pages. */
export const legacyPaths: Record<string, string> = Object.fromEntries(legacyRedirects.map(({from, to}) => [from, to]));

export const siteUrl = business.url;
