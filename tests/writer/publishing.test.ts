/**
 * @jest-environment node
 *
 * A writer's first post, end to end, in a copy of the site: `npm run new:post`,
 * the untouched template refused by the build, then one MDX file and one large
 * phone photo (made by the test) built into a page with responsive images and
 * its own social card. Nothing else in the site is edited.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import sharp from 'sharp';
import {scaffoldText} from '@site/src/lib/postScaffold';
import {phonePhoto} from '../helpers/phonePhoto';

const repo = join(__dirname, '..', '..');
const site = mkdtempSync(join(tmpdir(), 'kdb-writer-'));
const title = 'How to Winterize a Composite Deck';
const slug = 'how-to-winterize-a-composite-deck';

// The default site URL (business.url), whatever the calling shell sets.
const {SITE_URL: _siteUrl, ...env} = process.env;
function docusaurus(...args: string[]) {
  return spawnSync(join(repo, 'node_modules', '.bin', 'docusaurus'), args, {cwd: site, encoding: 'utf8', env});
}

beforeAll(() => {
  for (const entry of [
    'docusaurus.config.ts',
    'package.json',
    'tsconfig.json',
    'blog',
    'docs',
    'faqs',
    'src',
    'plugins',
    'static',
  ]) {
    cpSync(join(repo, entry), join(site, entry), {recursive: true});
  }
  symlinkSync(join(repo, 'node_modules'), join(site, 'node_modules'));
});

describe('a writer publishes a first post', () => {
  let post = '';

  it('starts it with npm run new:post, which says what to do next', () => {
    const run = docusaurus('new-post', title);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Put your photo at static/img/blog/${slug}.jpg`);
    post = readdirSync(join(site, 'blog')).find((f) => f.endsWith(`-${slug}.mdx`))!;
    expect(post).toBeTruthy();
  });

  it('cannot publish the untouched template: the build names the file and the field', () => {
    const file = join(site, 'blog', post);
    writeFileSync(file, readFileSync(file, 'utf8').replace('draft: true\n', ''));
    const run = docusaurus('build', '--out-dir', join(site, 'refused'));
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(
      `Blog post blog/${post}: front matter field "description" still holds the new-post template ("${scaffoldText.description}")`,
    );
  }, 120_000);

  it('builds one MDX file and one phone photo into a page with responsive images and its own social card', async () => {
    const file = join(site, 'blog', post);
    const article = readFileSync(file, 'utf8')
      .replace(
        JSON.stringify(scaffoldText.description),
        '"Clear, wash and check a composite deck before a Knoxville winter, and keep snow and ice off it safely."',
      )
      .replace(
        JSON.stringify(scaffoldText.image_alt),
        '"A gray composite deck dusted with snow, railings and stairs leading down to the yard"',
      )
      .replace(
        /^Open with[^\n]*$/m,
        'Composite boards shrug off rot, but a Knoxville winter still asks a few things of them.',
      )
      .replace(
        /^Write the article here[^\n]*$/m,
        'Sweep leaves off, wash away pollen and grime, and use a plastic shovel on snow.',
      );
    writeFileSync(file, article);
    writeFileSync(join(site, 'static', 'img', 'blog', `${slug}.jpg`), await phonePhoto());

    const out = join(site, 'build');
    const run = docusaurus('build', '--out-dir', out);
    expect(run.stderr).not.toMatch(/\[ERROR\]/);
    expect(run.status).toBe(0);

    const html = readFileSync(join(out, 'blog', `${slug}.html`), 'utf8');
    // The hero: AVIF and WebP sources at several widths, a JPEG fallback, and the size to reserve.
    expect(html).toMatch(
      new RegExp(
        `<source type=image/avif srcset="/assets/photos/${slug}-[0-9a-f]{10}-480\\.avif 480w, [^"]*1200\\.avif 1200w`,
      ),
    );
    expect(html).toMatch(/<img[^>]*width=3000 height=4000[^>]*fetchpriority=high/);
    const variants = readdirSync(join(out, 'assets', 'photos')).filter((f) => f.startsWith(slug));
    expect(variants.filter((f) => f.endsWith('.avif'))).toHaveLength(5);
    // Its own social card, drawn by the build, and the tags that point to it.
    const card = join(out, 'img', 'og', `blog--${slug}.jpg`);
    expect(existsSync(card)).toBe(true);
    expect(await sharp(card).metadata()).toMatchObject({width: 1200, height: 630, format: 'jpeg'});
    expect(html).toContain(
      `<meta property="og:image" content="https://www.knoxvilledeckbuilders.com/img/og/blog--${slug}.jpg">`,
    );
    expect(html).toMatch(
      /<meta property="og:image:alt" content="Deck Building Blog: How to Winterize a Composite Deck\./,
    );
    // Listed like every other post.
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(`/blog/${slug}</loc>`);
    expect(readFileSync(join(out, 'blog.html'), 'utf8')).toContain(`href=/blog/${slug}`);
  }, 240_000);
});
