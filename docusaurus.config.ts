import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {business} from './src/data/business';
import {liveLegacyRedirects} from './build-time/redirects';
import {blogReadingTime, checkContent} from './plugins/content-check/checks';
import * as blog from './plugins/related-posts';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {postsPerPage} from './build-time/blog';
import detailPages from './plugins/detail-pages';
import pageCopy from './plugins/page-copy';
import faqs from './plugins/faqs';
import postBuild from './plugins/post-build';
import {settled} from './plugins/post-build/settled';
import * as sitemap from '@docusaurus/plugin-sitemap';
import type {PluginOptions as SitemapOptions} from '@docusaurus/plugin-sitemap';
import * as search from './plugins/search';
import launchCheck from './plugins/launch-check';
import brandIcons from './plugins/brand-icons';
import images from './plugins/images';
import contentCheck from './plugins/content-check';
import editor from './plugins/editor';
import newPost from './plugins/new-post';
import bundleStats from './plugins/bundle-stats';
import pullRequest from './plugins/pull-request';
import leanClient from './plugins/lean-client';
import breakpoints from './plugins/breakpoints';
import fonts from './plugins/fonts';
import {generatedStaticDir} from './build-time/generated-static';
import {inlineIcon} from './build-time/icon';
import {deployment, previewRobots} from './build-time/deployment';
import {ssrTemplate} from './build-time/first-paint';

// Where this build is served: the live site, or a pull request's preview on Netlify, Cloudflare Pages or
// Vercel (its own address, never indexed). SITE_URL sets it by hand.
const {url: siteUrl, preview} = deployment();

const contentDocs = (id: string, path: string, routeBasePath: string): [string, DocsOptions] => [
  '@docusaurus/plugin-content-docs',
  {
    id,
    path,
    routeBasePath,
    sidebarPath: false,
    breadcrumbs: false,
    // From each page's `last_update` front matter (the content checks require it), never from git:
    // a shallow clone would date every page to the day it was cloned.
    showLastUpdateTime: true,
  } satisfies DocsOptions,
];

const config: Config = {
  title: business.name,
  tagline: business.tagline,
  favicon: inlineIcon(__dirname, business.logo.svg),
  // static/ plus what the build makes from it (raster icons, image variants).
  staticDirectories: ['static', generatedStaticDir(__dirname)],
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The banner is one more inline script for a problem a fixed baseUrl cannot have.
  baseUrlIssueBanner: false,
  // The first screen paints before the app's JavaScript runs (build-time/first-paint.ts).
  ssrTemplate,
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Every Markdown/MDX file passes here (build and npm start): check what writers add.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      checkContent(__dirname, params.filePath, result.frontMatter, result.content, params.fileContent);
      return result;
    },
  },
  future: {
    v4: true,
    faster: true,
  },
  // en-US: <html lang> and og:locale (en_US).
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {htmlLang: 'en-US'}}},

  presets: [
    [
      'classic',
      {
        docs: false,
        // Added below: the blog plugin with related posts (plugins/related-posts).
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // Added below as a settled plugin: the post-build pipeline compresses it once it is written.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  // Browser code every page runs from the start: Link's prefetches wait for idle time.
  clientModules: [require.resolve('./src/lib/idlePrefetch.ts')],
  plugins: [
    // Settled: its feeds are written in postBuild, before the pipeline compresses them.
    [
      settled(blog),
      {
        path: 'blog',
        routeBasePath: 'blog',
        blogTitle: 'Deck Building Blog',
        blogDescription:
          'Deck design, materials, costs and care for East Tennessee homeowners, from a Knoxville deck builder.',
        // Paged, so /blog weighs the same at 12 posts or 500 (tag pages follow).
        postsPerPage,
        blogSidebarCount: 0,
        showReadingTime: true,
        readingTime: blogReadingTime,
        onInlineAuthors: 'throw',
        onInlineTags: 'throw',
        onUntruncatedBlogPosts: 'throw',
        tags: 'tags.yml',
        authorsMapPath: 'authors.yml',
        feedOptions: {
          type: ['rss', 'atom'],
          title: `${business.name} Blog`,
          copyright: `Copyright © ${new Date().getFullYear()} ${business.name}`,
        },
      } satisfies BlogOptions,
    ],
    contentDocs('resources', 'docs/resources', 'resources'),
    contentDocs('service-areas', 'docs/service-areas', 'service-areas'),
    detailPages,
    pageCopy,
    // The replaced site's loan paths keep working on any static host (nginx also answers them with 301s).
    ['@docusaurus/plugin-client-redirects', {redirects: liveLegacyRedirects(__dirname)} satisfies RedirectOptions],
    faqs,
    [
      settled(sitemap),
      {
        changefreq: 'monthly',
        priority: 0.5,
        ignorePatterns: ['/blog/tags/**', '/blog/authors/**', '/blog/archive'],
        filename: 'sitemap.xml',
      } satisfies Partial<SitemapOptions>,
    ],
    // Settled: its index is written in postBuild, before the pipeline compresses it.
    settled(search),
    postBuild,
    launchCheck,
    brandIcons,
    images,
    contentCheck,
    editor,
    newPost,
    bundleStats,
    pullRequest,
    leanClient,
    breakpoints,
    fonts,
  ],

  themeConfig: {
    metadata: [
      ...(preview ? [previewRobots] : []),
      {property: 'og:site_name', content: business.name},
      {name: 'theme-color', content: '#1f4a3d'},
      {name: 'format-detection', content: 'telephone=no'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    navbar: {title: business.name, items: []},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
};

export default config;
