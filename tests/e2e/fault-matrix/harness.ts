import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '@/platform/api/request';
import { injectFaults } from '../faults';
import { MOCK_BACKEND, type StorefrontCode } from '../storefronts';
import { FAULT_RULES, type FaultName } from './cells';

/** Every uncaught error the page raises; each test ends by expecting none. */
export function uncaughtErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The browser-side calls of one test misbehave with `fault`, for this browser context only. */
export async function faultBrowserCalls(context: BrowserContext, code: StorefrontCode, scenario: string, fault: FaultName, paths: string[]) {
  const rules = paths.map((path) => ({ path, times: 1_000, ...FAULT_RULES[fault] }));
  await injectFaults(context, code, scenario, rules);
}

/** A server-side read misbehaves a few times: `path` and `query` single out the one test's page. */
export async function faultServerRead(fault: FaultName, rule: { path: string; query?: string; times: number }) {
  const response = await fetch(`${MOCK_BACKEND}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...rule, ...FAULT_RULES[fault] }),
  });
  if (!response.ok) throw new Error(`the mock refused the fault rule: ${response.status}`);
}

/**
 * Lets the shop's timers run until the failed call has been given up: with a timeout fault the
 * browser's 8 s time-out passes on Playwright's clock once the call is under way; other faults answer
 * at once or after their delay.
 */
export async function outwait(page: Page, fault: FaultName, sent: Promise<Request>) {
  await sent;
  if (fault === 'timeout') await page.clock.runFor(DEFAULT_TIMEOUT_MS);
}

/** Resolves once a call to `path` has been answered or given up. */
export function callSettled(page: Page, path: string): Promise<void> {
  return new Promise((resolve) => {
    const settle = (request: Request) => {
      if (new URL(request.url()).pathname !== path) return;
      page.off('requestfinished', settle);
      page.off('requestfailed', settle);
      resolve();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  });
}

/** The cart lines the browser keeps in localStorage (td02) for the storefront. */
export async function storedCartLines(page: Page, code: StorefrontCode): Promise<number> {
  return page.evaluate((storefront) => {
    const stored = JSON.parse(window.localStorage.getItem('td02') ?? '{}') as { state?: { carts?: Record<string, { items?: unknown[] }> } };
    return stored.state?.carts?.[storefront]?.items?.length ?? 0;
  }, code);
}

export async function expectCartKeeps(page: Page, code: StorefrontCode, lines: number) {
  await expect(page.getByTestId('cart-count')).toHaveText(String(lines));
  expect(await storedCartLines(page, code)).toBe(lines);
}

export const failing = (fault: FaultName) => fault !== 'slow';
