/** @jest-environment node */
// Node, not jsdom: satori loads its layout engine as WebAssembly and sharp is native.
import {mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import sharp from 'sharp';
import {inChild} from '../../build-time/child';
import {business} from '../../src/data/business';
import {cardPath} from '../../src/lib/structuredData';
import {socialCards} from '../../plugins/social-cards';
import {cardTemplateVersion, renderSocialCard} from '../../plugins/social-cards/render';

jest.setTimeout(30_000); // the first card reads the fonts and compiles satori's WebAssembly

describe('renderSocialCard', () => {
  it('makes a 1200x630 JPEG small enough for every social network', async () => {
    const card = await renderSocialCard({
      title: 'How Big Should Your Deck Be? A Sizing Guide for East Tennessee Homes',
      eyebrow: 'Deck Building Blog',
    });
    const meta = await sharp(card).metadata();
    expect(meta).toMatchObject({format: 'jpeg', width: 1200, height: 630});
    expect(card.length).toBeLessThan(150 * 1024);
  });

  it('draws the title: different titles, different bytes', async () => {
    const [a, b] = await Promise.all([
      renderSocialCard({title: 'Deck Builder in Lenoir City, TN', eyebrow: 'Service Areas'}),
      renderSocialCard({title: 'Deck Builder in Oak Ridge, TN', eyebrow: 'Service Areas'}),
    ]);
    expect(a.equals(b)).toBe(false);
  });

  it('renders a title too long to fit (cut at three lines, not an error)', async () => {
    const title =
      'The Complete, Exhaustive Guide to Planning, Permitting, Designing, Financing, Building and Maintaining a Multi-Level Composite Deck in Knoxville';
    expect((await sharp(await renderSocialCard({title, eyebrow: 'Deck Building Blog'})).metadata()).format).toBe(
      'jpeg',
    );
  });

  it('has a cache-key version', () => {
    expect(cardTemplateVersion).toMatch(/^\d+-[0-9a-f]{8}$/);
  });
});

describe("socialCards: every page's card, drawn in child processes once, then from the cache", () => {
  const root = mkdtempSync(join(tmpdir(), 'kdb-cards-'));
  const cacheDir = join(root, 'cache');
  const siteUrl = 'https://decks.example';
  const pages = [
    {route: '/service-areas/oak-ridge', headings: {h1: 'Deck Builder in Oak Ridge, TN'}},
    {route: '/blog/winter-decks', headings: {h1: 'Can You Build a Deck in Winter?'}},
    {route: '/blog/deck-cost', headings: {title: `What a Deck Costs | ${business.name}`}},
    // The same words in the same section: one card, drawn once.
    {route: '/blog/deck-cost-2', headings: {h1: 'What a Deck Costs'}},
  ];

  it("draws each missing card once, writes every page's card into the build, and names it in the tags", async () => {
    const outDir = join(root, 'first');
    const {tags, drawn} = await socialCards(pages, {outDir, siteUrl, cacheDir});
    expect(drawn).toBe(3);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.jpg'))).toHaveLength(3);
    for (const {route} of pages) {
      const file = join(outDir, cardPath(route));
      expect(await sharp(file).metadata()).toMatchObject({format: 'jpeg', width: 1200, height: 630});
      expect(Object.fromEntries(tags.get(route)!.map(([, key, value]) => [key, value]))).toMatchObject({
        'og:image': `${siteUrl}${cardPath(route)}`,
        'twitter:image': `${siteUrl}${cardPath(route)}`,
      });
    }
    const alt = (route: string) => tags.get(route)!.find(([, key]) => key === 'og:image:alt')![2];
    expect(alt('/service-areas/oak-ridge')).toBe(
      `Service Areas: Deck Builder in Oak Ridge, TN. ${business.name}, ${business.phone.display}.`,
    );
    expect(alt('/blog/deck-cost')).toBe(alt('/blog/deck-cost-2'));
  }, 60_000);

  it('a rebuild draws nothing: the same cards, from the cache', async () => {
    const outDir = join(root, 'second');
    const {drawn} = await socialCards(pages, {outDir, siteUrl, cacheDir});
    expect(drawn).toBe(0);
    for (const {route} of pages)
      expect(readFileSync(join(outDir, cardPath(route)))).toEqual(readFileSync(join(root, 'first', cardPath(route))));
  });
});

describe('inChild: build work in a child process', () => {
  const root = mkdtempSync(join(tmpdir(), 'kdb-child-'));
  const worker = (name: string, body: string) => {
    const file = join(root, `${name}.ts`);
    writeFileSync(file, body);
    return file;
  };
  const answerParent = JSON.stringify(join(__dirname, '..', '..', 'build-time', 'child'));

  it("resolves with the worker's answer", async () => {
    const file = worker(
      'double',
      `import {answerParent} from ${answerParent};
       process.once('message', (n: number) => answerParent(Promise.resolve({twice: n * 2})));`,
    );
    await expect(inChild<number, {twice: number}>(file, 21)).resolves.toEqual({twice: 42});
  }, 30_000);

  it("fails the build with the worker's own error", async () => {
    const file = worker(
      'throws',
      `import {answerParent} from ${answerParent};
       process.once('message', () => answerParent(Promise.reject(new Error('no fonts in node_modules'))));`,
    );
    await expect(inChild(file, {})).rejects.toThrow(/throws\.ts failed: Error: no fonts in node_modules/);
  }, 30_000);

  it('fails the build when the worker stops without answering', async () => {
    const file = worker('exits', `process.once('message', () => process.exit(3));`);
    await expect(inChild(file, {})).rejects.toThrow(/exits\.ts stopped \(exit code 3\) before it answered/);
  }, 30_000);
});
