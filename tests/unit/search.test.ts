/**
 * @jest-environment node
 *
 * The site search: how text becomes terms, how a query becomes ideas, what of a built page is a
 * result, and that the index split into shards answers exactly as the whole index would.
 */
// cspell:ignore stori valu composit lenior Décks -- stems, and a misspelling the search forgives
import fc from 'fast-check';
import {buildIndex} from '@site/plugins/search/buildIndex';
import {extractPage, type SearchPage} from '@site/plugins/search/extract';
import {decodeNumbers, encodeNumbers} from '@site/src/lib/search/pack';
import {parseQuery} from '@site/src/lib/search/parseQuery';
import {createSearch, snippet} from '@site/src/lib/search/query';
import {compileSynonyms} from '@site/src/lib/search/synonyms';
import {terms} from '@site/src/lib/search/text';
import type {Synonyms} from '@site/src/data/types';
import {previewRobots} from '@site/build-time/deployment';

const synonyms: Synonyms = {
  groups: [
    ['two story', 'multi level', 'second story'],
    ['value', 'roi', 'resale'],
  ],
  oneWay: {trex: ['composite']},
};

describe('terms', () => {
  it('drops question words, so a whole question searches for what it asks about', () => {
    expect(terms('How long does a deck last?')).toEqual(['long', 'deck', 'last']);
  });

  it('reads a size however it is written', () => {
    expect(terms('a 16x20 deck')).toEqual(terms('a 16 by 20 deck'));
    expect(terms('400 sq. ft')).toEqual(terms('400 square feet'));
  });

  it('folds case, accents and apostrophes, and ends words the same (railing = railings)', () => {
    expect(terms('Décks DON’T')).toEqual(terms("decks don't"));
    expect(terms('railings')).toEqual(terms('railing'));
  });

  it('leaves out long numbers: a phone number is no topic', () => {
    expect(terms('call 8655550142')).toEqual(['call']);
  });
});

describe('queries and synonyms', () => {
  const map = compileSynonyms(synonyms);

  it('finds the longest synonym phrase and keeps the rest of the question', () => {
    const concepts = parseQuery('does a second story deck add value', map);
    expect(concepts.map((c) => c.typed)).toEqual([['second', 'stori'], ['deck'], ['add'], ['valu']]);
    expect(concepts[0].synonyms).toContainEqual(['multi', 'level']);
    expect(concepts[3].synonyms).toContainEqual(['roi']);
  });

  it('maps one way only where the writer said so', () => {
    expect(parseQuery('trex', map)[0].synonyms).toEqual([['composit']]);
    expect(parseQuery('composite', map)[0].synonyms).toEqual([]);
  });

  it('marks only the last word as one still being typed', () => {
    expect(parseQuery('deck rail', map).map((c) => c.last)).toEqual([false, true]);
  });

  it('still searches a query of stop words only', () => {
    expect(parseQuery('what is', map)).toHaveLength(1);
  });
});

it('packs whole numbers into text and back', () => {
  fc.assert(
    fc.property(fc.array(fc.nat({max: 2 ** 40})), (numbers) => {
      expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers);
    }),
  );
});

const page = (main: string, head = '<title>Repairs | Knoxville Deck Builders</title>', html = '') =>
  `<!doctype html><html ${html}><head>${head}<meta name="description" content="What we fix."></head><body><main>${main}</main></body></html>`;

/** The search documents of a page whose <main> is `main`. */
const extracted = (main: string) => extractPage(page(main), '/a', 'Knoxville Deck Builders')!;

describe('what of a built page is a result', () => {
  it('makes each FAQ entry a result with its question, its answer and its own anchor', () => {
    const found = extracted(
      '<h1>FAQ</h1><h2 id="answers">Answers</h2>' +
        '<div><h3 id="permits"><button aria-expanded="false">Do I need a permit?</button></h3>' +
        '<div role="region">Yes, for most decks.</div></div>',
    );
    expect(found.sections.find((s) => s.kind === 'faq')).toEqual({
      anchor: 'permits',
      kind: 'faq',
      heading: 'Do I need a permit?',
      h2: 'Answers',
      text: 'Yes, for most decks.',
    });
  });

  it("links a React block's heading and its cards to the block", () => {
    const found = extracted(
      '<section id="problems"><header><p>What we fix</p><h2 id="problems-title">Common problems</h2></header>' +
        '<div class="card"><h3>Wobbly railings</h3><p>We bolt them tight.</p></div></section>',
    );
    expect(found.title).toBe('Repairs');
    expect(found.sections.slice(1)).toEqual([
      {anchor: 'problems', kind: 'section', heading: 'Common problems', h2: 'Common problems', text: 'What we fix'},
      {
        anchor: 'problems',
        kind: 'section',
        heading: 'Wobbly railings',
        h2: 'Common problems',
        text: 'We bolt them tight.',
      },
    ]);
  });

  it('leaves out the header, banners, sources, related links, navigation and teasers of other pages', () => {
    const found = extracted(
      '<section id="hero" data-lead-area="page-hero"><h1>Repairs</h1><p>Fixed right.</p></section>' +
        '<div data-lead-area="cta-banner"><h2>Call us today</h2></div>' +
        '<aside data-search-skip><h2 id="sources">Sources</h2><a href="https://iccsafe.org">IRC</a></aside>' +
        '<nav><h2 id="_R_1_">Keep reading</h2></nav>' +
        '<div class="card"><h3><a href="/blog/x">Another post</a></h3><p>Its teaser.</p></div>' +
        '<h2 id="_R_2_">Contact card</h2><p>Our hours.</p>',
    );
    const all = JSON.stringify(found.sections);
    expect(found.sections).toHaveLength(1);
    expect(found.sections[0].text).toBe('Fixed right.');
    for (const gone of ['Call us', 'Sources', 'IRC', 'Keep reading', 'teaser', 'hours', '_R_'])
      expect(all).not.toMatch(gone);
  });

  it('skips pages that are no result: noindex, a redirect, a list of posts', () => {
    const name = 'Knoxville Deck Builders';
    expect(extractPage(page('<p>x</p>', '<meta name="robots" content="noindex">'), '/a', name)).toBeNull();
    expect(extractPage(page('<p>x</p>', '<meta http-equiv="refresh" content="0; url=/b">'), '/a', name)).toBeNull();
    expect(extractPage(page('<p>x</p>', '', 'class="blog-list-page"'), '/blog', name)).toBeNull();
  });

  it("indexes a preview's pages: the preview's noindex is the deployment's, not the page's own", () => {
    const name = 'Knoxville Deck Builders';
    // The robots meta a preview build puts in every page (docusaurus.config.ts), as Helmet writes it.
    const attrs = Object.entries({...previewRobots, 'data-rh': 'true'})
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ');
    expect(extractPage(page('<p>Footings below the frost line.</p>', `<meta ${attrs}>`), '/a', name)).not.toBeNull();
    // A page that says noindex itself (the 404) replaces the preview's meta, and stays out.
    expect(
      extractPage(page('<p>x</p>', '<meta data-rh="true" name="robots" content="noindex">'), '/404', name),
    ).toBeNull();
  });
});

const pages: SearchPage[] = [
  {
    route: '/blog/multi-level-decks',
    title: 'Multi-level decks',
    h1: 'Multi-level decks',
    description: 'Decks that step down a slope.',
    sections: [
      {anchor: '', kind: 'page', heading: '', h2: '', text: ''},
      {
        anchor: 'footings',
        kind: 'section',
        heading: 'Footings',
        h2: 'Footings',
        text: 'Footings sit below the frost line.',
      },
    ],
  },
  {
    route: '/faqs',
    title: 'FAQ',
    h1: 'FAQ',
    description: 'Answers.',
    sections: [
      {anchor: '', kind: 'page', heading: '', h2: '', text: ''},
      {anchor: 'lenoir', kind: 'faq', heading: 'Do you build in Lenoir City?', h2: '', text: 'Yes, on the lake.'},
      {anchor: 'railing', kind: 'faq', heading: 'How tall is a railing?', h2: '', text: '36 inches at least.'},
    ],
  },
  {
    route: '/resources/railings',
    title: 'Railing guide',
    h1: 'Railing guide',
    description: 'Choosing a railing.',
    sections: [
      {anchor: '', kind: 'page', heading: '', h2: '', text: ''},
      {anchor: 'height', kind: 'section', heading: 'Railing height', h2: 'Railing height', text: 'Guards and rails.'},
      {anchor: 'wood', kind: 'section', heading: 'Wood', h2: 'Wood', text: 'A wood railing needs stain.'},
    ],
  },
];

function searchOver(shardChars?: number) {
  const {index, files} = buildIndex(pages, synonyms, '/assets/search', shardChars);
  const fetched: string[] = [];
  const read = (path: string) => {
    fetched.push(path);
    const text = files.get(path.replace('/assets/search/', ''));
    if (text === undefined) throw new Error(`no ${path}`);
    return text;
  };
  const search = createSearch(index, {
    shard: async (path) => read(path),
    texts: async (path) => JSON.parse(read(path)) as string[],
  });
  return {search, index, fetched};
}

describe('searching a built index', () => {
  it('finds a page through a synonym the page never uses', async () => {
    const [first] = await searchOver().search.search('second story deck');
    expect(first.url).toBe('/blog/multi-level-decks');
  });

  it('forgives a misspelling', async () => {
    const [first] = await searchOver().search.search('lenior city');
    expect(first).toMatchObject({url: '/faqs#lenoir', faq: true, section: 'Do you build in Lenoir City?'});
  });

  it('weighs a title over an FAQ question over a heading over the body', async () => {
    const intro = {anchor: '', kind: 'page', heading: '', h2: '', text: ''} as const;
    const one = (route: string, title: string, section: SearchPage['sections'][number]): SearchPage => ({
      route,
      title,
      h1: title,
      description: '',
      sections: [intro, section],
    });
    const {index, files} = buildIndex(
      [
        one('/body', 'Stairs', {
          anchor: 'b',
          kind: 'section',
          heading: 'Treads',
          h2: 'Treads',
          text: 'A railing on stairs.',
        }),
        one('/heading', 'Guards', {
          anchor: 'h',
          kind: 'section',
          heading: 'Railing',
          h2: 'Railing',
          text: 'Tall ones.',
        }),
        one('/faq', 'FAQ', {anchor: 'q', kind: 'faq', heading: 'Which railing?', h2: '', text: 'Aluminum.'}),
        {...one('/title', 'Railing', intro), sections: [{...intro, text: 'Choose well.'}]},
      ],
      synonyms,
      '/assets/search',
    );
    const search = createSearch(index, {
      shard: async (path) => files.get(path.replace('/assets/search/', ''))!,
      texts: async () => [],
    });
    expect((await search.search('railing')).map((r) => r.url)).toEqual(['/title', '/faq#q', '/heading#h', '/body#b']);
  });

  it('answers the same from small shards, fetching only the ones its words are in', async () => {
    const whole = searchOver(Infinity);
    const sharded = searchOver(8);
    expect(sharded.index.shards.length).toBeGreaterThan(4);
    for (const q of ['second story deck', 'lenior city', 'railing', 'frost', 'rail heigh', 'wood stain'])
      expect(await sharded.search.search(q)).toEqual(await whole.search.search(q));
    const fresh = searchOver(8);
    await fresh.search.search('frost');
    expect(fresh.fetched.length).toBeLessThan(fresh.index.shards.length);
  });

  it('gives each result a snippet around the words that matched', async () => {
    const {search} = searchOver();
    const [first] = await search.withSnippets(await search.search('frost line'));
    expect(first.snippet).toBe('Footings sit below the frost line.');
    expect(snippet(`${'Boards and joists. '.repeat(10)}Flashing keeps water out.`, ['flash'], 80)).toMatch(
      /^…\S.* Flashing keeps water/,
    );
  });

  it('answers overlapping queries exactly as the whole index, whatever order slow shards arrive in', async () => {
    // A phone that pauses mid-word: "rail heigh" starts downloading, "rail height" starts before it lands.
    const typed = ['frost', 'frost line', 'rail', 'rail heigh', 'rail height', 'wood stain', 'second story deck'];
    const whole = searchOver(Infinity).search;
    const expected = new Map(await Promise.all(typed.map(async (q) => [q, await whole.search(q)] as const)));
    const {index, files} = buildIndex(pages, synonyms, '/assets/search', 8);
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.shuffledSubarray(typed, {minLength: 2}), async (s, queries) => {
        const search = createSearch(index, {
          shard: s.scheduleFunction(async (path: string) => files.get(path.replace('/assets/search/', ''))!),
          texts: async () => [],
        });
        await search.indexed; // its own timers, which the scheduler does not drive
        // Each query starts at a moment the scheduler picks, between shard arrivals.
        const answers = queries.map((q) =>
          s.schedule(Promise.resolve(q)).then(async () => {
            const results = await search.search(q);
            expect(search.ready(q)).toBe(true);
            return [q, results] as const;
          }),
        );
        await s.waitAll();
        for (const [q, results] of await Promise.all(answers)) expect([q, results]).toEqual([q, expected.get(q)]);
      }),
      {numRuns: 60},
    );
  });

  it('is not ready for a query while one of its shards is still on the way', async () => {
    const {index, files} = buildIndex(pages, synonyms, '/assets/search', 8);
    const waiting: (() => void)[] = [];
    const search = createSearch(index, {
      shard: (path) =>
        new Promise((resolve) => waiting.push(() => resolve(files.get(path.replace('/assets/search/', ''))!))),
      texts: async () => [],
    });
    await search.indexed;
    const first = search.search('frost');
    expect(search.ready('frost')).toBe(false);
    waiting.forEach((land) => land());
    expect((await first)[0].url).toBe('/blog/multi-level-decks#footings');
    expect(search.ready('frost')).toBe(true);
  });

  it('tries a shard again on the next search when its download failed', async () => {
    const {index, files} = buildIndex(pages, synonyms, '/assets/search', 8);
    let offline = true;
    const search = createSearch(index, {
      shard: async (path) => {
        if (offline) throw new Error('offline');
        return files.get(path.replace('/assets/search/', ''))!;
      },
      texts: async () => [],
    });
    await expect(search.search('frost')).rejects.toThrow('offline');
    offline = false;
    expect((await search.search('frost'))[0].url).toBe('/blog/multi-level-decks#footings');
  });
});
