import type { BrowserContext } from '@playwright/test';
import { MOCK_BACKEND, STOREFRONTS, type StorefrontCode } from './storefronts';

export interface FaultRule {
  path: string;
  /** Regular expression source matched against the query string: one call of a shared path. */
  query?: string;
  method?: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  times: number;
}

/**
 * Makes the mocked backend misbehave for this browser context only: the rule is tied to a scenario
 * cookie that only this context sends, so tests running side by side are not affected.
 */
export async function injectFaults(context: BrowserContext, code: StorefrontCode, scenario: string, rules: FaultRule[]) {
  await context.addCookies([{ name: 'mock-scenario', value: scenario, domain: STOREFRONTS[code].domain.split(':')[0]!, path: '/' }]);
  for (const rule of rules) await postFault({ ...rule, scenario });
}

/**
 * A fault on a call the shop's server makes in a server action, which carries no test's scenario
 * cookie: the rule must single the call out by its path, method and query alone, so that no other
 * test running beside it makes the same call.
 */
export const injectServerFault = (rule: FaultRule) => postFault(rule);

async function postFault(rule: FaultRule & { scenario?: string }) {
  const response = await fetch(`${MOCK_BACKEND}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`the mock refused the fault rule: ${response.status}`);
}
