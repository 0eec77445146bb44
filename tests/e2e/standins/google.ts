/**
 * A local double of Google Analytics 4, served through Playwright routing
 * with the production URLs: gtag.js from Google Tag Manager, and the hits it
 * sends to GA4's collection endpoint. Every request meets the site's
 * Content-Security-Policy first, as the real ones would.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {gtagSrc} from '../../../src/lib/analytics';

const gtagJs = readFileSync(join(__dirname, 'google', 'gtag.js'));

/** What GA4 received: one entry per hit, by event name ("page_view", "estimate_open" ...). */
export interface Ga4Hits {
  readonly scripts: string[];
  readonly events: string[];
}

export async function useGoogleAnalytics(page: Page, measurementId: string): Promise<Ga4Hits> {
  const hits: Ga4Hits = {scripts: [], events: []};
  await page.route(gtagSrc(measurementId), (route) => {
    hits.scripts.push(route.request().url());
    return route.fulfill({status: 200, contentType: 'text/javascript', body: gtagJs});
  });
  await page.route(/^https:\/\/[a-z0-9.-]*google-analytics\.com\/g\/collect\?/, (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('tid') === measurementId) hits.events.push(url.searchParams.get('en') ?? '');
    return route.fulfill({status: 204, headers: {'Access-Control-Allow-Origin': '*'}});
  });
  return hits;
}
