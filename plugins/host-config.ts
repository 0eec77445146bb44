import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageFile} from './pages';
import {cacheRules, redirects} from '../src/data/hosting';
import {contentSecurityPolicy, securityHeaders} from '../src/data/security';
import {inlineScripts, serializeCsp} from '../src/lib/csp';
import {
  headersFile,
  nginxHeadersFile,
  nginxHeadersSnippet,
  redirectsFile,
  vercelConfig,
  type HostPolicy,
} from '../src/lib/hostFiles';

/**
 * The policy for this build: the CSP allows each inline script of the site's
 * pages by its hash. Only Docusaurus's own pages count: the client-redirect
 * pages' scripts stay blocked (every documented host answers those paths with
 * a 301, and their meta refresh still works without script).
 */
async function hostPolicy(outDir: string, routesPaths: string[]): Promise<HostPolicy> {
  const hashes = new Set<string>();
  for (const route of routesPaths) {
    const html = await readFile(pageFile(outDir, route), 'utf8').catch(() => '');
    for (const body of inlineScripts(html)) {
      hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
    }
  }
  const csp = serializeCsp(contentSecurityPolicy([...hashes].sort()));
  return {headers: {'Content-Security-Policy': csp, ...securityHeaders}, cacheRules, redirects};
}

/**
 * Every host gets the same headers, caching and redirects (src/data/hosting.ts
 * and security.ts): the build writes _headers and _redirects (Netlify,
 * Cloudflare Pages), vercel.json, and nginx's headers snippet, which the
 * deploy copies into /etc/nginx/snippets/ (README, "nginx"). Nothing
 * generated is committed, so no host can serve a stale policy.
 */
export default function hostConfig(): Plugin {
  return {
    name: 'host-config',
    async postBuild({outDir, routesPaths}) {
      const policy = await hostPolicy(outDir, routesPaths);
      await writeFile(join(outDir, '_headers'), headersFile(policy));
      await writeFile(join(outDir, '_redirects'), redirectsFile(policy));
      await writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(policy), null, 2)}\n`);
      await writeFile(join(outDir, nginxHeadersFile), nginxHeadersSnippet(policy));
    },
  };
}
