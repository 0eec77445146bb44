/**
 * @jest-environment node
 *
 * The site pages' words as the build hands them to the pages (build-time/pageCopy.ts, run by the bundler's loader
 * and by Jest's transform): every fact a text names is filled in, every count counts its list, a page gets the cards
 * it picks and the services or programs it shows, in their order, and a text shown with its links keeps the phone's
 * token for its tel: link. Proved on the files as they are and on a copy with a program removed; nothing here pins
 * what the words say.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pageData} from '@site/build-time/pageCopy';
import {factTokens} from '@site/src/data/copySchema';
import {
  pageFile,
  sitePages,
  type HomeCopy,
  type LoanProgramsCopy,
  type PlannerCopy,
  type SellingPointsCopy,
} from '@site/src/data/pageSchema';
import {fill} from '@site/src/lib/copyText';
import {numberInWords} from '@site/src/lib/format';
import {detailLists} from '../helpers/copy';

const root = join(__dirname, '..', '..');
const raw = <T>(name: string, site = root): T => JSON.parse(readFileSync(join(site, pageFile(name)), 'utf8')) as T;
const data = (name: string, site = root) =>
  JSON.parse(pageData(site, pageFile(name), readFileSync(join(site, pageFile(name)), 'utf8'))) as Record<string, any>;

/** Every text of a value, with where it is. */
const texts = (value: unknown, at = ''): [string, string][] =>
  typeof value === 'string'
    ? [[at, value]]
    : Array.isArray(value)
      ? value.flatMap((v, i) => texts(v, `${at}[${i}]`))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => texts(v, `${at}.${k}`))
        : [];

describe("the site pages' data", () => {
  it.each(sitePages.map((p) => [p.name]))(
    '%s: names no fact or count left unfilled, but the phone of a linked text',
    (name) => {
      const left = texts(data(name)).filter(([, text]) =>
        [...factTokens, 'count', 'places', 'live load', 'deck count'].some(
          (t) => t !== 'phone' && text.includes(`{${t}}`),
        ),
      );
      expect(left).toEqual([]);
    },
  );

  it('home: its steps counted, its selling points picked in order, the services marked for it in their order', () => {
    const copy = raw<HomeCopy>('home');
    const home = data('home');
    expect(home.process.title).toBe(fill(copy.process.title, {count: numberInWords(copy.process.steps.length)}));
    const points = raw<SellingPointsCopy>('selling-points').points;
    expect(home.whyChoose.cards.map((c: {title: string}) => c.title)).toEqual(
      copy.whyChoose.points.map((key) => points.find((p) => p.id === key)!.title),
    );
    expect(home.serviceCards.map((s: {slug: string}) => s.slug)).toEqual(
      detailLists()
        .services.filter((s) => s.home)
        .map((s) => s.slug),
    );
  });

  it('services: every service, in order, and as many counted', () => {
    const services = data('services');
    expect(services.serviceCards.map((s: {slug: string}) => s.slug)).toEqual(detailLists().services.map((s) => s.slug));
    expect(services.list.title).toBe(
      fill(raw<{list: {title: string}}>('services').list.title, {
        count: numberInWords(detailLists().services.length),
      }),
    );
  });

  it('financing: a program removed leaves its card and its count, and a deck program its call-out', () => {
    const site = mkdtempSync(join(tmpdir(), 'kdb-page-copy-'));
    cpSync(join(root, 'src', 'data'), join(site, 'src', 'data'), {recursive: true});
    const copy = raw<LoanProgramsCopy>('loan-programs');
    const gone = copy.deck.programs[0].program;
    rmSync(join(site, 'src/data/copy/loan-programs', `${gone}.json`));
    const before = data('loan-programs');
    const after = data('loan-programs', site);
    expect(after.programCards).toHaveLength(before.programCards.length - 1);
    expect(after.programCards.map((p: {slug: string}) => p.slug)).not.toContain(gone);
    expect(after.deck.programs.map((d: {program: string}) => d.program)).toEqual(
      copy.deck.programs.map((d) => d.program).filter((slug) => slug !== gone),
    );
    expect(after.hero.lead).toBe(fill(copy.hero.lead, {'deck count': numberInWords(copy.deck.programs.length - 1)}));
  });

  it('keeps the phone of a text shown with its links, for the tel: link, and fills it elsewhere', () => {
    // The planner's words with the phone in a linked text and in a plain one, whatever they say now.
    const site = mkdtempSync(join(tmpdir(), 'kdb-page-copy-'));
    cpSync(join(root, 'src', 'data'), join(site, 'src', 'data'), {recursive: true});
    const copy = raw<PlannerCopy>('deck-planner');
    const words = {...copy, noScript: 'Call {phone} ({hours}).', hero: {...copy.hero, lead: 'Or call {phone}.'}};
    writeFileSync(join(site, pageFile('deck-planner')), JSON.stringify(words));
    const planner = data('deck-planner', site);
    expect(planner.noScript).toMatch(/^Call \{phone\} \(.+\)\.$/);
    expect(planner.hero.lead).not.toContain('{phone}');
  });

  it('passes a file that is no page as it is', () => {
    expect(pageData(root, 'src/data/copy/pages/nothing.json', '{"a": "{business}"}')).toBe('{"a": "{business}"}');
  });
});
