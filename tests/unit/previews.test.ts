/**
 * @jest-environment node
 *
 * A preview of every pull request, on Netlify and Cloudflare Pages: the
 * checked-in host config builds with the same npm script as CI, a preview is
 * built at its own address and says noindex everywhere, and the live site is
 * left as it is.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse as parseToml} from 'smol-toml';
import {business} from '@site/src/data/business';
import {deployment, noindex, productionBranch} from '@site/build-time/deployment';
import {hostPolicy} from '@site/plugins/post-build/hostPolicy';
import {headersFile, parseHeadersFile, robotsTxt, vercelConfig} from '@site/plugins/post-build/hostFiles';
import {siteDir} from '../helpers/records';

const toml = (file: string) => parseToml(readFileSync(join(siteDir, file), 'utf8')) as Record<string, any>;
const buildScript = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')).scripts.build as string;

describe('host config', () => {
  it('netlify.toml builds with npm run build into build/, previews included, with Node from .nvmrc', () => {
    const netlify = toml('netlify.toml');
    expect(netlify.build).toEqual({command: 'npm run build', publish: 'build'});
    // No context overrides the build: a preview runs the same command, and build-time/deployment.ts tells them apart.
    expect(netlify.context).toBeUndefined();
    // Netlify takes Node from .nvmrc when NODE_VERSION is not set.
    expect(JSON.stringify(netlify)).not.toContain('NODE_VERSION');
    expect(buildScript).toMatch(/^docusaurus build/);
  });

  it('wrangler.toml publishes build/ on Cloudflare Pages', () => {
    expect(toml('wrangler.toml').pages_build_output_dir).toBe('build');
  });
});

describe('where a build is served', () => {
  it.each([
    ['the live site by default', {}, business.url, false],
    ['SITE_URL by hand', {SITE_URL: 'https://staging.example.org/'}, 'https://staging.example.org', false],
    [
      'a Netlify deploy preview, at its own address',
      {NETLIFY: 'true', CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-42--kdb.netlify.app'},
      'https://deploy-preview-42--kdb.netlify.app',
      true,
    ],
    [
      'Netlify production',
      {NETLIFY: 'true', CONTEXT: 'production', DEPLOY_PRIME_URL: 'https://main--kdb.netlify.app'},
      business.url,
      false,
    ],
    [
      'a Cloudflare Pages preview',
      {CF_PAGES: '1', CF_PAGES_BRANCH: 'writer/winter-post', CF_PAGES_URL: 'https://1a2b3c.kdb.pages.dev'},
      'https://1a2b3c.kdb.pages.dev',
      true,
    ],
    [
      'Cloudflare Pages production',
      {CF_PAGES: '1', CF_PAGES_BRANCH: productionBranch, CF_PAGES_URL: 'https://kdb.pages.dev'},
      business.url,
      false,
    ],
    [
      'a Vercel preview',
      {VERCEL_ENV: 'preview', VERCEL_URL: 'kdb-git-x.vercel.app'},
      'https://kdb-git-x.vercel.app',
      true,
    ],
  ] as [string, NodeJS.ProcessEnv, string, boolean][])('%s', (_, env, url, preview) => {
    expect(deployment(env)).toEqual({url, preview});
  });
});

describe('a preview is never indexed; the live site is', () => {
  it('robots.txt', () => {
    expect(robotsTxt('https://p.example', true)).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robotsTxt('https://p.example', true)).not.toContain('Sitemap');
    expect(robotsTxt(business.url, false)).toContain(`Sitemap: ${business.url}/sitemap.xml`);
    expect(robotsTxt(business.url, false)).not.toMatch(/^Disallow: \/$/m);
  });

  it('X-Robots-Tag on every response of every host, the content manager included', () => {
    const preview = hostPolicy("default-src 'self'", true);
    const rules = parseHeadersFile(headersFile(preview));
    expect(rules['/*']['X-Robots-Tag']).toBe(noindex);
    expect(rules['/admin/*']['X-Robots-Tag'] ?? preview.areas![0].headers['X-Robots-Tag']).toBe(noindex);
    const vercel = vercelConfig(preview) as {headers: {headers: {key: string; value: string}[]}[]};
    expect(vercel.headers[0].headers).toContainEqual({key: 'X-Robots-Tag', value: noindex});
    const live = hostPolicy("default-src 'self'", false);
    expect(parseHeadersFile(headersFile(live))['/*']['X-Robots-Tag']).toBeUndefined();
  });

  it('the same CSP and headers as production otherwise', () => {
    const {['X-Robots-Tag']: _tag, ...previewHeaders} = hostPolicy('csp', true).headers;
    expect(previewHeaders).toEqual(hostPolicy('csp', false).headers);
  });
});
