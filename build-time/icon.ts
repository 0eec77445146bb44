import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Past this, an icon (an exported logo, say) is linked rather than carried by every page. */
export const inlineIconMaxBytes = 2048;

/**
 * The site's favicon as the config's `favicon`: the SVG at `path` under `static/` written into each page as a data
 * URL, a request fewer before the first paint of a first visit (ours is 0.4 KB); over the limit, its path.
 */
export function inlineIcon(siteDir: string, path: string): string {
  const svg = readFileSync(join(siteDir, 'static', path), 'utf8').trim();
  return Buffer.byteLength(svg) <= inlineIconMaxBytes ? `data:image/svg+xml,${encodeURIComponent(svg)}` : path.slice(1);
}
