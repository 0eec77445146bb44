import AxeBuilder from '@axe-core/playwright';
import {test, expect, hydrated} from './fixtures';
import {routes} from './routes';

// WCAG 2.2 A/AA on every route, at phone and desktop widths, plus the open
// estimate dialog and the open mobile menu.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [390, 1366];

function summary(violations: {id: string; nodes: {target: unknown}[]}[]) {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

test.describe('axe, every route at 390 and 1366 px', () => {
  for (const route of routes) {
    test(`${route}`, async ({page}) => {
      await page.setViewportSize({width: widths[0], height: 900});
      await page.goto(route);
      await hydrated(page);
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
