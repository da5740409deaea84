import { NextResponse } from 'next/server';
import type { SessionVerdict } from '@/platform/session/session-verdict';

export const NO_STORE = { 'cache-control': 'no-store' } as const;

/** 401 tells the page the shopper is signed out; 503 that the backend could not say, so the page keeps the user. */
export function verdictResponse(verdict: SessionVerdict): NextResponse {
  return NextResponse.json({ error: verdict }, { status: verdict === 'signed_out' ? 401 : 503, headers: NO_STORE });
}
