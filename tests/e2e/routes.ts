/**
 * The routes the browser suite visits, derived from the content
 * (plugins/content-check/routes): a writer who adds a post, a guide or a city page
 * touches nothing here; the route suite checks each route renders, and that
 * sitemap.xml lists exactly these.
 */
import {join} from 'node:path';
import {business} from '../../src/data/business';
import {legacyRedirects} from '../../build-time/redirects';
import {blogPosts, siteRoutes} from '../../plugins/content-check/routes';

const root = join(__dirname, '..', '..');

export const routes: string[] = siteRoutes(root);
export const blogRoutes: string[] = blogPosts(root).map((p) => p.route);

/** The replaced site's paths that must land on their canonical pages. */
export const legacyPaths: Record<string, string> = Object.fromEntries(legacyRedirects.map(({from, to}) => [from, to]));

export const siteUrl = business.url;
