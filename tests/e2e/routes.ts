/**
 * This build's routes, for the specs that visit its pages (./sites has every site the suite serves):
 * the pages the build made, as Docusaurus handed them to the build's plugins (recorded by
 * plugins/content-check/builtRoutes.ts). A writer who adds a post, a guide or a city page touches nothing here.
 */
import {legacyRedirects} from '../../build-time/redirects';
import {business} from '../../src/data/business';
import {thisBuild} from './sites';

export const routes: string[] = [...thisBuild.routes];
/** The blog posts' pages: the routes of the content files under blog/. */
export const blogRoutes: string[] = [...thisBuild.blogRoutes];

/** The replaced site's paths that must land on their canonical pages. */
export const legacyPaths: Record<string, string> = Object.fromEntries(legacyRedirects.map(({from, to}) => [from, to]));

/** The address this build is for: its canonical links start with it. */
export const siteUrl = thisBuild.url;

/** The cities served whose page this build holds: one published in Business before its page is written has none. */
export const citiesWithPages = business.cities.filter((c) => routes.includes(`/service-areas/${c.slug}`));
