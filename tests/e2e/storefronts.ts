import { STOREFRONT_CODES, STOREFRONTS, storefrontOrigin, type StorefrontCode } from '@/platform/storefronts/storefronts';

export { STOREFRONT_CODES, STOREFRONTS, type StorefrontCode };

/** The storefront's own origin, e.g. http://fi.localhost:3000. */
export const originOf = (code: StorefrontCode) => storefrontOrigin(STOREFRONTS[code]);

/**
 * The storefront a flow runs in when its rule is the same in all five: flows are numbered per spec,
 * and each spec starts its count elsewhere, so every storefront still meets every kind of flow while
 * what truly differs (words, formats) keeps short tests in each storefront.
 */
export const storefrontFor = (n: number): StorefrontCode => STOREFRONT_CODES[n % STOREFRONT_CODES.length]!;

/** The mocked backend the server under test talks to; tests read it to pick real slugs. */
export const MOCK_BACKEND = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;

export async function backendGet<T>(code: StorefrontCode, path: string, query: Record<string, string> = {}): Promise<T> {
  const params = new URLSearchParams({ ...query, locale: code, sid: String(STOREFRONTS[code].storeId) });
  const response = await fetch(`${MOCK_BACKEND}${path}?${params.toString()}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function backendPost<T>(code: StorefrontCode, path: string, body: unknown): Promise<T> {
  const params = new URLSearchParams({ locale: code, sid: String(STOREFRONTS[code].storeId) });
  const response = await fetch(`${MOCK_BACKEND}${path}?${params.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The shop's own address, on the port it was started with. */
export const SERVER = `http://127.0.0.1:${process.env.STORE_PORT ?? '3000'}`;

/**
 * An HTTP request to a storefront by its domain. Node cannot resolve `*.localhost` as the browser
 * does, so it goes to the server's address with the storefront's Host header.
 */
export function onStorefront(code: StorefrontCode, path: string): { url: string; headers: Record<string, string> } {
  return { url: `${SERVER}${path}`, headers: { host: STOREFRONTS[code].domain } };
}

/**
 * A flow that works alike on a phone and a desktop runs on one of them (decision 0052): each
 * storefront's flows go to one device, so between them the flows still cross both layouts. The
 * projects in playwright.config.ts leave out the other device's tag.
 */
export const DESKTOP_FLOW = '@desktop-flow';
export const PHONE_FLOW = '@phone-flow';
export const oneDevice = (code: StorefrontCode) => ({ tag: STOREFRONT_CODES.indexOf(code) % 2 === 0 ? DESKTOP_FLOW : PHONE_FLOW });

/**
 * A rule that differs between storefronts runs in each of them on a desktop. What a phone changes is
 * the layout, alike in every storefront, so on a phone the test runs in one storefront of the five
 * (decision 0058): the other four are the desktop's alone.
 */
export const onPhoneIn = (phoneCode: StorefrontCode, code: StorefrontCode) => ({ tag: code === phoneCode ? [] : [DESKTOP_FLOW] });
