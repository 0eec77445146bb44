/**
 * @jest-environment node
 *
 * Launch day, in a copy of the site (reports/launch-site): the owner replaces
 * every stand-in in src/data/owner/business.json and nothing else, and a writer
 * publishes a first post as CONTRIBUTING.md says (npm run new:post, one MDX
 * file, one large phone photo). Both pass the checks and build; the browser
 * suite then serves this build (tests/e2e/launch) to prove the photo post and
 * the owner's phone, address, ids and analytics in Chromium.
 *
 * Hermetic: the copy is taken from the working tree (a writer's own
 * unfinished post included), and the test's post has a title no writer's post
 * can have, so nothing in the tree can collide with it.
 */
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {randomBytes} from 'node:crypto';
import sharp from 'sharp';
import {scaffoldText} from '@site/plugins/new-post/scaffold';
import {slugify} from '@site/src/lib/slug';
import {contentSecurityPolicy, type ServiceSettings} from '@site/build-time/security';
import {business} from '@site/src/data/business';
import {parseCsp, serializeCsp} from '@site/plugins/post-build/csp';
import {nginxHeadersFile, parseHeadersFile} from '@site/plugins/post-build/hostFiles';
import {phonePhoto} from '../helpers/phonePhoto';
import {fillPost} from '../helpers/posts';
import {jsonLd} from '../e2e/html';
import {copySite, docusaurus, launchSite, setBusinessValues} from '../helpers/siteCopy';
import {
  enterOwnerData,
  launchPhone,
  ownerData,
  launchValues,
  replaceSamples,
  type LaunchManifest,
} from '../helpers/launchValues';
import {spawnSync} from 'node:child_process';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {legacyRedirects} from '@site/build-time/redirects';

const repo = join(__dirname, '..', '..');
const site = join(repo, launchSite.dir);
// CONTRIBUTING's example title, made unique to this run.
const title = `How to Winterize a Composite Deck, checked ${randomBytes(3).toString('hex')}`;
const slug = slugify(title);
const out = join(site, 'build');
/** A second post, sharing the first one's photo. */
const secondTitle = `What a First Freeze Shows on a Composite Deck, checked ${randomBytes(3).toString('hex')}`;
const second = {title: secondTitle, slug: slugify(secondTitle)};
/** An old address the owner wants kept, sent where the first legacy redirect goes. */
const movedFrom = '/old-site/fha-loans';

/** The services the owner's values switch on, as security.ts reads them. */
const ownerServices: ServiceSettings = {
  leadForm: {...business.leadForm, id: launchValues['leadForm.id']},
  financingForm: {id: launchValues['financingForm.id']},
  chatWidget: {...business.chatWidget, id: launchValues['chatWidget.id']},
  analytics: {ga4Id: launchValues['analytics.ga4Id']},
};

beforeAll(() => copySite(site));

/** The city the owner stops serving (the copy's last), for the browser suite. */
let droppedCity = {name: '', slug: ''};

describe('the owner at launch', () => {
  it('replaces every stand-in in business.json and the samples, and npm run check:launch -- --strict passes', async () => {
    setBusinessValues(site, launchValues);
    await replaceSamples(site);
    const run = docusaurus(site, 'check-launch', '--strict');
    expect(run.stdout).toContain('Launch check: no stand-ins left.');
    expect(run.status).toBe(0);
  }, 90_000);

  it("enters the business's real data, drops a city, fixes what check:content names, and the typecheck passes", () => {
    droppedCity = enterOwnerData(site);
    const check = docusaurus(site, 'check-content');
    expect(check.stdout).toMatch(/Content check: \d+ files, no problems\./);
    expect(readFileSync(join(site, 'src/data/owner/business.json'), 'utf8')).not.toContain(`"${droppedCity.slug}"`);
    const tsc = spawnSync(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', site], {encoding: 'utf8'});
    expect(tsc.stdout).toBe('');
    // The customer's own spelling and a street no dictionary knows pass the spell check as they are.
    const data = ['business.json', 'reviews.json'].map((f) => join(site, 'src', 'data', 'owner', f));
    const spell = spawnSync(
      join(repo, 'node_modules', '.bin', 'cspell'),
      ['--no-progress', '--config', join(repo, 'cspell.json'), ...data],
      {encoding: 'utf8'},
    );
    expect(spell.stdout + spell.stderr).toMatch(/Issues found: 0 in 0 files/);
  }, 120_000);
});

describe('a writer publishes a first post', () => {
  let post = '';

  it('starts it with npm run new:post, which says what to do next', () => {
    const run = docusaurus(site, 'new-post', title);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Put your photo at static/img/blog/${slug}.jpg`);
    expect(run.stdout).toContain('npm run check:content');
    post = readdirSync(join(site, 'blog')).find((f) => f.endsWith(`-${slug}.mdx`))!;
    expect(post).toBeTruthy();
  });

  it('cannot publish the untouched template: check:content and the build name the file and the field', () => {
    const file = join(site, 'blog', post);
    writeFileSync(file, readFileSync(file, 'utf8').replace('draft: true\n', ''));
    const expected = `Blog post blog/${post}: front matter field "description" still holds the new-post template ("${scaffoldText.description}")`;
    const check = docusaurus(site, 'check-content', `blog/${post}`);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(expected);
    const run = docusaurus(site, 'build', '--out-dir', join(site, 'refused'));
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(expected);
  }, 120_000);

  it('writes the post and adds one phone photo; check:content passes', async () => {
    const file = join(site, 'blog', post);
    const article = fillPost(readFileSync(file, 'utf8'), {
      description:
        'Clear, wash and check a composite deck before a Knoxville winter, and keep snow and ice off it safely.',
      imageAlt: 'A gray composite deck dusted with snow, railings and stairs leading down to the yard',
      // A served city named in prose links its page (CONTRIBUTING; check:content names the line otherwise).
      intro:
        'Composite boards shrug off rot, but a winter in [Knoxville](/service-areas/knoxville) still asks a few things of them.',
      body: 'Sweep leaves off, wash away pollen and grime, and use a plastic shovel on snow.',
    });
    writeFileSync(file, article);
    mkdirSync(join(site, 'static', 'img', 'blog'), {recursive: true});
    writeFileSync(join(site, 'static', 'img', 'blog', `${slug}.jpg`), await phonePhoto());

    const check = docusaurus(site, 'check-content');
    expect(check.stdout).toMatch(/Content check: \d+ files, no problems\./);
  }, 120_000);

  it("writes a second post with the first one's photo, saved again under the name the template asks for", () => {
    const run = docusaurus(site, 'new-post', second.title);
    expect(run.status).toBe(0);
    const file = join(
      site,
      'blog',
      readdirSync(join(site, 'blog')).find((f) => f.endsWith(`-${second.slug}.mdx`))!,
    );
    writeFileSync(
      file,
      fillPost(readFileSync(file, 'utf8'), {
        description: 'What a first freeze does to a composite deck, and the three things to check once it thaws.',
        imageAlt: 'The same gray composite deck under snow, seen from the yard below its stairs',
        intro: 'A first freeze rarely harms composite boards, but it shows where water sits on a deck.',
        body: 'Look for ice where boards meet the house, under the stair treads and around each post base.',
      }),
    );
    const photos = join(site, 'static', 'img', 'blog');
    writeFileSync(join(photos, `${second.slug}.jpg`), readFileSync(join(photos, `${slug}.jpg`)));
    expect(docusaurus(site, 'check-content').stdout).toMatch(/Content check: \d+ files, no problems\./);
  });

  it('a drawing saved in a second folder and an old address redirected where another already goes: the same bytes twice', () => {
    // Both reach compression, which caches by content (build-time/cacheFile.ts): the same bytes in flight twice.
    const drawing = readdirSync(join(site, 'static', 'img', 'blog')).find((f) => f.endsWith('.svg'))!;
    mkdirSync(join(site, 'static', 'img', 'shared'), {recursive: true});
    cpSync(join(site, 'static', 'img', 'blog', drawing), join(site, 'static', 'img', 'shared', drawing));
    const redirects = join(site, 'build-time', 'redirects.ts');
    const [{to}] = legacyRedirects;
    writeFileSync(
      redirects,
      readFileSync(redirects, 'utf8').replace(/\n\];/, `\n  {from: '${movedFrom}', to: '${to}'},\n];`),
    );
  });

  it('check:content passes and the site builds', () => {
    const check = docusaurus(site, 'check-content');
    expect(check.stdout).toMatch(/Content check: \d+ files, no problems\./);
    const run = docusaurus(site, 'build', '--out-dir', out);
    expect(run.stderr).not.toMatch(/\[ERROR\]/);
    expect(run.status).toBe(0);
    const manifest: LaunchManifest = {
      businessName: business.name,
      phoneHref: launchPhone.href,
      post: {route: `/blog/${slug}`, slug, title},
      droppedCity,
    };
    writeFileSync(join(repo, launchSite.manifest), JSON.stringify(manifest, null, 2));
  }, 240_000);
});

describe('the launch-day build', () => {
  const html = (route: string) => readFileSync(join(out, `${route === '/' ? 'index' : route.slice(1)}.html`), 'utf8');

  it("serves the post's photo as responsive AVIF, WebP and JPEG, with its own social card", async () => {
    const page = html(`/blog/${slug}`);
    expect(page).toMatch(
      new RegExp(
        `<source type=image/avif srcset="/assets/photos/${slug}-[0-9a-f]{10}-480\\.avif 480w, [^"]*1200\\.avif 1200w`,
      ),
    );
    // The phone stored it sideways; the build turned it upright.
    expect(page).toMatch(/<img[^>]*width=3000 height=4000[^>]*fetchpriority=high/);
    const variants = readdirSync(join(out, 'assets', 'photos')).filter((f) => f.startsWith(slug));
    expect(variants.filter((f) => f.endsWith('.avif'))).toHaveLength(5);
    const card = join(out, 'img', 'og', `blog--${slug}.jpg`);
    expect(await sharp(card).metadata()).toMatchObject({width: 1200, height: 630, format: 'jpeg'});
    expect(page).toContain(`<meta property="og:image" content="${business.url}/img/og/blog--${slug}.jpg">`);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(`/blog/${slug}</loc>`);
    expect(html('/blog')).toContain(`href=/blog/${slug}`);
  });

  it("carries the owner's phone and address, and none of the stand-ins", () => {
    const home = html('/');
    expect(home).toContain(launchPhone.href);
    expect(home).toContain(launchPhone.display);
    expect(home).toContain(launchValues['address.street']);
    for (const page of ['/', '/about', `/blog/${slug}`]) {
      expect(html(page)).not.toContain(business.phone.display);
      expect(html(page)).not.toContain(business.phone.href);
    }
  });

  it("shows the owner's real data: this month's rating, weekday hours, the street, every profile, and one city fewer", () => {
    const home = html('/');
    expect(home).toContain(`${ownerData.stats.rating} out of 5 from ${ownerData.stats.reviewCount} reviews`);
    expect(home).toContain('Monday-Friday 7:30AM-5PM');
    expect(home).toContain(ownerData.social.href);
    const org = jsonLd(home).find((n) => n['@type'] === 'GeneralContractor')!;
    expect(org.openingHoursSpecification).toEqual([
      {'@type': 'OpeningHoursSpecification', dayOfWeek: ownerData.hours[0].days, opens: '07:30', closes: '17:00'},
    ]);
    expect(org.address.streetAddress).toBe(launchValues['address.street']);
    expect(JSON.stringify(org.areaServed)).not.toContain(droppedCity.name);
    expect(existsSync(join(out, 'service-areas', `${droppedCity.slug}.html`))).toBe(false);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain(`/service-areas/${droppedCity.slug}<`);
    expect(home).not.toContain(`href=/service-areas/${droppedCity.slug}`);
  });

  it("allows exactly the owner's services in the CSP of every host, nginx's snippet included", () => {
    const headers = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'))['/*'];
    const policy = parseCsp(headers['Content-Security-Policy']);
    const hashes = policy['script-src'].filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1));
    expect(headers['Content-Security-Policy']).toBe(serializeCsp(contentSecurityPolicy(hashes, ownerServices)));
    const snippet = readFileSync(join(out, nginxHeadersFile), 'utf8');
    expect(snippet).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`);
  });

  it("serves the second post with the same photo's variants, and the old address redirects like the other", () => {
    const page = html(`/blog/${second.slug}`);
    expect(page).toMatch(new RegExp(`srcset="/assets/photos/${second.slug}-[0-9a-f]{10}-480\\.avif 480w`));
    const hash = (name: string) => new RegExp(`${name}-([0-9a-f]{10})-480`).exec(page + html(`/blog/${slug}`))?.[1];
    expect(hash(second.slug)).toBe(hash(slug));
    expect(readFileSync(join(out, movedFrom.slice(1), 'index.html'))).toEqual(
      readFileSync(join(out, legacyRedirects[0].from.slice(1), 'index.html')),
    );
  });

  it('sends every text file precompressed as it is, each copy of the same bytes included', () => {
    const text = readdirSync(out, {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile() && /\.(html|css|js|json|svg|xml|txt|webmanifest)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name));
    for (const file of text) {
      const body = readFileSync(file);
      if (existsSync(`${file}.br`)) expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body)).toBe(true);
      if (existsSync(`${file}.gz`)) expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body)).toBe(true);
    }
    const drawing = readdirSync(join(out, 'img', 'shared')).find((f) => f.endsWith('.svg'))!;
    for (const folder of ['blog', 'shared']) {
      const file = join(out, 'img', folder, drawing);
      expect([existsSync(`${file}.br`), existsSync(`${file}.gz`)]).toEqual([true, true]);
    }
  });

  it('leaves the working tree as it was: the post and photo exist only in the copy', () => {
    expect(readdirSync(join(repo, 'blog')).some((f) => f.includes(slug))).toBe(false);
    expect(existsSync(join(repo, 'static', 'img', 'blog', `${slug}.jpg`))).toBe(false);
  });
});
