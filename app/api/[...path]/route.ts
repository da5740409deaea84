import type { NextRequest } from 'next/server';
import { browserCall } from '@/platform/bff/browser-calls';
import { forwardBrowserCall, shopJson } from '@/platform/bff/forward';
import { guardedJson } from '@/platform/http/guarded-json';
import { storefrontOfRequest } from '@/platform/session/request-storefront';

/**
 * Every `/api` path without a handler of its own: a call on the browser's allowlist goes on to the
 * backend (platform/bff/browser-calls.ts); anything else, tokens calls and unknown session paths included,
 * is the shop's own 404 and never reaches the backend.
 */
async function handle(request: NextRequest): Promise<Response> {
  const call = browserCall(request.method, request.nextUrl.pathname);
  if (!call) return shopJson({ error: 'not_found' }, 404);
  const storefront = storefrontOfRequest(request);
  if (call.method === 'GET') return forwardBrowserCall(call, storefront, request, undefined);
  const json = await guardedJson(request, call.maxBody);
  if (!json.ok) return json.response;
  return forwardBrowserCall(call, storefront, request, JSON.stringify(json.body));
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
