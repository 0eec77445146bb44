// cspell:ignore qqxqzzv -- a word no page has
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {join} from 'node:path';
import {test, expect, hydrated, unexpectedErrors} from './fixtures';
import {pageFile} from '../../build-time/pages';
import {searchSynonyms} from '../../src/data/searchSynonyms';
import {createSearch} from '../../src/lib/search/query';
import {searchIndexPath, type SearchIndexFile} from '../../src/lib/search/schema';
import {buildIndex} from '../../plugins/search/buildIndex';
import {extractPage, type SearchPage} from '../../plugins/search/extract';
import {business} from '../../src/data/business';
import {querySets, report, runSet, score, searchOf, type Ranked} from '../search/relevance';

const buildDir = 'build';
const index = JSON.parse(readFileSync(join(buildDir, searchIndexPath), 'utf8')) as SearchIndexFile;
const searchFiles = /\/search\/index\.json|\/assets\/search\//;

/** The build's pages as one index, unsplit: what every sharded answer must equal. */
function wholeIndex() {
  const pages: SearchPage[] = index.pages.map((p) =>
    extractPage(readFileSync(pageFile(buildDir, p.route), 'utf8'), p.route, business.name)!,
  );
  const whole = buildIndex(pages, searchSynonyms, '/assets/search', Infinity);
  return createSearch(whole.index, {
    shard: async (path) => whole.files.get(path.replace('/assets/search/', ''))!,
    texts: async () => [],
  });
}

/** The first FAQ entry in this build: its question, its page and its anchor. */
function firstFaq() {
  const doc = index.kinds.indexOf('f');
  let first = 0;
  const page = index.pages.find((p) => (first += p.documents) > doc)!;
  return {question: index.labels[doc], page, url: `${page.route}#${index.anchors[doc]}`};
}

test.describe('site search', () => {
  test('nothing of search loads until a visitor asks; "/" opens the box and loads the index', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => searchFiles.test(url))).toEqual([]);

    const index = page.waitForRequest((r) => r.url().endsWith(searchIndexPath));
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', {name: 'Search the site'})).toBeFocused();
    await index;
  });

  test('an FAQ question finds its answer: page, question and snippet; arrows choose and Enter opens it', async ({
    page,
    consoleErrors,
  }) => {
    const faq = firstFaq();
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', {name: 'Search the site'});
    await box.fill(faq.question);
    const options = page.getByRole('option');
    await expect(options.first()).toContainText(faq.question);
    await expect(options.first()).toContainText(faq.page.title);
    await expect(options.first()).toContainText('FAQ');
    await expect(page.getByRole('status')).toContainText(/\d+ results? for/);
    // The snippet is the answer's opening words, fetched once the list shows.
    await expect(options.first().locator('span').last()).not.toHaveText(faq.question);

    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(faq.url);
    const entry = page.locator(`[id="${faq.url.split('#')[1]}"]`);
    await expect(entry).toBeInViewport();
    await expect(entry.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('Escape closes search and puts focus back on the Search button', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('banner').getByRole('button', {name: 'Search'});
    await button.click();
    await expect(page.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a search nothing answers says so, and offers the FAQ and the phone', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill('qqxqzzv');
    await expect(page.getByRole('status')).toHaveText(/Nothing found for “qqxqzzv”/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', {name: business.phone.display})).toHaveAttribute('href', business.phone.href);
    await expect(dialog.getByRole('link', {name: /questions answered/})).toHaveAttribute('href', '/faqs');
  });

  test('when the index cannot load, search says so, and Try again works once it can', async ({page}) => {
    await page.route(searchFiles, (route) => route.abort('connectionfailed'));
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill(firstFaq().question);
    await expect(page.getByRole('status')).toHaveText(/could not load/);
    await page.unroute(searchFiles);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('option').first()).toContainText(firstFaq().question);
  });

  test('on a slow connection it says it is searching, then shows the results', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search\/.*\.txt$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill(firstFaq().question);
    await expect(page.getByRole('status')).toHaveText('Searching…');
    release();
    await expect(page.getByRole('option').first()).toContainText(firstFaq().question);
  });
});

test.describe("search's own code on a slow connection", () => {
  /**
   * Holds back every script the page asks for from now on (search's dialog among them) until `release`;
   * `arrived` waits until each held one has loaded, and two frames more.
   */
  async function holdScripts(page: Page) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const urls: string[] = [];
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      urls.push(route.request().url());
      await held;
      await route.continue();
    });
    const arrived = async () => {
      // The dialog's chunk is asked for two frames after "/", which can be after the keys that follow it.
      await expect.poll(() => urls.length, {message: 'scripts held back'}).toBeGreaterThan(0);
      // Read afresh each time: the chunk's files are asked for together, but reach the route one by one.
      await expect
        .poll(() =>
          page.evaluate((wanted) => wanted.every((url) => performance.getEntriesByName(url).length > 0), urls),
        )
        .toBe(true);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    };
    return {release, arrived};
  }

  test('letters typed before the box has loaded are kept: it opens with them, and typing goes on', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const {release} = await holdScripts(page);
    await page.keyboard.press('/');
    await page.keyboard.type('dek');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ck');
    release();
    const box = page.getByRole('combobox');
    await expect(box).toHaveValue('deck');
    await expect(box).toBeFocused();
    await page.keyboard.type(' cost');
    await expect(box).toHaveValue('deck cost');
    await expect(page.getByRole('status')).toHaveText(/results? for “deck cost”/);
  });

  test('Escape before the box has loaded calls search off, and what was typed with it', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const {release, arrived} = await holdScripts(page);
    await page.keyboard.press('/');
    await page.keyboard.type('de');
    await page.keyboard.press('Escape');
    release();
    await arrived();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Search still opens when asked again, with an empty box: what was typed went with the Escape.
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox')).toBeFocused();
    await expect(page.getByRole('combobox')).toHaveValue('');
  });
});

test.describe('site search on a slow phone connection', () => {
  test('a visitor who pauses mid-word while the postings download gets what the whole index answers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await hydrated(page);
    // 50 KB/s with 900 ms of latency, from here on: what search downloads crawls in.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 900,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', {name: 'Search the site'});
    const whole = wholeIndex();
    for (const [typed, rest] of [
      ['deck stain colo', 'r'],
      ['how high should a railing b', 'e'],
    ]) {
      const expected = (await whole.search(typed + rest)).map((r) => r.url);
      expect(expected.length, `the site answers "${typed + rest}"`).toBeGreaterThan(0);
      await box.fill('');
      // Typed, then a pause long enough for the postings to start downloading, then the last letter.
      const postings = page.waitForRequest(/\/assets\/search\/.*\.txt$/, {timeout: 20_000}).catch(() => null);
      await box.pressSequentially(typed);
      await postings;
      await box.press(rest);
      await expect(page.getByRole('status')).toHaveText(/\d+ results? for/, {timeout: 30_000});
      await expect
        .poll(() => page.getByRole('option').evaluateAll((os) => os.map((o) => o.getAttribute('href'))))
        .toEqual(expected);
    }
  });
});

test.describe('site search on a phone @mobile', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('a visitor taps Search and reads the results on screen', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Search'}).tap();
    await page.getByRole('combobox').fill(firstFaq().question);
    await expect(page.getByRole('option').first()).toBeInViewport();
    await page.getByRole('option').first().tap();
    await expect(page).toHaveURL(firstFaq().url);
  });
});

test.describe('search relevance', () => {
  test("homeowners' questions find the pages that answer them (top 3, at least 95%)", async () => {
    const {search} = searchOf(buildDir);
    const rows: Ranked[] = [];
    const lines: string[] = [];
    for (const [name, queries] of Object.entries(querySets)) {
      const set = await runSet(buildDir, search, queries);
      rows.push(...set.rows);
      lines.push(report(name, score(set.rows)));
      for (const q of set.unanswerable) lines.push(`  not scored (its answers are gone from the site): ${q.q}`);
    }
    const all = score(rows);
    lines.push(report('all', all));
    for (const miss of rows.filter((r) => !(r.pageRank > 0 && r.pageRank <= 3)))
      lines.push(
        `  below the top 3: "${miss.query.q}" (${miss.pageRank || 'not found'}); got ${miss.got
          .slice(0, 3)
          .map((r) => r.url)
          .join(', ')}`,
      );
    console.log(`Search relevance\n${lines.join('\n')}`);
    expect(all.top3).toBeGreaterThanOrEqual(0.95);
  });

  test('the index split into shards answers exactly as the whole index does', async () => {
    const wholeSearch = wholeIndex();
    const {search} = searchOf(buildDir);
    // The same results in the same order, with the same scores (to the last few bits of a float).
    const listed = async (s: typeof search, q: string) =>
      (await s.search(q, 10)).map((r) => `${r.url} ${r.score.toPrecision(10)}`);
    for (const {q} of [...querySets.main, ...querySets.holdout])
      expect([q, await listed(search, q)]).toEqual([q, await listed(wholeSearch, q)]);
  });
});
