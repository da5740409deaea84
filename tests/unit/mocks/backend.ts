import { afterAll, afterEach, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { clearFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';

export const BACKEND = 'http://backend.test';

/** Starts the MSW server for the test file; injected faults are cleared after each test. */
export function startMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => clearFaults());
  afterAll(() => server.close());
}

/** `/api/...` on the mock backend with the storefront's locale and sid. */
export function storeUrl(path: string, locale: StorefrontCode, query: Record<string, string> = {}): string {
  const url = new URL(path, BACKEND);
  url.searchParams.set('locale', locale);
  url.searchParams.set('sid', String(getStorefront(locale).storeId));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/**
 * The response body parsed with `schema`; fails the test with zod's message when it does not fit.
 * Takes the shop's schemas (zod/mini) and the tests' own (classic zod) alike.
 */
export async function parsed<S extends z.core.$ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return z.parse(schema, await response.json());
}
