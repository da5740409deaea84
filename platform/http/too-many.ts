import { NextResponse } from 'next/server';

/** 429 with the seconds until the next attempt can succeed, for the page to tell the shopper. */
export function tooManyResponse(retryAfterSeconds: number): NextResponse {
  return NextResponse.json(
    { error: 'too_many_attempts', retryAfterSeconds },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
}
