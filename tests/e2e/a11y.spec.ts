import {test, expect, hydrated} from './fixtures';
import {axeViolations, invisibleFocusStops} from './axe';

// WCAG 2.2 A/AA of what opens over a page: the estimate dialog, the phone menu and search. Every
// route of every site, at phone and desktop widths, is checked in routes.spec.ts.

test('the open estimate dialog has no violations', async ({page}) => {
  // A short window, so the form area really scrolls.
  await page.setViewportSize({width: 1366, height: 600});
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // While the hosted form loads (a tall, scrolling frame) ...
  expect(await axeViolations(page, '[role="dialog"]'), 'while loading').toEqual([]);
  // ... and once third-party blocking has turned it into the call fallback.
  await expect(dialog.getByRole('region', {name: 'Request a free estimate by phone'})).toBeVisible({timeout: 10_000});
  expect(await axeViolations(page, '[role="dialog"]'), 'with the call fallback').toEqual([]);
});

test('the open mobile menu has no violations', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', {name: 'Menu'}).click();
  expect(await axeViolations(page)).toEqual([]);
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
    expect(await axeViolations(page, '[role="dialog"]'), `${width}px`).toEqual([]);
    expect(await page.evaluate(invisibleFocusStops), `invisible focus stops at ${width}px`).toEqual([]);
  }
});
