import {test as base, expect, type Page} from '@playwright/test';

/** Third-party hosts are unreachable in tests (no internet, like an ad blocker). */
export const thirdParty = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

type Fixtures = {
  /** Console errors and page errors seen during the test (CSP violations included). */
  consoleErrors: string[];
};

const errorsOf = new WeakMap<Page, string[]>();

/** Adds the page's console errors and uncaught errors (CSP violations included) to `errors`. */
export function recordErrors(page: Page, errors: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
}

/**
 * Every test's page blocks third parties and records its errors. Not an automatic fixture: a page is a new
 * renderer process, about 3 s of CPU on a 2-core machine, and a test that only reads over HTTP (`request`) needs none.
 */
export const test = base.extend<Fixtures>({
  page: async ({page}, provide) => {
    const errors: string[] = [];
    errorsOf.set(page, errors);
    await page.route(thirdParty, (route) => route.abort('blockedbyclient'));
    recordErrors(page, errors);
    await provide(page);
  },
  consoleErrors: async ({page}, provide) => {
    await provide(errorsOf.get(page)!);
  },
});

export {expect};

/** Errors a test should care about: not the expected blocked third-party loads. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (e) =>
      !/ERR_BLOCKED_BY_CLIENT|net::ERR_FAILED|Failed to load resource/.test(e) && !/404 Error: User attempted/.test(e),
  );
}

/** Wait until React has hydrated the page (Docusaurus sets the attribute). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
