import { browserCall } from '@/lib/bff/browser-calls';
import { forwardBrowserCall, shopJson } from '@/lib/bff/forward';
import { guardedJson } from '@/lib/http/guarded-json';

/**
 * Every `/api` path without a handler of its own: a call on the browser's allowlist goes on to the
 * backend (lib/bff/browser-calls.ts); anything else, tokens calls and unknown session paths included,
 * is the shop's own 404 and never reaches the backend.
 */
async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const call = browserCall(request.method, url.pathname);
  if (!call) return shopJson({ error: 'not_found' }, 404);
  if (call.method === 'GET') return forwardBrowserCall(call, url, request, undefined);
  const json = await guardedJson(request, call.maxBody);
  if (!json.ok) return json.response;
  return forwardBrowserCall(call, url, request, JSON.stringify(json.body));
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
