import { HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { getStorefront, isStorefrontCode, type Storefront, type StorefrontCode } from '@/platform/storefronts/storefronts';

export interface StoreContext {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
  cookies: Readonly<Record<string, string>>;
  locale: StorefrontCode;
  storefront: Storefront;
}

type StoreResolver = (context: StoreContext) => Response | Promise<Response>;

export function errorResponse(status: number, error: string, message: string): Response {
  return HttpResponse.json({ error, message }, { status });
}

export const notFound = (message: string) => errorResponse(404, 'not_found', message);
export const badRequest = (message: string) => errorResponse(400, 'bad_request', message);
export const unauthorized = () => errorResponse(401, 'unauthorized', 'A valid bearer token is required');

export function json(body: JsonBodyType, headers: Record<string, string> = {}, status = 200): Response {
  return HttpResponse.json(body, { headers, status });
}

/** The storefront named by the `locale` and `sid` query parameters, or why they do not fit. */
function storefrontOf(url: URL): Storefront | string {
  const locale = url.searchParams.get('locale');
  const sid = url.searchParams.get('sid');
  if (!locale || !sid) return 'The query parameters locale and sid are required';
  if (!isStorefrontCode(locale)) return `Unknown locale ${locale}`;
  const storefront = getStorefront(locale);
  if (String(storefront.storeId) !== sid) return `Store id ${sid} does not belong to locale ${locale}`;
  return storefront;
}

/** A storefront API route: answers 400 unless `locale` and `sid` are present and belong together. */
export function storeRoute(resolve: StoreResolver): HttpResponseResolver {
  return ({ request, params, cookies }) => {
    const url = new URL(request.url);
    const storefront = storefrontOf(url);
    if (typeof storefront === 'string') return badRequest(storefront);
    return resolve({ request, url, params, cookies, locale: storefront.code, storefront });
  };
}

/** Percent-decoded path text; '' when the encoding is broken (so the lookup 404s). */
export function decodePath(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export function pathParam(context: Pick<StoreContext, 'params'>, name: string): string {
  const value = context.params[name];
  return typeof value === 'string' ? decodePath(value) : '';
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
