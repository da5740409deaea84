import { NextResponse, type NextRequest } from 'next/server';
import { guardedJson } from '@/platform/http/guarded-json';
import { clearSessionCookies } from '@/platform/session/cookies';

/** Ends both strategies' sessions; the page then goes to / (docs/product/account.md, ACC-5). */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const response = NextResponse.json({ ok: true });
  clearSessionCookies(response.cookies, request.headers);
  return response;
}
