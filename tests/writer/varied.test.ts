/**
 * @jest-environment node
 *
 * A year on, in a copy of the site (reports/varied-site), its owner's changes drawn from a seed
 * (tests/helpers/variedValues.ts: the commit's, or SEED), built as a pull request's preview at the address the
 * browser suite serves it from. Each change is made as the owner or a writer makes it, as CONTRIBUTING.md says;
 * nothing else is edited: the checks pass, the build escapes the markup a writer pasted, and the browser suite
 * (tests/e2e/varied, and every route-wide spec) runs over what it built. `npm test` then runs the Jest tests
 * that read src/data inside the copy, on its data (scripts/test-all.mjs).
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {postScaffold} from '@site/plugins/new-post/scaffold';
import {buildingOffices} from '@site/src/data/buildingOffices';
import {designedInlineScripts} from '@site/build-time/security';
import {inlineScripts, readPage} from '@site/plugins/post-build/html';
import {measureEnv} from '@site/plugins/bundle-stats';
import {parseCsp} from '@site/plugins/post-build/csp';
import {parseHeadersFile} from '@site/plugins/post-build/hostFiles';
import {searchIndexPath, type SearchIndexFile} from '@site/src/lib/search/schema';
import {blogListPages, blogPosts} from '@site/plugins/content-check/routes';
import {copySite, docusaurus, docusaurusWith, editOwnerFile, variedSite} from '../helpers/siteCopy';
import type {OwnerBusiness} from '@site/src/data/schema';
import type {GalleryItem} from '@site/src/data/gallery';
import {dropCity, writeReviews} from '../helpers/launchValues';
import {ownerData} from '../helpers/ownerData';
import {phonePhoto} from '../helpers/phonePhoto';
import {fillPost} from '../helpers/posts';
import {
  cityPage,
  drawVaried,
  hostile,
  latestTitle,
  templatePosts,
  variedSeed,
  type VariedManifest,
} from '../helpers/variedValues';

const repo = join(__dirname, '..', '..');
const site = join(repo, variedSite.dir);
const out = join(site, 'build');
const previewUrl = `http://127.0.0.1:${variedSite.port}`;
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(site, file), change(readFileSync(join(site, file), 'utf8')));

const draw = drawVaried(variedSeed(), ownerData());
/** The copy's business as the owner left it. */
const copyBusiness = () =>
  JSON.parse(readFileSync(join(site, 'src/data/owner/business.json'), 'utf8')) as OwnerBusiness;
let droppedCityName = '';

/** Every file the owner edits in /admin, each field as drawn: written as the editor saves it. */
function saveDrawnFiles(): void {
  for (const [file, value] of Object.entries(draw.files))
    writeFileSync(join(site, file), `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * The owner's changes to lists, as CONTRIBUTING.md says: a city added (and its page, as drawn) and one dropped,
 * gallery projects added (from phone photos) and removed, the reviews pasted in.
 */
async function changeLists(): Promise<void> {
  const {county, office, area: _area, ...city} = draw.addedCity;
  // A community with no town government of its own: one office, the county's, and no limits.
  editOwnerFile<OwnerBusiness>(site, 'business', (data) => {
    data.cities.push({...city, county, inside: office});
  });
  if (draw.cityPageWritten)
    writeFileSync(join(site, `docs/service-areas/${city.slug}.mdx`), cityPage(draw.addedCity, buildingOffices[office]));
  droppedCityName = dropCity(site, draw.droppedCity);
  for (const project of draw.addedProjects) {
    writeFileSync(join(site, 'static', project.image), await phonePhoto({width: 4000, height: 3000}));
  }
  editOwnerFile<{projects: GalleryItem[]}>(site, 'gallery', (gallery) => {
    gallery.projects = [
      ...gallery.projects.filter((p) => !draw.removedProjects.includes(p.slug)),
      ...draw.addedProjects,
    ];
  });
  writeReviews(site, draw.reviews);
}

/** Writers' posts: from the new-post template, filled in, and one with markup in its front matter, and an FAQ too. */
function writePosts(): void {
  const illustrations = readdirSync(join(site, 'static/img/blog')).filter((f) => f.endsWith('.svg'));
  templatePosts.slice(0, draw.posts - 2).forEach((p, i) => {
    const date = `2026-${String(i + 1).padStart(2, '0')}-10`;
    const {file, slug, text} = postScaffold({title: p.title, date});
    const written = fillPost(text, {
      description: p.description,
      imageAlt: `Illustration for the article: ${p.section}`,
      intro: p.description,
      body: p.text,
    });
    writeFileSync(
      join(site, file),
      written
        .replace('tags: [planning]', `tags: [${p.tag}]`)
        .replace(`image: /img/blog/${slug}.jpg`, `image: /img/blog/${illustrations[i % illustrations.length]}`)
        .replace('## First section', `## ${p.section}`),
    );
  });
  edit(
    'blog/tags.yml',
    (text) =>
      `${text}projects:\n  label: ${JSON.stringify(hostile.category)}\n  permalink: /projects\n  description: "Decks we have built, start to finish."\n`,
  );
  const {file, text} = postScaffold({title: 'Markup in front matter', date: '2026-11-01'});
  const written = fillPost(text, {
    description: hostile.description,
    imageAlt: 'Illustration of a deck plan beside a house',
    intro: 'A post whose writer pasted markup into its front matter.',
    body: 'The page shows it as text.',
  });
  writeFileSync(
    join(site, file),
    written
      .replace(/^title: .*$/m, `title: ${JSON.stringify(hostile.title)}`)
      .replace('tags: [planning]', 'tags: [projects]')
      .replace(/^image: .*$/m, 'image: /img/blog/deck-size.svg'),
  );
  writeFileSync(
    join(site, 'faqs/grill.mdx'),
    `---\nquestion: ${JSON.stringify(hostile.question)}\norder: 99\n---\n\nYes, with a grill mat under it and clearance from the railing and the house.\n`,
  );
}

// The year's changes are setup, made as the owner and the writers make them; the tests below prove the site takes
// them: the checks pass, it builds, and (tests/e2e/varied) it shows them.
beforeAll(async () => {
  copySite(site);
  // Printed, so a failure can be replayed: SEED=<seed> npm test.
  console.log(`The varied copy: SEED=${draw.seed}\n${JSON.stringify(draw, null, 2)}`);
  saveDrawnFiles();
  await changeLists();
  writePosts();
}, 120_000);

describe('writers, a year on', () => {
  it('publish the last post with npm run new:post and a phone photo', async () => {
    const made = docusaurus(site, 'new-post', latestTitle);
    expect(made.status).toBe(0);
    const file = readdirSync(join(site, 'blog')).find((f) =>
      f.endsWith('-spring-deck-checklist-for-east-tennessee.mdx'),
    )!;
    edit(join('blog', file), (text) =>
      fillPost(text, {
        description:
          'Tighten, wash, check and seal: a spring walk around your deck, in the order we do it on a service visit.',
        imageAlt: 'A wood deck in spring sun, a garden hose and a soft brush on the boards',
        intro: 'Spring is when a deck shows what the winter did to it.',
        body: 'Walk the deck, look under it, then wash it.',
      }),
    );
    writeFileSync(join(site, 'static/img/blog/spring-deck-checklist-for-east-tennessee.jpg'), await phonePhoto());
    expect(blogPosts(site)).toHaveLength(blogPosts(repo).length + draw.posts);
  }, 60_000);
});

describe('the preview of it all', () => {
  it('passes the content check and the typecheck, and builds as a preview', () => {
    const check = docusaurus(site, 'check-content');
    expect(check.stdout).toMatch(/Content check: \d+ files, no problems\./);
    const tsc = spawnSync(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', site], {encoding: 'utf8'});
    expect(tsc.stdout).toBe('');
    // Measured: the browser suite holds the copy's JavaScript to the byte budgets (tests/e2e/budgets.spec.ts).
    const vars = {SITE_URL: previewUrl, SITE_PREVIEW: 'true', [measureEnv]: '1'};
    const build = docusaurusWith(vars, site, 'build', '--out-dir', out);
    expect(build.stderr).not.toMatch(/\[ERROR\]/);
    expect(build.status).toBe(0);
    const postsTotal = blogPosts(site).length;
    const manifest: VariedManifest = {
      // The copy's own name and phone, as drawn.
      businessName: copyBusiness().name,
      phoneHref: `tel:+1${copyBusiness().phone.replace(/\D/g, '')}`,
      draw,
      droppedCityName,
      postsTotal,
      latestPost: {route: '/blog/spring-deck-checklist-for-east-tennessee', title: latestTitle},
      hostile: {
        ...hostile,
        post: '/blog/markup-in-front-matter',
        categoryPage: '/blog/tags/projects',
        faq: '/faqs#grill',
      },
    };
    expect(blogListPages(postsTotal).length).toBeGreaterThanOrEqual(2);
    writeFileSync(join(repo, variedSite.manifest), JSON.stringify(manifest, null, 2));
  }, 300_000);

  it('escapes the markup: no page holds a script but the designed ones or a handler, and the CSP allows no other', () => {
    for (const route of ['/blog/markup-in-front-matter', '/blog', '/blog/tags/projects', '/faqs']) {
      const html = readFileSync(join(out, `${route.slice(1)}.html`), 'utf8');
      const scripts = inlineScripts(html).filter((s) => s.executable);
      const handlers = readPage(html).filter((t) => Object.keys(t.attrs).some((a) => a.startsWith('on')));
      expect({route, scripts: scripts.length, handlers}).toEqual({
        route,
        scripts: designedInlineScripts.length,
        handlers: [],
      });
    }
    const headers = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'))['/*'];
    const policy = parseCsp(headers['Content-Security-Policy']);
    expect(policy['script-src'].filter((s) => s.startsWith("'sha256-"))).toHaveLength(designedInlineScripts.length);
  });

  it("indexes the preview's pages for search, and still leaves out a page that says noindex itself", () => {
    const index = JSON.parse(readFileSync(join(out, searchIndexPath), 'utf8')) as SearchIndexFile;
    const routes = index.pages.map((p) => p.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/blog/spring-deck-checklist-for-east-tennessee',
        ...(draw.cityPageWritten ? [`/service-areas/${draw.addedCity.slug}`] : []),
      ]),
    );
    if (!draw.cityPageWritten) expect(routes).not.toContain(`/service-areas/${draw.addedCity.slug}`);
    expect(routes).not.toContain(`/service-areas/${draw.droppedCity}`);
    expect(readFileSync(join(out, '404.html'), 'utf8')).toMatch(/<meta[^>]*name=robots[^>]*content=noindex[^,]/);
    expect(routes).not.toContain('/404');
  });
});
