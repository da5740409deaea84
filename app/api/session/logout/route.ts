import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIES, sessionCookieOptions } from '@/lib/session/cookies';

/** Ends both strategies' sessions; the page then goes to / (SPEC.md section 2). */
export function POST(request: NextRequest) {
  const response = NextResponse.json({ ok: true });
  for (const name of Object.values(SESSION_COOKIES)) response.cookies.set(name, '', sessionCookieOptions(request.url, 0));
  return response;
}
