import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageFile} from '../pages';
import {cacheRules, redirects} from '../../src/data/hosting';
import {contentSecurityPolicy, securityHeaders} from '../../src/data/security';
import {inlineScripts, serializeCsp} from './csp';
import {finishPages} from './finishPages';
import {headersFile, nginxHeadersFile, nginxHeadersSnippet, redirectsFile, robotsTxt, vercelConfig} from './hostFiles';
import {precompress} from './precompress';
import {otherPostBuildsDone} from './settled';

/**
 * The hashes of the inline scripts of the site's own pages, which the CSP
 * allows by hash. The client-redirect pages' scripts stay blocked (every
 * documented host answers those paths with a 301, and their meta refresh
 * works without script).
 */
async function inlineScriptHashes(outDir: string, routesPaths: string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const route of routesPaths) {
    const html = await readFile(pageFile(outDir, route), 'utf8').catch(() => '');
    for (const body of inlineScripts(html)) hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return [...hashes].sort();
}

/**
 * Everything that happens to the build after Docusaurus writes the pages, in
 * one explicit order, so `docusaurus build` alone gives a deployable build:
 * 1. finish the pages: social cards and font preloads (the HTML is final after this);
 * 2. hash the pages' inline scripts for the Content-Security-Policy;
 * 3. write every host's files from src/data/security.ts and hosting.ts:
 *    _headers and _redirects (Netlify, Cloudflare Pages), vercel.json,
 *    nginx's headers snippet, robots.txt;
 * 4. once the sitemap and the search index are written too, compress every
 *    text file for nginx's brotli_static and gzip_static.
 */
export default function postBuild({siteDir}: LoadContext): Plugin {
  const cache = (name: string) => join(siteDir, 'node_modules', '.cache', name);
  return {
    name: 'post-build',
    async postBuild({outDir, routesPaths, siteConfig}) {
      await finishPages({outDir, routesPaths, siteUrl: siteConfig.url, cacheDir: cache('kdb-social-cards')});

      const csp = serializeCsp(contentSecurityPolicy(await inlineScriptHashes(outDir, routesPaths)));
      const policy = {headers: {'Content-Security-Policy': csp, ...securityHeaders}, cacheRules, redirects};

      await Promise.all([
        writeFile(join(outDir, '_headers'), headersFile(policy)),
        writeFile(join(outDir, '_redirects'), redirectsFile(policy)),
        writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(policy), null, 2)}\n`),
        writeFile(join(outDir, nginxHeadersFile), nginxHeadersSnippet(policy)),
        writeFile(join(outDir, 'robots.txt'), robotsTxt(siteConfig.url)),
      ]);

      await otherPostBuildsDone();
      console.info(`[post-build] precompressed ${await precompress(outDir, cache('kdb-precompress'))}`);
    },
  };
}
