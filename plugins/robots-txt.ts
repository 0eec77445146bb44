import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Writes build/robots.txt pointing at the sitemap on the configured SITE_URL. */
export default function robotsTxt(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({siteConfig, outDir}) {
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /search',
        '',
        `Sitemap: ${siteConfig.url}/sitemap.xml`,
        '',
      ].join('\n');
      await writeFile(join(outDir, 'robots.txt'), body);
    },
  };
}
