/**
 * The selling points (src/data/copy/pages/selling-points.json, /admin → Site pages → Selling points): each claim is
 * worded there once, pages pick them by key and in their own order, and a key no point has any more shows nothing
 * (the content check names it, plugins/content-check/rules/copy.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {pickSellingPoints} from '@site/src/lib/sellingPoints';
import type {SellingPointsCopy} from '@site/src/data/pageSchema';

const root = join(__dirname, '..', '..');
/** The points as their file holds them (read, not imported: the import is the page's data, facts filled). */
const {points: sellingPoints} = JSON.parse(
  readFileSync(join(root, 'src/data/copy/pages/selling-points.json'), 'utf8'),
) as SellingPointsCopy;
const files = (dir: string) =>
  readdirSync(join(root, dir), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.(tsx?|mdx|json)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

describe('selling points', () => {
  it('are worded once: no page writes a claim of its own', () => {
    // "Licensed & Insured" and "Licensed and insured" are the same claim.
    const loose = (s: string) =>
      s
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z]+/g, ' ')
        .trim();
    const titles = sellingPoints.map((p) => loose(p.title));
    const offenders = [...files('src'), ...files('docs'), ...files('faqs')]
      .filter((file) => !file.endsWith(join('pages', 'selling-points.json')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/title"?\s*[:=]\s*(?:'([^']+)'|"([^"]+)")/g)]
          .map((m) => m[1] ?? m[2])
          .filter((title) => titles.includes(loose(title)))
          .map((title) => `${relative(root, file)}: ${title}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keep the order a page asks for', () => {
    const keys = sellingPoints.map((p) => p.id);
    const asked = [...keys].reverse();
    expect(pickSellingPoints(asked, sellingPoints).map((p) => p.title)).toEqual(
      asked.map((k) => sellingPoints.find((p) => p.id === k)!.title),
    );
  });

  it('leave out a key no point has', () => {
    expect(pickSellingPoints([sellingPoints[0].id, 'no-such-point'], sellingPoints)).toHaveLength(1);
  });
});
