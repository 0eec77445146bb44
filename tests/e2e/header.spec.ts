import {test, expect, hydrated} from './fixtures';
import {business} from '../../src/data/business';
import {citiesWithPages} from './routes';
import {siteMenus} from '../helpers/copy';
import {timings} from '../seed';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const {services: servicesMenu, serviceAreas: serviceAreaMenu} = siteMenus();
/** A service of the menu (a file in src/data/copy/services), whichever the business offers. */
const service = servicesMenu.items[0];

test.describe('header', () => {
  test('Get Free Quote opens the estimate dialog; Escape closes it and focus returns', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const quote = page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'});
    await quote.click();
    const dialog = page.getByRole('dialog', {name: 'Get your free estimate'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', {name: business.phone.display}).first()).toHaveAttribute(
      'href',
      business.phone.href,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(quote).toBeFocused();
  });

  test('a click outside the dialog closes it', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Radix listens for a click outside from a timer it sets as the dialog opens, and a busy renderer runs input
    // before timers: a page timer set now runs after Radix's, as any visitor's click does a moment later.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.mouse.click(8, 450);
    await expect(dialog).toBeHidden();
  });

  test('the close button closes the dialog', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'}).click();
    await page.getByRole('dialog').getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('#free-estimate in the URL opens the dialog', async ({page}) => {
    await page.goto('/about#free-estimate');
    await expect(page.getByRole('dialog', {name: 'Get your free estimate'})).toBeVisible();
  });

  test('the top bar has the service-area link and the phone link', async ({page}) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', {name: new RegExp(`Serving ${business.address.locality}`)})).toHaveAttribute(
      'href',
      '/service-areas',
    );
    await expect(banner.getByRole('link', {name: business.phone.display})).toHaveAttribute('href', business.phone.href);
  });

  test('menus open on hover only after the 200 ms delay', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByRole('button', {name: servicesMenu.label});
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await trigger.hover();
    await page.clock.runFor(timings.menu.openDelayMs - 20);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(40);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.clock.resume();
    await expect(page.getByRole('link', {name: new RegExp(escape(service.label))}).first()).toBeVisible();
    // Leaving closes it (after Radix's 150 ms close delay).
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Service Area menu lists every city with its ZIP range, by keyboard', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByRole('button', {name: serviceAreaMenu.label});
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const city of business.cities) {
      const link = page.getByRole('link', {name: new RegExp(`${escape(city.name)}.*ZIP ${escape(city.zipRange)}`)});
      // A city published before its page is written waits for it to be in the menu.
      if (citiesWithPages.includes(city)) await expect(link).toHaveAttribute('href', `/service-areas/${city.slug}`);
      else await expect(link).toHaveCount(0);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/service-areas$/);
  });
});

test.describe('small screens @mobile', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the menu opens by touch and navigates', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.getByRole('button', {name: 'Menu'});
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.locator('nav[aria-label="Main"]:visible');
    await nav.getByText(servicesMenu.label, {exact: true}).tap();
    await nav.getByRole('link', {name: new RegExp(escape(service.label))}).tap();
    await expect(page).toHaveURL(new RegExp(`${escape(service.href)}$`));
    await expect(page.getByRole('button', {name: 'Menu'})).toHaveAttribute('aria-expanded', 'false');
  });

  test('the page behind the open menu stays still, and scrolls again once it closes', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.getByRole('button', {name: 'Menu'});
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The lock lands once the panel is on screen (after the tap's frame); then a wheel over the header above the
    // panel (the panel keeps its own scroll), which would scroll the page within a few frames.
    const frames = (n: number) =>
      page.evaluate(
        (n) =>
          new Promise((done) =>
            (function next(left) {
              if (left) requestAnimationFrame(() => next(left - 1));
              else setTimeout(done);
            })(n),
          ),
        n,
      );
    await frames(1);
    const header = (await page.getByRole('banner').boundingBox())!;
    await page.mouse.move(header.x + header.width / 2, header.y + 8);
    await page.mouse.wheel(0, 2000);
    await frames(10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a route a link shows is prefetched in idle time, not in the frame of a tap', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const {now, later} = await page.evaluate(async () => {
      // A page of this build that nothing on this page links to, so nothing has prefetched it yet.
      const sitemap = await (await fetch('/sitemap.xml')).text();
      const routes = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
      const linked = new Set(Array.from(document.querySelectorAll('a[href^="/"]'), (a) => a.getAttribute('href')));
      const route = routes.find((r) => r !== location.pathname && !linked.has(r))!;
      const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const before = count();
      (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch(route);
      const now = count() - before;
      await new Promise((resolve) => setTimeout(resolve, 3000)); // past the idle callback's 2 s timeout
      return {now, later: count() - before};
    });
    expect(now).toBe(0);
    expect(later).toBeGreaterThan(0);
  });

  test('a sticky bar offers call and free estimate', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('navigation', {name: 'Quick contact'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: /Call now/})).toHaveAttribute('href', business.phone.href);
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', {name: /Free estimate/}).tap();
    await expect(page.getByRole('dialog', {name: 'Get your free estimate'})).toBeVisible();
  });

  test('the Get Free Quote header button is for large screens only', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', {name: 'Get Free Quote'})).toBeHidden();
  });
});

test.describe('lead form', () => {
  test('falls back to the phone number when the form host is blocked', async ({page}) => {
    await page.goto('/');
    const fallback = page.getByRole('region', {name: 'Request a free estimate by phone'}).first();
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('link', {name: /Call/})).toHaveAttribute('href', business.phone.href);
  });

  test(`requests form_embed.js ${business.leadForm.id ? 'once' : 'never: there is no form id'}`, async ({page}) => {
    const embeds: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(business.leadForm.embedScriptSrc)) embeds.push(r.url());
    });
    await page.goto('/');
    await hydrated(page);
    if (business.leadForm.id) await expect.poll(() => embeds.length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(embeds).toHaveLength(business.leadForm.id ? 1 : 0);
  });

  // business.ts decides: an empty chatWidget.id means no chat script at all (README), an id means the widget loads.
  if (business.chatWidget.id) {
    test('loads the chat widget once, only after the page has loaded', async ({page}) => {
      const events: string[] = [];
      page.on('load', () => events.push('load'));
      page.on('request', (r) => {
        if (r.url().startsWith(business.chatWidget.loaderSrc)) events.push('chat');
      });
      await page.addInitScript((src) => {
        const ids: string[] = ((window as unknown as {chatWidgetIds: string[]}).chatWidgetIds = []);
        new MutationObserver((records) => {
          for (const r of records)
            for (const node of Array.from(r.addedNodes))
              if (node instanceof HTMLScriptElement && node.src === src) ids.push(node.dataset.widgetId ?? '');
        }).observe(document, {childList: true, subtree: true});
      }, business.chatWidget.loaderSrc);
      const html = await (await page.goto('/'))!.text();
      expect(html).not.toContain(business.chatWidget.loaderSrc);
      await hydrated(page);
      await expect.poll(() => events.filter((e) => e === 'chat').length).toBe(1);
      expect(events.indexOf('load')).toBeLessThan(events.indexOf('chat'));
      // The loader names the widget (a blocked loader's element is removed again, so it is read as it is added).
      expect(await page.evaluate(() => (window as unknown as {chatWidgetIds: string[]}).chatWidgetIds)).toEqual([
        business.chatWidget.id,
      ]);
    });
  } else {
    test('no chat widget id: no chat script, no request for it, no widget', async ({page}) => {
      const chat: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(new URL(business.chatWidget.loaderSrc).origin)) chat.push(r.url());
      });
      await page.clock.install();
      const html = await (await page.goto('/'))!.text();
      expect(html).not.toContain(business.chatWidget.loaderSrc);
      expect(html).not.toContain('data-widget-id');
      await hydrated(page);
      // The chat would load at the first interaction, or when the page is idle: both have come and gone.
      await page.mouse.move(10, 10);
      await page.keyboard.press('Shift');
      await page.clock.runFor(30_000);
      await page.waitForLoadState('networkidle');
      expect(chat).toEqual([]);
      await expect(page.locator(`script[src^="${new URL(business.chatWidget.loaderSrc).origin}"]`)).toHaveCount(0);
      await expect(page.locator('chat-widget, [data-widget-id]')).toHaveCount(0);
    });
  }
});
