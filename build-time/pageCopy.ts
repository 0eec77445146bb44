/**
 * The site pages' words as the build hands them to the pages: src/data/copy/pages/<page>.json with the facts it
 * names filled in (src/lib/copyText.ts), its counts counted, the shared cards it picks and the list of services or
 * programs it shows put in. The bundler's loader (plugins/page-copy) and Jest's transform of the same files
 * (tests/mocks/pageCopyTransform.cjs) both run it, so a page's component only draws finished words and none of this
 * reaches a visitor's browser. In a text the page shows with its links (CopyText), `{phone}` stays for the tel: link.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {copyFolders} from '../src/data/copySchema';
import type {Feature} from '../src/data/types';
import type {
  AboutCopy,
  CalculatorCopy,
  ContactCopy,
  GalleryCopy,
  HomeCopy,
  LoanProgramsCopy,
  NotFoundCopy,
  PlannerCopy,
  SellingPointsCopy,
  ServicesCopy,
} from '../src/data/pageSchema';
import {pagesFolder} from '../src/data/pageSchema';
import {READ_EDITION, codeFigures, joistSpacingByMaterial} from '../src/data/framing';
import {galleryItems} from '../src/data/gallery';
import {fill, withFacts, type Tokens} from '../src/lib/copyText';
import {summaries} from '../src/lib/detailPages';
import {listInWords, numberInWords} from '../src/lib/format';
import {isIllustration} from '../src/lib/images';
import {calculatorPriceStory} from '../src/lib/priceText';
import {pickSellingPoints} from '../src/lib/sellingPoints';
import {readDetailFiles} from './copy';

/** A text shown with its links (components/CopyText): filled, but its `{phone}` kept for the tel: link. */
const linked = (text: string, tokens: Tokens = {}) => fill(text, {...tokens, phone: '{phone}'});
const count = (list: readonly unknown[]): Tokens => ({count: numberInWords(list.length)});

/** What each page's data is made of beside its words: the services' and programs' files, the selling points. */
interface Sources {
  readonly lists: ReturnType<typeof summaries>;
  readonly cards: (keys: readonly string[]) => Feature[];
}

function home(copy: HomeCopy, {lists, cards}: Sources) {
  const words = withFacts(copy);
  return {
    ...words,
    process: {...words.process, title: fill(copy.process.title, count(copy.process.steps))},
    whyChoose: {...words.whyChoose, cards: cards(copy.whyChoose.points)},
    serviceCards: lists.services.filter((s) => s.home),
  };
}

function about(copy: AboutCopy) {
  const words = withFacts(copy);
  return {
    ...words,
    values: {...words.values, title: fill(copy.values.title, count(copy.values.items))},
    process: {...words.process, title: fill(copy.process.title, count(copy.process.steps))},
  };
}

function services(copy: ServicesCopy, {lists, cards}: Sources) {
  const words = withFacts(copy, count(lists.services));
  return {
    ...words,
    whyChoose: {...words.whyChoose, more: linked(copy.whyChoose.more), cards: cards(copy.whyChoose.points)},
    serviceCards: lists.services,
  };
}

function loanPrograms(copy: LoanProgramsCopy, {lists}: Sources) {
  const programs = lists.loanPrograms;
  // The programs this page says pay for a deck, in its order; one whose page is gone is left out.
  const deck = copy.deck.programs.flatMap((d) => {
    const program = programs.find((p) => p.slug === d.program);
    return program ? [{...withFacts(d), card: program}] : [];
  });
  const tokens = {
    'deck count': numberInWords(deck.length),
    'deck programs': listInWords(deck.map((d) => d.name)),
    'program count': numberInWords(programs.length),
  };
  const words = withFacts(copy, tokens);
  const purchase = programs.filter((p) => p.category === 'purchase');
  return {
    ...words,
    deck: {...words.deck, programs: deck, guide: linked(copy.deck.guide, tokens)},
    purchase: {...words.purchase, intro: fill(copy.purchase.intro, count(purchase))},
    programCards: programs,
  };
}

function calculator(copy: CalculatorCopy) {
  const words = withFacts(copy);
  // What the calculator's figure covers comes from Prices, before the page's own sentence.
  const intro = `${calculatorPriceStory()} ${words.factors.intro}`;
  return {...words, factors: {...words.factors, intro, more: linked(copy.factors.more)}};
}

/** The figures the planner plans by (src/data/framing.ts holds each once), as its words name them. */
const plannerFigures = (): Tokens => ({
  'live load': String(codeFigures.liveLoadPsf.value),
  'dead load': String(codeFigures.deadLoadPsf.value),
  'code edition': String(READ_EDITION),
  'guard height': String(codeFigures.guardsAboveIn.value),
  'joist spacing': listInWords([...new Set(Object.values(joistSpacingByMaterial).map((m) => String(m.spacingIn)))]),
  'soil bearing': String(codeFigures.soilBearingPsf.value),
});

function planner(copy: PlannerCopy) {
  const figures = plannerFigures();
  const words = withFacts(copy, figures);
  return {
    ...words,
    noScript: linked(copy.noScript),
    assumptions: {...words.assumptions, paragraphs: copy.assumptions.paragraphs.map((p) => linked(p, figures))},
  };
}

function gallery(copy: GalleryCopy) {
  // Where the projects shown are ("Sequoyah Hills, Knoxville" counts as Knoxville).
  const places = listInWords([...new Set(galleryItems.map((item) => item.location.split(',').pop()!.trim()))]);
  const words = withFacts(copy, {places});
  // Illustrations are shown as what they are, until photos of real projects replace them.
  const illustrated = galleryItems.some(isIllustration);
  return {
    ...words,
    hero: illustrated ? {...words.hero, title: words.illustrated.title, lead: words.illustrated.lead} : words.hero,
    projects: illustrated ? {...words.projects, eyebrow: words.illustrated.eyebrow} : words.projects,
    estimate: {...words.estimate, call: linked(copy.estimate.call)},
  };
}

/** Each page's data from its words. */
const pages: Readonly<Record<string, (copy: never, sources: Sources) => unknown>> = {
  home,
  about,
  services,
  'loan-programs': loanPrograms,
  calculator,
  'deck-planner': planner,
  gallery,
  contact: (copy: ContactCopy) => withFacts(copy),
  'not-found': (copy: NotFoundCopy) => withFacts(copy),
  'selling-points': (copy: SellingPointsCopy) => withFacts(copy),
};

/** The data a page's component gets, from its file's words (JSON text in, JSON text out). */
export function pageData(siteDir: string, file: string, text: string): string {
  const name = file.replace(/^.*\//, '').replace(/\.json$/, '');
  const make = pages[name];
  if (!make) return text;
  const points = (
    JSON.parse(readFileSync(join(siteDir, pagesFolder, 'selling-points.json'), 'utf8')) as SellingPointsCopy
  ).points;
  const sources: Sources = {
    lists: summaries(readDetailFiles(siteDir)),
    cards: (keys) => pickSellingPoints(keys, withFacts(points)),
  };
  return JSON.stringify(make(JSON.parse(text) as never, sources));
}

/** The files a page's data is read from beside its own: what a change of must make it again. */
export const pageInputs = (siteDir: string): string[] => [
  ...['business', 'gallery', 'prices'].map((name) => join(siteDir, 'src', 'data', 'owner', `${name}.json`)),
  join(siteDir, pagesFolder, 'selling-points.json'),
  ...copyFolders.map(({folder}) => join(siteDir, folder)),
];
