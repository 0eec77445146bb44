/**
 * Loaded by /admin/index.html right after decap-cms.js, before Decap reads
 * config.yml: registers the format every collection names (config.ts,
 * `format: frontmatter-preserving`). Bundled with `yaml` into one script by
 * the editor plugin (./bundle.ts).
 */
import {FORMAT_NAME, preservingFrontmatter} from './preservingFrontmatter';

declare global {
  interface Window {
    CMS?: {registerCustomFormat(name: string, extension: string, formatter: typeof preservingFrontmatter): void};
  }
}

if (!window.CMS) throw new Error('decap-cms.js must load before the front matter format');
window.CMS.registerCustomFormat(FORMAT_NAME, 'mdx', preservingFrontmatter);
