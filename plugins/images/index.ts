import {readdir, rm} from 'node:fs/promises';
import {extname, join, relative, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sweepPartials} from '../../build-time/cacheFile';
import {generatedStaticDir} from '../../build-time/generated-static';
import {processImagesApart} from './apart';
import {imageExtensions, rasterExtensions, type ImageSource} from './pipeline';

async function filesUnder(dir: string, extensions: Set<string>): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true}).catch(() => []);
  return entries
    .filter((e) => e.isFile() && extensions.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Responsive images without anyone resizing a photo by hand: every image in
 * static/img/ (and every photo next to a blog post) is measured, and photos
 * get AVIF, WebP and JPEG copies at several widths (./pipeline). Pages read
 * the result through usePluginData('images') (components/ResponsiveImage).
 */
export default function images({siteDir}: LoadContext): Plugin {
  const staticImg = join(siteDir, 'static', 'img');
  const blogDir = join(siteDir, 'blog');
  return {
    name: 'images',
    getPathsToWatch: () => [join(staticImg, '**', '*'), join(blogDir, '**', '*.{jpg,jpeg,png,webp,avif}')],
    async loadContent() {
      const sources: ImageSource[] = [
        ...(await filesUnder(staticImg, imageExtensions)).map((path) => ({
          path,
          key: `/img/${relative(staticImg, path).split(sep).join('/')}`,
        })),
        ...(await filesUnder(blogDir, rasterExtensions)).map((path) => ({
          path,
          key: relative(siteDir, path).split(sep).join('/'),
        })),
      ];
      const outDir = generatedStaticDir(siteDir);
      // Start clean so a removed photo's copies do not ship; the cache makes this cheap.
      await rm(join(outDir, 'assets', 'photos'), {recursive: true, force: true});
      const cacheDir = join(siteDir, 'node_modules', '.cache', 'kdb-images');
      await sweepPartials(cacheDir);
      const started = performance.now();
      const manifest = await processImagesApart(sources, {outDir, cacheDir});
      // A photo's first encode is most of what it adds to a cold build (npm run bench:scale reads this line).
      const photos = sources.filter((s) => rasterExtensions.has(extname(s.path).toLowerCase())).length;
      console.info(
        `[images] ${photos} photos and ${sources.length - photos} drawings in ${Math.round(performance.now() - started)} ms`,
      );
      return manifest;
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
