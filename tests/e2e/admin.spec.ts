// cspell:words didn -- Decap's message, "didn't match the pattern", matched without its apostrophe
/**
 * The browser editor at /admin/ (Decap CMS, plugins/editor/config.ts) in
 * Chromium, served by the production nginx config, with no network: the
 * local backend (decap-server in git mode, as `npm run cms -- --workflow`
 * runs it) works on a throwaway git copy of the site, never this working tree.
 *
 * A writer creates a post with a phone photo; the editor refuses to save
 * while a required field is empty and names it; the saved post is its own
 * branch (on GitHub, a pull request) and goes Draft -> In review -> Ready ->
 * published; the file it wrote passes the content checks and builds into a
 * page with responsive images and its social card. In the posts and FAQ
 * answers that between them use every construct any entry uses (Jest saves
 * every entry), a one-sentence fix is its own branch and changes that one
 * line: the editor writes back what the writer changed (plugins/editor/format).
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {load as parseYaml} from 'js-yaml';
import sharp from 'sharp';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {editorSettings} from '../../build-time/editor';
import {slugify} from '../../src/lib/slug';
import {searchIndexPath, type SearchIndexFile} from '../../src/lib/search/schema';
import {checkContent} from '../../plugins/content-check/checks';
import {collectionOf} from '../../plugins/content-check/schema';
import {editorCollections} from '../../plugins/editor/config';
import {ownerFiles, type OfficesData, type OwnerBusiness, type PricesData} from '../../src/data/schema';
import {copyFolders, serviceSchema, type ServiceCopy} from '../../src/data/copySchema';
import {headersForPath, parseHeadersFile} from '../../plugins/post-build/hostFiles';
import {freePort, git, removeRepo, siteRepoCopy, startDecapServer} from '../helpers/cmsBackend';
import {coveringEveryConstruct, frontMatterAndBody} from '../helpers/constructs';
import {phonePhoto} from '../helpers/phonePhoto';

const root = join(__dirname, '..', '..');
const build = join(root, 'build');
// CONTRIBUTING's example title, made unique to this run.
const title = `How to Winterize a Composite Deck, checked ${randomBytes(3).toString('hex')}`;
const slug = slugify(title);
const today = new Date().toISOString().slice(0, 10);
const postFile = `blog/${today}-${slug}.mdx`;
const postBranch = `cms/blog/${today}-${slug}`;
const photoName = `${slug}.jpg`;
const label = (name: string) => collectionOf('blog').fields.find((f) => f.name === name)!.label;

/** The repair page's lead, and the same with its last word's last two letters swapped: the typo the owner fixes. */
const repairFile = `${copyFolders.find((f) => f.name === 'services')!.folder}/repair.json`;
const repairLead = (JSON.parse(readFileSync(join(root, repairFile), 'utf8')) as ServiceCopy).hero.lead;
const typo = (text: string) => text.replace(/(\w)(\w)(\W*)$/, '$2$1$3');

/** Alcoa, as the owner adds it in Business, and its page, as the owner writes it in City pages. */
const alcoa = {
  name: 'Alcoa',
  slug: 'alcoa',
  zipRange: '37701',
  blurb: 'Blount County homes between Maryville and the airport, where a deck faces the Smokies.',
  county: 'Blount',
  inside: 'alcoa',
  outside: 'blountCounty',
};
const alcoaFile = `docs/service-areas/${alcoa.slug}.mdx`;
const cityLabel = (name: string) => collectionOf('city').fields.find((f) => f.name === name)!.label;
const alcoaPage = {
  title: 'Deck Builder in Alcoa, TN',
  description:
    'New decks, rebuilt stairs and deck repair in Alcoa, from the older streets by the plant to the airport side of town.',
  keywords: ['deck builder Alcoa TN', 'deck repair Alcoa'],
  source: {label: 'City of Alcoa: building permits and inspections', url: 'https://www.cityofalcoa-tn.gov/'},
  body: `<CityHero
  city={frontMatter.city}
  eyebrow="Blount County"
  lead="Alcoa sits between Maryville and the airport, on lots that slope toward Pistol Creek. We build decks that suit those yards and look out toward the Smokies."
/>

## Built for Alcoa yards

Many Alcoa homes were built in the years when the aluminum plant set the pace of the town, and their decks are often the second or third on the house. We check the ledger, the footings and the stairs first, because older decks here were often built before today's rules for ledger bolts and guards.

## Deck services in Alcoa

<CityServices
  items={[
    {service: 'installation', text: 'New decks for Alcoa homes, sized for the yard and the view.'},
    {service: 'repair', text: 'Loose railings, soft boards and worn stairs, fixed and brought up to code.'},
  ]}
/>

## Permits in Alcoa

Inside the city limits, the City of Alcoa issues deck permits and inspects the work. Outside them, in the rest of Blount County, the county's office does. We confirm which one covers your address before we draw the plans.

<CityCode city={frontMatter.city} />

<CityCta city={frontMatter.city} title="Planning a deck in Alcoa?" />
`,
};

/** Front matter and body of an MDX file, read as Docusaurus reads them (js-yaml). */
function parseMdx(text: string): {frontMatter: Record<string, unknown>; body: string} {
  const {frontMatter, body} = frontMatterAndBody(text);
  if (!frontMatter) throw new Error(`no front matter in:\n${text}`);
  return {frontMatter: parseYaml(frontMatter) as Record<string, unknown>, body};
}

test.describe('the browser editor', () => {
  test('/admin/ has its own CSP and noindex, and stays out of the sitemap, search and public bundles', async ({
    request,
  }) => {
    const res = await request.get(editorSettings.path);
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['x-robots-tag']).toBe('noindex, nofollow');
    expect(h['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    expect(h['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script: the admin CSP allows none
    expect(html).not.toMatch(/https?:\/\//); // nothing from a CDN
    // The public pages keep their policy, without eval, and are indexed.
    const home = (await request.get('/')).headers();
    expect(home['content-security-policy']).not.toContain('unsafe-eval');
    expect(home['x-robots-tag']).toBeUndefined();
    // The static hosts' files give /admin/ what nginx gives it.
    const rules = parseHeadersFile(readFileSync(join(build, '_headers'), 'utf8'));
    for (const path of [editorSettings.path, `${editorSettings.path}config.yml`]) {
      const served = (await request.get(path)).headers();
      for (const [name, value] of Object.entries(headersForPath(rules, path)))
        expect(served[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
    expect(readFileSync(join(build, 'sitemap.xml'), 'utf8')).not.toContain(editorSettings.path);
    const searchIndex = JSON.parse(readFileSync(join(build, searchIndexPath.slice(1)), 'utf8')) as SearchIndexFile;
    expect(
      searchIndex.pages.map((p) => p.route).filter((r) => r.startsWith(editorSettings.path.replace(/\/$/, ''))),
    ).toEqual([]);
    for (const file of readdirSync(join(build, 'assets', 'js')).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(join(build, 'assets', 'js', file), 'utf8')).not.toContain('decap');
    }
  });

  test.describe('editorial workflow on the local backend', () => {
    test.describe.configure({mode: 'serial'});
    let repo = '';
    let server: ChildProcess | undefined;
    let backendPort = 0;

    test.beforeAll(async () => {
      repo = siteRepoCopy();
      // A typo on a service page, as it reached main by hand, for the owner to fix (committed before decap-server
      // starts: it runs git in this repository too).
      const copy = readFileSync(join(repo, repairFile), 'utf8');
      writeFileSync(join(repo, repairFile), copy.replace(JSON.stringify(repairLead), JSON.stringify(typo(repairLead))));
      git(repo, 'commit', '-qam', 'A typo');
      backendPort = await freePort();
      server = await startDecapServer(repo, backendPort);
    });
    test.afterAll(() => {
      server?.kill();
      if (repo) removeRepo(repo);
    });

    test.describe('in the browser', () => {
      test.beforeEach(async ({page}) => {
        // The editor asks the configured local backend; the test's decap-server answers.
        await page.route(editorSettings.localBackendUrl, async (route) => {
          try {
            // maxRetries: a pooled connection the server has just closed answers ECONNRESET (the keep-alive race).
            const response = await route.fetch({
              url: `http://127.0.0.1:${backendPort}/api/v1`,
              timeout: 30_000,
              maxRetries: 2,
            });
            await route.fulfill({status: response.status(), headers: response.headers(), body: await response.body()});
          } catch (error) {
            // The page moved on (Decap navigates after publishing), or the test ended, while this request was in
            // flight: a request the editor sent after the last step.
            if (!page.isClosed()) await route.abort().catch(() => undefined);
            if (!/disposed|closed|Target|Test ended/.test(String(error))) throw error;
          }
        });
        // Any CSP violation is logged as an error the tests check.
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
          ),
        );
        page.on('dialog', (dialog) => dialog.accept());
        await page.goto(editorSettings.path);
        await page.getByRole('button', {name: 'Login'}).click();
        await expect(page.getByRole('link', {name: 'Workflow'})).toBeVisible();
      });

      const cspErrors = (errors: string[]) => errors.filter((e) => /Content Security Policy|CSP violation/.test(e));

      test('a writer creates a post with a phone photo: refused while a field is missing, then a draft branch', async ({
        page,
        consoleErrors,
      }, testInfo) => {
        test.setTimeout(120_000);
        await page.goto(`${editorSettings.path}#/collections/blog/new`);
        const field = (name: string) => page.getByLabel(label(name), {exact: true});
        await field('title').fill(title);
        await field('slug').fill(slug);
        await field('description').fill(
          'Clear, wash and check a composite deck before a Knoxville winter, and keep snow and ice off it safely.',
        );
        await field('keywords').fill('winterize composite deck, Knoxville decks');
        await field('cta_label').fill('Schedule Maintenance Service');
        await field('tags').click();
        await page.getByText('Maintenance', {exact: true}).click();

        // A phone photo (4000x3000, EXIF rotation and GPS), through the media library's upload.
        const photo = testInfo.outputPath(photoName);
        writeFileSync(photo, await phonePhoto());
        await page.getByRole('button', {name: 'Choose an image'}).click();
        await page.locator('input[type=file]').setInputFiles(photo);
        await page.getByRole('button', {name: 'Choose selected'}).click();

        await page
          .locator('[contenteditable="true"]')
          .fill(
            'Composite boards shrug off rot, but a [Knoxville](/service-areas/knoxville) winter still asks a few things of them.\n\n' +
              '{/* truncate */}\n\n## Before the first freeze\n\n' +
              'Sweep leaves off, wash away pollen and grime, and use a plastic shovel on snow.\n',
          );

        // The photo's description left empty: not saved, and the editor names the field.
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(
          page.getByText("Oops, you've missed a required field. Please complete before saving."),
        ).toBeVisible();
        await expect(page.getByText(`${label('image_alt')} is required.`)).toBeVisible();
        expect(git(repo, 'branch', '--list', 'cms/*').trim()).toBe('');

        await field('image_alt').fill('A gray composite deck dusted with snow, railings and stairs leading down');
        await page.getByRole('button', {name: 'Save'}).click();
        // A limit, not a measurement: the save carries the 4000 px photo through the test's proxy to decap-server, and
        // with the other worker's pages beside it once took over 30 s (19 s for the whole test on a quiet machine).
        await expect(page.getByText('Status: Draft')).toBeVisible({timeout: 60_000});

        // Its own branch, with the status in the branch description (on GitHub: a pull request and its label).
        expect(git(repo, 'branch', '--list', 'cms/*').trim()).toBe(postBranch);
        expect(git(repo, 'config', `branch.${postBranch}.description`).trim()).toBe('decap-cms/draft');
        const files = git(repo, 'diff', '--name-only', `main...${postBranch}`).trim().split('\n').sort();
        expect(files).toEqual([postFile, `static/img/blog/${photoName}`]);
        // The photo, as uploaded, where the image pipeline reads it.
        const committed = spawnSync('git', ['show', `${postBranch}:static/img/blog/${photoName}`], {
          cwd: repo,
          maxBuffer: 64 * 1024 * 1024,
        });
        expect(committed.stdout.equals(readFileSync(photo))).toBe(true);
        const {frontMatter} = parseMdx(git(repo, 'show', `${postBranch}:${postFile}`));
        expect(frontMatter).toMatchObject({
          title,
          slug,
          image: `/img/blog/${photoName}`,
          tags: ['maintenance'],
          read_time: 6,
          keywords: ['winterize composite deck', 'Knoxville decks'],
        });
        expect(cspErrors(consoleErrors)).toEqual([]);
      });

      test('the draft goes to In review, then Ready, then is published into main', async ({page, consoleErrors}) => {
        test.setTimeout(90_000);
        await page.getByRole('link', {name: 'Workflow'}).click();
        await page.getByText(title).first().click();
        for (const [status, value] of [
          ['In review', 'decap-cms/pending_review'],
          ['Ready', 'decap-cms/pending_publish'],
        ] as const) {
          await page.getByRole('button', {name: /^Status: /}).click();
          await page.getByRole('menuitem', {name: status}).click();
          await expect(page.getByText(`Status: ${status}`)).toBeVisible();
          await expect.poll(() => git(repo, 'config', `branch.${postBranch}.description`).trim()).toBe(value);
        }
        await page.getByRole('button', {name: 'Publish', exact: true}).click();
        await page.getByRole('menuitem', {name: 'Publish now'}).click();
        await expect.poll(() => git(repo, 'branch', '--list', 'cms/*').trim(), {timeout: 30_000}).toBe('');
        expect(git(repo, 'show', '--name-only', '--format=', 'main')).toContain(postFile);
        expect(cspErrors(consoleErrors)).toEqual([]);
      });

      test("a writer's one-sentence fix is its own branch and a one-line diff, in entries with every construct the editor meets", async ({
        page,
        consoleErrors,
      }) => {
        const offered = editorCollections.flatMap((c) =>
          readdirSync(join(repo, collectionOf(c.kind).dir))
            .filter((f) => /\.mdx?$/.test(f))
            .map((f) => ({collection: c.kind, file: `${collectionOf(c.kind).dir}/${f}`, id: f.replace(/\.mdx?$/, '')})),
        );
        // Every entry is opened and saved in Jest (editorFormat.test.ts); here, the entries that between them use
        // every front-matter style and body construct any entry uses, so the editor's own Markdown round trip
        // meets each, and a post in the usual shape adds no time.
        const entries = coveringEveryConstruct(
          offered,
          (e) => readFileSync(join(repo, e.file), 'utf8'),
          (e) => e.collection,
        );
        // About 6 s an entry on an idle 2-core machine (the editor's bundle loads for each); a fresh CI machine
        // running the other worker's pages beside it took over 20 s when each entry spawned a renderer. A limit, not
        // a measurement.
        test.setTimeout(entries.length * 45_000);
        for (const {collection, file, id} of entries) {
          // A fresh document per entry, as a writer opening a link to it (a hash change alone keeps the last draft).
          // The query makes each link its own document in the same tab; leaving through about:blank spawned a new
          // renderer for each entry.
          await page.goto(`${editorSettings.path}?entry=${id}#/collections/${collection}/entries/${id}`);
          const body = page.locator('[contenteditable="true"]');
          const before = readFileSync(join(repo, file), 'utf8');
          // The editor's bundle loads again for each document: on a busy machine that outlasts the default 8 s.
          await expect(body).toContainText(parseMdx(before).body.trim().split(/\s+/).slice(0, 3).join(' '), {
            timeout: 30_000,
          });
          // A click just after the last sentence's final character, as a writer puts the caret there.
          const end = await body.evaluate((editor) => {
            const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
            let last: Text | null = null;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.textContent?.trim()) last = node as Text;
            }
            const range = document.createRange();
            const at = last!.textContent!.replace(/\s+$/, '').length;
            range.setStart(last!, at - 1);
            range.setEnd(last!, at);
            last!.parentElement!.scrollIntoView({block: 'center'});
            const box = Array.from(range.getClientRects()).at(-1)!;
            return {x: box.right - 1, y: box.top + box.height / 2};
          });
          await page.mouse.click(end.x, end.y);
          await page.keyboard.press('End');
          await page.keyboard.type(' We also check setbacks.');
          await page.getByRole('button', {name: 'Save'}).click();
          await expect(page.getByText('Status: Draft')).toBeVisible({timeout: 30_000});
          const branch = `cms/${collection}/${id}`;
          await expect.poll(() => git(repo, 'branch', '--list', branch).trim()).toBe(branch);
          expect(git(repo, 'diff', '--name-only', `main...${branch}`).trim()).toBe(file);
          const diff = git(repo, 'diff', '-U0', `main...${branch}`).split('\n');
          const removed = diff.filter((l) => /^-(?!--)/.test(l)).map((l) => l.slice(1));
          const added = diff.filter((l) => /^\+(?!\+\+)/.test(l)).map((l) => l.slice(1));
          expect({file, removed, added}).toEqual({
            file,
            removed,
            added: removed.map((l) => `${l} We also check setbacks.`),
          });
          expect(removed).toHaveLength(1);
          git(repo, 'branch', '-D', branch);
        }
        expect(cspErrors(consoleErrors)).toEqual([]);
      });

      /** The owner's file behind a Business entry, as the editor and the content check read it. */
      const ownerFile = (name: string) => ownerFiles.find((f) => f.name === name)!;
      const ownerData = <T>(name: string) => JSON.parse(readFileSync(join(repo, ownerFile(name).file), 'utf8')) as T;

      async function openBusiness(page: Page, name: string) {
        await page.goto(`${editorSettings.path}?entry=${name}#/collections/business/entries/${name}`);
        await expect(page.getByText('Writing in Business collection')).toBeVisible({timeout: 30_000});
      }

      /** Saves, then reads the draft's branch: the one file it changed, the lines, and the file as the schema reads it. */
      async function saveAndRead<T>(page: Page, name: string) {
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText('Status: Draft')).toBeVisible({timeout: 30_000});
        const branch = `cms/business/${name}`;
        await expect.poll(() => git(repo, 'branch', '--list', branch).trim()).toBe(branch);
        expect(git(repo, 'diff', '--name-only', `main...${branch}`).trim()).toBe(ownerFile(name).file);
        const diff = git(repo, 'diff', '-U0', `main...${branch}`).split('\n');
        const lines = (sign: string) =>
          diff.filter((l) => l.startsWith(sign) && !l.startsWith(sign.repeat(3))).map((l) => l.slice(1));
        const after = JSON.parse(git(repo, 'show', `${branch}:${ownerFile(name).file}`)) as T;
        // What the content check asks of the file (plugins/content-check/rules/ownerData.ts), met as saved.
        expect(ownerFile(name).schema.safeParse(after).error?.issues ?? []).toEqual([]);
        git(repo, 'branch', '-D', branch);
        return {removed: lines('-'), added: lines('+'), after};
      }

      test('the owner changes a price, Saturday’s hours, adds a 4-star review and a gallery project from a phone photo in Business: each one save, only the lines it changed', async ({
        page,
        consoleErrors,
      }, testInfo) => {
        test.setTimeout(180_000);
        // The composite price, up $3: one line.
        const prices = ownerData<PricesData>('prices');
        const price = prices.materials.composite.pricePerSqFt;
        await openBusiness(page, 'prices');
        await page
          .getByRole('spinbutton', {name: 'Price per sq ft ($)'})
          .nth(Object.keys(prices.materials).indexOf('composite'))
          .fill(String(price + 3));
        const priced = await saveAndRead<PricesData>(page, 'prices');
        expect(priced.removed).toHaveLength(1);
        expect(priced.added).toEqual([priced.removed[0].replace(String(price), String(price + 3))]);
        expect(priced.after.materials.composite.pricePerSqFt).toBe(price + 3);

        // Saturday from 8 to 2: taken out of its row, and a row of its own.
        const {hours} = ownerData<OwnerBusiness>('business');
        const saturday = hours.findIndex((h) => h.days.includes('Saturday'));
        await openBusiness(page, 'business');
        // The hours are the file's first list, so theirs is the first row to open.
        if (saturday >= 0) {
          await page.getByLabel('Expand').nth(saturday).click();
          await page.getByLabel('Remove Saturday').click();
        }
        await page.getByRole('button', {name: /Add days and times/i}).click();
        await page.locator('[aria-label="select field"]').last().click();
        await page.keyboard.type('Saturday');
        await page.keyboard.press('Enter');
        await page.getByRole('textbox', {name: 'Opens'}).last().fill('08:00');
        await page.getByRole('textbox', {name: 'Closes'}).last().fill('14:00');
        const opened = await saveAndRead<OwnerBusiness>(page, 'business');
        expect(opened.after.hours.at(-1)).toEqual({days: ['Saturday'], opens: '08:00', closes: '14:00'});
        expect(opened.after.hours.slice(0, -1)).toEqual(
          hours.map((h) => ({...h, days: h.days.filter((d) => d !== 'Saturday')})).filter((h) => h.days.length > 0),
        );
        // Nothing but the hours moved: every changed line is inside the list.
        const hoursBlock = JSON.stringify(opened.after.hours, null, 2);
        for (const line of opened.added) expect(hoursBlock).toContain(line.trim().replace(/,$/, ''));

        // A 4-star review from last week, with its date: it goes first, newest first.
        const review = {
          name: 'Dana K.',
          rating: 4,
          source: 'google',
          date: '2026-11-24',
          text: 'They replaced our rotten stairs in two days. One board squeaks, and they came back to fix it.',
        };
        await openBusiness(page, 'reviews');
        await page.getByRole('button', {name: /Add review/i}).click();
        await page.getByRole('textbox', {name: 'Name'}).first().fill(review.name);
        await page.getByRole('spinbutton', {name: 'Stars'}).first().fill(String(review.rating));
        await page.locator('[aria-label="select field"]').first().click();
        await page.keyboard.type(review.source);
        await page.keyboard.press('Enter');
        await page.getByRole('textbox', {name: /Date/}).first().fill(review.date);
        await page.getByRole('textbox', {name: 'Review'}).first().fill(review.text);
        const reviewed = await saveAndRead<{reviews: Record<string, unknown>[]}>(page, 'reviews');
        expect(reviewed.after.reviews[0]).toEqual(review);
        expect(reviewed.removed).toEqual([]);
        expect(reviewed.after.reviews.slice(1)).toEqual(ownerData<{reviews: unknown[]}>('reviews').reviews);

        // A gallery project from a phone photo: the project's lines and the photo, in the same pull request.
        const project = {
          slug: `porch-deck-${randomBytes(3).toString('hex')}`,
          title: 'Porch deck and new front steps',
          category: 'Wood',
          alt: 'Photo of a pressure-treated porch deck with white railings and wide front steps',
          description: 'A front porch deck rebuilt with new stairs and a wider landing.',
          location: 'Alcoa',
        };
        const photo = testInfo.outputPath(`${project.slug}.jpg`);
        writeFileSync(photo, await phonePhoto());
        await openBusiness(page, 'gallery');
        await page.getByRole('button', {name: /Add project/i}).click();
        await page.getByRole('textbox', {name: 'Key'}).last().fill(project.slug);
        await page.getByRole('textbox', {name: 'Title'}).last().fill(project.title);
        await page.locator('[aria-label="select field"]').last().click();
        await page.keyboard.type(project.category);
        await page.keyboard.press('Enter');
        await page.getByRole('button', {name: 'Choose an image'}).last().click();
        await page.locator('input[type=file]').setInputFiles(photo);
        await page.getByRole('button', {name: 'Choose selected'}).click();
        await page.getByRole('textbox', {name: 'What the photo shows'}).last().fill(project.alt);
        await page.getByRole('textbox', {name: 'About the project'}).last().fill(project.description);
        await page.getByRole('textbox', {name: 'Where'}).last().fill(project.location);
        const branch = 'cms/business/gallery';
        const files = async () => {
          await expect.poll(() => git(repo, 'branch', '--list', branch).trim(), {timeout: 30_000}).toBe(branch);
          return git(repo, 'diff', '--name-only', `main...${branch}`).trim().split('\n').sort();
        };
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText('Status: Draft')).toBeVisible({timeout: 30_000});
        expect(await files()).toEqual([ownerFile('gallery').file, `static/img/gallery/${project.slug}.jpg`].sort());
        const gallery = JSON.parse(git(repo, 'show', `${branch}:${ownerFile('gallery').file}`)) as {projects: object[]};
        expect(gallery.projects.at(-1)).toEqual({...project, image: `/img/gallery/${project.slug}.jpg`});
        expect(ownerFile('gallery').schema.safeParse(gallery).success).toBe(true);
        git(repo, 'branch', '-D', branch);
        expect(cspErrors(consoleErrors)).toEqual([]);
      });

      test('the owner fixes a typo on a service page: one save, one line', async ({page}) => {
        // A save is a commit on a branch by decap-server: on a machine busy with the other worker, well past 30 s.
        test.setTimeout(90_000);
        const [file, right, wrong] = [repairFile, repairLead, typo(repairLead)];
        await page.goto(`${editorSettings.path}?entry=repair#/collections/services/entries/repair`);
        const lead = page.getByRole('textbox', {name: 'Lead'});
        await expect(lead).toHaveValue(wrong, {timeout: 30_000});
        await lead.fill(right);
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText('Status: Draft')).toBeVisible({timeout: 30_000});
        const branch = 'cms/services/repair';
        await expect.poll(() => git(repo, 'branch', '--list', branch).trim()).toBe(branch);
        const diff = git(repo, 'diff', '-U0', `main...${branch}`).split('\n');
        expect(diff.filter((l) => /^[-+](?![-+]{2})/.test(l))).toEqual([
          `-    "lead": ${JSON.stringify(wrong)}`,
          `+    "lead": ${JSON.stringify(right)}`,
        ]);
        expect(serviceSchema.safeParse(JSON.parse(git(repo, 'show', `${branch}:${file}`))).success).toBe(true);
        git(repo, 'branch', '-D', branch);
      });

      /** Picks an option in a select or a pick from another file (Decap's react-select), by what it shows. */
      async function choose(page: Page, field: string, option: string) {
        const control = page.locator(`[id^="${field}-field-"]`).last();
        await control.click();
        await page.keyboard.type(option);
        await page.getByRole('option', {name: option, exact: true}).click();
      }

      /** Ready, then Publish now: the branch is merged into main (on GitHub: the pull request is merged). */
      async function publish(page: Page, branch: string) {
        await page.getByRole('button', {name: /^Status: /}).click();
        await page.getByRole('menuitem', {name: 'Ready'}).click();
        await expect(page.getByText('Status: Ready')).toBeVisible();
        await page.getByRole('button', {name: 'Publish', exact: true}).click();
        await page.getByRole('menuitem', {name: 'Publish now'}).click();
        await expect.poll(() => git(repo, 'branch', '--list', branch).trim(), {timeout: 30_000}).toBe('');
      }

      test('the owner adds Alcoa: the city and its offices in Business, published; then its page in City pages, one save each', async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(240_000);
        const offices = ownerData<OfficesData>('offices').offices;
        const officeName = (id: string) => offices.find((o) => o.id === id)!.name;
        await openBusiness(page, 'business');
        await page.getByRole('button', {name: /Add city/i}).click();
        const last = (name: string) => page.getByRole('textbox', {name, exact: true}).last();
        await last('City').fill(alcoa.name);
        await last('Page address').fill(alcoa.slug);
        await last('ZIP codes').fill(alcoa.zipRange);
        await last('Card text').fill(alcoa.blurb);
        await last('County').fill(alcoa.county);
        await choose(page, 'inside', officeName(alcoa.inside));
        await choose(page, 'outside', officeName(alcoa.outside));
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText('Status: Draft')).toBeVisible({timeout: 60_000});
        const cityBranch = 'cms/business/business';
        await expect.poll(() => git(repo, 'branch', '--list', cityBranch).trim()).toBe(cityBranch);
        expect(git(repo, 'diff', '--name-only', `main...${cityBranch}`).trim()).toBe(ownerFile('business').file);
        const owner = JSON.parse(git(repo, 'show', `${cityBranch}:${ownerFile('business').file}`)) as OwnerBusiness;
        expect(owner.cities.at(-1)).toEqual(alcoa);
        expect(owner.cities.slice(0, -1)).toEqual(ownerData<OwnerBusiness>('business').cities);
        await publish(page, cityBranch);

        // Its page: the city picked from the cities just published, the template's blocks kept, its sentences written.
        await page.goto(`${editorSettings.path}#/collections/city/new`);
        const field = (name: string) => page.getByLabel(cityLabel(name), {exact: true});
        await field('title').fill(alcoaPage.title);
        await field('description').fill(alcoaPage.description);
        await field('keywords').fill(alcoaPage.keywords.join(', '));
        await choose(page, 'city', alcoa.name);
        await page.getByRole('textbox', {name: 'Date', exact: true}).fill(today);
        await page.getByRole('button', {name: /Add source/i}).click();
        await page.getByRole('textbox', {name: 'Source', exact: true}).fill(alcoaPage.source.label);
        await page.getByRole('textbox', {name: 'Address', exact: true}).fill(alcoaPage.source.url);
        const body = page.locator('[contenteditable="true"]');
        // The template, as is: refused, with what to do.
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText(/replace the template text/)).toBeVisible();
        expect(git(repo, 'branch', '--list', 'cms/city/*').trim()).toBe('');
        await body.fill(alcoaPage.body);
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText('Status: Draft')).toBeVisible({timeout: 60_000});
        const pageBranch = `cms/city/${alcoa.slug}`;
        await expect.poll(() => git(repo, 'branch', '--list', pageBranch).trim()).toBe(pageBranch);
        expect(git(repo, 'diff', '--name-only', `main...${pageBranch}`).trim()).toBe(alcoaFile);
        const {frontMatter} = parseMdx(git(repo, 'show', `${pageBranch}:${alcoaFile}`));
        expect(frontMatter).toMatchObject({
          title: alcoaPage.title,
          city: alcoa.slug,
          hide_title: true,
          hide_table_of_contents: true,
          keywords: alcoaPage.keywords,
          sources: [alcoaPage.source],
          last_update: {date: new Date(today)},
        });
        await publish(page, pageBranch);
        expect(cspErrors(consoleErrors)).toEqual([]);
      });

      test('the editor refuses a price, a ZIP range and markup the schema refuses, before anything is saved', async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const prices = ownerData<PricesData>('prices');
        await openBusiness(page, 'prices');
        await page
          .getByRole('spinbutton', {name: 'Price per sq ft ($)'})
          .nth(Object.keys(prices.materials).indexOf('composite'))
          .fill('0');
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText(/Price per sq ft \(\$\) must be between 1 and 1000/)).toBeVisible();

        await openBusiness(page, 'business');
        await page.getByLabel('Expand').last().click();
        await page.getByRole('textbox', {name: 'ZIP codes'}).last().fill('3780');
        await page
          .getByRole('textbox', {name: 'Card text'})
          .last()
          .fill('Decks <img src=x onerror=alert(1)> for the lake.');
        await page.getByRole('button', {name: 'Save'}).click();
        await expect(page.getByText(/ZIP codes didn.t match the pattern: one ZIP code/)).toBeVisible();
        await expect(page.getByText(/Card text didn.t match the pattern: plain text/)).toBeVisible();
        expect(git(repo, 'branch', '--list', 'cms/business/*').trim()).toBe('');
      });
    });

    test('the published post and city pass the content checks and build: a page with responsive images and its card, Alcoa’s page and its card', async () => {
      test.setTimeout(300_000);
      git(repo, 'checkout', '-q', 'main');
      const text = readFileSync(join(repo, postFile), 'utf8');
      const {frontMatter, body} = parseMdx(text);
      expect(() => checkContent(repo, join(repo, postFile), frontMatter, body, text)).not.toThrow();
      const {SITE_URL: _siteUrl, ...env} = process.env;
      const docusaurus = (...args: string[]) =>
        new Promise<{status: number | null; output: string}>((resolve) => {
          const child = spawn(join(repo, 'node_modules', '.bin', 'docusaurus'), args, {cwd: repo, env});
          let output = '';
          child.stdout.on('data', (c) => (output += c));
          child.stderr.on('data', (c) => (output += c));
          child.on('close', (status) => resolve({status, output}));
        });
      // The whole site's checks, as a pull request runs them: Alcoa's page agrees with the city published before it.
      expect(readdirSync(join(repo, 'docs', 'service-areas'))).toContain(`${alcoa.slug}.mdx`);
      const checked = await docusaurus('check-content');
      expect(checked.status, checked.output).toBe(0);

      const out = join(repo, 'build');
      const run = await docusaurus('build', '--out-dir', out);
      expect(run.output).not.toMatch(/\[ERROR\]/);
      expect(run.status, run.output).toBe(0);
      const html = readFileSync(join(out, 'blog', `${slug}.html`), 'utf8');
      expect(html).toMatch(
        new RegExp(
          `<source type=image/avif srcset="/assets/photos/${slug}-[0-9a-f]{10}-480\\.avif 480w, [^"]*1200\\.avif 1200w`,
        ),
      );
      expect(html).toMatch(/<img[^>]*width=3000 height=4000[^>]*fetchpriority=high/);
      const card = join(out, 'img', 'og', `blog--${slug}.jpg`);
      expect(existsSync(card)).toBe(true);
      expect(await sharp(card).metadata()).toMatchObject({width: 1200, height: 630, format: 'jpeg'});
      // Alcoa's page, with its ZIP code in its heading, and its card linking it on the overview.
      const alcoaHtml = readFileSync(join(out, 'service-areas', `${alcoa.slug}.html`), 'utf8');
      expect(alcoaHtml).toContain(alcoa.zipRange);
      expect(alcoaHtml).toContain(`<title data-rh=true>${alcoaPage.title}`);
      expect(readFileSync(join(out, 'service-areas.html'), 'utf8')).toContain(`href=/service-areas/${alcoa.slug}`);
    });
  });
});
