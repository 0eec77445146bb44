/**
 * A local double of LeadConnector (the hosted lead form and the chat widget),
 * served through Playwright routing: no network, same URLs as production, so
 * every request still meets the production Content-Security-Policy first.
 * The files in ./leadconnector behave like the real scripts (see each header).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, type Page, type Route} from '@playwright/test';
import {business} from '../../../src/data/business';

const dir = join(__dirname, 'leadconnector');
const file = (name: string) => readFileSync(join(dir, name));
const fontFile = readFileSync(
  join(
    __dirname,
    '..',
    '..',
    '..',
    'node_modules',
    '@fontsource',
    'figtree',
    'files',
    'figtree-latin-400-normal.woff2',
  ),
);

/** How the hosted form behaves in a scenario. */
export type FormBehaviour =
  | 'fast' // answers at once
  | {delayMs: number} // answers after a delay
  | 'blocked' // an ad blocker or a firewall: both hosts refuse
  | 'error' // the form host answers 500 (the embed script still loads)
  | 'script-error'; // the embed script answers 500

export interface LeadConnectorOptions {
  form?: FormBehaviour;
  chat?: boolean;
}

const cors = {'Access-Control-Allow-Origin': '*'};
const js = (body: Buffer | string) => ({status: 200, contentType: 'text/javascript', headers: cors, body});
const json = (body: unknown) => ({
  status: 200,
  contentType: 'application/json',
  headers: cors,
  body: JSON.stringify(body),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const chatConfig = {
  'location-id': 'standin-location',
  'chat-type': 'emailChat',
  heading: 'Questions about your deck?',
  'prompt-msg': 'Hi! Ask us anything about your deck project.',
  'prompt-avatar': 'https://images.leadconnectorhq.com/image/f_webp/q_80/standin/avatar.png',
  'primary-color': '#1f4a3d',
  theme: '{"name":"green"}',
  locale: 'en-us',
  'show-prompt': 'true',
};

/**
 * Route LeadConnector's hosts to the stand-ins. Call after the test fixture's
 * catch-all abort (Playwright runs the newest matching route first).
 * Returns the list of third-party URLs the page asked for.
 */
export async function useLeadConnector(
  page: Page,
  {form = 'fast', chat = false}: LeadConnectorOptions,
): Promise<string[]> {
  const requested: string[] = [];
  const handle = (pattern: string | RegExp, respond: (route: Route) => Promise<void> | void) =>
    page.route(pattern, async (route) => {
      requested.push(route.request().url());
      await respond(route);
    });

  const formOrigin = new URL(business.leadForm.origin).origin;
  await handle(business.leadForm.embedScriptSrc, (route) =>
    form === 'blocked'
      ? route.abort('blockedbyclient')
      : form === 'script-error'
        ? route.fulfill({status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>'})
        : route.fulfill(js(file('form_embed.js'))),
  );
  await handle(new RegExp(`^${formOrigin}/widget/form/[^/?]+`), async (route) => {
    if (form === 'blocked') return route.abort('blockedbyclient');
    if (form === 'error')
      return route.fulfill({status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>'});
    if (typeof form === 'object') await sleep(form.delayMs);
    return route.fulfill({status: 200, contentType: 'text/html', body: file('form.html')});
  });

  if (chat) {
    const widgets = new URL(business.chatWidget.loaderSrc).origin;
    const api = new URL(business.chatWidget.apiOrigin).origin;
    await handle(business.chatWidget.loaderSrc, (route) => route.fulfill(js(file('loader.js'))));
    await handle(new RegExp(`^${widgets}/chat-widget/chat-widget\\.esm\\.js`), (route) =>
      route.fulfill(js(file('chat-widget.esm.js'))),
    );
    await handle(`${widgets}/chat-widget/assets/i18n/en-us.json`, (route) =>
      route.fulfill(json(JSON.parse(file('en-us.json').toString()))),
    );
    await handle(new RegExp(`^${api}/chat-widget/public/config/`), (route) =>
      route.fulfill(json({config: chatConfig, traceId: 'standin'})),
    );
    await handle(`${api}/funnels/funnel/geo-location/`, (route) =>
      route.fulfill(json({country: 'US', traceId: 'standin'})),
    );
    await handle(`${api}/appengine/cors/js/user-session.js`, (route) => route.fulfill(js(file('user-session.js'))));
    await handle(/^https:\/\/services\.msgsndr\.com\/attribution_service\//, (route) =>
      route.fulfill(json({success: true})),
    );
    await handle(/^https:\/\/stcdn\.leadconnectorhq\.com\/intl-tel-input\/.*\.js$/, (route) =>
      route.fulfill(js(file('intlTelInput.min.js'))),
    );
    await handle(/^https:\/\/stcdn\.leadconnectorhq\.com\/intl-tel-input\/.*\.css$/, (route) =>
      route.fulfill({status: 200, contentType: 'text/css', headers: cors, body: file('intlTelInput.min.css')}),
    );
    await handle(/^https:\/\/fonts\.bunny\.net\/css/, (route) =>
      route.fulfill({status: 200, contentType: 'text/css', headers: cors, body: file('fonts.css')}),
    );
    await handle(/^https:\/\/fonts\.bunny\.net\/.*\.woff2$/, (route) =>
      route.fulfill({status: 200, contentType: 'font/woff2', headers: cors, body: fontFile}),
    );
    await handle(/^https:\/\/images\.leadconnectorhq\.com\//, (route) =>
      route.fulfill({status: 200, contentType: 'image/svg+xml', headers: cors, body: file('avatar.svg')}),
    );
  }
  return requested;
}

/** Every host the chat widget loads from once its bubble shows: its scripts, styles, font, avatar and session. */
const chatHosts = [
  'widgets.leadconnectorhq.com',
  'services.leadconnectorhq.com',
  'stcdn.leadconnectorhq.com',
  'fonts.bunny.net',
  'images.leadconnectorhq.com',
  'services.msgsndr.com',
];

/**
 * The chat has finished loading: the bubble shows before the widget asks for its session, font and avatar, so
 * a check of what it requested (or of the policy's violations) waits for this first.
 */
export async function chatLoaded(page: Page, requested: readonly string[]): Promise<void> {
  await expect.poll(() => chatHosts.filter((h) => !requested.some((u) => new URL(u).host === h))).toEqual([]);
  // The font file and the avatar really arrived (blocked ones would not have).
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
  await expect(page.locator('chat-widget').locator('.lc_text-widget--prompt img')).toHaveJSProperty('complete', true);
}

/** Record Content-Security-Policy violations on every page the test opens (shadow roots included). */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations);
}
