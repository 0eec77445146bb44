/**
 * The deck planner in Chromium, at a phone's width and a desktop's, as a visitor uses it: by keyboard alone; a
 * link to the plan that opens the same plan, with back and forward stepping through the choices; the printed
 * scope sheet on one page; the plan sent with an estimate request; and the calculator on either side of it.
 * axe and the route-wide checks run on it in routes.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, unexpectedErrors} from './fixtures';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {business} from '../../src/data/business';
import {materialPrices} from '../../src/data/pricing';
import {formatUsd} from '../../src/lib/deckEstimate';
import {defaultPlanForm, describeSection, planQuery, type PlanForm} from '../../src/lib/deckPlan';
import {orderLines, orderList} from '../../src/lib/deckPlan/order';
import {takeoff as takeoffOf} from '../../src/lib/deckPlan/takeoff';
import {expectedPlan, keyboardForm, printedPages} from '../helpers/planner';

const PATH = '/resources/deck-planner';
const caption = (page: Page) => page.getByRole('img', {name: /^Top view, to scale/});
const total = (page: Page) => page.getByTestId('plan-total');
/** The takeoff, scrolled to: its lines load in a chunk of their own as they near the screen. */
async function shownTakeoff(page: Page) {
  const takeoff = page.getByRole('region', {name: 'Framing takeoff'});
  await takeoff.scrollIntoViewIfNeeded();
  await expect(takeoff.locator('dt').first()).toBeVisible();
  return takeoff;
}

for (const width of [390, 1366]) {
  test.describe(`the deck planner at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('works by keyboard alone: sizes typed, choices by arrows and space, the plan sent', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(PATH);
      await hydrated(page);
      const length = page.getByRole('textbox', {name: 'Length along the house'});
      // Tab from the top of the page to the first box, as a keyboard user gets there.
      for (let i = 0; i < 60 && !(await length.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(length).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('18\' 6"');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('10');
      // Past the two height boxes to the first choice, then the arrows pick the other one.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', {name: /^Attached to the house/})).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', {name: /^Freestanding/})).toBeChecked();
      // Freestanding, the form asks no more about the wall; what is under the house it still asks.
      await expect(page.getByRole('group', {name: 'The house wall where the deck meets it'})).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', {name: /^Not sure/})).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox', {name: 'Left end'})).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', {name: 'Left end'})).not.toBeChecked();

      const form = keyboardForm;
      await expect(caption(page)).toHaveAccessibleName(expectedPlan(form).words);
      await expect(total(page)).toHaveText(expectedPlan(form).total);

      const send = page.getByRole('button', {name: 'Send this plan with my estimate request'});
      await send.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: dialogTitles.estimate});
      await expect(dialog.getByRole('region', {name: 'Your deck plan'})).toContainText(expectedPlan(form).total);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(send).toBeFocused();
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });

    test('plans a sloping lot and a second level by keyboard, and says both in words', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(PATH);
      await hydrated(page);
      await page.getByRole('textbox', {name: 'Height of the deck floor'}).focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('8');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', {name: 'Height at the far side'})).toBeFocused();
      await page.keyboard.type('10');
      // The second level: its radios by arrows, its height by the select's keys.
      const second = page.getByRole('group', {name: 'A second level'});
      await second.getByRole('radio', {name: 'One level'}).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(second.getByRole('radio', {name: 'Beside it, right'})).toBeChecked();
      const steps = page.getByRole('combobox', {name: 'Second level: height'});
      await steps.focus();
      await steps.selectOption('3');
      await page.getByRole('group', {name: 'Stairs'}).getByRole('radio', {name: 'Second level: far side'}).check();
      const form: PlanForm = {
        ...defaultPlanForm,
        height: '8',
        heightFar: '10',
        second: 'right',
        secondSteps: '3',
        stairs: 'second-front',
      };
      const expected = expectedPlan(form);
      await expect(caption(page)).toHaveAccessibleName(expected.words);
      await expect(page.getByRole('img', {name: /^Side view across the deck/})).toHaveAccessibleName(
        `${describeSection(expected.plan)}.`,
      );
      await expect(total(page)).toHaveText(expected.total);
      await expect(page.getByRole('heading', {name: 'What to order'})).toBeVisible();
      // Once the keys rest, a screen reader hears the two levels and the slope.
      await expect(page.locator('main [aria-live="polite"]')).toContainText(
        'at the far side, with a 12 by 10 ft level',
      );
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });
  });
}

test.describe('the deck planner', () => {
  test('a copied link opens the same plan; back and forward step through the choices', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PATH);
    await hydrated(page);
    const decking = page.getByRole('group', {name: 'Decking'});
    await decking.getByRole('radio', {name: /^Cedar/}).check();
    await page.getByRole('group', {name: 'Stairs'}).getByRole('radio', {name: 'Right end'}).check();
    const depth = page.getByRole('textbox', {name: 'Depth out from the house'});
    await depth.fill('14');
    await depth.blur();
    const form: PlanForm = {...defaultPlanForm, material: 'cedar', stairs: 'right', depth: '14'};
    await expect(caption(page)).toHaveAccessibleName(expectedPlan(form).words);

    await page.getByRole('button', {name: 'Copy link to this plan'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(new URL(`${PATH}${planQuery(form)}`, page.url()).href);
    const other = await context.newPage();
    await other.goto(link);
    await hydrated(other);
    await expect(caption(other)).toHaveAccessibleName(expectedPlan(form).words);
    await expect(total(other)).toHaveText(expectedPlan(form).total);
    await expect(other.getByRole('textbox', {name: 'Depth out from the house'})).toHaveValue('14');

    // Back: the depth edit undone, then the stairs; forward brings the stairs back.
    await page.goBack();
    await expect(depth).toHaveValue(defaultPlanForm.depth);
    await page.goBack();
    await expect(page.getByRole('group', {name: 'Stairs'}).getByRole('radio', {name: 'Far side'})).toBeChecked();
    await expect(decking.getByRole('radio', {name: /^Cedar/})).toBeChecked();
    await page.goForward();
    await expect(page.getByRole('group', {name: 'Stairs'}).getByRole('radio', {name: 'Right end'})).toBeChecked();
  });

  test('prints the scope sheet on one page, the order list on a second, and nothing of the site', async ({page}) => {
    await page.goto(PATH);
    await hydrated(page);
    // As the Print button does: the takeoff and the order list are in first.
    await shownTakeoff(page);
    await expect(page.getByRole('region', {name: 'What to order'}).getByRole('listitem').first()).toBeAttached();
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('form', {name: 'Describe your deck'})).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(caption(page)).toBeVisible();
    await expect(total(page)).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Framing takeoff'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'What to order'})).toBeVisible();
    const pdf = await page.pdf({format: 'Letter', margin: {top: '1cm', bottom: '1cm', left: '1cm', right: '1cm'}});
    expect(printedPages(pdf)).toBe(2);
  });

  test('sends the plan with the estimate request: its words and link, and a copy button until the form has a field', async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole('button', {name: 'Send this plan with my estimate request'}).click();
    const attached = page
      .getByRole('dialog', {name: dialogTitles.estimate})
      .getByRole('region', {name: 'Your deck plan'});
    await expect(attached).toContainText(
      expectedPlan(defaultPlanForm).words.replace('Top view, to scale: ', '').replace(/\.$/, ''),
    );
    await expect(attached.getByRole('link')).toHaveAttribute('href', new RegExp(`${PATH}\\?`));
    // The order list goes with it, folded under its own summary.
    await attached.getByText('What to order').click();
    await expect(attached.getByRole('listitem').first()).toHaveText(
      orderLines(orderList(expectedPlan(defaultPlanForm).plan))[0],
    );
    // The owner's switch (business.leadForm.planField): once the hosted form has a field for the plan, the plan is
    // filled in there instead of copied (the varied copy's spec follows it onto the form).
    if (business.leadForm.planField) {
      await expect(page.getByRole('dialog').getByText('It is filled in on the form below.')).toBeVisible();
    } else {
      await expect(attached.getByRole('button', {name: 'Copy the plan'})).toBeVisible();
    }
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as {event?: string}).event))).toEqual(
      expect.arrayContaining(['plan_sent', 'estimate_open']),
    );
  });

  test('beyond the tables: no sizes and no price, an engineer and a call instead', async ({page}) => {
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole('checkbox', {name: /A roof over the deck/}).check();
    await expect(page.getByRole('heading', {name: /needs an engineer.s design/})).toBeVisible();
    // Once the keys rest, a screen reader hears it too (the last plan's price is gone from the page).
    await expect(page.locator('main [aria-live="polite"]')).toContainText("needs an engineer's design");
    await expect(caption(page)).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'Framing takeoff'})).toHaveCount(0);
    const rates = Object.values(materialPrices).map((m) => formatUsd(m.pricePerSqFt));
    const amounts = (await page.locator('main').innerText()).match(/\$\d{1,3}(,\d{3})*/g) ?? [];
    expect(amounts.filter((a) => !rates.includes(a))).toEqual([]);
    await expect(page.locator('main').getByRole('link', {name: /^Call/}).first()).toHaveAttribute('href', /^tel:/);
  });

  test('the calculator leads here, and the plan opens in the calculator at the same price', async ({page}) => {
    await page.goto('/resources/calculator');
    await hydrated(page);
    await page.getByRole('link', {name: 'Plan it by its dimensions'}).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(total(page)).toHaveText(expectedPlan(defaultPlanForm).total);
    await page.getByRole('link', {name: 'Open in the calculator'}).click();
    await expect(page).toHaveURL(/\/resources\/calculator\?size=/);
    await expect(page.getByTestId('deck-estimate-total')).toHaveText(expectedPlan(defaultPlanForm).total);
  });

  test("the builder's decks: stair guards in the railing, joists ending at a flush beam, a landing at 13 ft", async ({
    page,
  }) => {
    const takeoff = page.getByRole('region', {name: 'Framing takeoff'});
    // A takeoff line: the definition after its term.
    const line = (term: string) => takeoff.locator(`dt:text-is("${term}") + dd`).first();
    const open = async (form: PlanForm) => {
      await page.goto(`${PATH}${planQuery(form)}`);
      await hydrated(page);
      await expect(caption(page)).toHaveAccessibleName(expectedPlan(form).words);
      await shownTakeoff(page);
    };
    // 20 x 14 ft freestanding, 8 ft up: the railing counts the stair guards, and the drawing shows them.
    const high: PlanForm = {
      ...defaultPlanForm,
      length: '20',
      depth: '14',
      height: '8',
      attachment: 'freestanding',
      open: {left: true, front: true, right: true, back: true},
    };
    await open(high);
    await expect(line('Size')).toContainText(takeoffOf(expectedPlan(high).plan).size.caption);
    await expect(line('Stair guards')).toContainText('Guards on both sides of the stairs');
    await expect(line('Risers')).toContainText('Closed risers');
    await expect(line('Foot of the stairs')).toContainText('a concrete pad');
    // 12 x 10 ft, 1 ft up, no stairs: the beam is flush and the joists end at it.
    await open({...defaultPlanForm, length: '12', depth: '10', height: '1', stairs: 'none'});
    await expect(line('Joists')).toContainText('hung flush from the beam');
    await expect(line('Joists')).not.toContainText('past');
    await expect(page.getByRole('list', {name: 'Key to the drawing'})).toContainText('Flush beam');
    // 16 x 12 ft, 13 ft up: two flights and a landing, drawn and counted.
    const tall = {...defaultPlanForm, height: '13'};
    await open(tall);
    await expect(line('Stairs')).toContainText('in 2 flights');
    await expect(line('Landing')).toContainText(takeoffOf(expectedPlan(tall).plan).stairs!.landings[0].caption);
  });

  test('asks where the deck is built and answers with that office, its edition or whom to ask', async ({page}) => {
    await page.goto(PATH);
    await hydrated(page);
    const where = page.getByRole('combobox', {name: 'Where it will be built'});
    const takeoff = await shownTakeoff(page);
    for (const option of await where.locator('option').all()) {
      const value = (await option.getAttribute('value'))!;
      await where.selectOption(value);
      const form = {...defaultPlanForm, place: value};
      await expect(caption(page)).toHaveAccessibleName(expectedPlan(form).words);
      await expect(page).toHaveURL(new RegExp(`place=${value}`));
      const {place} = takeoffOf(expectedPlan(form).plan);
      await expect(takeoff).toContainText(place.caption);
      if (place.office.url) {
        await expect(
          takeoff.getByRole('link', {name: place.office.name.replace(/^the /, ''), exact: true}),
        ).toHaveAttribute('href', place.office.url);
      }
    }
  });
});
