/**
 * A dialog's code (the estimate dialog's, search's) comes in a chunk of its own, when a visitor asks for it. On a
 * slow connection the tapped button shows it is working until the dialog comes. In a tab left open across a deploy,
 * the host no longer has the files the page knows of (their names carry their hashes): the page reloads with the new
 * files and opens what the visitor asked for. Offline, and on a deploy whose own files are missing, it stays put and
 * never reloads in a loop.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, hydrated, unexpectedErrors} from './fixtures';
import {dialogHashes, dialogTitles} from '../../src/components/EstimateDialog/context';
import {defaultPlanForm, type PlanForm} from '../../src/lib/deckPlan';
import {expectedPlan} from '../helpers/planner';

/** Routes every script the page hasn't fetched yet (a dialog's chunk) through `handle`. */
async function laterScripts(page: Page, handle: (route: Route) => Promise<void>) {
  const fetched = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0])),
  );
  await page.route('**/assets/js/**', (route) =>
    fetched.has(route.request().url().split('?')[0]) ? route.fallback() : handle(route),
  );
}

/** Counts the page's loads from now on (a reload is one). */
function countLoads(page: Page) {
  const loads = {count: 0};
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

/**
 * A deploy lands while `page` is open: the host answers its 404 for every script the page hasn't fetched yet. The
 * next page load gets the new deploy's files, unless the deploy is `broken` (missing the files the page lacked).
 */
async function deployWhileOpen(page: Page, {broken = false} = {}) {
  const loads = countLoads(page);
  await laterScripts(page, (route) =>
    loads.count === 0 || broken
      ? route.fulfill({status: 404, contentType: 'text/html', body: '<!doctype html><title>Page not found</title>'})
      : route.fallback(),
  );
  return loads;
}

const estimateOpens = (page: Page) =>
  page.evaluate(() => ((window.dataLayer ?? []) as {event?: string}[]).filter((e) => e.event === 'estimate_open'));

test.describe('a slow connection', () => {
  for (const {name, dialog} of [
    {name: 'Get Free Quote', dialog: dialogTitles.estimate},
    {name: 'Search', dialog: 'Search the site'},
  ])
    test(`the ${name} button shows the tap landed until its dialog comes`, async ({page}) => {
      await page.goto('/about');
      await hydrated(page);
      await laterScripts(page, async (route) => {
        await new Promise((arrive) => setTimeout(arrive, 1_500));
        await route.fallback();
      });
      const button = page.getByRole('banner').getByRole('button', {name});
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      // Dimmed after a moment (a fast connection never sees it), pulsing where motion is welcome.
      await expect.poll(() => button.evaluate((b) => Number(getComputedStyle(b).opacity))).toBeLessThan(1);
      await expect(page.getByRole('dialog', {name: dialog})).toBeVisible();
      // (The modal hides the page from role queries.)
      await expect(page.locator('header [aria-busy]')).toHaveCount(0);
    });
});

test.describe('a tab left open across a deploy', () => {
  test('the planner sends its plan: the page reloads with the new files and opens the dialog with the plan', async ({
    page,
    consoleErrors,
  }) => {
    const path = '/resources/deck-planner';
    await page.goto(path);
    await hydrated(page);
    await page
      .getByRole('group', {name: 'Decking'})
      .getByRole('radio', {name: /^Cedar/})
      .check();
    const form: PlanForm = {...defaultPlanForm, material: 'cedar'};
    const loads = await deployWhileOpen(page);

    await page.getByRole('button', {name: 'Send this plan with my estimate request'}).click();
    const dialog = page.getByRole('dialog', {name: dialogTitles.estimate});
    await expect(dialog.getByRole('region', {name: 'Your deck plan'})).toContainText(expectedPlan(form).total);
    expect(loads.count).toBe(1);
    const url = new URL(page.url());
    expect(url.hash).toBe(dialogHashes.estimate);
    expect(url.pathname + url.search).toContain(`${path}?`); // the plan's own link, so the planner shows it too
    // One opening, counted on the new page with the button that asked for it.
    expect(await estimateOpens(page)).toEqual([
      expect.objectContaining({
        page: path,
        source: expect.stringMatching(/\/send-this-plan-with-my-estimate-request$/),
      }),
    ]);
    // Closing it clears the link, as for any other opening.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('the planner’s takeoff, its file gone with the deploy: the plan stays, no error, and it comes once the file is back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/resources/deck-planner');
    await hydrated(page);
    let refused = 0;
    let gone = true;
    await laterScripts(page, (route) => {
      if (!gone) return route.fallback();
      refused += 1;
      return route.fulfill({
        status: 404,
        contentType: 'text/html',
        body: '<!doctype html><title>Page not found</title>',
      });
    });
    // Scrolled to, and the form touched: each asks for the takeoff's chunk, which the host no longer has.
    const takeoff = page.getByRole('region', {name: 'Framing takeoff'});
    await takeoff.scrollIntoViewIfNeeded();
    await page
      .getByRole('group', {name: 'Decking'})
      .getByRole('radio', {name: /^Cedar/})
      .check();
    await expect.poll(() => refused).toBeGreaterThan(0);
    await expect(page.getByTestId('plan-total')).not.toBeEmpty();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    // The file back (the host caught up): the next touch brings the takeoff.
    gone = false;
    await page.getByRole('button', {name: 'Send this plan with my estimate request'}).hover();
    await expect(takeoff.locator('dt').first()).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('search: the page reloads with the new files and opens search', async ({page}) => {
    await page.goto('/faqs');
    await hydrated(page);
    const loads = await deployWhileOpen(page);
    await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
    expect(loads.count).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/faqs');
  });

  test('offline: the page stays, and a tap once back online opens the dialog', async ({page, context}) => {
    await page.goto('/about');
    await hydrated(page);
    const loads = countLoads(page);
    await context.setOffline(true);
    const failed = page.waitForEvent('requestfailed');
    const button = page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'});
    await button.click();
    await failed;
    // The button is busy until the failure is dealt with: a reload would have started by then.
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(loads.count).toBe(0);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await estimateOpens(page)).toEqual([]);

    await context.setOffline(false);
    await button.click();
    await expect(page.getByRole('dialog', {name: dialogTitles.estimate})).toBeVisible();
    expect(loads.count).toBe(0);
    expect(await estimateOpens(page)).toEqual([expect.objectContaining({source: 'header/get-free-quote'})]);
  });

  test('a deploy missing its own files: one reload, then the page stays', async ({page}) => {
    await page.goto('/about');
    await hydrated(page);
    const loads = await deployWhileOpen(page, {broken: true});
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    await expect.poll(() => loads.count).toBe(1);
    await hydrated(page);
    // The new page's own opening (its #free-estimate link) fails as well: it leaves the page, its buttons and an
    // address without the link, and doesn't reload again (a reload keeps the link).
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(loads.count).toBe(1);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'})).toBeVisible();
  });
});
