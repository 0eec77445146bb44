/** @jest-environment node */
// Node, not jsdom: subset-font runs as WebAssembly, handed Node buffers.
/**
 * plugins/fonts splits each web font in two: the characters every page uses, which every page preloads, and the
 * rest of the font's latin set, fetched only by a page that has one of them. Nothing of the font may be lost.
 */
import {mkdtempSync, readdirSync, readFileSync, statSync, truncateSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import fonts, {codePoints, commonFile, commonText, faces, unicodeRange} from '@site/plugins/fonts';

jest.setTimeout(60_000); // six subsets, once

describe('unicode ranges', () => {
  it('reads and writes runs, single points and lower case', () => {
    expect([...codePoints('U+41-43,u+0131')]).toEqual([0x41, 0x42, 0x43, 0x131]);
    expect(unicodeRange([0x131, 0x41, 0x42, 0x43, 0x45])).toBe('U+41-43,U+45,U+131');
  });
});

describe('the fonts plugin', () => {
  let css: string;
  let dir: string;
  const siteDir = mkdtempSync(join(tmpdir(), 'kdb-fonts-'));
  beforeAll(async () => {
    const plugin = await fonts({siteDir} as LoadContext);
    const [file] = plugin.getClientModules!() as string[];
    css = readFileSync(file, 'utf8');
    dir = dirname(file);
  });

  const rules = () =>
    [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => ({
      family: body.match(/font-family:'([^']+)'/)![1],
      weight: Number(body.match(/font-weight:(\d+)/)![1]),
      file: body.match(/url\(\.\/([^)]+)\)/)![1],
      points: codePoints(body.match(/unicode-range:([^;}]+)/)![1]),
    }));

  it.each(faces.map((face) => [`${face.family} ${face.weight}`, face] as const))(
    "%s: its two files cover @fontsource's latin set exactly, the common characters in the preloaded one",
    (_name, face) => {
      const own = rules().filter((r) => r.family === face.family && r.weight === face.weight);
      expect(own).toHaveLength(2);
      const [common, more] = own;
      expect(common.file).toBe(`${commonFile(face)}.woff2`);
      for (const c of commonText) expect(common.points.has(c.codePointAt(0)!)).toBe(true);
      expect([...more.points].filter((p) => common.points.has(p))).toEqual([]);
      const source = join(
        dirname(require.resolve(`@fontsource/${face.slug}/files/${face.slug}-latin-${face.weight}-normal.woff2`)),
      );
      const latin = JSON.parse(readFileSync(join(source, '..', 'unicode.json'), 'utf8')).latin as string;
      expect(unicodeRange([...common.points, ...more.points])).toBe(unicodeRange(codePoints(latin)));
      const original = statSync(join(source, `${face.slug}-latin-${face.weight}-normal.woff2`)).size;
      const preloaded = statSync(join(dir, common.file)).size;
      console.info(`${face.family} ${face.weight}: ${original} bytes whole, ${preloaded} preloaded`);
      expect(preloaded).toBeLessThan(original);
    },
  );

  it('writes every file it names, and only those, with the manifest that checks them', () => {
    expect(readdirSync(dir).sort()).toEqual(['files.json', 'fonts.css', ...rules().map((r) => r.file)].sort());
  });

  it('writes a font again that was cut short on disk, before the bundler reads it', async () => {
    const [{file}] = rules();
    const whole = readFileSync(join(dir, file));
    truncateSync(join(dir, file), 100);
    await fonts({siteDir} as LoadContext);
    expect(readFileSync(join(dir, file)).equals(whole)).toBe(true);
  });
});
