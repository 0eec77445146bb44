import {createHash} from 'node:crypto';
import {mkdir, readFile, realpath} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';
import subsetFont from 'subset-font';
import {contentDigest, readEntry, sweepPartials, writeEntry, writeWhole} from '../../build-time/cacheFile';

/** The site's web fonts (Figtree for text, Fraunces for headings), from @fontsource's latin subset. */
export const faces = [
  {family: 'Figtree', slug: 'figtree', weight: 400},
  {family: 'Figtree', slug: 'figtree', weight: 600},
  {family: 'Fraunces', slug: 'fraunces', weight: 600},
] as const;
type Face = (typeof faces)[number];

/**
 * What US English copy is written in: ASCII, the no-break space, and the typography, fractions and marks the site's
 * pages, planner and citations use. The rest of each font's latin set (accented letters, rarer marks) is a second file
 * that a browser fetches only for a page that has one of those characters (unicode-range).
 */
export const commonText =
  String.fromCodePoint(...Array.from({length: 0x7e - 0x20 + 1}, (_, i) => 0x20 + i)) +
  '\u00a0©§°·²½¾×÷\u2010\u2011\u2012\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u2022\u2026\u2032\u2033™\u2212↑↓';

/** The file each face's common characters are in: what every page preloads (plugins/post-build/finishPages). */
export const commonFile = (face: Face): string => `${face.slug}-${face.weight}`;
const moreFile = (face: Face): string => `${face.slug}-${face.weight}-more`;

/** Code points of a CSS unicode-range ("U+0000-00FF,U+0131"). */
export function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let p = parseInt(from, 16); p <= parseInt(to, 16); p++) points.add(p);
  }
  return points;
}

/** A CSS unicode-range for a set of code points, in runs. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (p: number) => p.toString(16).toUpperCase();
    runs.push(j > i ? `U+${hex(sorted[i])}-${hex(sorted[j])}` : `U+${hex(sorted[i])}`);
    i = j;
  }
  return runs.join(',');
}

/** A face's whole latin file from @fontsource. */
export const wholeFont = (face: Face): string =>
  require.resolve(`@fontsource/${face.slug}/files/${face.slug}-latin-${face.weight}-normal.woff2`);

/** A face's latin file, and the unicode-range @fontsource serves it for (its unicode.json). */
async function latin(face: Face): Promise<{font: Buffer; range: string}> {
  const file = wholeFont(face);
  const ranges = JSON.parse(await readFile(join(dirname(file), '..', 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  if (!ranges.latin) throw new Error(`fonts: @fontsource/${face.slug} names no latin subset`);
  return {font: await readFile(file), range: ranges.latin};
}

const fontFace = (face: Face, file: string, range: string) =>
  `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};` +
  `src:url(./${file}.woff2) format('woff2');unicode-range:${range}}`;

const manifestName = 'files.json';

/**
 * Whether a font cache directory holds every file its manifest lists, each with the bytes it had when written: a
 * build stopped halfway, or a file cut short or garbled on disk, makes the directory be written again.
 */
async function wholeFonts(dir: string): Promise<boolean> {
  const manifest = await readEntry(join(dir, manifestName));
  if (!manifest) return false;
  const digests = JSON.parse(manifest.toString('utf8')) as Record<string, string>;
  const found = await Promise.all(
    Object.entries(digests).map(async ([name, digest]) =>
      readFile(join(dir, name)).then(
        (bytes) => contentDigest(bytes) === digest,
        () => false,
      ),
    ),
  );
  return found.length > 0 && found.every(Boolean);
}

/**
 * Each web font in two files: the characters every page uses, preloaded by every page, and the rest of its latin
 * set. Measured on the three fonts: 41 KB preloaded before, 27 KB after. Written to node_modules/.cache once per
 * font and character set; the CSS is a client module, so the bundler names the files by their content.
 */
export default async function fonts({siteDir}: LoadContext): Promise<Plugin> {
  const sources = await Promise.all(faces.map(latin));
  const subsetFontPackage = JSON.parse(await readFile(require.resolve('subset-font/package.json'), 'utf8')) as {
    version: string;
  };
  const key = createHash('sha256')
    .update(JSON.stringify([commonText, subsetFontPackage.version, sources.map((s) => s.range)]))
    .update(Buffer.concat(sources.map((s) => s.font)))
    .digest('hex')
    .slice(0, 16);
  await mkdir(join(siteDir, 'node_modules', '.cache', 'kdb-fonts', key), {recursive: true});
  // Its real path, as the bundler sees it: a copy of the site (the writer tests') links this one's node_modules.
  const dir = await realpath(join(siteDir, 'node_modules', '.cache', 'kdb-fonts', key));
  const css = join(dir, 'fonts.css');
  await sweepPartials(dir);
  if (!(await wholeFonts(dir))) {
    const common = new Set([...commonText].map((c) => c.codePointAt(0)!));
    const files = new Map<string, Buffer>();
    const rules = await Promise.all(
      faces.map(async (face, i) => {
        const {font, range} = sources[i];
        const more = [...codePoints(range)].filter((p) => !common.has(p));
        const text = (points: Iterable<number>) => String.fromCodePoint(...points);
        files.set(`${commonFile(face)}.woff2`, await subsetFont(font, commonText, {targetFormat: 'woff2'}));
        files.set(`${moreFile(face)}.woff2`, await subsetFont(font, text(more), {targetFormat: 'woff2'}));
        return [
          fontFace(face, commonFile(face), unicodeRange(common)),
          fontFace(face, moreFile(face), unicodeRange(more)),
        ];
      }),
    );
    files.set('fonts.css', Buffer.from(`/* Generated by plugins/fonts. */\n${rules.flat().join('\n')}\n`));
    // The bundler reads these files as they are, so they carry no digest: the manifest, written last, lists theirs.
    // A full disk fails the build here, naming the cache: without these files there are no fonts to bundle.
    for (const [name, bytes] of files) await writeWhole(join(dir, name), bytes);
    await writeEntry(
      join(dir, manifestName),
      Buffer.from(JSON.stringify(Object.fromEntries([...files].map(([name, bytes]) => [name, contentDigest(bytes)])))),
    );
  }
  return {
    name: 'fonts',
    getClientModules: () => [css],
    configureWebpack(config, isServer) {
      // Docusaurus writes a font under 10 KB into the stylesheet itself, where a page could not preload it and every
      // page would carry the rarely used half too: these stay files, named by their content like Docusaurus's.
      const inlining = config.module?.rules?.find(
        (r) => r && typeof r === 'object' && r.test instanceof RegExp && r.test.test('a.woff2'),
      );
      if (!inlining || typeof inlining !== 'object') throw new Error("fonts: Docusaurus's font rule has moved");
      inlining.exclude = dir;
      return {
        module: {
          rules: [
            {test: /\.woff2$/, include: dir, use: [getFileLoaderUtils(isServer).loaders.file({folder: 'fonts'})]},
          ],
        },
      };
    },
  };
}
