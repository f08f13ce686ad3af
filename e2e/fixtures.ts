import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

// Every test fails on any console error or warning and on any uncaught exception in the page:
// a hydration mismatch, a missing file or a failed request all show up there.

/** An address of its own for each test, from its id: 10.x.y.z. */
function visitorAddress(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

export const test = base.extend<{ page: Page; allowedConsoleErrors: RegExp | null }>({
  /**
   * Console errors a test provokes on purpose (a server failure it simulates): one pattern, with
   * alternatives inside it. Not a list: Playwright reads `[pattern, pattern]` as a value and its
   * fixture options.
   */
  allowedConsoleErrors: [null, { option: true }],
  // Each test is a visitor of its own: the site trusts the proxy at 127.0.0.1 (TRUST_PROXY in
  // playwright.config.ts) to say who the client is, so one test's seats held or RSVPs made never
  // count against another's budget (docs/tickets.md#budgets), as two people at two homes.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': visitorAddress(`${testInfo.testId}-${testInfo.retry}`) });
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The 404 page is served with status 404 on purpose; a missing file or request still counts.
      const isDocument404 = message.location().url === page.url() && message.text().includes('status of 404');
      const allowed = allowedConsoleErrors?.test(message.text()) ?? false;
      if ((message.type() === 'error' || message.type() === 'warning') && !isDocument404 && !allowed) {
        problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(problems, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/** Opens a page and waits until React has hydrated it. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return response;
}

/**
 * Opens a page whose script is held back, as on a slow phone: the server's page shows and takes
 * taps and letters, and the returned function lets the script load and waits for hydration.
 */
export async function visitBeforeScript(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const script = /\.(m?js)(\?|$)/;
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  // The page's module scripts run before DOMContentLoaded, so that event waits for them too.
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  return async () => {
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.unroute(script);
  };
}

/**
 * Accessibility violations of any impact found by axe (minor and moderate included), once every
 * transition and animation has settled.
 */
export async function a11yViolations(page: Page, within?: string) {
  return (await axeViolations(page, within)).map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Serious and critical accessibility violations found by axe, once every transition and animation
 * has settled: colours caught halfway through a fade (a tab that was just left) are not the ones
 * a visitor reads.
 */
export async function seriousA11yViolations(page: Page) {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe-core's violations on the page as it is now, every rule axe runs by default. axe is put in the
 * page once per document and run there: our pages have no frames, so nothing needs axe's
 * cross-frame runner (a blank page opened for every check, which took most of a check's 3-4 s).
 * Only violations are gathered; the rules run are the same. `within`: a selector, to check only that
 * part of the page.
 */
export async function axeViolations(page: Page, within?: string): Promise<axe.Result[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const context = selector ? { include: [selector] } : document;
    const options = { resultTypes: ['violations' as const] };
    return (await inPage.finishRun([await inPage.runPartial(context, options)], options)).violations;
  }, within);
}
