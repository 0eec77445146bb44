/**
 * Lead capture with the third parties working (faithful stand-ins of
 * LeadConnector's form and chat, served through routing) and failing, under
 * the production nginx headers, on a desktop and on a 4x-throttled phone.
 */
import type {Page} from '@playwright/test';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {test, expect, hydrated, unexpectedErrors} from './fixtures';
import {FORM_TIMEOUT_MS} from '../../src/lib/leadForm';
import {chatLoaded, recordCspViolations, useLeadConnector} from './standins/leadconnector';
import {axeViolations} from './axe';
import {detailLists} from '../helpers/copy';

const {loanPrograms} = detailLists();
import {business} from '../../src/data/business';
import {useGoogleAnalytics} from './standins/google';
import {formula, materialPrices} from '../../src/data/pricing';
import {calculator, seedTotal} from '../seed';

type LeadEvent = {event: string; page: string; source: string};
const leadEvents = (page: Page) =>
  page.evaluate(() => ((window.dataLayer ?? []) as LeadEvent[]).filter((e) => e && typeof e.event === 'string'));

const heroForm = (page: Page) => page.locator('#estimate-form');
const fallbackName = 'Request a free estimate by phone';
/** The phone number as a link's accessible name contains it, and as an event source names it. */
const phoneName = new RegExp(business.phone.display.replace(/[()]/g, '\\$&'));
const phoneSource = business.phone.display.replace(/[^0-9]+/g, '-').replace(/^-|-$/g, '');
const {ga4Id} = business.analytics;

/** The hero form box and what sits below the hero, to prove nothing shifts. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('#estimate-form [data-form-state]') as HTMLElement | null;
    const next = document.querySelector('main section:nth-of-type(2)') as HTMLElement;
    return {
      boxHeight: box?.getBoundingClientRect().height ?? 0,
      nextTop: next.getBoundingClientRect().top + window.scrollY,
    };
  });
}

const devices = [
  {name: 'desktop 1366 px', viewport: {width: 1366, height: 900}, throttle: 1, isMobile: false},
  {name: 'phone 390 px, 4x CPU', viewport: {width: 390, height: 844}, throttle: 4, isMobile: true},
];

for (const device of devices) {
  test.describe(`lead form and chat, ${device.name}`, () => {
    test.use({viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile});

    test.beforeEach(async ({page}) => {
      if (device.throttle > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: device.throttle});
      }
    });

    // Which paths this build can take follows business.ts; the launch-day build covers every service switched on.
    if (!business.leadForm.id) {
      test('no form id: the call panel shows instead of a form, and no form script loads', async ({page}) => {
        const requested = await useLeadConnector(page, {form: 'fast'});
        await page.goto('/');
        await hydrated(page);
        await expect(heroForm(page).getByRole('region', {name: fallbackName})).toBeVisible();
        expect(requested).toEqual([]);
      });
    }

    if (business.leadForm.id)
      test('form fast: the working form is shown at full width, sized by its resize messages, with no shift', async ({
        page,
        consoleErrors,
      }) => {
        const violations = await recordCspViolations(page);
        await useLeadConnector(page, {form: 'fast'});
        await page.goto('/');
        await hydrated(page);
        const before = await layout(page);
        const frame = heroForm(page).locator('iframe');
        await expect(heroForm(page).locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
        await expect(frame).toBeVisible();
        // The embed rewrote the frame's class and moved it into its wrappers, yet it fills the box.
        expect(await frame.getAttribute('class')).toBe('ep-iFrame');
        const widths = await heroForm(page).evaluate((card) => {
          const box = card.querySelector('[data-form-state]')!.getBoundingClientRect().width;
          const f = card.querySelector('iframe')!.getBoundingClientRect().width;
          return {box, frame: f};
        });
        expect(widths.frame).toBeGreaterThan(250);
        expect(Math.abs(widths.frame - widths.box)).toBeLessThanOrEqual(1);
        // Height follows the form page's iframe-resizer messages, not the 769 px default.
        const reported = await page
          .frameLocator('#estimate-form iframe')
          .locator('body')
          .evaluate((b) => (b as HTMLElement).offsetHeight);
        await expect.poll(() => frame.evaluate((f) => f.getBoundingClientRect().height)).toBe(reported);
        const after = await layout(page);
        expect(after.nextTop).toBe(before.nextTop);
        expect(after.boxHeight).toBe(before.boxHeight);
        await expect(page.getByRole('region', {name: fallbackName})).toHaveCount(0);
        expect(await violations()).toEqual([]);
        expect(unexpectedErrors(consoleErrors)).toEqual([]);
        expect((await leadEvents(page)).filter((e) => e.event.startsWith('form_'))).toEqual([
          {event: 'form_ready', page: '/', source: 'home-hero'},
        ]);
      });

    if (business.leadForm.id)
      test('form slow (4 s): the form still arrives and the fallback never shows', async ({page}) => {
        await useLeadConnector(page, {form: {delayMs: 4000}});
        await page.goto('/');
        await hydrated(page);
        const start = Date.now();
        await expect(heroForm(page).locator('[data-form-state="loading"]')).toBeAttached();
        await expect(heroForm(page).getByText('Loading the estimate form…')).toBeVisible();
        await expect(heroForm(page).locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
        expect(Date.now() - start).toBeGreaterThan(3000);
        await expect(heroForm(page).locator('iframe')).toBeVisible();
        expect((await leadEvents(page)).map((e) => e.event)).not.toContain('form_fallback');
      });

    if (business.leadForm.id)
      test('form blocked: the call fallback shows at once', async ({page}) => {
        await useLeadConnector(page, {form: 'blocked'});
        await page.goto('/');
        await hydrated(page);
        const fallback = heroForm(page).getByRole('region', {name: fallbackName});
        await expect(fallback).toBeVisible({timeout: 3000});
        await expect(fallback.getByRole('link', {name: phoneName})).toHaveAttribute('href', business.phone.href);
        expect((await leadEvents(page)).filter((e) => e.event.startsWith('form_'))).toEqual([
          {event: 'form_fallback', page: '/', source: 'home-hero'},
        ]);
      });

    if (business.leadForm.id)
      test('form answering 500: the error page is never shown, the fallback comes at the timeout', async ({page}) => {
        await useLeadConnector(page, {form: 'error'});
        const errorPage = page.waitForResponse((r) => r.url().includes('/widget/form/') && r.status() === 500);
        await page.goto('/');
        await hydrated(page);
        // The frame is on the page with the error page in it, and stays out of sight.
        await errorPage;
        await expect(heroForm(page).locator('iframe')).toBeAttached();
        await expect(heroForm(page).locator('iframe')).toBeHidden();
        await expect(heroForm(page).getByRole('region', {name: fallbackName})).toBeVisible({
          timeout: FORM_TIMEOUT_MS + 3000,
        });
      });

    if (!business.chatWidget.id) {
      test('no chat id: no chat script at all', async ({page}) => {
        const requested = await useLeadConnector(page, {form: 'fast', chat: true});
        await page.clock.install();
        await page.goto('/');
        await hydrated(page);
        // The chat would load at the first interaction, or when the page is idle: both have come and gone.
        await page.keyboard.press('Shift');
        await page.clock.runFor(30_000);
        // No loader in the page, which is what would request it. Not a wait for the network to go quiet: on a busy
        // machine at 4x CPU that wait outlasted the test (the form's own frame keeps the network busy).
        await expect(page.locator(`script[src^="${business.chatWidget.loaderSrc}"]`)).toHaveCount(0);
        await expect(page.locator('chat-widget')).toHaveCount(0);
        expect(requested.filter((u) => !u.includes('/widget/form/') && !u.includes('form_embed'))).toEqual([]);
      });
    }

    if (business.chatWidget.id)
      test('chat allowed: the widget fetches its config, loads everything it needs and shows its bubble, with zero CSP violations', async ({
        page,
        consoleErrors,
      }) => {
        const violations = await recordCspViolations(page);
        const requested = await useLeadConnector(page, {form: 'fast', chat: true});
        await page.goto('/');
        await hydrated(page);
        await page.mouse.move(10, 10);
        await page.keyboard.press('Shift'); // the first interaction loads the chat at once
        const bubble = page.locator('chat-widget').locator('#lc_text-widget--btn');
        await expect(bubble).toBeVisible({timeout: 10_000});
        await expect(bubble).toHaveAttribute('aria-label', 'Select to open the chat widget');
        await chatLoaded(page, requested);
        await bubble.click();
        await expect(bubble).toHaveAttribute('aria-label', 'Select to close the chat widget');
        await bubble.click();
        await page.locator('chat-widget').locator('.lc_text-widget_prompt--prompt-text').click();
        await expect
          .poll(async () => (await leadEvents(page)).filter((e) => e.event === 'chat_open'))
          .toEqual([
            {event: 'chat_open', page: '/', source: 'chat-widget'},
            {event: 'chat_open', page: '/', source: 'chat-widget'},
          ]);
        await expect(heroForm(page).locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
        expect(await violations()).toEqual([]);
        expect(unexpectedErrors(consoleErrors)).toEqual([]);
      });

    if (business.chatWidget.id)
      test('chat steps aside while the estimate dialog or the menu is open, and comes back when they close', async ({
        page,
      }) => {
        await useLeadConnector(page, {form: 'fast', chat: true});
        await page.goto('/');
        await hydrated(page);
        await page.keyboard.press('Shift'); // the first interaction loads the chat at once
        const bubble = page.locator('chat-widget').locator('#lc_text-widget--btn');
        await expect(bubble).toBeVisible({timeout: 10_000});
        const menu = page.getByRole('button', {name: 'Menu'});
        if (device.isMobile) {
          await menu.click();
          await expect(bubble).toBeHidden();
        }
        // The header's quote button on a desktop, the open menu's on a phone.
        await page.getByRole('button', {name: 'Get Free Quote'}).filter({visible: true}).first().click();
        const dialog = page.getByRole('dialog', {name: 'Get your free estimate'});
        await expect(dialog).toBeVisible();
        await expect(bubble).toBeHidden();
        // Nothing of the chat covers the dialog's own way to call.
        const call = dialog.locator('footer').getByRole('link', {name: phoneName});
        await expect(call).toBeVisible();
        expect(
          await call.evaluate((link) => {
            const {x, y, width, height} = link.getBoundingClientRect();
            return link.contains(document.elementFromPoint(x + width - 2, y + height / 2));
          }),
        ).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        if (device.isMobile && (await menu.getAttribute('aria-expanded')) === 'true') {
          await expect(bubble).toBeHidden();
          await menu.click();
        }
        await expect(bubble).toBeVisible();
      });
  });
}

// A build without a form id shows the call panel everywhere (tested above); these need the form.
const dialogForms = business.leadForm.id ? test.describe : test.describe.skip;
dialogForms('lead form in the dialogs (stand-in working)', () => {
  test('the estimate dialog shows the working form at the dialog width, and a submission is counted once', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await useLeadConnector(page, {form: 'fast'});
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    const dialog = page.getByRole('dialog', {name: 'Get your free estimate'});
    await expect(dialog.locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
    const widths = await dialog.evaluate((d) => ({
      area: d.querySelector('[data-form-state]')!.getBoundingClientRect().width,
      frame: d.querySelector('iframe')!.getBoundingClientRect().width,
    }));
    expect(widths.frame).toBeGreaterThan(400);
    expect(Math.abs(widths.frame - widths.area)).toBeLessThanOrEqual(1);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    const form = page.frameLocator('[role="dialog"] iframe');
    await form.getByLabel('Full name').fill('Pat Homeowner');
    await form.getByLabel('Phone').fill('865-555-0100');
    await form.getByRole('button', {name: 'Send my request'}).click();
    await expect(form.getByText(/Thank you/)).toBeVisible();
    // The frame's message reaches the page a moment after the frame shows its thanks (another process).
    await expect
      .poll(() => leadEvents(page))
      .toEqual([
        {event: 'estimate_open', page: '/services', source: 'header/get-free-quote'},
        {event: 'form_ready', page: '/services', source: 'dialog-estimate'},
        {event: 'form_submitted', page: '/services', source: 'dialog-estimate'},
      ]);
    expect(JSON.stringify(await leadEvents(page))).not.toContain('Pat Homeowner');
    expect(await violations()).toEqual([]);
  });

  test('the financing dialog shows the working form too', async ({page}) => {
    const program = loanPrograms[0];
    await useLeadConnector(page, {form: 'fast'});
    await page.goto(`/loan-programs/${program.slug}`);
    await hydrated(page);
    await page.locator('main button[data-dialog="financing"]').first().click();
    const dialog = page.getByRole('dialog', {name: dialogTitles.financing});
    await expect(dialog.locator('[data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
    await expect(dialog.locator('iframe')).toBeVisible();
    expect((await leadEvents(page)).filter((e) => e.event === 'form_ready')).toEqual([
      {event: 'form_ready', page: `/loan-programs/${program.slug}`, source: 'dialog-financing'},
    ]);
  });

  test('a failing embed script turns the dialog form into the call fallback', async ({page}) => {
    await useLeadConnector(page, {form: 'script-error'});
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    await expect(page.getByRole('dialog').getByRole('region', {name: fallbackName})).toBeVisible({timeout: 3000});
  });

  test('a form below the fold loads only when the visitor scrolls to it', async ({page}) => {
    const requested = await useLeadConnector(page, {form: 'fast'});
    await page.clock.install();
    await page.goto('/gallery');
    await hydrated(page);
    // Every timer the page set has run, and every request it made has ended: none was the form.
    await page.clock.runFor(30_000);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => u.includes('/widget/form/'))).toEqual([]);
    await page.clock.resume();
    await page.locator('#gallery-estimate').scrollIntoViewIfNeeded();
    await expect(page.locator('#gallery-estimate [data-form-state="ready"]')).toBeAttached({timeout: FORM_TIMEOUT_MS});
  });
});

test.describe('lead events: each action once, with its page and button', () => {
  test('call clicks, estimate opens and calculator estimates', async ({page}) => {
    await page.goto('/resources/calculator');
    await hydrated(page);
    // A tel: link would leave the page; keep the click but not the navigation.
    await page.evaluate(() =>
      document.addEventListener('click', (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault()),
    );
    await page.getByRole('banner').getByRole('link', {name: phoneName}).click();
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByLabel(/Deck size/).fill('300');
    await page.getByRole('button', {name: calculator.labels.calculate}).click();
    const total = seedTotal(
      300,
      calculator.defaults.material,
      calculator.defaults.railings,
      calculator.defaults.stairs,
      {materialPrices, formula},
    );
    await expect(page.getByText(`$${total.toLocaleString('en-US')}`).first()).toBeVisible();
    await page.locator('footer').getByRole('link', {name: phoneName}).click();
    const events = (await leadEvents(page)).filter((e) => !e.event.startsWith('form_'));
    expect(events).toEqual([
      {event: 'call_click', page: '/resources/calculator', source: `header/${phoneSource}`},
      {event: 'estimate_open', page: '/resources/calculator', source: 'header/get-free-quote'},
      {event: 'calculator_estimate', page: '/resources/calculator', source: 'deck-cost-calculator/calculate-estimate'},
      {event: 'call_click', page: '/resources/calculator', source: `footer/${phoneSource}`},
    ]);
  });

  test('a #free-estimate link opens the dialog and says so', async ({page}) => {
    await page.goto('/about#free-estimate');
    await hydrated(page);
    await expect(page.getByRole('dialog', {name: 'Get your free estimate'})).toBeVisible();
    expect((await leadEvents(page)).filter((e) => e.event === 'estimate_open')).toEqual([
      {event: 'estimate_open', page: '/about', source: 'link#free-estimate'},
    ]);
  });

  test('the phone bar opens the dialog and dials, on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() =>
      document.addEventListener('click', (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault()),
    );
    const bar = page.getByRole('navigation', {name: 'Quick contact'});
    await bar.getByRole('link', {name: 'Call now'}).click();
    await bar.getByRole('button', {name: 'Free estimate'}).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await leadEvents(page)).filter((e) => !e.event.startsWith('form_'))).toEqual([
      {event: 'call_click', page: '/', source: 'mobile-bar/call-now'},
      {event: 'estimate_open', page: '/', source: 'mobile-bar/free-estimate'},
    ]);
  });

  test('Global Privacy Control: no events are recorded', async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    );
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await leadEvents(page)).toEqual([]);
  });

  test('?debug-leads logs the lifecycle and the events to the console', async ({page}) => {
    const logs: string[] = [];
    page.on('console', (msg) => msg.type() === 'info' && logs.push(msg.text()));
    await useLeadConnector(page, {form: 'fast'});
    await page.goto('/?debug-leads');
    await hydrated(page);
    await expect.poll(() => logs.some((l) => l.includes('[leads] form home-hero: ready'))).toBe(true);
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    await expect.poll(() => logs.some((l) => l.startsWith('[leads] estimate_open'))).toBe(true);
    expect(logs.some((l) => l.includes('[leads] form home-hero: loading'))).toBe(true);
  });

  // business.ts decides which path this build takes; the launch-day build (tests/e2e/launch) takes the other.
  if (ga4Id) {
    test('GA4: gtag.js loads when the page is idle and lead events reach it, with zero CSP violations', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      const ga = await useGoogleAnalytics(page, ga4Id);
      await page.goto('/');
      await hydrated(page);
      await page.keyboard.press('Shift');
      await expect.poll(() => ga.events).toContain('page_view');
      expect(await violations()).toEqual([]);
    });
  } else {
    test('no analytics script and no analytics markup without a GA4 id', async ({page, request}) => {
      const html = await (await request.get('/')).text();
      expect(html).not.toMatch(/googletagmanager|gtag\(/);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.clock.install();
      await page.goto('/');
      await hydrated(page);
      // Analytics would load when the page is idle, after the first interaction: both have come and gone.
      await page.keyboard.press('Shift');
      await page.clock.runFor(30_000);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((s) => s.includes('googletagmanager'))).toEqual([]);
    });
  }
});
