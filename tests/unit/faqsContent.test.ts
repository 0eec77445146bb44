/** @jest-environment node */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import faqsPlugin from '../../plugins/faqs';
import {business} from '@site/src/data/business';
import {markdownToPlainText} from '@site/plugins/faqs/plainText';
import {frontMatterOf} from '@site/plugins/content-check/routes';
import {proseFacts} from '@site/src/lib/businessFacts';
import {priceRangeText, priceStoryText} from '@site/src/lib/priceText';
import type {PriceFamily} from '@site/src/data/pricing';

const siteDir = join(__dirname, '..', '..');

/** The plugin over a site's faqs/: the site's real parser hook runs the content checks; a pass-through is enough to read the files. */
async function load(dir = siteDir) {
  const context = {
    siteDir: dir,
    siteConfig: {
      markdown: {
        parseFrontMatter: (p: {defaultParseFrontMatter: (p: unknown) => unknown}) => p.defaultParseFrontMatter(p),
      },
    },
  } as unknown as LoadContext;
  const plugin = faqsPlugin(context);
  return (await plugin.loadContent!()) as {
    page: string;
    items: {id: string; question: string; order: number; links: {to: string}[]; text: string}[];
  };
}

/** A site whose faqs/ holds the given files. */
function siteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kdb-faqs-'));
  mkdirSync(join(dir, 'faqs', 'page'), {recursive: true});
  writeFileSync(join(dir, 'faqs', 'page', 'index.mdx'), '---\ntitle: FAQs\n---\n\n<FaqList />\n');
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'faqs', file), text);
  return dir;
}

describe('the FAQ plugin, on questions written here', () => {
  const dir = siteWith({
    'cost.mdx': [
      '---',
      'question: "What does it cost?"',
      'order: 2',
      '---',
      '',
      'Wood runs <Price family="wood" />; built, composite is <Price family="composite" installed />. <PriceStory />',
    ].join('\n'),
    'where.mdx': [
      '---',
      'question: "Where do you build?"',
      'order: 1',
      'links:',
      '  - label: "Our areas"',
      '    to: /service-areas',
      '---',
      '',
      'Across <ServiceRegion />: <CityNames />. Call <CallLink />.',
    ].join('\n'),
    '_draft.mdx': '---\nquestion: "Not yet?"\norder: 0\n---\n\nA partial.',
  });

  it('reads one question per file, in the order the writers gave, with the page and partials apart', async () => {
    const {page, items} = await load(dir);
    expect(page).toBe(join(dir, 'faqs', 'page', 'index.mdx'));
    expect(items.map((f) => [f.id, f.question, f.order])).toEqual([
      ['where', 'Where do you build?', 1],
      ['cost', 'What does it cost?', 2],
    ]);
    expect(items.map((f) => f.links)).toEqual([[{label: 'Our areas', to: '/service-areas'}], []]);
  });

  it('gives prices in words in the plain-text answers, from the one price story', async () => {
    const cost = (await load(dir)).items.find((f) => f.id === 'cost')!;
    expect(cost.text).toContain(priceRangeText('wood'));
    expect(cost.text).toContain(priceRangeText('composite', 'installed'));
    expect(cost.text).toContain(priceStoryText());
    expect(cost.text).not.toMatch(/\s[,;.]|</);
  });

  it('turns fact components into words in the plain-text answers (for JSON-LD)', async () => {
    const where = (await load(dir)).items.find((f) => f.id === 'where')!;
    expect(where.text).toContain(business.serviceRegion);
    for (const city of business.cities) expect(where.text).toContain(city.name);
    expect(where.text).toContain(business.phone.display);
  });
});

describe('the FAQ content (faqs/*.mdx)', () => {
  const files = readdirSync(join(siteDir, 'faqs')).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'));

  it('is read one question per file, in order, each with its own question and an answer in words', async () => {
    const {page, items} = await load();
    expect(page).toBe(join(siteDir, 'faqs', 'page', 'index.mdx'));
    expect(items.map((f) => f.id).sort()).toEqual(files.map((f) => f.replace(/\.mdx?$/, '')).sort());
    expect(items.map((f) => f.order)).toEqual([...items.map((f) => f.order)].sort((a, b) => a - b));
    expect(new Set(items.map((f) => f.question)).size).toBe(items.length);
    for (const item of items) {
      const file = files.find((f) => f.replace(/\.mdx?$/, '') === item.id)!;
      const fm = frontMatterOf(siteDir, `faqs/${file}`);
      expect(item.question).toBe(fm.question);
      expect(item.links).toEqual(fm.links ?? []);
      expect(item.text.trim()).not.toBe('');
    }
  });

  it("says in words what each answer's fact and price components stand for", async () => {
    const {items} = await load();
    for (const item of items) {
      const file = files.find((f) => f.replace(/\.mdx?$/, '') === item.id)!;
      const source = readFileSync(join(siteDir, 'faqs', file), 'utf8');
      for (const [component, words] of Object.entries(proseFacts)) {
        if (source.includes(`<${component}`))
          expect([item.id, item.text]).toEqual([item.id, expect.stringContaining(words)]);
      }
      for (const [, family, installed] of source.matchAll(/<Price family="([a-z-]+)"( installed)?/g)) {
        const price = priceRangeText(family as PriceFamily, installed ? 'installed' : 'materials');
        expect([item.id, item.text]).toEqual([item.id, expect.stringContaining(price)]);
      }
      expect([item.id, item.text]).toEqual([item.id, expect.not.stringMatching(/<[A-Z]/)]);
    }
  });
});

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      markdownToPlainText('Call <CallLink /> or read [the guide](/resources/materials), **today**.\n\n- one', {
        CallLink: '(423) 555-0199',
      }),
    ).toBe('Call (423) 555-0199 or read the guide, today. one');
    expect(markdownToPlainText('{/* note */}<Unknown /> plain `code`')).toBe('plain code');
    expect(
      markdownToPlainText('From <Price family="wood" installed />.', {Price: (p) => `${p.family}:${p.installed}`}),
    ).toBe('From wood:true.');
  });

  it('reads what a chain of regexes would get wrong', () => {
    expect(markdownToPlainText('Frame it 2 * 4 feet, then 3 * 5, and name it snake_case_file.')).toBe(
      'Frame it 2 * 4 feet, then 3 * 5, and name it snake_case_file.',
    );
    expect(markdownToPlainText('See [the [2024] limits](/x) and *read [the **full** guide](/y)*.')).toBe(
      'See the [2024] limits and read the full guide.',
    );
    expect(markdownToPlainText('A <strong>bold</strong> word {/* a note */} and ![a deck photo](/img/a.jpg).')).toBe(
      'A bold word and a deck photo.',
    );
    expect(markdownToPlainText('## Heading\n\n> A quote\n\n1. first\n2. second')).toBe('Heading A quote first second');
  });
});
