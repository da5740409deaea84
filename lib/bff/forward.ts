import { FORWARDED_REQUEST_HEADERS, FORWARDED_RESPONSE_HEADERS, type BrowserCall } from '@/lib/bff/browser-calls';
import { cookiesForBackend } from '@/lib/bff/forwarded-cookies';
import { DEFAULT_TIMEOUT_MS } from '@/lib/api/request';

const NO_STORE = { 'cache-control': 'no-store' };

export function shopJson(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function backendBase(): string {
  const base = process.env.API_BASE_URL;
  if (!base) throw new Error('API_BASE_URL is not set: the server does not know where the backend is.');
  return base.replace(/\/+$/, '');
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * Sends one listed browser call on to the backend with only what the call needs: its query and
 * body, the headers of FORWARDED_REQUEST_HEADERS and the browser's cookies minus the shop's own.
 * The answer comes back with its status and body and only the headers the client reads; an
 * unreachable backend is a 502, a slow one a 504, both in the shop's own JSON.
 */
export async function forwardBrowserCall(call: BrowserCall, url: URL, request: Request, body: string | undefined): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cookie = cookiesForBackend(request.headers.get('cookie'));
  if (cookie) headers.set('cookie', cookie);

  let answer: Response;
  let text: ArrayBuffer;
  try {
    answer = await fetch(`${backendBase()}${url.pathname}${url.search}`, {
      method: call.method,
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
    text = await answer.arrayBuffer();
  } catch (error) {
    if (isAbort(error)) return shopJson({ error: 'backend_timeout' }, 504);
    console.warn(`browser call ${call.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
    return shopJson({ error: 'backend_unavailable' }, 502);
  }
  const forwarded = new Headers(NO_STORE);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) forwarded.set(name, value);
  }
  return new Response(text, { status: answer.status, headers: forwarded });
}
