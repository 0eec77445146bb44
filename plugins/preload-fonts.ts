import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The font files the first screen uses (see the @fontsource imports in src/css/custom.css). */
const critical = [/^figtree-latin-400-normal-.+\.woff2$/, /^figtree-latin-600-normal-.+\.woff2$/, /^fraunces-latin-600-normal-.+\.woff2$/];

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? htmlFiles(join(dir, e.name)) : Promise.resolve(e.name.endsWith('.html') ? [join(dir, e.name)] : []))),
  );
  return nested.flat();
}

/**
 * Preloads the three web fonts on every page. The bundler hashes their names,
 * so the links are added after the build: fetched alongside the CSS, text
 * paints in its final face without waiting behind the app's JavaScript.
 */
export default function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    async postBuild({outDir}) {
      const fontsDir = join(outDir, 'assets', 'fonts');
      const fonts = (await readdir(fontsDir)).filter((f) => critical.some((re) => re.test(f)));
      if (fonts.length !== critical.length) {
        throw new Error(`preload-fonts: expected ${critical.length} critical fonts in ${fontsDir}, found ${fonts.join(', ') || 'none'}`);
      }
      const links = fonts.map((f) => `<link rel="preload" href="/assets/fonts/${f}" as="font" type="font/woff2" crossorigin>`).join('');
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        if (html.includes('rel="preload" href="/assets/fonts/')) continue;
        // Write then rename: other plugins' postBuild read these pages at the same time.
        await writeFile(`${file}.tmp`, html.replace(/<link rel=stylesheet/, `${links}<link rel=stylesheet`));
        await rename(`${file}.tmp`, file);
      }
    },
  };
}
