import {test, expect, hydrated} from './fixtures';
import {business} from '../../src/data/business';
import {timings} from '../seed';

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
    const trigger = page.getByRole('button', {name: 'Services'});
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await trigger.hover();
    await page.clock.runFor(timings.menu.openDelayMs - 20);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(40);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.clock.resume();
    await expect(page.getByRole('link', {name: /Composite Decking/}).first()).toBeVisible();
    // Leaving closes it (after Radix's 150 ms close delay).
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Service Area menu lists every city with its ZIP range, by keyboard', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByRole('button', {name: 'Service Area'});
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const city of business.cities) {
      const link = page.getByRole('link', {name: new RegExp(`${city.name}.*ZIP ${city.zipRange}`)});
      await expect(link).toHaveAttribute('href', `/service-areas/${city.slug}`);
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
    await nav.getByText('Services', {exact: true}).tap();
    await nav.getByRole('link', {name: /Deck Repair/}).tap();
    await expect(page).toHaveURL(/\/services\/repair$/);
    await expect(page.getByRole('button', {name: 'Menu'})).toHaveAttribute('aria-expanded', 'false');
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

  test('injects form_embed.js once and loads the chat widget only after the page has loaded', async ({page}) => {
    const events: string[] = [];
    page.on('load', () => events.push('load'));
    page.on('request', (r) => {
      if (r.url().startsWith(business.chatWidget.loaderSrc)) events.push('chat');
    });
    const html = await (await page.goto('/'))!.text();
    expect(html).not.toContain(business.chatWidget.loaderSrc);
    await hydrated(page);
    await expect.poll(() => events.filter((e) => e === 'chat').length).toBe(1);
    expect(events.indexOf('load')).toBeLessThan(events.indexOf('chat'));
    expect(await page.locator(`script[src="${business.leadForm.embedScriptSrc}"]`).count()).toBeLessThanOrEqual(1);
  });
});
