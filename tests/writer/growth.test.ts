/**
 * @jest-environment node
 *
 * A year on, in a copy of the site (reports/grown-site), built as a pull request's preview at the
 * address the browser suite serves it from. The owner's business has grown: a new city with its page
 * (written as CONTRIBUTING.md says), a seventh gallery project with a phone photo, new prices, only
 * three reviews (one of them 3 stars), and the chat turned off. Writers have published posts 13 to 25,
 * so the blog has three pages, the last one with npm run new:post and a phone photo; one writer put
 * markup in a post's title, description and category, and in an FAQ question. The owner also added a field
 * to the hosted form for plans sent from the deck planner. Nothing else is edited:
 * the checks pass, the build escapes the markup, and the browser suite (tests/e2e/grown, and every
 * route-wide spec) runs over what it built.
 */
import {copyFileSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {postScaffold} from '@site/plugins/new-post/scaffold';
import {business} from '@site/src/data/business';
import {materialPrices, type Material} from '@site/src/data/pricing';
import {designedInlineScripts} from '@site/build-time/security';
import {inlineScripts, readPage} from '@site/plugins/post-build/html';
import {parseCsp} from '@site/plugins/post-build/csp';
import {parseHeadersFile} from '@site/plugins/post-build/hostFiles';
import {searchIndexPath, type SearchIndexFile} from '@site/src/lib/search/schema';
import {blogListPages, blogPosts} from '@site/plugins/content-check/routes';
import {copySite, docusaurus, docusaurusWith, grownSite, setBusinessValues} from '../helpers/siteCopy';
import {writeReviews} from '../helpers/launchValues';
import {phonePhoto} from '../helpers/phonePhoto';
import {fillPost} from '../helpers/posts';
import {
  city,
  grownReviews as reviews,
  hostile,
  latestTitle,
  newPrices,
  planField,
  posts,
  project,
  type GrownManifest,
} from '../helpers/growthValues';

const repo = join(__dirname, '..', '..');
const site = join(repo, grownSite.dir);
const out = join(site, 'build');
const previewUrl = `http://127.0.0.1:${grownSite.port}`;
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(site, file), change(readFileSync(join(site, file), 'utf8')));

beforeAll(() => copySite(site));

describe('the owner, a year on', () => {
  it('adds a city: its entry in business.ts and its page, as CONTRIBUTING.md says', () => {
    setBusinessValues(site, {cities: [...business.cities, city]});
    copyFileSync(join(__dirname, '../fixtures/grown/powell.mdx'), join(site, 'docs/service-areas/powell.mdx'));
  });

  it('adds a seventh gallery project with a photo from a phone', async () => {
    writeFileSync(join(site, 'static', project.image), await phonePhoto({width: 4000, height: 3000}));
    edit('src/data/gallery.ts', (text) => {
      const end = text.indexOf('];', text.indexOf('export const galleryItems'));
      return `${text.slice(0, end)}  ${JSON.stringify(project)},\n${text.slice(end)}`;
    });
  }, 30_000);

  it('sets new prices, keeps three reviews (one of them 3 stars), turns the chat off and gives the form a plan field', () => {
    const prices = newPrices();
    edit('src/data/pricing.ts', (text) =>
      Object.entries(prices).reduce(
        (t, [material, price]) =>
          t.replace(
            new RegExp(`(\\{label: '${materialPrices[material as Material].label}', pricePerSqFt: )\\d+`),
            `$1${price}`,
          ),
        text,
      ),
    );
    writeReviews(site, reviews);
    setBusinessValues(site, {'chatWidget.id': '', 'leadForm.planField': planField});
  });
});

describe('writers, a year on', () => {
  it('publish posts 13 to 24, each from the new-post template, filled in', () => {
    const illustrations = readdirSync(join(site, 'static/img/blog')).filter((f) => f.endsWith('.svg'));
    posts.forEach((p, i) => {
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
    expect(blogPosts(site)).toHaveLength(12 + posts.length);
  });

  it('publish a post with markup in its title, description and a new category, and an FAQ with markup in its question', () => {
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
  });

  it('publish the 25th post with npm run new:post and a phone photo: the blog has three pages', async () => {
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
    expect(blogListPages(blogPosts(site).length)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
  }, 60_000);
});

describe('the preview of it all', () => {
  it('passes the content check and the typecheck, and builds as a preview', () => {
    const check = docusaurus(site, 'check-content');
    expect(check.stdout).toMatch(/Content check: \d+ files, no problems\./);
    const tsc = spawnSync(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', site], {encoding: 'utf8'});
    expect(tsc.stdout).toBe('');
    const build = docusaurusWith({SITE_URL: previewUrl, SITE_PREVIEW: 'true'}, site, 'build', '--out-dir', out);
    expect(build.stderr).not.toMatch(/\[ERROR\]/);
    expect(build.status).toBe(0);
    const manifest: GrownManifest = {
      businessName: business.name,
      phoneHref: business.phone.href,
      city,
      project,
      prices: newPrices(),
      reviews,
      latestPost: {route: '/blog/spring-deck-checklist-for-east-tennessee', title: latestTitle},
      planField,
      hostile: {
        ...hostile,
        post: '/blog/markup-in-front-matter',
        categoryPage: '/blog/tags/projects',
        faq: '/faqs#grill',
      },
    };
    writeFileSync(join(repo, grownSite.manifest), JSON.stringify(manifest, null, 2));
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
      expect.arrayContaining(['/', '/blog/spring-deck-checklist-for-east-tennessee', '/service-areas/powell']),
    );
    expect(readFileSync(join(out, '404.html'), 'utf8')).toMatch(/<meta[^>]*name=robots[^>]*content=noindex[^,]/);
    expect(routes).not.toContain('/404');
  });
});
