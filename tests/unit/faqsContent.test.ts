/** @jest-environment node */
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import faqsPlugin from '../../plugins/faqs';
import {business} from '@site/src/data/business';
import {markdownToPlainText} from '@site/plugins/faqs/plainText';
import {priceRangeText} from '@site/src/lib/priceText';

const siteDir = join(__dirname, '..', '..');
// The site's real parser hook runs the content checks; a pass-through is enough to read the files.
const context = {
  siteDir,
  siteConfig: {
    markdown: {
      parseFrontMatter: (p: {defaultParseFrontMatter: (p: unknown) => unknown}) => p.defaultParseFrontMatter(p),
    },
  },
} as unknown as LoadContext;

async function load() {
  const plugin = faqsPlugin(context);
  return (await plugin.loadContent!()) as {
    page: string;
    items: {id: string; question: string; order: number; links: {to: string}[]; text: string}[];
  };
}

describe('the FAQ content (faqs/*.mdx)', () => {
  it('reads one question per file, in the order the writers gave, with the page apart', async () => {
    const {page, items} = await load();
    expect(page).toBe(join(siteDir, 'faqs', 'page', 'index.mdx'));
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.map((f) => f.order)).toEqual([...items.map((f) => f.order)].sort((a, b) => a - b));
    expect(new Set(items.map((f) => f.id)).size).toBe(items.length);
    expect(new Set(items.map((f) => f.question)).size).toBe(items.length);
    for (const item of items) {
      expect(item.question).toMatch(/\?$/);
      expect(item.text.length).toBeGreaterThan(80);
    }
  });

  it('gives prices in words in the plain-text answers, from the one price story', async () => {
    const {items} = await load();
    const cost = items.find((f) => f.id === 'cost')!;
    expect(cost.text).toContain(priceRangeText('wood'));
    expect(cost.text).toContain(priceRangeText('composite', 'installed'));
    expect(cost.text).not.toMatch(/\s[,;.]/);
  });

  it('turns fact components into words in the plain-text answers (for JSON-LD)', async () => {
    const {items} = await load();
    const area = items.find((f) => f.id === 'service-area')!;
    for (const city of business.cities) expect(area.text).toContain(city.name);
    expect(items.find((f) => f.id === 'estimate')!.text).toContain(business.phone.display);
    expect(items.find((f) => f.id === 'financing')!.links.map((l) => l.to)).toContain('/loan-programs');
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
