/**
 * The deck planner's 3D view in Chromium (SwiftShader's WebGL2, as a machine without a GPU draws it), at a phone's
 * width and a desktop's: no byte of it before "See it in 3D"; a picture that is not blank; the keyboard, a drag and
 * a phone's sideways finger turn it while an up-and-down swipe scrolls the page; a tapped member names its takeoff
 * line, a chosen line lights its members; boards on or framing only; reduced motion jumps; closing gives the GPU
 * back; without WebGL or with its context lost, the still picture and a word stand in. The printed plan and the plan
 * sent carry the still picture. Firefox ESR and WebKit: tests/browsers/smoke.spec.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, thirdParty, unexpectedErrors} from './fixtures';
import {axeViolations} from './axe';
import {chromePath, chromiumArgs} from '../../scripts/chromium.mjs';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {defaultPlanForm, describePlan, planQuery, type PlanForm} from '../../src/lib/deckPlan';
import {takeoff} from '../../src/lib/deckPlan/takeoff';
import {expectedPlan, twoLevelForm} from '../helpers/planner';
import {changed, colors, rgb} from '../helpers/pixels';

const PATH = '/resources/deck-planner';
const twoLevel = twoLevelForm;
const summaryOf = (form: PlanForm) => {
  const {plan} = expectedPlan(form);
  return describePlan(plan, plan.input);
};

/** Same-origin scripts the page has loaded so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.origin === location.origin && u.pathname.endsWith('.js'))
      .map((u) => u.pathname),
  );

/** Opens the planner on a plan and the 3D view; resolves once its first frame is drawn. */
async function openView(page: Page, form: PlanForm = twoLevel): Promise<Locator> {
  await page.goto(`${PATH}${planQuery(form)}`);
  await hydrated(page);
  await page.getByRole('button', {name: 'See it in 3D'}).click();
  const view = page.getByRole('region', {name: 'The deck in 3D'});
  await expect(view).toBeVisible();
  return view;
}

/** The canvas as drawn: a screenshot's pixels. */
const pixels = async (canvas: Locator): Promise<Buffer> => rgb(await canvas.screenshot());

/**
 * What the canvas shows once it settles, scrolled to the middle of the window: clear of the sticky header and the
 * phone's call bar, which a screenshot would take in. Frames are drawn on demand, so a glide has ended when two
 * screenshots 100 ms apart are the same, however busy the machine.
 */
async function settled(canvas: Locator): Promise<Buffer> {
  await canvas.evaluate((el) => el.scrollIntoView({block: 'center'}));
  let last: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const now = await pixels(canvas);
        const same = now.equals(last);
        last = now;
        return same;
      },
      {intervals: [100]},
    )
    .toBe(true);
  return last;
}

for (const width of [390, 1366]) {
  test.describe(`the 3D view at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('loads at the tap, draws the deck, turns by keyboard, names a tapped member, passes axe', async ({
      page,
      consoleErrors,
    }) => {
      // A hang guard, not a timing: axe over the whole page, contrast included, is most of it on a busy machine.
      test.slow();
      await page.goto(`${PATH}${planQuery(twoLevel)}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const before = await scripts(page);
      const view = await openView(page);
      const added = (await scripts(page)).filter((s) => !before.includes(s));
      expect(added.length, 'the 3D view comes in a chunk of its own, at the tap').toBeGreaterThan(0);
      const app = view.getByRole('application', {name: 'The deck in 3D'});
      await expect(app).toHaveAccessibleDescription(
        new RegExp(`^${summaryOf(twoLevel).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      const canvas = app.locator('canvas');
      const first = await settled(canvas);
      expect(colors(first)).toBeGreaterThan(20);

      // The keyboard turns it and zooms it; the reset button brings it home.
      await app.focus();
      await page.keyboard.press('ArrowRight');
      const turned = await settled(canvas);
      expect(changed(first, turned)).toBeGreaterThan(0.05);
      await page.keyboard.press('+');
      expect(changed(turned, await settled(canvas))).toBeGreaterThan(0.05);
      await view.getByRole('button', {name: 'Reset view'}).click();
      expect(changed(first, await settled(canvas))).toBeLessThan(0.01);

      // A tap in the middle lands on the upper level's boards: its decking line, in the takeoff's words.
      const words = takeoff(expectedPlan(twoLevel).plan);
      const box = (await canvas.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.45);
      const line = view.getByRole('status').filter({hasText: ':'});
      const captions = [
        ...words.levels.flatMap((l) => [l.decking.caption, ...Object.values(l.framing).map((g) => g?.caption)]),
        words.guards.caption,
        words.join?.caption,
        ...Object.values(words.stairs ?? {}).flatMap((g) => (Array.isArray(g) ? g : [g]).map((x) => x.caption)),
      ].filter(Boolean) as string[];
      await expect(line).toBeVisible();
      const said = await line.innerText();
      expect(captions.filter((c) => said.includes(c))).toHaveLength(1);

      expect(await axeViolations(page)).toEqual([]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });
  });
}

test.describe('the 3D view', () => {
  test('boards on or framing only, railings off; a chosen line lights its members and says its words', async ({
    page,
  }) => {
    const view = await openView(page);
    const canvas = view.locator('canvas');
    const boards = await settled(canvas);
    await view.getByRole('radio', {name: 'Framing only'}).check();
    const framing = await settled(canvas);
    expect(changed(boards, framing)).toBeGreaterThan(0.03);
    await view.getByRole('checkbox', {name: 'Railings'}).uncheck();
    const bare = await settled(canvas);
    expect(changed(framing, bare)).toBeGreaterThan(0.01);
    const words = takeoff(expectedPlan(twoLevel).plan);
    await view.getByRole('combobox', {name: 'Light up'}).selectOption({label: 'Upper level: joists'});
    await expect(view.getByRole('status').filter({hasText: 'Upper level: joists:'})).toContainText(
      words.levels[0].framing.joists.caption,
    );
    expect(changed(bare, await settled(canvas))).toBeGreaterThan(0.005);
  });

  test('follows the form as it changes, and closing gives the GPU back its context', async ({page}) => {
    const view = await openView(page, defaultPlanForm);
    const canvas = view.locator('canvas');
    const before = await settled(canvas);
    const depth = page.getByRole('textbox', {name: 'Depth out from the house'});
    await depth.fill('16');
    await depth.blur();
    await expect.poll(async () => changed(before, await settled(canvas))).toBeGreaterThan(0.03);
    // The context the view drew with, kept from the page: lost once the view is closed.
    await canvas.evaluate(
      (el) => ((window as unknown as {kept: unknown}).kept = (el as HTMLCanvasElement).getContext('webgl2')),
    );
    await view.getByRole('button', {name: 'Close the 3D view'}).click();
    await expect(view).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as {kept: WebGL2RenderingContext}).kept.isContextLost())).toBe(
      true,
    );
    // Focus goes back to the button that opened it.
    await expect(page.getByRole('button', {name: 'See it in 3D'})).toBeFocused();
  });

  test("with reduced motion the camera jumps: the key's next frame is the view where it rests", async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const view = await openView(page);
    const app = view.getByRole('application', {name: 'The deck in 3D'});
    const canvas = app.locator('canvas');
    const first = await settled(canvas);
    await app.focus();
    await page.keyboard.press('ArrowLeft');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const next = await pixels(canvas);
    expect(changed(first, next)).toBeGreaterThan(0.05);
    expect(changed(next, await settled(canvas))).toBeLessThan(0.005);
  });

  test('where the context is lost, the still picture stands in with a word', async ({page}) => {
    const view = await openView(page);
    await settled(view.locator('canvas'));
    await view
      .locator('canvas')
      .evaluate((el) =>
        (el as HTMLCanvasElement).getContext('webgl2')!.getExtension('WEBGL_lose_context')!.loseContext(),
      );
    await expect(view.getByRole('status').filter({hasText: 'The 3D view stopped'})).toBeVisible();
    await expect(view.getByRole('img', {name: /^The deck in 3D, a still picture: /})).toBeVisible();
    await expect(view.getByRole('application')).toBeHidden();
  });

  test('the printed plan carries the still picture, and so does the plan sent with a request', async ({page}) => {
    await page.goto(`${PATH}${planQuery(twoLevel)}`);
    await hydrated(page);
    const label = `The deck in 3D, a still picture: ${summaryOf(twoLevel)}.`;
    const takeoffRegion = page.getByRole('region', {name: 'Framing takeoff'});
    await takeoffRegion.scrollIntoViewIfNeeded();
    await expect(takeoffRegion.locator('dt').first()).toBeVisible();
    await page.emulateMedia({media: 'print'});
    // Drawn as the page goes to paper (beforeprint), under the order list.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const printed = page.getByRole('img', {name: label});
    await expect(printed).toBeVisible();
    const order = await page.getByRole('region', {name: 'What to order'}).boundingBox();
    expect((await printed.boundingBox())!.y).toBeGreaterThan(order!.y);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({media: 'screen'});

    await page.getByRole('button', {name: 'Send this plan with my estimate request'}).click();
    const sent = page.getByRole('dialog', {name: dialogTitles.estimate}).getByRole('region', {name: 'Your deck plan'});
    await expect(sent.getByRole('img', {name: label})).toBeVisible();
  });
});

test.describe('the 3D view on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('an up-and-down swipe on it scrolls the page; a finger drawn sideways turns the deck', async ({page}) => {
    const view = await openView(page);
    const canvas = view.locator('canvas');
    const first = await settled(canvas);
    const box = (await canvas.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    // A finger on the middle of the canvas, drawn 200 px one way, as a phone's touch screen reports it.
    const swipe = async (dx: number, dy: number) => {
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x, y}]});
      for (let i = 1; i <= 10; i++)
        await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x: x + dx * i, y: y + dy * i}]});
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    };
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipe(0, -20);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
    // The fling comes to rest before the canvas is brought back to be looked at.
    let last = NaN;
    await expect
      .poll(async () => last === (last = await page.evaluate(() => window.scrollY)), {intervals: [250]})
      .toBe(true);
    // The page moved, the deck did not.
    expect(changed(first, await settled(canvas))).toBeLessThan(0.005);
    await swipe(-16, 0);
    // Drawn on the next frame, which a busy machine may be late to show.
    await expect.poll(async () => changed(first, await pixels(canvas))).toBeGreaterThan(0.05);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

test('without WebGL, the still picture and a word stand in for the view', async ({playwright, baseURL}) => {
  // A browser of its own, started with WebGL off.
  const browser = await playwright.chromium.launch({
    executablePath: chromePath,
    args: [...chromiumArgs, '--disable-webgl', '--disable-3d-apis'],
  });
  try {
    const page = await browser.newPage({baseURL});
    await page.route(thirdParty, (route) => route.abort('blockedbyclient'));
    const view = await openView(page);
    await expect(view.getByRole('status').filter({hasText: 'cannot draw the 3D view here'})).toBeVisible();
    await expect(
      view.getByRole('img', {name: `The deck in 3D, a still picture: ${summaryOf(twoLevel)}.`}),
    ).toBeVisible();
    await expect(view.getByRole('application')).toBeHidden();
    expect(await axeViolations(page, 'main')).toEqual([]);
  } finally {
    await browser.close();
  }
});
