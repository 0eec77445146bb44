/**
 * Loaded by /admin/index.html right after decap-cms.js, before Decap reads
 * config.yml: registers the formats the collections name (config.ts:
 * `frontmatter-preserving` for posts and FAQs, `json-ordered` for Business). Bundled with `yaml` into one script by
 * the editor plugin (./bundle.ts).
 */
import {FORMAT_NAME, preservingFrontmatter} from './preservingFrontmatter';
import {FORMAT_NAME as JSON_FORMAT, orderedJson} from './orderedJson';

declare global {
  interface Window {
    CMS?: {
      registerCustomFormat(
        name: string,
        extension: string,
        formatter: typeof preservingFrontmatter | typeof orderedJson,
      ): void;
    };
  }
}

if (!window.CMS) throw new Error('decap-cms.js must load before the front matter format');
window.CMS.registerCustomFormat(FORMAT_NAME, 'mdx', preservingFrontmatter);
window.CMS.registerCustomFormat(JSON_FORMAT, 'json', orderedJson);
