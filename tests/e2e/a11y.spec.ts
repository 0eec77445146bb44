import AxeBuilder from '@axe-core/playwright';
import {test, expect, hydrated} from './fixtures';
import {routes} from './routes';

// WCAG 2.2 A/AA on every route, at phone and desktop widths, plus the open
// estimate dialog and the open mobile menu. axe does not see a focus stop that
// is there but cannot be seen (a link inside a visually hidden heading), so
// each route's focusable elements are focused and measured too.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [390, 1366];

function summary(violations: {id: string; nodes: {target: unknown}[]}[]) {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** Focus every focusable element; list those that take focus but are not visible while focused. */
function invisibleFocusStops(): string[] {
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

test.describe('axe, every route at 390 and 1366 px', () => {
  for (const route of routes) {
    test(`${route}`, async ({page}) => {
      await page.setViewportSize({width: widths[0], height: 900});
      await page.goto(route);
      await hydrated(page);
      // What HTML validators ask beyond axe: every section has a heading or a name, every data table a caption.
      const unnamed = await page.evaluate(() =>
        Array.from(document.querySelectorAll('section'))
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
          .map((s) => s.outerHTML.slice(0, 80)),
      );
      expect(unnamed, 'sections with neither a heading nor a name').toEqual([]);
      const uncaptioned = await page.evaluate(
        () => Array.from(document.querySelectorAll('table')).filter((t) => !t.caption?.textContent?.trim()).length,
      );
      expect(uncaptioned, 'tables without a caption').toBe(0);
      for (const width of widths) {
        await page.setViewportSize({width, height: 900});
        // Let entrance animations finish (axe measures contrast as painted); spinners run forever.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        );
        const results = await new AxeBuilder({page}).withTags(tags).analyze();
        expect(summary(results.violations), `at ${width}px`).toEqual([]);
        expect(await page.evaluate(invisibleFocusStops), `invisible focus stops at ${width}px`).toEqual([]);
      }
    });
  }
});

test('the open estimate dialog has no violations', async ({page}) => {
  // A short window, so the form area really scrolls.
  await page.setViewportSize({width: 1366, height: 600});
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // While the hosted form loads (a tall, scrolling frame) ...
  const loading = await new AxeBuilder({page}).withTags(tags).include('[role="dialog"]').analyze();
  expect(summary(loading.violations), 'while loading').toEqual([]);
  // ... and once third-party blocking has turned it into the call fallback.
  await expect(dialog.getByRole('region', {name: 'Request a free estimate by phone'})).toBeVisible({timeout: 10_000});
  const fallback = await new AxeBuilder({page}).withTags(tags).include('[role="dialog"]').analyze();
  expect(summary(fallback.violations), 'with the call fallback').toEqual([]);
});

test('the open mobile menu has no violations', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', {name: 'Menu'}).click();
  const results = await new AxeBuilder({page}).withTags(tags).analyze();
  expect(summary(results.violations)).toEqual([]);
});

test('search, open with results listed, has no violations at either width', async ({page}) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({width, height: 844});
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
    await page.getByRole('combobox').fill('deck railing height');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({page}).withTags(tags).include('[role="dialog"]').analyze();
    expect(summary(results.violations), `${width}px`).toEqual([]);
    expect(await page.evaluate(invisibleFocusStops), `invisible focus stops at ${width}px`).toEqual([]);
  }
});
