import {readFile, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import pMap from 'p-map';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageFile} from '../../build-time/pages';
import {contentSecurityPolicy} from '../../build-time/security';
import {serializeCsp} from './csp';
import {designedScriptHashes, pageScripts} from './inlineScripts';
import {contentSources} from '../content-check/builtRoutes';
import {finishPages} from './finishPages';
import {
  headersFile,
  nginxAdminHeadersFile,
  nginxHeadersFile,
  nginxHeadersSnippet,
  redirectsFile,
  robotsTxt,
  vercelConfig,
} from './hostFiles';
import {precompress} from './precompress';
import {otherPostBuildsDone} from './settled';
import {deployment} from '../../build-time/deployment';
import {hostPolicy} from './hostPolicy';

/**
 * The hashes of the inline scripts the build ships by design, checked on every page of the site's own
 * (./inlineScripts). The client-redirect pages' scripts stay blocked (every documented host answers
 * those paths with a 301, and their meta refresh works without script).
 */
async function inlineScriptHashes(
  outDir: string,
  routesPaths: string[],
  sourceOf: ReadonlyMap<string, string>,
): Promise<string[]> {
  const pages = await pMap(
    routesPaths,
    async (route) => {
      const html = await readFile(pageFile(outDir, route), 'utf8').catch(() => '');
      return html ? pageScripts({route, html, source: sourceOf.get(route)}) : [];
    },
    {concurrency: availableParallelism() * 2},
  );
  return designedScriptHashes(pages.flat());
}

/**
 * Everything that happens to the build after Docusaurus writes the pages, in
 * one explicit order, so `docusaurus build` alone gives a deployable build:
 * 1. finish the pages: social cards and font preloads (the HTML is final after this);
 * 2. check every page's inline scripts and hash the designed ones for the Content-Security-Policy;
 * 3. write every host's files from build-time/security.ts and hosting.ts:
 *    _headers and _redirects (Netlify, Cloudflare Pages), vercel.json,
 *    nginx's headers snippets (the site's, and /admin/'s), robots.txt;
 * 4. once the sitemap and the search index are written too, compress every
 *    text file for nginx's brotli_static and gzip_static.
 */
export default function postBuild({siteDir}: LoadContext): Plugin {
  const cache = (name: string) => join(siteDir, 'node_modules', '.cache', name);
  /** A page's route -> the content file it came from, so a refused script names its file. */
  let sourceOf = new Map<string, string>();
  return {
    name: 'post-build',
    allContentLoaded({allContent}) {
      sourceOf = new Map(Object.entries(contentSources(siteDir, allContent)).map(([file, route]) => [route, file]));
    },
    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = Date.now();
      const cards = await finishPages({
        outDir,
        routesPaths,
        siteUrl: siteConfig.url,
        cacheDir: cache('kdb-social-cards'),
      });
      console.info(
        `[post-build] ${cards.pages} pages finished, their social cards ${cards.drawn} drawn (the rest from the cache), in ${Date.now() - started} ms`,
      );

      const csp = serializeCsp(contentSecurityPolicy(await inlineScriptHashes(outDir, routesPaths, sourceOf)));
      const {preview} = deployment();
      const policy = hostPolicy(csp, preview);
      const [admin] = policy.areas!;

      await Promise.all([
        writeFile(join(outDir, '_headers'), headersFile(policy)),
        writeFile(join(outDir, '_redirects'), redirectsFile(policy)),
        writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(policy), null, 2)}\n`),
        writeFile(join(outDir, nginxHeadersFile), nginxHeadersSnippet(policy)),
        writeFile(join(outDir, nginxAdminHeadersFile), nginxHeadersSnippet(admin)),
        writeFile(join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, preview)),
      ]);

      await otherPostBuildsDone();
      console.info(`[post-build] precompressed ${await precompress(outDir, cache('kdb-precompress'))}`);
    },
  };
}
