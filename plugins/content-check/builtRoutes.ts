/**
 * The routes a build made, as Docusaurus hands them to plugins: every page
 * (postBuild's routesPaths) and the file each content page came from
 * (allContentLoaded's blog posts, docs and pages). The build writes them to
 * its generated files (.docusaurus/site-routes.json) for what runs after it:
 * the browser suite's route list, and the pull request summary's pages.
 * `npm run check:content` runs without a build, so it derives the same routes
 * from the content (./routes); the browser suite checks the two agree.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {AllContent} from '@docusaurus/types';

export interface BuiltRoutes {
  /** Every public page's route (the blog list's later pages too): not the 404 page, nor the tag, author and archive lists. */
  readonly pages: readonly string[];
  /** Content file (relative to the site) -> its page's route, for blog posts, docs and pages. */
  readonly sources: Readonly<Record<string, string>>;
  /** The address the build is for (the live site, or a preview's): its canonical links start with it. */
  readonly url: string;
  /** A pull request's preview (build-time/deployment.ts): never indexed, so no sitemap. */
  readonly preview: boolean;
}

export const builtRoutesFile = (generatedFilesDir: string): string => join(generatedFilesDir, 'site-routes.json');

/**
 * Routes that are not pages of their own for a visitor to land on. The blog list's later pages
 * (/blog/page/2 ...) are: each has its own canonical URL and is in the sitemap.
 */
const notPages = /^\/(404\.html|blog\/(tags|authors|archive)(\/|$))/;

export const publicPages = (routesPaths: readonly string[]): string[] =>
  [...new Set(routesPaths.filter((route) => !notPages.test(route)))].sort();

interface Sourced {
  readonly source: string;
  readonly permalink: string;
}

/** Each content file's route, from what the blog, docs and pages plugins loaded. */
export function contentSources(siteDir: string, allContent: AllContent): Record<string, string> {
  const found: Sourced[] = [];
  const blog = allContent['docusaurus-plugin-content-blog'] as
    Record<string, {blogPosts: {metadata: Sourced}[]}> | undefined;
  for (const instance of Object.values(blog ?? {})) found.push(...instance.blogPosts.map((p) => p.metadata));
  const docs = allContent['docusaurus-plugin-content-docs'] as
    Record<string, {loadedVersions: {docs: Sourced[]}[]}> | undefined;
  for (const instance of Object.values(docs ?? {})) for (const v of instance.loadedVersions) found.push(...v.docs);
  const pages = allContent['docusaurus-plugin-content-pages'] as Record<string, Sourced[]> | undefined;
  for (const instance of Object.values(pages ?? {})) found.push(...instance);
  const file = (source: string) =>
    relative(siteDir, source.replace(/^@site\//, `${siteDir}/`))
      .split(sep)
      .join('/');
  return Object.fromEntries(found.map((s) => [file(s.source), s.permalink]).sort());
}

/** What the last build recorded; null before any build. */
export function readBuiltRoutes(generatedFilesDir: string): BuiltRoutes | null {
  const file = builtRoutesFile(generatedFilesDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuiltRoutes) : null;
}
