import {business} from '../src/data/business';

export interface Deployment {
  /** The address this build is served at: its canonical links, sitemap and social cards use it. */
  readonly url: string;
  /** A pull request's preview (or any branch deploy): never indexed, so it cannot compete with the live site. */
  readonly preview: boolean;
}

/** The branch the live site is built from; every other branch's deploy is a preview. */
export const productionBranch = 'main';

/**
 * Where this build will be served, from the host's build environment:
 * - SITE_URL (with SITE_PREVIEW=true for a preview) wins everywhere;
 * - Netlify: CONTEXT deploy-preview or branch-deploy, at DEPLOY_PRIME_URL;
 * - Cloudflare Pages: any branch but main, at CF_PAGES_URL;
 * - Vercel: VERCEL_ENV preview, at https://VERCEL_URL;
 * - otherwise the live site, business.url.
 */
export function deployment(env: NodeJS.ProcessEnv = process.env): Deployment {
  if (env.SITE_URL) return {url: env.SITE_URL.replace(/\/$/, ''), preview: env.SITE_PREVIEW === 'true'};
  if (env.NETLIFY === 'true' && env.CONTEXT && env.CONTEXT !== 'production' && env.DEPLOY_PRIME_URL) {
    return {url: env.DEPLOY_PRIME_URL, preview: true};
  }
  if (env.CF_PAGES === '1' && env.CF_PAGES_BRANCH !== productionBranch && env.CF_PAGES_URL) {
    return {url: env.CF_PAGES_URL, preview: true};
  }
  if (env.VERCEL_ENV === 'preview' && env.VERCEL_URL) return {url: `https://${env.VERCEL_URL}`, preview: true};
  return {url: business.url, preview: false};
}

/** What a preview says to every crawler, on every response (X-Robots-Tag) and in every page. */
export const noindex = 'noindex, nofollow';

/**
 * A preview's robots meta in every page, marked as the deployment's rather than the page's own: search
 * leaves a page out for its own noindex (the editor, the 404), and still indexes a preview's pages, so a
 * writer can try search on the pull request's preview. A page's own robots meta replaces this one.
 */
export const previewRobots = {name: 'robots', content: noindex, 'data-deployment': 'preview'} as const;
