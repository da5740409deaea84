import { declaredQuery, FORWARDED_REQUEST_HEADERS, FORWARDED_RESPONSE_HEADERS, type BrowserCall } from '@/platform/bff/browser-calls';
import { cookiesForBackend } from '@/platform/bff/forwarded-cookies';
import { createSharedAnswers, type ForwardedAnswer } from '@/platform/bff/shared-answers';
import { checkAnswer } from '@/platform/api/check-answer';
import { buildApiUrl, CHECKED_AS_HEADER, DEFAULT_TIMEOUT_MS } from '@/platform/api/request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { watchBackendCall } from '@/platform/api/backend-watch';
import type { ApiFailure } from '@/platform/api/result';
import { cartSyncs } from '@/platform/metrics/shop-metrics.mjs';

const NO_STORE = { 'cache-control': 'no-store' };

export function shopJson(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

async function shopAnswer(body: unknown, status: number): Promise<ForwardedAnswer> {
  const response = shopJson(body, status);
  return { status, body: await response.arrayBuffer(), headers: [...response.headers] };
}

/**
 * One call to the backend; an unreachable backend is a 502, a slow one a 504, both in the shop's own
 * JSON. A successful answer is checked against the call's schema here and passed on as the schema
 * gives it, marked as checked; one that does not fit is a 502 (docs/product/errors.md, ERR-7:
 * the backend failing). Error answers pass unchanged: the client reads their code and fields.
 */
async function askBackend(call: BrowserCall, url: string, given: Headers, body: string | undefined): Promise<ForwardedAnswer> {
  const headers = Object.fromEntries(given);
  const watch = watchBackendCall(call.answer, headers, call.method);
  const { answer, failure } = await exchange(call, url, headers, body);
  watch.end(failure);
  if (new URL(url).pathname === CART_SYNC_PATH) cartSyncs.inc({ outcome: cartSyncOutcome(answer.status) });
  return answer;
}

const CART_SYNC_PATH = '/api/sync-cart';

/** A cart sync the backend refused as such (4xx) will not work if sent again; a 5xx, 502 or 504 might. */
export function cartSyncOutcome(status: number): 'ok' | 'refused' | 'failed' {
  if (status < 400) return 'ok';
  return status < 500 ? 'refused' : 'failed';
}

async function exchange(
  call: BrowserCall,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ answer: ForwardedAnswer; failure: ApiFailure | null }> {
  const { pathname } = new URL(url);
  let answer: Response;
  let text: ArrayBuffer;
  try {
    answer = await fetch(url, {
      method: call.method,
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
    text = await answer.arrayBuffer();
  } catch (error) {
    if (isAbort(error)) return { answer: await shopAnswer({ error: 'backend_timeout' }, 504), failure: { kind: 'timeout', afterMs: DEFAULT_TIMEOUT_MS } };
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`browser call ${call.method} ${pathname} failed: ${message}`);
    return { answer: await shopAnswer({ error: 'backend_unavailable' }, 502), failure: { kind: 'network', message } };
  }
  const forwarded = new Headers(NO_STORE);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) forwarded.set(name, value);
  }
  if (!answer.ok) return { answer: { status: answer.status, body: text, headers: [...forwarded] }, failure: { kind: 'http', status: answer.status } };
  const checked = checkedBody(call, text);
  if (!checked.ok) {
    console.warn(`browser call ${call.method} ${pathname}: the answer does not fit ${call.answer}: ${checked.message}`);
    return { answer: await shopAnswer({ error: 'invalid_answer' }, 502), failure: { kind: 'validation', message: checked.message } };
  }
  forwarded.set('content-type', 'application/json');
  forwarded.set(CHECKED_AS_HEADER, call.answer);
  return { answer: { status: answer.status, body: new TextEncoder().encode(checked.body).buffer, headers: [...forwarded] }, failure: null };
}

function checkedBody(call: BrowserCall, text: ArrayBuffer): { ok: true; body: string } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(text));
  } catch {
    return { ok: false, message: 'not JSON' };
  }
  const checked = checkAnswer(call.answer, json);
  return checked.ok ? { ok: true, body: JSON.stringify(checked.data) } : checked;
}

/** One per server process: every request's handler shares it. */
const sharedAnswer = createSharedAnswers();

/**
 * Sends one listed browser call on to the backend with only what the call needs: the parameters it
 * declares with the storefront's `locale` and `sid`, its body, the headers of
 * FORWARDED_REQUEST_HEADERS and the browser's cookies minus the shop's own.
 * The answer comes back with its status and body and only the headers the client reads. A call
 * with `sharedSeconds` may be answered by the same call of someone else with the same backend
 * cookies, made that many seconds ago at most.
 */
export async function forwardBrowserCall(call: BrowserCall, storefront: StorefrontCode, request: Request, body: string | undefined): Promise<Response> {
  const given = new URL(request.url);
  const url = buildApiUrl(storefront, given.pathname, declaredQuery(call, given.searchParams));
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cookie = cookiesForBackend(request.headers.get('cookie'));
  if (cookie) headers.set('cookie', cookie);

  const ask = () => askBackend(call, url, headers, body);
  const answer = call.sharedSeconds
    ? await sharedAnswer(`${call.method} ${url} ${headers.get('accept') ?? ''} ${cookie ?? ''}`, call.sharedSeconds, ask)
    : await ask();
  return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
}
