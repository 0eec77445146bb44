// cspell:words bussiness licenced -- a token and a key misspelled on purpose
/**
 * The site-wide content rules (plugins/content-check/rules), on fixtures: each
 * catches what it is for, names the file and line to fix, and passes content
 * that is right whatever its figures. `npm run check:content` runs them on
 * the real site as the first step of `npm test`.
 */
import type {BusinessFacts, ServiceCity, Stat} from '@site/src/data/types';
import type {Testimonial} from '@site/src/data/testimonials';
import type {GalleryItem} from '@site/src/data/gallery';
import {
  citiesHavePages,
  citiesLinked,
  cityPagesListServices,
  cityPagesNameTheirCity,
  cityPagesOwnWords,
  cityPagesShowTheirCity,
  nameLists,
  noFormerCities,
} from '@site/plugins/content-check/rules/cities';
import {factsNotTyped, galleryComplete} from '@site/plugins/content-check/rules/facts';
import {figuresAddUp} from '@site/plugins/content-check/rules/figures';
import {
  datedFigures,
  noInventedPromises,
  onePriceStory,
  samplesUnwritten,
  sourcesCited,
} from '@site/plugins/content-check/rules/claims';
import {copyPointsAtWhatIsThere} from '@site/plugins/content-check/rules/copy';
import {textLimits} from '@site/src/data/copySchema';
import {pageFile} from '@site/src/data/pageSchema';
import {blocksNameKnown} from '@site/plugins/content-check/rules/blocks';
import {collectionOf, type Field} from '@site/plugins/content-check/schema';
import {priceRangeText} from '@site/src/lib/priceText';
import {amount, readData, type MarkdownFile, type SiteContent} from '@site/plugins/content-check/rules/site';
import {contentFiles} from '@site/plugins/content-check/routes';
import {isKnownPath, siteDir, staticFileExists} from '../helpers/records';
import {originalBusiness} from '../seed';

const cities: ServiceCity[] = [
  {name: 'Knoxville', slug: 'knoxville', zipRange: '37901-37950', blurb: 'Ridge views.'},
  {name: 'Maryville', slug: 'maryville', zipRange: '37801-37804', blurb: 'Mountain views.'},
  {name: 'Oak Ridge', slug: 'oak-ridge', zipRange: '37830-37831', blurb: 'Wooded lots.'},
];

const facts = (changes: Partial<BusinessFacts> = {}): BusinessFacts => ({
  ...originalBusiness,
  stats: {decksBuilt: '400+', yearsInBusiness: '12+', rating: '4.7', reviewCount: '88'},
  cities,
  ...changes,
});

const businessSource = (b: BusinessFacts) =>
  [
    'export const business = {',
    `  phone: {display: '${b.phone.display}', href: '${b.phone.href}', e164: '${b.phone.e164}'},`,
    `  email: '${b.email}',`,
    `  hours: [{days: [], opens: '${b.hours[0]?.opens}', closes: '${b.hours[0]?.closes}'}],`,
    '  stats: {',
    `    decksBuilt: '${b.stats.decksBuilt}',`,
    `    yearsInBusiness: '${b.stats.yearsInBusiness}',`,
    `    rating: '${b.stats.rating}',`,
    `    reviewCount: '${b.stats.reviewCount}',`,
    '  },',
    '  cities: [',
    ...b.cities.map((c) => `    {name: '${c.name}', slug: '${c.slug}', zipRange: '${c.zipRange}'},`),
    '  ],',
    '};',
  ].join('\n');

/** A Markdown file as the check reads it, from its front matter lines and body. */
function md(file: string, frontMatter: string[], body = 'Text.'): MarkdownFile {
  const source = ['---', ...frontMatter, '---', '', body].join('\n');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const yaml = require('js-yaml') as {load: (s: string) => Record<string, unknown>};
  return {file, frontMatter: yaml.load(frontMatter.join('\n')) ?? {}, body, source};
}

const cityPages = (list: readonly ServiceCity[]) =>
  list.map((c) => md(`docs/service-areas/${c.slug}.mdx`, [`title: Decks in ${c.name}`, `city: ${c.slug}`]));

function site(changes: Partial<SiteContent> & {business?: BusinessFacts} = {}): SiteContent {
  const business = changes.business ?? facts();
  return {
    markdown: cityPages(business.cities),
    pageSections: [],
    testimonials: [],
    pageStats: [],
    galleryItems: [],
    ownWords: [],
    staticFileExists: () => true,
    isKnownPath: () => true,
    serviceSlugs: [],
    cityOffices: Object.fromEntries(business.cities.map((c) => [c.slug, {}])),
    ...changes,
    business,
    data: {'src/data/owner/business.json': businessSource(business), ...changes.data},
  };
}

describe('figures add up', () => {
  const withStats = (slug: string, stats: Stat[]) =>
    md(`docs/service-areas/${slug}.mdx`, [
      `city: ${slug}`,
      'stats:',
      ...stats.flatMap((s) => [`  - value: '${s.value}'`, `    label: ${s.label}`, `    counts: ${s.counts}`]),
    ]);

  it('reads figures as numbers', () => {
    expect([amount('1000+'), amount('$2M+'), amount('100%'), amount('4.9'), amount('1,250')]).toEqual([
      1000, 2_000_000, 100, 4.9, 1250,
    ]);
  });

  it('passes city figures inside the headline, whatever they are', () => {
    const pages = [withStats('knoxville', [{value: '300+', label: 'Decks in Knoxville', counts: 'decks'}])];
    expect(figuresAddUp(site({markdown: pages}))).toEqual([]);
  });

  it('names the city page that claims more decks or years than the business, at the figure’s line', () => {
    const page = withStats('maryville', [
      {value: '500+', label: 'Projects in Maryville', counts: 'projects'},
      {value: '20+', label: 'Years in Maryville', counts: 'years'},
    ]);
    const problems = figuresAddUp(site({markdown: [page]}));
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['docs/service-areas/maryville.mdx', 4],
      ['docs/service-areas/maryville.mdx', 7],
    ]);
    expect(problems[0].message).toContain('more than the 400+ decks');
    expect(problems[1].message).toContain("more years than the business's 12+");
  });

  it("names business.json when the city pages' decks add up to more than the headline", () => {
    const pages = ['knoxville', 'maryville'].map((slug) =>
      withStats(slug, [{value: '250+', label: 'Decks', counts: 'decks'}]),
    );
    const [problem] = figuresAddUp(site({markdown: pages}));
    expect(problem).toMatchObject({file: 'src/data/owner/business.json', line: 6});
    expect(problem.message).toContain('add up to 500');
  });

  it('holds a detail page’s figures to the headline, but not a loan program’s facts', () => {
    const stat: Stat = {value: '620', label: 'Decks designed', counts: 'decks'};
    const data = {'src/data/copy/services/custom-design.json': "  {value: '620', label: 'Decks designed'},"};
    const problems = figuresAddUp(
      site({
        pageStats: [
          {path: '/services/custom-design', stat, financing: false},
          {path: '/loan-programs/fha', stat: {...stat, label: 'Minimum credit score'}, financing: true},
        ],
        data,
      }),
    );
    expect(problems).toEqual([expect.objectContaining({file: 'src/data/copy/services/custom-design.json', line: 1})]);
  });

  it('wants a rating out of five and no more Google reviews shown than the business counts', () => {
    const google: Testimonial = {name: 'A. B.', text: 'Great.', rating: 4, source: 'google'};
    const problems = figuresAddUp(
      site({
        business: facts({stats: {decksBuilt: '400+', yearsInBusiness: '12+', rating: '5.2', reviewCount: '1'}}),
        testimonials: [google, google],
      }),
    );
    expect(problems.map((p) => p.line)).toEqual([8, 9]);
    expect(problems[0].message).toContain('not a rating out of 5');
    expect(problems[1].message).toContain('fewer than the 2 Google reviews');
  });
});

describe('cities and their pages', () => {
  it('passes any number of cities, each with its page', () => {
    for (const list of [cities.slice(0, 1), cities]) {
      expect(citiesHavePages(site({business: facts({cities: list})}))).toEqual([]);
    }
  });

  it('serves a city added in Business before its page is written, and names a page without a city', () => {
    const problems = citiesHavePages(
      site({business: facts({cities: cities.slice(0, 2)}), markdown: cityPages([cities[0], cities[2]])}),
    );
    expect(problems.map((p) => p.file)).toEqual(['docs/service-areas/oak-ridge.mdx']);
    expect(problems[0].message).toContain('does not list');
  });

  it('reads the overview in page/ as no city page', () => {
    const overview = md('docs/service-areas/page/index.mdx', ['title: Service areas', 'slug: /'], 'All cities.');
    const markdown = [...cityPages(cities), overview];
    expect(citiesHavePages(site({markdown}))).toEqual([]);
  });

  it('wants a slug made from the name', () => {
    const odd = {...cities[2], slug: 'oakridge'};
    const [problem] = citiesHavePages(site({business: facts({cities: [odd]}), markdown: cityPages([odd])}));
    expect(problem.message).toContain('must be "oak-ridge"');
  });
});

describe('city pages list their services', () => {
  const services = [
    '## Deck services in Maryville',
    '',
    '<CityServices',
    '  items={[',
    "    {service: 'repair', text: 'Rotted boards replaced.'},",
    "    {service: 'installation', text: 'New decks with a view.'},",
    '  ]}',
    '/>',
  ].join('\n');
  const cta = '<CityCta city={frontMatter.city} title="Ready for a deck?" />';
  const cityPage = (body: string) => md('docs/service-areas/maryville.mdx', ['title: Decks', 'city: maryville'], body);

  it('passes a city page whose <CityServices> names a service, whatever the services and the city', () => {
    expect(cityPagesListServices(site({markdown: [cityPage(`Intro.\n\n${services}\n\n${cta}`)]}))).toEqual([]);
    const declared = [
      "export const offered = [{service: 'composite', text: 'Low upkeep.'}];",
      '',
      '<CityServices as="h4" items={offered} />',
    ].join('\n');
    expect(cityPagesListServices(site({markdown: [cityPage(declared)]}))).toEqual([]);
  });

  it('names a city page without the list at its closing banner, where the list goes', () => {
    const [problem, ...rest] = cityPagesListServices(site({markdown: [cityPage(`Intro.\n\nMore.\n\n${cta}`)]}));
    expect(rest).toEqual([]);
    // Front matter on lines 1-4, a blank line, the body from line 6: the banner is on line 10.
    expect(problem).toMatchObject({file: 'docs/service-areas/maryville.mdx', line: 10});
    expect(problem.message).toBe(
      "docs/service-areas/maryville.mdx: the page lists none of the services offered in Maryville: add <CityServices items={[{service: '...', text: '...'}]} /> under a heading such as \"## Deck services in Maryville\" (each item a service's slug from src/data/services.ts and what it looks like in Maryville), as the other city pages do",
    );
  });

  it('names a list with no service, or one commented out, at its line', () => {
    const empty = cityPage(`Intro.\n\n<CityServices items={[]} />\n\n${cta}`);
    const hidden = cityPage(`Intro.\n\n{/* ${services} */}\n\n${cta}`);
    const problems = cityPagesListServices(site({markdown: [empty, hidden]}));
    expect(problems.map((p) => [p.line, p.message.split(': ')[1]])).toEqual([
      [8, '<CityServices> lists no service'],
      [10, '<CityServices> is commented out, so the page lists no service'],
    ]);
  });

  it('reads only city pages: not the areas overview, a guide or a post', () => {
    const others = ['docs/service-areas/page/index.mdx', 'docs/resources/materials.mdx', 'blog/2025-01-01-a.mdx'].map(
      (f) => md(f, ['title: Other'], 'No services here.'),
    );
    expect(cityPagesListServices(site({markdown: others}))).toEqual([]);
  });
});

describe('a city page is its city’s', () => {
  const front = (name: string, slug: string) => [
    `title: Deck Builder in ${name}, TN`,
    `description: Decks built for the view in ${name} and the county around it.`,
    'keywords:',
    `  - deck builder ${name} TN`,
    '  - composite decks',
    'hide_title: true',
    `city: ${slug}`,
  ];
  const body = [
    '<CityHero city={frontMatter.city} eyebrow="County" />',
    '',
    'Decks for the hills.',
    '',
    '<CityCta city={frontMatter.city} />',
  ].join('\n');

  it('passes a page that names and shows its own city, whatever the city', () => {
    const pages = cities.map((c) => md(`docs/service-areas/${c.slug}.mdx`, front(c.name, c.slug), body));
    expect(cityPagesNameTheirCity(site({markdown: pages}))).toEqual([]);
    expect(cityPagesShowTheirCity(site({markdown: pages}))).toEqual([]);
    // The hero may name the page's own city in words; the areas overview and a page without a city are not read.
    const spelled = md(
      'docs/service-areas/maryville.mdx',
      front('Maryville', 'maryville'),
      '<CityHero city="maryville" />',
    );
    const overview = md('docs/service-areas/page/index.mdx', ['title: Service areas'], 'All cities.');
    const unserved = md('docs/service-areas/alcoa.mdx', ['title: Decks'], 'Alcoa.');
    expect(cityPagesShowTheirCity(site({markdown: [spelled, overview, unserved]}))).toEqual([]);
  });

  it('names a title, description or keywords without the city, another city, and a slug, at their lines', () => {
    const page = md('docs/service-areas/oak-ridge.mdx', [
      'title: Decks near the lab',
      'description: Decks built for wooded lots and the lake, with permits handled.',
      'keywords:',
      '  - deck builder Anderson County',
      'hide_title: true',
      'city: knoxville',
      'slug: /decks-oak-ridge',
    ]);
    const problems = cityPagesNameTheirCity(site({markdown: [page]}));
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['docs/service-areas/oak-ridge.mdx', 7],
      ['docs/service-areas/oak-ridge.mdx', 8],
      ['docs/service-areas/oak-ridge.mdx', 2],
      ['docs/service-areas/oak-ridge.mdx', 3],
      ['docs/service-areas/oak-ridge.mdx', 4],
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      "docs/service-areas/oak-ridge.mdx: city: knoxville is another city's, and this is Oak Ridge's page (its file name): write city: oak-ridge",
      "docs/service-areas/oak-ridge.mdx: slug: /decks-oak-ridge moves the page away from /service-areas/oak-ridge, where the site links it: remove the line (a city page's address is its file name)",
      'docs/service-areas/oak-ridge.mdx: the title "Decks near the lab" does not name Oak Ridge: a search for a deck builder in Oak Ridge finds the page by its title (e.g. "Deck Builder in Oak Ridge, TN")',
      'docs/service-areas/oak-ridge.mdx: the description does not name Oak Ridge: search results show it under the title, so say where the decks are (e.g. "Decks built for Oak Ridge and ...")',
      'docs/service-areas/oak-ridge.mdx: no keyword names Oak Ridge: add the search phrase people type, e.g. "deck builder Oak Ridge TN"',
    ]);
  });

  it('names a page without its hero, with its title shown, a banner for another city and figures not shown', () => {
    const fm = front('Maryville', 'maryville').filter((l) => l !== 'hide_title: true');
    const page = md(
      'docs/service-areas/maryville.mdx',
      [...fm, 'stats:', "  - value: '250+'", '    label: Decks in Maryville', '    counts: decks'],
      ['Decks for the mountains.', '', '<CityCta city="knoxville" title="Ready?" />'].join('\n'),
    );
    const problems = cityPagesShowTheirCity(site({markdown: [page]}));
    // Front matter on lines 1-12, a blank line, the text from line 14.
    expect(problems.map((p) => [p.line, p.message.replace('docs/service-areas/maryville.mdx: ', '')])).toEqual([
      [
        14,
        "the page has no <CityHero city={frontMatter.city} />, its heading with Maryville's ZIP range and the estimate and call buttons: add it at the top of the text",
      ],
      [16, '<CityCta> is not for Maryville, whose page this is: write <CityCta city={frontMatter.city} ... />'],
      [
        2,
        "the page's title would show as a second heading above <CityHero>, which is the page's heading: add hide_title: true to the front matter",
      ],
      [
        8,
        'the figures in the front matter\'s stats are not on the page: show them with <CityStats items={frontMatter.stats} /> (under a heading such as "## Maryville by the numbers"), or remove them',
      ],
    ]);
  });
});

describe('city pages in their own words', () => {
  const said =
    'Most lots here slope toward the river, so we set footings below the frost line and keep the framing clear of the clay.';
  const page = (slug: string, body: string) => md(`docs/service-areas/${slug}.mdx`, [`city: ${slug}`], body);

  it('passes pages that share blocks, headings and short lines but say their own paragraphs', () => {
    const shared =
      '## Deck services\n\n<CityServices items={[{service: \'repair\', text: "The same words on every page, in a block."}]} />\n\nCall us.';
    const pages = [
      page('knoxville', `${said}\n\n${shared}`),
      page('maryville', `Mountain views, so we raise the deck.\n\n${shared}`),
    ];
    expect(cityPagesOwnWords(site({markdown: pages}))).toEqual([]);
  });

  it("names the later page's copied paragraph at its line, and the page it is from", () => {
    const pages = [page('oak-ridge', `Intro.\n\n${said}`), page('knoxville', said), page('maryville', 'Own words.')];
    const [problem, ...rest] = cityPagesOwnWords(site({markdown: pages}));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({file: 'docs/service-areas/oak-ridge.mdx', line: 7});
    expect(problem.message).toBe(
      `docs/service-areas/oak-ridge.mdx: this paragraph is also on docs/service-areas/knoxville.mdx ("${said.slice(0, 60)}..."): each city page says what is true of its own city, so write Oak Ridge's own`,
    );
  });
});

describe('blocks name what exists', () => {
  it('names an icon the site does not have and a service the site does not offer (its file removed), at their lines', () => {
    const page = md(
      'docs/resources/guide.mdx',
      ['title: Guide'],
      "<FeatureGrid items={[{icon: 'shield', title: 'A', text: 'B'}, {icon: 'rocket', title: 'C', text: 'D'}]} />\n\n<CityServices items={[{service: 'repair', text: 'A'}, {service: 'pools', text: 'B'}]} />",
    );
    expect(
      blocksNameKnown(site({markdown: [page], serviceSlugs: ['installation', 'repair']})).map((p) => [
        p.line,
        p.message,
      ]),
    ).toEqual([
      [
        5,
        "docs/resources/guide.mdx: the icon 'rocket' is not one of the site's icons: use a name from iconNames in src/data/types.ts",
      ],
      [
        7,
        expect.stringMatching(
          /^docs\/resources\/guide.mdx: the service 'pools' is not one of the services \(\/admin → Service pages\): use one of 'installation', 'repair'$/,
        ),
      ],
    ]);
    const code = md('blog/post.mdx', ['title: Post'], "```js\nconst x = {icon: 'rocket'};\n```");
    expect(blocksNameKnown(site({markdown: [code]}))).toEqual([]);
  });
});

describe('cities the business no longer serves', () => {
  const page = (body: string, keywords: string[] = []) =>
    md('docs/service-areas/page/index.mdx', ['keywords:', ...keywords.map((k) => `  - ${k}`)], body);

  it('reads lists of proper names', () => {
    expect(nameLists('We build in Knoxville, Oak Ridge and Clinton. Also Lenoir City or Alcoa.')).toEqual([
      expect.objectContaining({items: ['Knoxville', 'Oak Ridge', 'Clinton']}),
      expect.objectContaining({items: ['Also Lenoir City', 'Alcoa']}),
    ]);
  });

  it('names a list of served cities that still holds one no longer served, and a keyword that targets it', () => {
    const index = page('Intro.\n\nWe build in Knoxville, Maryville, Oak Ridge and Clinton.', [
      'deck builder Knoxville TN',
      'deck builder Clinton TN',
    ]);
    const problems = noFormerCities(site({markdown: [index]}));
    expect(problems.map((p) => p.line)).toEqual([4, 9]);
    expect(problems[0].message).toMatch(
      /^docs\/service-areas\/page\/index.mdx: the keyword "deck builder Clinton TN" targets Clinton, /,
    );
    expect(problems[1].message).toMatch(
      /^docs\/service-areas\/page\/index.mdx: a list of the cities the business serves names Clinton, /,
    );
    const atSentenceStart = page('Knoxville, Maryville and Oak Ridge. Also Alcoa, Maryville or Knoxville.');
    expect(noFormerCities(site({markdown: [atSentenceStart]})).map((p) => p.message)).toEqual([
      expect.stringContaining('names Alcoa'),
    ]);
  });

  it('lets writers name nearby towns and neighborhoods', () => {
    const text = [
      'Cabins in Sevierville, Pigeon Forge or Gatlinburg.',
      'From Sequoyah Hills, Bearden and Knoxville to Maryville.',
      'A deck on Norris Lake, north of Knoxville and Oak Ridge.',
    ].join('\n\n');
    expect(noFormerCities(site({markdown: [page(text, ['Gatlinburg cabin deck', 'Norris Lake deck'])]}))).toEqual([]);
  });
});

describe('a city named in prose', () => {
  it("links its page from its first mention, whatever the page; the business's name and the city's own page are not mentions", () => {
    const unlinked = md(
      'blog/2025-01-01-a.mdx',
      ['title: A'],
      '## Decks in Maryville\n\nMost decks around Maryville and [Oak Ridge](/service-areas/oak-ridge) need a permit.',
    );
    const [problem, ...rest] = citiesLinked(site({markdown: [...cityPages(cities), unlinked]}));
    expect(rest).toEqual([]);
    expect(problem.line).toBe(7);
    expect(problem.message).toBe(
      'blog/2025-01-01-a.mdx: names Maryville without linking its page: make the first mention a link, [Maryville](/service-areas/maryville)',
    );
    const linked = md(
      'blog/2025-01-01-b.mdx',
      ['title: B'],
      'Around [Maryville](/service-areas/maryville), and Maryville again.',
    );
    const ownPage = md('docs/service-areas/maryville.mdx', ['title: Maryville'], 'Maryville decks.');
    const name = md('faqs/who.mdx', ['question: Who?'], `${originalBusiness.name} builds decks.`);
    expect(citiesLinked(site({markdown: [linked, ownPage, name]}))).toEqual([]);
  });

  it('is not asked of a city whose page is not written yet: there is nothing to link', () => {
    const text = md('blog/2025-01-01-a.mdx', ['title: A'], 'Most decks around Maryville need a permit.');
    const withoutPage = cityPages(cities.filter((c) => c.slug !== 'maryville'));
    expect(citiesLinked(site({markdown: [...withoutPage, text]}))).toEqual([]);
    expect(citiesLinked(site({markdown: [...cityPages(cities), text]}))).toHaveLength(1);
  });

  it("is not a place in a component's data: a neighborhood list may hold a city the owner adds later", () => {
    const notes = md(
      'docs/service-areas/knoxville.mdx',
      ['title: Knoxville'],
      "<LocalNotes\n  items={[\n    {name: 'Maryville', note: 'Homes south of the river.'},\n  ]}\n/>",
    );
    expect(citiesLinked(site({markdown: [notes]}))).toEqual([]);
  });
});

describe('the business facts', () => {
  it("name a page that types the phone, the hours or a city's ZIP range", () => {
    const b = facts();
    const page = md(
      'blog/post.mdx',
      ['title: Post'],
      `Call ${b.phone.display.slice(-8)} or visit ${b.cities[0].zipRange}.`,
    );
    const problems = factsNotTyped(site({markdown: [page]}));
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['blog/post.mdx', 5],
      ['blog/post.mdx', 5],
    ]);
    expect(problems[0].message).toContain('write <CallLink /> instead');
  });
});

describe('the gallery', () => {
  const item: GalleryItem = {
    slug: 'deck',
    title: 'A deck',
    category: 'Wood',
    image: '/img/gallery/deck.jpg',
    alt: 'Photo of a cedar deck',
    description: 'A cedar deck.',
    location: 'Knoxville',
  };

  it('passes photos and illustrations that say what they are', () => {
    const drawn = {...item, slug: 'drawn', image: '/img/gallery/drawn.svg', alt: 'Illustration of a deck'};
    expect(galleryComplete(site({galleryItems: [item, drawn]}))).toEqual([]);
  });

  it('names a missing image, a repeated slug and alt text that misleads', () => {
    const problems = galleryComplete(
      site({
        galleryItems: [item, {...item, alt: 'Illustration of a deck'}, {...item, slug: 'svg', image: '/img/x.svg'}],
        staticFileExists: (path) => path !== '/img/x.svg',
        data: {'src/data/owner/gallery.json': "  {slug: 'deck',\n  {slug: 'svg',"},
      }),
    );
    expect(problems.map((p) => p.message.replace(/^src\/data\/owner\/gallery.json: /, ''))).toEqual([
      'project "deck": another project has the same slug',
      'project "deck": the image is a photo now: describe what it shows',
      'project "svg": the image /img/x.svg is not in static/ (add the photo there)',
      'project "svg": the image is an illustration: its alt text starts "Illustration of ", so nobody takes it for a photo',
    ]);
    expect(problems.map((p) => p.line)).toEqual([1, 1, 2, 2]);
  });
});

describe('claims a homeowner can check', () => {
  const guide = (body: string, extra: string[] = []) =>
    md('docs/resources/guide.mdx', ['title: Guide', 'last_update:', '  date: 2026-11-25', ...extra], body);

  it('want a yearly limit dated, the current year’s beside an old one, and a link to the next', () => {
    const stale = guide('FHA loan limits were $498,257 in 2024 for most counties.');
    const undated = guide('The conforming limit is $832,750 for one unit.');
    const current = guide(
      'FHA loan limits were $498,257 in 2024; in 2026 the limit is $541,287 ([HUD lookup](https://entp.hud.gov/idapp/html/hicostlook.cfm)).',
    );
    expect(datedFigures(site({markdown: [stale]})).map((p) => p.message)).toEqual([
      expect.stringContaining('last checked in 2026 but its newest limit is from 2024'),
      expect.stringContaining('needs a link to where the current one is published'),
    ]);
    expect(datedFigures(site({markdown: [undated]}))[0].message).toContain('has no year');
    expect(datedFigures(site({markdown: [current]}))).toEqual([]);
  });

  it('read a detail page’s sections the same way, naming the data file and line', () => {
    const section = {
      path: '/loan-programs/fha',
      file: 'src/data/loans/fha.ts',
      id: 'limits',
      links: [],
      sources: [],
      lastUpdated: '2026-11-25',
    };
    const text = 'Single-family limits start at $498,257 (2024).';
    const [problem] = datedFigures(
      site({pageSections: [{...section, text}], data: {'src/data/loans/fha.ts': `x\n  body: ['${text}'],`}}),
    );
    expect(problem).toMatchObject({file: 'src/data/loans/fha.ts', line: 2});
  });

  it('want a page that names the IRC, HUD or Cost vs. Value to cite it', () => {
    const bare = guide('Under the IRC a deck over 30 inches needs a guard.');
    const cited = guide('Under the IRC a deck over 30 inches needs a guard.', [
      'sources:',
      '  - label: 2021 IRC',
      '    url: https://codes.iccsafe.org/content/IRC2021P2',
    ]);
    expect(sourcesCited(site({markdown: [bare]})).map((p) => [p.line, p.message])).toEqual([
      [
        7,
        expect.stringContaining(
          'names the International Residential Code but does not cite it: add a source at https://codes.iccsafe.org',
        ),
      ],
    ]);
    expect(sourcesCited(site({markdown: [cited]}))).toEqual([]);
  });

  it('allow only the price story’s per-square-foot prices', () => {
    const own = md('blog/post.mdx', ['title: Post'], 'Composite runs $99 per sq ft here.');
    const story = md('blog/post.mdx', ['title: Post'], `Composite runs ${priceRangeText('composite')} in materials.`);
    expect(onePriceStory(site({markdown: [own]}))[0].message).toContain('"$99 per sq ft" is a price of its own');
    expect(onePriceStory(site({markdown: [story]}))).toEqual([]);
  });

  it('never let a sample claim into a page’s words', () => {
    const page = md(
      'docs/service-areas/knoxville.mdx',
      ['city: knoxville', 'stats:', "  - value: '$2M+'", '    label: Value added to homes', '    sample: true'],
      'Our decks have added $2M+ in value to Knoxville homes.',
    );
    const [problem] = samplesUnwritten(site({markdown: [page]}));
    expect(problem.message).toContain('"$2M+ Value added to homes", a sample claim nobody has confirmed');
    expect(problem.line).toBe(9);
  });
});

describe('the copy points at what is there', () => {
  /** Every copy file as it is, and the check over them with the site's own paths and static files. */
  const copy = () =>
    readData(
      siteDir,
      contentFiles(siteDir, 'src/data/copy', /\.json$/).map((f) => `src/data/copy/${f}`),
    );
  const check = (data: Record<string, string>) => copyPointsAtWhatIsThere(site({data, isKnownPath, staticFileExists}));
  /** One copy file with one field set, as a hand edit leaves it, and the line of that field. */
  const changed = (file: string, path: (string | number)[], value: string) => {
    const data = copy();
    const json = JSON.parse(data[file]) as Record<string, unknown>;
    const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((o, k) => o[k] as never, json);
    parent[path.at(-1)!] = value;
    data[file] = `${JSON.stringify(json, null, 2)}\n`;
    const line = data[file].split('\n').findIndex((l) => l.includes(JSON.stringify(value).slice(1, 40))) + 1;
    return {data, line};
  };

  it('passes the copy as it is', () => {
    expect(check(copy())).toEqual([]);
  });

  it('names a link to a page that is gone, a token nothing fills, a shared card and a picture that are not there, each at its line', () => {
    const services = pageFile('services');
    // A service page the site does not have, whatever services the owner has added in /admin.
    let gone = '/services/screened-porches';
    for (let n = 2; isKnownPath(gone); n++) gone = `/services/screened-porches-${n}`;
    const cases = [
      [services, ['whyChoose', 'more'], `See [our porches](${gone}).`, /leads to no page of the site/],
      [services, ['whyChoose', 'title'], 'Why choose {bussiness}', /\{bussiness\} is nothing this page fills in/],
      [services, ['whyChoose', 'points', 0], 'licenced', /no selling point has the key "licenced"/],
      [pageFile('about'), ['beforeAfter', 'before', 'image'], '/img/about/gone.jpg', /not in static/],
    ] as const;
    for (const [file, path, value, message] of cases) {
      const {data, line} = changed(file, [...path], value);
      const problems = check(data);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({file, line});
      expect(problems[0].message).toMatch(message);
    }
  });

  it('takes a price cell for the price story’s, and a planner figure only on the planner’s page', () => {
    const {data} = changed(pageFile('home'), ['hero', 'title'], 'Decks for {live load} pounds');
    expect(check(data).map((p) => p.file)).toEqual([pageFile('home')]);
    expect(check(copy()).filter((p) => p.file.includes('/services/'))).toEqual([]);
  });
});

describe('short texts fit their places', () => {
  it('holds a button and a description to the limits a post’s front matter has', () => {
    const max = (kind: 'blog' | 'guide', name: string) =>
      (collectionOf(kind).fields.find((f) => f.name === name) as Extract<Field, {type: 'string'}>).max;
    expect(textLimits.button.max).toBe(max('blog', 'cta_label'));
    expect(textLimits.searchDescription.max).toBe(max('guide', 'description'));
  });
});

describe('the business’s own words (BRAND.md)', () => {
  const point = (title: string, text: string) => ({
    where: `the selling point "${title}"`,
    file: 'src/data/sellingPoints.ts',
    financing: false,
    text: `${title}\n${text}`,
  });

  it('pass what the business states, and a financing page’s facts about a program’s guarantee', () => {
    const words = [
      point('Clear written estimates', 'A line-by-line price before work begins.'),
      point('Local', 'Call us, or ask for an estimate here at any hour.'),
      {
        where: 'the page /loan-programs/va',
        file: 'x',
        financing: true,
        text: 'The VA guarantee lets lenders lend with no down payment.',
      },
    ];
    expect(noInventedPromises(site({ownWords: words}))).toEqual([]);
  });

  it('name a guarantee, an award, a ranking, a promised approval or a response time, at its line', () => {
    const words = [
      point('Workmanship guaranteed', 'Every deck we build, for life.'),
      point('Award-winning designs', 'Recognized across the region.'),
      point('The best deck builders in Knoxville', 'Ask anyone.'),
      {
        where: 'the page /loan-programs/fha',
        file: 'src/data/copy/loan-programs/fha.json',
        financing: true,
        text: 'Apply today and you will be approved in minutes.',
      },
      {
        where: 'the page /services/repair',
        file: 'src/data/copy/services/repair.json',
        financing: false,
        text: 'We answer every call within 2 hours.',
      },
    ];
    const data = {
      'src/data/sellingPoints.ts': [
        "  a: {title: 'Workmanship guaranteed',",
        "  b: {title: 'Award-winning designs',",
        "  c: {title: 'The best deck builders in Knoxville',",
      ].join('\n'),
      'src/data/copy/loan-programs/fha.json': "  text: 'Apply today and you will be approved in minutes.',",
      'src/data/copy/services/repair.json': "\n  body: 'We answer every call within 2 hours.',",
    };
    const problems = noInventedPromises(site({ownWords: words, data}));
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['src/data/sellingPoints.ts', 1],
      ['src/data/sellingPoints.ts', 2],
      ['src/data/sellingPoints.ts', 3],
      ['src/data/copy/loan-programs/fha.json', 1],
      ['src/data/copy/services/repair.json', 2],
    ]);
    expect(problems[0].message).toBe(
      'src/data/sellingPoints.ts: the selling point "Workmanship guaranteed" promises a guarantee ("guaranteed" in "Workmanship guaranteed"): the site never invents a guarantee, award, ranking, approval or response time the business has not stated (BRAND.md). Take it out, or say what the business does instead',
    );
    expect(problems.slice(1).map((p) => p.message.split(' (')[0])).toEqual([
      'src/data/sellingPoints.ts: the selling point "Award-winning designs" claims an award',
      'src/data/sellingPoints.ts: the selling point "The best deck builders in Knoxville" claims a ranking',
      'src/data/copy/loan-programs/fha.json: the page /loan-programs/fha promises approval',
      'src/data/copy/services/repair.json: the page /services/repair promises a response time',
    ]);
  });
});
