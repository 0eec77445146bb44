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
  nameLists,
  noFormerCities,
} from '@site/plugins/content-check/rules/cities';
import {factsNotTyped, galleryComplete, wellFormedFacts} from '@site/plugins/content-check/rules/facts';
import {figuresAddUp} from '@site/plugins/content-check/rules/figures';
import {datedFigures, onePriceStory, samplesUnwritten, sourcesCited} from '@site/plugins/content-check/rules/claims';
import {priceRangeText} from '@site/src/lib/priceText';
import {amount, type MarkdownFile, type SiteContent} from '@site/plugins/content-check/rules/site';
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
    staticFileExists: () => true,
    ...changes,
    business,
    data: {'src/data/business.ts': businessSource(business), ...changes.data},
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

  it("names business.ts when the city pages' decks add up to more than the headline", () => {
    const pages = ['knoxville', 'maryville'].map((slug) =>
      withStats(slug, [{value: '250+', label: 'Decks', counts: 'decks'}]),
    );
    const [problem] = figuresAddUp(site({markdown: pages}));
    expect(problem).toMatchObject({file: 'src/data/business.ts', line: 6});
    expect(problem.message).toContain('add up to 500');
  });

  it('holds a detail page’s figures to the headline, but not a loan program’s facts', () => {
    const stat: Stat = {value: '620', label: 'Decks designed', counts: 'decks'};
    const data = {'src/data/serviceDetails/custom-design.ts': "  {value: '620', label: 'Decks designed'},"};
    const problems = figuresAddUp(
      site({
        pageStats: [
          {path: '/services/custom-design', stat, financing: false},
          {path: '/loan-programs/fha', stat: {...stat, label: 'Minimum credit score'}, financing: true},
        ],
        data,
      }),
    );
    expect(problems).toEqual([expect.objectContaining({file: 'src/data/serviceDetails/custom-design.ts', line: 1})]);
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

  it('names the city without a page and the page without a city', () => {
    const problems = citiesHavePages(
      site({business: facts({cities: cities.slice(0, 2)}), markdown: cityPages([cities[0], cities[2]])}),
    );
    expect(problems.map((p) => p.file)).toEqual(['src/data/business.ts', 'docs/service-areas/oak-ridge.mdx']);
    expect(problems[0].line).toBe(13);
    expect(problems[0].message).toContain('Maryville has no page: add docs/service-areas/maryville.mdx');
    expect(problems[1].message).toContain('does not list');
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
    const others = ['docs/service-areas/index.mdx', 'docs/resources/materials.mdx', 'blog/2025-01-01-a.mdx'].map((f) =>
      md(f, ['title: Other'], 'No services here.'),
    );
    expect(cityPagesListServices(site({markdown: others}))).toEqual([]);
  });
});

describe('cities the business no longer serves', () => {
  const page = (body: string, keywords: string[] = []) =>
    md('docs/service-areas/index.mdx', ['keywords:', ...keywords.map((k) => `  - ${k}`)], body);

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
      /^docs\/service-areas\/index.mdx: the keyword "deck builder Clinton TN" targets Clinton, /,
    );
    expect(problems[1].message).toMatch(
      /^docs\/service-areas\/index.mdx: a list of the cities the business serves names Clinton, /,
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
    const [problem, ...rest] = citiesLinked(site({markdown: [unlinked]}));
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
});

describe('the business facts', () => {
  it('pass when the phone forms agree and the hours read as times', () => {
    expect(wellFormedFacts(site())).toEqual([]);
    const weekdays = facts({
      hours: [{days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '17:00'}],
    });
    expect(wellFormedFacts(site({business: weekdays}))).toEqual([]);
  });

  it('name a phone whose forms disagree, hours that do not read, and an email that is not one', () => {
    const broken = facts({
      phone: {display: '(865) 867-5309', href: 'tel:+18658675390', e164: '+18658675309'},
      hours: [{days: ['Monday'], opens: '8:00', closes: '18:00'}],
      email: 'office at example',
    });
    const problems = wellFormedFacts(site({business: broken}));
    expect(problems.map((p) => p.message.split(': ')[1].split(' ').slice(0, 2).join(' '))).toEqual([
      'the phone',
      'hours {"days":["Monday"],"opens":"8:00","closes":"18:00"}',
      'email "office',
    ]);
    expect(problems[0]).toMatchObject({file: 'src/data/business.ts', line: 2});
  });

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
        data: {'src/data/gallery.ts': "  {slug: 'deck',\n  {slug: 'svg',"},
      }),
    );
    expect(problems.map((p) => p.message.replace(/^src\/data\/gallery.ts: /, ''))).toEqual([
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
    const section = {path: '/loan-programs/fha', id: 'limits', links: [], sources: [], lastUpdated: '2026-11-25'};
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
