/**
 * A built page as search documents: its intro, each h2 and h3 section and each FAQ entry, each with
 * the anchor a result links to. Read from the HTML the build wrote, so React pages, MDX pages and the
 * FAQ accordion are read alike, as a visitor sees them.
 *
 * - MDX headings carry slug ids; a React page's block is `<section id="x">` with its h2 `#x-title`
 *   (a result links to `#x`); an h3 without an id (a card) links to its section.
 * - An FAQ entry is `<h3 id><button aria-expanded>question</button></h3>` and the answer after it.
 * - Not content of this page: the lead areas (header, footer, banners; the page hero stays), anything
 *   marked `data-search-skip` (sources, related links), navigation (tables of contents, "Keep reading",
 *   pagination), a card whose title links elsewhere (that page's teaser), buttons, forms and media.
 */
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

export interface SearchSection {
  /** The deep link's fragment; '' for the page intro. */
  readonly anchor: string;
  readonly kind: 'page' | 'section' | 'faq';
  /** The section's heading, or for an FAQ entry its question. */
  readonly heading: string;
  /** The h2 above an h3 (where the section sits). */
  readonly h2: string;
  readonly text: string;
}

export interface SearchPage {
  readonly route: string;
  /** The document title without the site name. */
  readonly title: string;
  readonly h1: string;
  readonly description: string;
  readonly sections: readonly SearchSection[];
}

/** Docusaurus's list pages (blog index, tags, authors, archive): other pages' teasers, never results. */
const listPage = /\bblog-(list|tags-list|tags-post-list|authors-list|authors-posts|archive)-page\b/;
/** Ids React (useId) or Radix made: they change between builds, so no link may point at them. */
const unstable = (id: string | undefined): boolean => !id || /^(_R_|:R|radix-)/.test(id);
const squash = (s: string) =>
  s
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Open {
  anchor: string;
  kind: SearchSection['kind'] | 'skip';
  heading: string;
  h2: string;
  parts: string[];
  /** The `<section id>` this one opened with, so its eyebrow before the h2 stays with it. */
  opened?: string;
}

/** The page's main content, or null when the page is no result (noindex, a redirect, a list). */
function resultMain($: cheerio.CheerioAPI): cheerio.Cheerio<Element> | null {
  // Its own noindex only: a preview's, in every page (build-time/deployment.ts), keeps the preview searchable.
  const robots = $('meta[name="robots"]').not('[data-deployment]');
  if (robots.toArray().some((m) => /noindex/.test($(m).attr('content') ?? ''))) return null;
  if ($('meta[http-equiv="refresh"]').length > 0) return null;
  if (listPage.test($('html').attr('class') ?? '')) return null;
  const main = $('main').first();
  return main.length === 0 ? null : main;
}

/** Takes out of `main` what is not this page's content (the file's opening comment lists it). */
function removeNonContent($: cheerio.CheerioAPI, main: cheerio.Cheerio<Element>): void {
  // A button inside a heading is its words (a gallery tile opens its photos from the title).
  main.find('h2 button:not([aria-expanded]), h3 button:not([aria-expanded])').each((_, b) => {
    $(b).replaceWith($(b).contents());
  });
  main.find('[data-lead-area]').not('[data-lead-area="page-hero"]').remove();
  main
    .find(
      '[data-search-skip], nav, article header, .theme-doc-toc-mobile, .pagination-nav, .hash-link, .button, ' +
        'script, style, noscript, svg, img, picture, video, iframe, form, dialog, [role=dialog], ' +
        'button:not([aria-expanded]), input, select, textarea, label, h1',
    )
    .remove();
  main.find('.card').each((_, card) => {
    if ($(card).find('h2 a[href], h3 a[href], h4 a[href]').length > 0) $(card).remove();
  });
}

/** The intro, the sections and the FAQ entries of what is left of `main`, in reading order. */
function sectionsOf($: cheerio.CheerioAPI, main: cheerio.Cheerio<Element>): SearchSection[] {
  const sections: SearchSection[] = [];
  let open: Open = {anchor: '', kind: 'page', heading: '', h2: '', parts: []};
  let h2 = {text: '', anchor: ''};
  const close = () => {
    const text = squash(open.parts.join(''));
    if (open.kind === 'skip') return;
    if (open.kind === 'page' || open.heading || text)
      sections.push({anchor: open.anchor, kind: open.kind, heading: open.heading, h2: open.h2, text});
  };
  /** The React block a node sits in: a result inside it links there. */
  const blockOf = (node: Element): string => {
    const id = $(node).closest('section[id]').attr('id');
    return id && !unstable(id) && id !== 'hero' ? id : '';
  };

  const heading = (node: Element) => {
    const el = $(node);
    const id = el.attr('id');
    const text = squash(el.text());
    const question = el.find('button[aria-expanded]').first();
    // The h2 of the <section id> that just opened keeps the eyebrow gathered before it.
    const carried = node.tagName === 'h2' && open.opened && !open.heading && blockOf(node) === open.opened;
    const parts = carried ? open.parts : [];
    if (!carried) close();
    if (node.tagName === 'h3' && question.length > 0 && id) {
      open = {anchor: id, kind: 'faq', heading: squash(question.text()), h2: h2.text, parts: []};
      return;
    }
    const block = blockOf(node);
    const anchor = unstable(id)
      ? block || (node.tagName === 'h3' ? h2.anchor : '')
      : id === `${block}-title`
        ? block
        : id!;
    if (node.tagName === 'h2') {
      // An h2 with no lasting anchor outside any block: a contact or call-to-action card.
      if (!anchor) {
        h2 = {text: '', anchor: ''};
        open = {anchor: '', kind: 'skip', heading: text, h2: '', parts: []};
        return;
      }
      h2 = {text, anchor};
      open = {anchor, kind: 'section', heading: text, h2: text, parts};
    } else {
      open = {anchor: anchor || h2.anchor, kind: 'section', heading: text, h2: h2.text, parts: []};
    }
  };

  const walk = (node: AnyNode) => {
    for (const child of 'children' in node ? node.children : []) {
      if (child.type === 'text') {
        open.parts.push(child.data);
        continue;
      }
      if (child.type !== 'tag') continue;
      if (child.tagName === 'h2' || child.tagName === 'h3') {
        heading(child);
        continue;
      }
      if (child.tagName === 'section') {
        const id = child.attribs.id;
        if (id && !unstable(id) && id !== 'hero') {
          close();
          open = {anchor: id, kind: 'section', heading: '', h2: '', parts: [], opened: id};
        }
      }
      // An element's edges end a word.
      open.parts.push(' ');
      walk(child);
      open.parts.push(' ');
    }
  };
  walk(main.get(0)!);
  close();
  return sections;
}

/** The search documents of one built page, or null when it is no result (noindex, a redirect, a list). */
export function extractPage(html: string, route: string, siteName: string): SearchPage | null {
  // htmlparser2 rather than parse5: twice as fast on the build's well-formed pages, the same documents.
  const $ = cheerio.load(html, {xml: {xmlMode: false, decodeEntities: true}});
  const main = resultMain($);
  if (!main) return null;
  const h1 = squash(main.find('h1').first().text());
  const title = squash($('title').text()).replace(` | ${siteName}`, '') || h1;
  const description = squash($('meta[name="description"]').attr('content') ?? '');
  removeNonContent($, main);
  return {route, title, h1, description, sections: sectionsOf($, main)};
}
