import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {pickSellingPoints, sellingPoints, type SellingPointId} from '@site/src/data/sellingPoints';
import {iconNames} from '@site/src/data/types';

const root = join(__dirname, '..', '..');
const files = (dir: string) =>
  readdirSync(join(root, dir), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.(tsx?|mdx)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

describe('selling points', () => {
  const points = Object.values(sellingPoints);

  // What a claim may say (no guarantee, award or ranking: BRAND.md) is the content check's (rules/claims.ts).
  it.each(points)('$title: an icon, a title and a sentence or two', (point) => {
    expect(iconNames).toContain(point.icon);
    expect(point.title.trim()).not.toBe('');
    expect(point.text.trim()).not.toBe('');
  });

  it('are worded once: no page writes a claim of its own', () => {
    // "Licensed & Insured" and "Licensed and insured" are the same claim.
    const loose = (s: string) =>
      s
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z]+/g, ' ')
        .trim();
    const titles = points.map((p) => loose(p.title));
    const offenders = [...files('src'), ...files('docs'), ...files('faqs')]
      .filter((file) => !file.endsWith(join('data', 'sellingPoints.ts')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/title[:=]\s*(?:'([^']+)'|"([^"]+)")/g)]
          .map((m) => m[1] ?? m[2])
          .filter((title) => titles.includes(loose(title)))
          .map((title) => `${relative(root, file)}: ${title}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keep the order a page asks for', () => {
    const ids = Object.keys(sellingPoints) as SellingPointId[];
    const asked = [...ids].reverse();
    expect(pickSellingPoints(...asked)).toEqual(asked.map((id) => sellingPoints[id]));
    expect(pickSellingPoints(ids[1], ids[0]).map((p) => p.title)).toEqual([
      sellingPoints[ids[1]].title,
      sellingPoints[ids[0]].title,
    ]);
  });
});
