import {mkdir} from 'node:fs/promises';
import {join} from 'node:path';
import sharp from 'sharp';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {business} from '../../src/data/business';
import {generatedStaticDir} from '../../build-time/generated-static';

/**
 * Raster copies of the SVG mark, made at build time for what cannot use SVG:
 * the logo in the business JSON-LD (search engines want a raster of at least
 * 112 px) and the iOS home-screen icon.
 */
export default function brandIcons({siteDir}: LoadContext): Plugin {
  const {svg, png, appleTouchIcon} = business.logo;
  return {
    name: 'brand-icons',
    async loadContent() {
      const source = join(siteDir, 'static', svg);
      const out = generatedStaticDir(siteDir);
      await mkdir(join(out, 'img'), {recursive: true});
      await Promise.all([
        sharp(source, {density: 1200}).resize(512, 512).png().toFile(join(out, png)),
        sharp(source, {density: 600}).resize(180, 180).png().toFile(join(out, appleTouchIcon)),
      ]);
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'link', attributes: {rel: 'apple-touch-icon', href: appleTouchIcon}}]};
    },
  };
}
