import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** WCAG 2.2 A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, one line each. axe-core runs in the page itself,
 * put there once per document (not per run, as AxeBuilder does: the route-wide spec runs it at two widths on
 * every route of every site). Frames are left out: the only one is the hosted form's, the vendor's to audit.
 * `contrast: false` leaves out color contrast, which is most of a run's time.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  {contrast = true}: {contrast?: boolean} = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog fading in is below its contrast for its first frames: measure what stays on screen.
  if (contrast) await animationsSettled(page);
  const options: RunOptions = {
    runOnly: {type: 'tag', values: wcagTags},
    resultTypes: ['violations'],
    iframes: false,
    // Color contrast is most of a run's time; a caller may check it at one width of a page only (routes.spec.ts).
    ...(contrast ? {} : {rules: {'color-contrast': {enabled: false}}}),
  };
  const results = await page.evaluate(
    async ([selector, opts]) => {
      // Content skipped off screen (content-visibility: auto) has no boxes, so axe reads its text against whatever
      // lies at that point, a false failure (dequelabs/axe-core#2768): render it all while axe measures.
      const rendered = document.head.appendChild(document.createElement('style'));
      rendered.textContent = '* { content-visibility: visible !important; }';
      try {
        return await (window as unknown as {axe: {run: (c: unknown, o: RunOptions) => Promise<AxeResults>}}).axe.run(
          selector ? {include: [selector]} : document,
          opts,
        );
      } finally {
        rendered.remove();
      }
    },
    [include ?? null, options] as const,
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/**
 * axe does not see a focus stop that is there but cannot be seen (a link inside a visually hidden
 * heading): focus every focusable element and list those that take focus but are not visible then.
 * Runs in the page.
 */
export function invisibleFocusStops(): string[] {
  const selector =
    'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
  const invisible: string[] = [];
  // Visible means a box of at least 2x2 px, not clipped away by an ancestor (the sr-only pattern), not transparent.
  const isVisible = (el: HTMLElement) => {
    for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      const clips = node === el || style.overflow !== 'visible' || style.clip !== 'auto';
      if ((clips && (box.width < 2 || box.height < 2)) || style.opacity === '0') return false;
    }
    return true;
  };
  // Read styles as they settle on focus (a heading's anchor link fades in), not mid-transition.
  const noTransitions = document.head.appendChild(document.createElement('style'));
  noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    el.focus({preventScroll: true});
    if (document.activeElement !== el) continue; // disabled, inert, display:none or visibility:hidden
    // A visually hidden radio or checkbox shows its focus on its label (the choice cards do this).
    const shown = el instanceof HTMLInputElement && el.labels?.length ? el.labels[0] : el;
    if (!isVisible(shown)) {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60);
      invisible.push(`${el.tagName.toLowerCase()} "${name}" ${el.getAttribute('href') ?? ''}`.trim());
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  noTransitions.remove();
  return invisible;
}

/** What HTML validators ask beyond axe: every section has a heading or a name, every data table a caption. Runs in the page. */
export function unnamedParts(): {sections: string[]; tables: number} {
  const sections = Array.from(document.querySelectorAll('section'))
    .filter((s) => {
      // Its own heading: not one inside a nested article, aside, nav or section.
      const own = Array.from(s.querySelectorAll('h1, h2, h3, h4, h5, h6')).some(
        (h) => h.closest('section, article, aside, nav') === s && h.textContent?.trim(),
      );
      if (own) return false;
      const labelledBy = s.getAttribute('aria-labelledby');
      const label = labelledBy ? document.getElementById(labelledBy)?.textContent : s.getAttribute('aria-label');
      return !label?.trim();
    })
    .map((s) => s.outerHTML.slice(0, 80));
  const tables = Array.from(document.querySelectorAll('table')).filter((t) => !t.caption?.textContent?.trim()).length;
  return {sections, tables};
}

/** Entrance animations finished (axe measures contrast as painted); spinners run forever. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Lazy images asked for now, as a visitor scrolling down would load them. Runs in the page. */
export function loadLazyImages(): void {
  document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
    img.loading = 'eager';
  });
}

/** Every image has loaded or failed. Runs in the page. */
export function imagesSettled(): boolean {
  return Array.from(document.images).every((img) => img.complete);
}

/**
 * What a visitor would see wrong at the present width, whatever the engine: the page wider than the screen, not
 * one h1, an image shown broken. Runs in the page (the Firefox and WebKit smoke runs it through WebDriver too).
 */
export function layoutProblems(): string[] {
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  const h1 = document.querySelectorAll('h1').length;
  const broken = Array.from(document.images)
    .filter((img) => img.naturalWidth === 0 && img.getClientRects().length > 0)
    .map((img) => `broken image ${img.currentSrc || img.src}`);
  return [
    ...(overflow > 0 ? [`${overflow} px wider than the screen`] : []),
    ...(h1 === 1 ? [] : [`${h1} h1 elements`]),
    ...broken,
  ];
}

/**
 * Headings and landmarks whose accessible name repeats a heading link's label ("Estimated priceDirect link to
 * Estimated price"): what a screen reader reads twice. Read from Chromium's accessibility tree (ariaSnapshot), the
 * labels from the page's own heading links, so nothing here pins their wording.
 */
export async function namesWithLinkLabels(page: Page): Promise<string[]> {
  const labels = await page
    .locator('a.hash-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? '').filter(Boolean));
  if (labels.length === 0) return [];
  const tree = await page.locator('body').ariaSnapshot();
  const named =
    /^\s*- (heading|region|navigation|complementary|main|form|search|banner|contentinfo|article|group) "(.*)"/;
  return tree
    .split('\n')
    .map((line) => named.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && labels.some((label) => m[2].includes(label)))
    .map((m) => `${m[1]} "${m[2]}"`);
}
